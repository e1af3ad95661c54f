/// Where `GIFEncoder` sends the bytes of the file. The caller decides what a write means (a file, a buffer).
public protocol GIFOutput: AnyObject {
    /// Appends `bytes`; returns false when the write failed (the encoder then reports `GIFError.outputWriteFailed`).
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool
}

/// A `GIFOutput` that collects the file in memory; optionally fails once `failAfterBytes` would be exceeded
/// (for testing error paths).
public final class MemoryGIFOutput: GIFOutput {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []
    /// When set, a write that would make `bytes` longer than this fails (and appends nothing).
    public let failAfterBytes: Int?

    /// An empty in-memory output; pass `failAfterBytes` to simulate a full disk.
    public init(failAfterBytes: Int? = nil) {
        self.failAfterBytes = failAfterBytes
    }

    /// Appends `chunk` to `bytes`, or returns false (appending nothing) past `failAfterBytes`.
    public func write(_ chunk: UnsafeRawBufferPointer) -> Bool {
        if let limit = failAfterBytes, bytes.count + chunk.count > limit { return false }
        bytes.append(contentsOf: chunk)
        return true
    }
}
