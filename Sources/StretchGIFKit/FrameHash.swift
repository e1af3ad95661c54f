/// The frame hash of `stretchgif hash`: 64-bit FNV-1a over the frame's RGBA bytes (row-major, top row first,
/// 4 bytes per pixel, straight alpha), printed as 16 lowercase hex digits. Constants: docs/gif.md#hash-manifest
/// (offset basis 0xcbf29ce484222325, prime 0x100000001b3, from the FNV reference).
public struct FNV1a64: Sendable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// An empty hash (the offset basis).
    public init() {}

    /// Folds `bytes` into the hash.
    public mutating func combine(_ bytes: [UInt8]) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= Self.prime
        }
        value = hash
    }

    /// The hash as 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of one byte array, as 16 lowercase hex digits.
    public static func hex(of bytes: [UInt8]) -> String {
        var hasher = FNV1a64()
        hasher.combine(bytes)
        return hasher.hex
    }
}
