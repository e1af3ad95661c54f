/// A direct-mapped memo of per-colour quantization answers, packed one 32-bit word per slot.
///
/// Gradients, photos and anti-aliased edges repeat colours all over a frame (and from frame to frame) but rarely
/// in consecutive pixels. Each slot holds the answer for one `0xRRGGBB` key; a colliding key overwrites it. The
/// stored answer is a pure function of the key (for one palette, dither mode and strength), so hits and misses
/// give identical output: the cache changes speed only, never bytes.
///
/// The key is scrambled by a bijection of 24-bit values; its top `slotBits` bits choose the slot and the other
/// bits (the tag) are stored with the answer, so slot and tag together name exactly one key.
struct QuantizeCache {
    /// Slots: 2^16 words = 256 KB, a quarter of a 1 MiB L2 cache.
    static let slotBits = 16
    /// Bits of a scrambled key not given by its slot.
    private static let tagBits = 24 - slotBits
    /// Odd, so multiplying by it modulo 2^24 is a bijection (multiplicative hashing, Knuth TAOCP vol. 3, 6.4); its set
    /// bits are spread over all three bytes, so a change in any channel moves the slot.
    private static let scramble: UInt32 = 0x79_B1B9
    /// Set in every stored word's level byte (levels are 0...64), so an empty slot (0) never matches.
    private static let storedFlag: UInt32 = 0x80
    /// Slot layout: tag << 24 | first << 16 | second << 8 | storedFlag | level.
    private var slots = [UInt32](repeating: 0, count: 1 << slotBits)

    /// Where `key` lives: its slot and the word a stored answer for it must carry in the tag and flag bits.
    @inline(__always)
    static func slot(_ key: UInt32) -> (index: Int, tag: UInt32) {
        let scrambled = (key &* scramble) & 0xFF_FFFF
        return (Int(scrambled >> UInt32(tagBits)), (scrambled & (1 << UInt32(tagBits) - 1)) << 24 | storedFlag)
    }

    /// The answer stored for the key of `slot`, if any.
    @inline(__always)
    func lookup(_ slot: (index: Int, tag: UInt32)) -> (first: UInt8, second: UInt8, level: UInt8)? {
        let word = slots[slot.index]
        guard (word ^ slot.tag) & 0xFF00_0080 == 0 else { return nil }
        return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(word & 0x7F))
    }

    @inline(__always)
    mutating func store(_ slot: (index: Int, tag: UInt32), first: UInt8, second: UInt8, level: UInt8) {
        slots[slot.index] = slot.tag | UInt32(first) << 16 | UInt32(second) << 8 | UInt32(level)
    }
}
