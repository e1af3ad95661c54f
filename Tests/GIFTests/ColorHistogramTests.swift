import Testing
@testable import GIF

/// The histogram against a plain dictionary of sums, in its sparse form, after it turns dense, and with counts past
/// 32 bits (docs/library.md#memory).
@Suite struct ColorHistogramTests {
    /// Random (colour, count) additions with repeats: colours drawn from `spread` values so many come back.
    private static func additions(_ n: Int, spread: UInt32, seed: UInt64) -> [(UInt32, Int)] {
        var random = SeededGenerator(state: seed)
        return (0..<n).map { _ in
            let colour = UInt32(truncatingIfNeeded: random.next()) % spread &* 2_654_435 & 0xFF_FFFF
            return (colour, Int(random.next() % 1000) + 1)
        }
    }

    /// The expected entries: sums by colour, sorted by colour.
    private static func reference(_ additions: [(UInt32, Int)]) -> [(UInt32, Int)] {
        var sums: [UInt32: Int] = [:]
        for (colour, count) in additions { sums[colour, default: 0] += count }
        return sums.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func same(_ a: [(UInt32, Int)], _ b: [(UInt32, Int)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    @Test func sparseCountsEqualPlainSums() {
        let added = Self.additions(50_000, spread: 20_000, seed: 7)
        var histogram = ColorHistogram()
        for (colour, count) in added { histogram.add(colour, count: count) }
        let expected = Self.reference(added)
        #expect(!histogram.isDense)
        #expect(histogram.count == expected.count)
        #expect(expected.count > 10_000)  // the table grew several times
        #expect(Self.same(histogram.entries(), expected))
    }

    @Test func denseCountsEqualPlainSums() {
        // A 2^13-slot limit: the table holds at most 4096 colours, then the counts turn dense.
        let added = Self.additions(30_000, spread: 12_000, seed: 11)
        var histogram = ColorHistogram(slotLimit: 1 << 13)
        var turnedDenseAt: Int?
        for (index, (colour, count)) in added.enumerated() {
            histogram.add(colour, count: count)
            if turnedDenseAt == nil, histogram.isDense { turnedDenseAt = index }
        }
        let expected = Self.reference(added)
        #expect(histogram.isDense)
        #expect(Self.reference(Array(added.prefix(turnedDenseAt ?? 0))).count == 4096)
        #expect(histogram.count == expected.count)
        #expect(Self.same(histogram.entries(), expected))
    }

    @Test func histogramsAddedTogetherEqualOneOverEveryAddition() {
        // Three parts, one of them dense (4096-colour limit), added into a sparse histogram in two different orders.
        let parts = [Self.additions(20_000, spread: 9_000, seed: 21), Self.additions(5_000, spread: 300, seed: 22),
                     Self.additions(15_000, spread: 12_000, seed: 23)]
        let histograms = parts.enumerated().map { index, additions in
            var histogram = ColorHistogram(slotLimit: index == 2 ? 1 << 13 : ColorHistogram.sparseSlotLimit)
            for (colour, count) in additions { histogram.add(colour, count: count) }
            return histogram
        }
        #expect(histograms[2].isDense && !histograms[0].isDense)
        let expected = Self.reference(parts.flatMap { $0 })
        for order in [[0, 1, 2], [2, 0, 1]] {
            var total = ColorHistogram()
            for index in order { total.add(histograms[index]) }
            #expect(total.count == expected.count)
            #expect(Self.same(total.entries(), expected))
        }
    }

    @Test func countsPastThirtyTwoBitsStayExact() {
        let big = 1 << 32
        var histogram = ColorHistogram(slotLimit: 1 << 13)
        histogram.add(0x00_0001, count: 3 * big + 5)  // carried when the form changes
        histogram.add(0xFF_FFFF, count: big)           // a low word of zero
        for colour in 2..<5000 { histogram.add(UInt32(colour) << 4, count: 1) }
        #expect(histogram.isDense)
        histogram.add(0x00_0001, count: big - 5)        // wraps the low word exactly to zero
        histogram.add(0x00_0002, count: Int(UInt32.max))
        histogram.add(0x00_0002, count: 2)              // wraps by one
        histogram.add(0xFF_FFFF, count: big)           // a colour whose low word is zero is not new
        let entries = histogram.entries()
        #expect(histogram.count == 4998 + 3)
        #expect(entries.count == 4998 + 3)
        #expect(entries.first.map { $0.0 == 1 && $0.1 == 4 * big } == true)
        #expect(entries.dropFirst().first.map { $0.0 == 2 && $0.1 == big + 1 } == true)
        #expect(entries.last.map { $0.0 == 0xFF_FFFF && $0.1 == 2 * big } == true)
    }

    @Test func higherKeyBitsAreIgnored() {
        var histogram = ColorHistogram()
        histogram.add(0xFF12_3456, count: 2)
        histogram.add(0x0012_3456, count: 3)
        let entries = histogram.entries()
        #expect(entries.count == 1)
        #expect(entries.first.map { $0.0 == 0x12_3456 && $0.1 == 5 } == true)
    }
}
