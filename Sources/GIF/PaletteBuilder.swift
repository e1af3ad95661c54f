/// Builds ONE global palette from a colour histogram accumulated over all frames, tuned for UI content.
///
/// `build(maxColors:)`:
/// 1. If the frames hold at most `maxColors` distinct colours, every colour is kept exactly.
/// 2. Otherwise colours covering at least `exactShare` of all pixels and at least `minimumExactPixels`
///    (flat UI fills, text colour, ...) are kept EXACT, most frequent first, at most half of the budget.
/// 3. The remaining pixels are binned at 6 bits per channel (weighted by count, bin colour = mean of its
///    pixels) and split by median cut into the rest of the budget (`MedianCut`), then refined by a few
///    k-means passes in which the exact colours stay fixed (`KMeansRefinement`).
/// Everything is ordered by count then by `0xRRGGBB`, never by Dictionary order, so the result is
/// deterministic.
package struct PaletteBuilder: Sendable {
    /// Exact colour -> pixel count (read only through keys sorted in `build`).
    private var histogram = ColorHistogram()
    /// Total number of pixels added.
    package private(set) var pixelCount = 0

    /// A colour covering at least this share of all pixels is a flat UI colour and stays exact
    /// (1/1024: on a 390 x 844 frame that is a ~18 x 18 px area). Project choice, tuned for UI captures.
    package static let exactShare = 1.0 / 1024
    /// ...and at least this many pixels (an 8 x 8 block): fewer is detail, not a flat fill. Project choice.
    package static let minimumExactPixels = 64
    /// k-means refinement passes after median cut (Lloyd 1982); 4 is enough for the clusters to settle.
    package static let refinementPasses = 4

    /// An empty histogram.
    package init() {}

    /// Slots of `add`'s pending-count table: 2^12 words = 32 KB, an L1 data cache.
    private static let pendingBits = 12
    /// Pending slot layout: colour << 40 | count (a frame holds far fewer than 2^40 pixels); all ones = empty.
    private static let emptyPending = UInt64.max
    private static let pendingCountMask: UInt64 = (1 << 40) - 1

    /// Adds the pixels of an opaque RGBA8 buffer (alpha ignored; a trailing partial pixel is ignored).
    package mutating func add(rgba: [UInt8]) {
        let pixels = rgba.count / 4
        guard pixels > 0 else { return }
        // Flat UI areas are long runs of one colour: count the run, touch the tables once per run. Runs first go
        // to a small direct-mapped table (L1-sized; photos and gradients repeat colours from row to row); a run
        // whose slot holds another colour evicts that colour's pending count to the histogram. Counts are sums,
        // so the order of flushing changes nothing.
        var pending = [UInt64](repeating: Self.emptyPending, count: 1 << Self.pendingBits)
        pending.withUnsafeMutableBufferPointer { pending in
            rgba.withUnsafeBytes { src in
                // A pixel's bytes r, g, b, a as one load; byte-swapped and shifted, the key 0xRRGGBB.
                func keyAt(_ p: Int) -> UInt32 {
                    UInt32(littleEndian: src.loadUnaligned(fromByteOffset: p &* 4, as: UInt32.self)).byteSwapped >> 8
                }
                var runKey = keyAt(0)
                var runLength = 0
                for p in 0..<pixels {
                    let key = keyAt(p)
                    if key == runKey {
                        runLength += 1
                    } else {
                        Self.count(runKey, runLength, pending: pending, histogram: &histogram)
                        runKey = key
                        runLength = 1
                    }
                }
                Self.count(runKey, runLength, pending: pending, histogram: &histogram)
            }
        }
        for word in pending where word != Self.emptyPending {
            histogram.add(UInt32(truncatingIfNeeded: word >> 40), count: Int(word & Self.pendingCountMask))
        }
        pixelCount += pixels
    }

    /// Adds a run to its pending slot, first evicting another colour's pending count to `histogram`.
    @inline(__always)
    private static func count(_ key: UInt32, _ length: Int, pending: UnsafeMutableBufferPointer<UInt64>,
                              histogram: inout ColorHistogram) {
        let slot = Int((key &* 0x9E37_79B1) >> UInt32(32 - pendingBits))
        let word = pending[slot]
        if word >> 40 == UInt64(key) {
            pending[slot] = word &+ UInt64(length)
            return
        }
        if word != emptyPending {
            histogram.add(UInt32(truncatingIfNeeded: word >> 40), count: Int(word & pendingCountMask))
        }
        pending[slot] = UInt64(key) << 40 | UInt64(length)
    }

    /// Adds everything `other` counted, as if its frames had been added here. Counts are exact sums, so frames can be
    /// counted apart (on other threads) and added in any order: `build` gives the same palette.
    package mutating func add(_ other: PaletteBuilder) {
        histogram.add(other.histogram)
        pixelCount += other.pixelCount
    }

    /// Number of distinct colours seen so far.
    package var distinctColorCount: Int { histogram.count }

    /// The palette for the accumulated histogram with at most `maxColors` colours (clamped to 2...256).
    /// An empty histogram gives a one-colour black palette.
    package func build(maxColors: Int) -> Palette {
        let budget = min(max(maxColors, 2), Palette.maximumCount)
        // (packed colour, count), most frequent first, ties by colour value.
        let entries = histogram.entries().sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        guard !entries.isEmpty else { return Self.palette([PaletteColor(r: 0, g: 0, b: 0)]) }
        if entries.count <= budget {
            return Self.palette(entries.map { PaletteColor(packed: $0.0) })
        }

        let threshold = max(Self.minimumExactPixels, Int((Double(pixelCount) * Self.exactShare).rounded(.up)))
        let exactLimit = budget / 2
        var exact: [PaletteColor] = []
        var rest: [(UInt32, Int)] = []
        for entry in entries {
            if exact.count < exactLimit && entry.1 >= threshold {
                exact.append(PaletteColor(packed: entry.0))
            } else {
                rest.append(entry)
            }
        }

        let bins = ColorBin.bins(from: rest)
        var cut = MedianCut.centroids(of: bins, boxes: budget - exact.count)
        cut = KMeansRefinement.refine(fixed: exact, movable: cut, bins: bins, passes: Self.refinementPasses)

        var chosen = exact
        var seen = Set(exact.map(\.packed))  // membership only, never iterated
        for color in cut where seen.insert(color.packed).inserted {
            chosen.append(color)
        }
        return Self.palette(chosen)
    }

    /// Wraps colours known to be 1...256 in a palette (falls back to black should that ever not hold).
    private static func palette(_ colors: [PaletteColor]) -> Palette {
        if let palette = try? Palette(colors: Array(colors.prefix(Palette.maximumCount))) { return palette }
        return Palette(uncheckedBlack: ())
    }
}

extension Palette {
    /// A one-colour black palette (cannot fail).
    init(uncheckedBlack: Void) {
        self.colors = [PaletteColor(r: 0, g: 0, b: 0)]
        self.table = NearestColorTable(colors: colors)
    }
}
