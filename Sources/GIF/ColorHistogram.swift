/// Pixel counts per exact 24-bit colour, in memory that follows the number of distinct colours rather than the
/// number of frames (docs/library.md#memory).
///
/// Sparse form: a `ColorCountTable`, about 24 bytes a colour (the default demo's 72,000 colours: 3 MB). When it
/// would grow past `sparseSlotLimit` slots (48 MB, about 2 million colours) the counts move to the dense form, one
/// 32-bit word per possible colour (64 MB, whatever comes next); a count that passes 2^32 carries its multiples of
/// 2^32 into a small `ColorCountTable`. Counts are exact in both forms, so the palette never depends on the form.
struct ColorHistogram: Sendable {
    /// Largest sparse table, in slots: 2^22 slots are 48 MB, below the dense form's 64 MB.
    static let sparseSlotLimit = 1 << 22
    /// Possible colours: the dense form's word count.
    static let colorCount = 1 << 24

    /// Sparse form: every count. Dense form: the carries (each count's multiples of 2^32 beyond its dense word).
    private var table = ColorCountTable()
    /// Dense form: the low 32 bits of every colour's count, by colour; empty while sparse.
    private var dense: [UInt32] = []
    /// The sparse form's largest slot count (`sparseSlotLimit` unless a test asks for less).
    private let slotLimit: Int
    /// Number of distinct colours stored.
    private(set) var count = 0

    /// An empty histogram that turns dense past `slotLimit` sparse slots.
    init(slotLimit: Int = ColorHistogram.sparseSlotLimit) {
        self.slotLimit = slotLimit
    }

    /// True once the counts are held one word per colour.
    var isDense: Bool { !dense.isEmpty }

    /// Adds `pixels` (> 0) pixels of colour `key` (`0xRRGGBB`; higher bits are ignored).
    @inline(__always)
    mutating func add(_ key: UInt32, count pixels: Int) {
        let colour = key & 0xFF_FFFF
        if dense.isEmpty {
            if table.growsWithNextColor, 2 * table.slotCount > slotLimit, table.value(of: colour) == 0 {
                // This new colour would grow the table past its limit.
                makeDense()
            } else {
                if table.add(colour, pixels) { count += 1 }
                return
            }
        }
        let index = Int(colour)
        let before = dense[index]
        if before == 0 && (table.count == 0 || table.value(of: colour) == 0) { count += 1 }
        let (low, wrapped) = before.addingReportingOverflow(UInt32(truncatingIfNeeded: pixels))
        dense[index] = low
        let carry = ((pixels >> 32) + (wrapped ? 1 : 0)) << 32
        if carry != 0 { table.add(colour, carry) }
    }

    /// Adds every count of `other`: the sums, and so `entries()`, are the same whatever order histograms are added in.
    mutating func add(_ other: ColorHistogram) {
        if other.dense.isEmpty {
            other.table.forEachCount { colour, pixels in add(colour, count: pixels) }
        } else {
            for (colour, pixels) in other.entries() { add(colour, count: pixels) }
        }
    }

    /// Moves the sparse counts into one word per colour, keeping their multiples of 2^32 as carries.
    private mutating func makeDense() {
        let counts = table.entries()
        table = ColorCountTable()
        dense = [UInt32](repeating: 0, count: Self.colorCount)
        for (colour, pixels) in counts {
            dense[Int(colour)] = UInt32(truncatingIfNeeded: pixels)
            let carry = (pixels >> 32) << 32
            if carry != 0 { table.add(colour, carry) }
        }
    }

    /// Every (colour, count) pair with a non-zero count, in ascending colour order.
    func entries() -> [(UInt32, Int)] {
        guard !dense.isEmpty else { return table.entries() }
        let carries = table.entries()
        var nextCarry = 0
        var result: [(UInt32, Int)] = []
        result.reserveCapacity(count)
        dense.withUnsafeBufferPointer { words in
            for colour in 0..<words.count {
                var pixels = Int(words[colour])
                if nextCarry < carries.count, carries[nextCarry].0 == UInt32(colour) {
                    pixels += carries[nextCarry].1
                    nextCarry += 1
                }
                if pixels > 0 { result.append((UInt32(colour), pixels)) }
            }
        }
        return result
    }
}
