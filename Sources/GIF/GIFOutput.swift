/// Where `GIFEncoder` sends the bytes of the file. The caller decides what a write means (a file, a buffer).
package protocol GIFOutput: AnyObject {
    /// Appends `bytes`; returns false when the write failed (the encoder then reports `GIFError.outputWriteFailed`).
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool
}

/// A `GIFOutput` that collects the file in memory; optionally fails once `failAfterBytes` would be exceeded
/// (for testing error paths).
package final class MemoryGIFOutput: GIFOutput {
    /// Everything written so far.
    package private(set) var bytes: [UInt8] = []
    /// When set, a write that would make `bytes` longer than this fails (and appends nothing).
    package let failAfterBytes: Int?

    /// An empty in-memory output; pass `failAfterBytes` to simulate a full disk.
    package init(failAfterBytes: Int? = nil) {
        self.failAfterBytes = failAfterBytes
    }

    /// Appends `chunk` to `bytes`, or returns false (appending nothing) past `failAfterBytes`.
    package func write(_ chunk: UnsafeRawBufferPointer) -> Bool {
        if let limit = failAfterBytes, bytes.count + chunk.count > limit { return false }
        bytes.append(contentsOf: chunk)
        return true
    }
}
