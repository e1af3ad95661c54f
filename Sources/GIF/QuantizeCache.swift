/// A direct-mapped memo of per-colour quantization results (one frame's worth; not shared between threads).
///
/// Gradients, photos and anti-aliased edges repeat colours all over a frame but rarely in consecutive pixels.
/// Each slot holds the answer for one packed `0xRRGGBB` key; a colliding key simply overwrites it. The stored
/// answer is a pure function of the key, so hits and misses give identical output: the cache changes speed only.
struct QuantizeCache {
    /// Slots: 2^14, a few hundred KB in total, small enough to stay in L2.
    static let slotBits = 14
    /// `UInt32.max` marks an empty slot (real keys are 24-bit).
    var keys = [UInt32](repeating: .max, count: 1 << slotBits)
    var first = [UInt8](repeating: 0, count: 1 << slotBits)
    var second = [UInt8](repeating: 0, count: 1 << slotBits)
    var share = [Double](repeating: 0, count: 1 << slotBits)

    /// The slot of `key`: Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4) spreads neighbouring colours apart.
    @inline(__always)
    static func slot(_ key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }

    @inline(__always)
    mutating func store(_ key: UInt32, slot: Int, first: UInt8, second: UInt8, share: Double) {
        keys[slot] = key
        self.first[slot] = first
        self.second[slot] = second
        self.share[slot] = share
    }
}
