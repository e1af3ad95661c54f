/// Pixel counts per exact 24-bit colour, stored as a two-level direct table: the top 16 bits of `0xRRGGBB`
/// pick a block of 256 counters (allocated on first use), the low 8 bits the counter. Counting a run costs two
/// array reads and no hashing; memory grows with the spread of the colours (2 KB per block touched: small blocks
/// keep the sparse colours of a photo's anti-aliasing cheap, so peak memory stays flat as an animation gets
/// longer), and `entries()` comes out in ascending colour order without a sort.
struct ColorHistogram: Sendable {
    /// Low key bits per block.
    private static let blockBits = 8
    private static let blockSize = 1 << blockBits
    /// Offset of each block in `counts`, or -1 while no colour of the block has been seen.
    private var blockOffsets = [Int32](repeating: -1, count: 1 << (24 - ColorHistogram.blockBits))
    private var counts: [Int] = []
    /// Number of distinct colours stored.
    private(set) var count = 0

    /// Adds `pixels` (> 0) pixels of colour `key` (`0xRRGGBB`; higher bits are ignored).
    @inline(__always)
    mutating func add(_ key: UInt32, count pixels: Int) {
        let colour = Int(key & 0xFF_FFFF)
        let block = colour >> Self.blockBits
        var offset = Int(blockOffsets[block])
        if offset < 0 {
            offset = counts.count
            blockOffsets[block] = Int32(offset)
            counts += repeatElement(0, count: Self.blockSize)
        }
        let slot = offset + (colour & (Self.blockSize - 1))
        if counts[slot] == 0 { count += 1 }
        counts[slot] += pixels
    }

    /// Every (colour, count) pair with a non-zero count, in ascending colour order.
    func entries() -> [(UInt32, Int)] {
        var result: [(UInt32, Int)] = []
        result.reserveCapacity(count)
        for block in 0..<blockOffsets.count where blockOffsets[block] >= 0 {
            let offset = Int(blockOffsets[block])
            for low in 0..<Self.blockSize where counts[offset + low] > 0 {
                result.append((UInt32(block << Self.blockBits | low), counts[offset + low]))
            }
        }
        return result
    }
}
