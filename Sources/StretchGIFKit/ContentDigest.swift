/// A cheap fingerprint of a file's bytes (its length and 64-bit FNV-1a hash) that finds copies of one file under
/// different names. Equal digests only suggest equal content: callers confirm byte for byte before sharing anything.
struct ContentDigest: Equatable, Sendable {
    let count: Int
    let hash: UInt64

    /// FNV-1a's 64-bit offset basis and prime (Fowler, Noll and Vo; the values their reference publishes).
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    init(_ bytes: [UInt8]) {
        var hash = Self.offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* Self.prime }
        self.hash = hash
        count = bytes.count
    }
}
