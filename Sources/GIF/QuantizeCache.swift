/// A direct-mapped memo of per-colour quantization answers, packed one word per slot.
///
/// Gradients, photos and anti-aliased edges repeat colours all over a frame (and from frame to frame) but rarely
/// in consecutive pixels. Each slot holds the answer for one `0xRRGGBB` key; a colliding key overwrites it. The
/// stored answer is a pure function of the key (for one palette, dither mode and strength), so hits and misses
/// give identical output: the cache changes speed only, never bytes.
struct QuantizeCache {
    /// Slots: 2^16 words = 512 KB, about an L2 cache.
    static let slotBits = 16
    /// Slot layout: key << 24 | first << 16 | second << 8 | level; all ones = empty (keys are 24-bit).
    private var slots = [UInt64](repeating: .max, count: 1 << slotBits)

    /// The slot of `key`: Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4) spreads neighbouring colours apart.
    @inline(__always)
    static func slot(_ key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }

    /// The answer stored for `key` in `slot`, if any.
    @inline(__always)
    func lookup(_ key: UInt32, slot: Int) -> (first: UInt8, second: UInt8, level: UInt8)? {
        let word = slots[slot]
        guard word >> 24 == UInt64(key) else { return nil }
        return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word))
    }

    @inline(__always)
    mutating func store(_ key: UInt32, slot: Int, first: UInt8, second: UInt8, level: UInt8) {
        slots[slot] = UInt64(key) << 24 | UInt64(first) << 16 | UInt64(second) << 8 | UInt64(level)
    }
}
