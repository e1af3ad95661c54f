/// Separable image resampling between a source grid and a destination pixel grid related by
/// destination = origin + scale · source (per axis).
///
/// Per axis and per destination pixel: when shrinking (scale < 1) a box filter averages every source pixel under
/// the destination pixel's footprint, weighted by the exact overlap length (area averaging); when enlarging
/// (scale >= 1) a bilinear tent weights the two source pixels nearest the destination pixel's centre. At scale 1
/// both give the same weights, so slowly changing scales stay continuous. Nothing is rounded to whole pixels:
/// fractional origins move the result smoothly (no shimmer). Filtering happens in premultiplied sRGB space.
/// Enlarging on both axes runs in 16-bit fixed point (`FixedPointBilinear`, within one step of these sums).
enum Resampler {
    /// One destination pixel's source taps along one axis: `weights[k]` (in 0...1) applies to source index
    /// `first + k`.
    struct Taps {
        var first: Int
        var weights: [Float]
    }

    /// Taps for destination cells `start ..< start + count` over `sourceCount` source cells.
    static func taps(start: Int, count: Int, origin: Double, scale: Double, sourceCount: Int) -> [Taps] {
        (0..<count).map { index in
            let cell = Double(start + index)
            if scale < 1 {
                let low = Swift.max(0, (cell - origin) / scale)
                let high = Swift.min(Double(sourceCount), (cell + 1 - origin) / scale)
                guard high > low else {
                    // Footprint outside the source: repeat the nearest edge pixel.
                    let edge = low >= Double(sourceCount) ? sourceCount - 1 : 0
                    return Taps(first: edge, weights: [1])
                }
                let first = Swift.min(sourceCount - 1, Int(low.rounded(.down)))
                let last = Swift.min(sourceCount - 1, Int(high.rounded(.up)) - 1)
                var weights: [Float] = []
                for source in first...Swift.max(first, last) {
                    let overlap = Swift.min(Double(source + 1), high) - Swift.max(Double(source), low)
                    weights.append(Float(Swift.max(0, overlap) / (high - low)))
                }
                return Taps(first: first, weights: weights)
            }
            let window = bilinearWindow(cell: cell, origin: origin, scale: scale, sourceCount: sourceCount)
            guard let fraction = window.fraction.map(Float.init) else { return Taps(first: window.first, weights: [1]) }
            return Taps(first: window.first, weights: [1 - fraction, fraction])
        }
    }

    /// The bilinear tent of destination cell `cell` (enlarging): the source cell `first` left of the cell's
    /// centre and, unless both clamp to the same edge cell (fraction nil), the one after it weighted `fraction`
    /// (0 ..< 1, the centre's distance past `first`'s centre). The float filter and `FixedPointBilinear` both take
    /// their enlarging taps from here.
    @inline(__always)
    static func bilinearWindow(cell: Double, origin: Double, scale: Double, sourceCount: Int)
        -> (first: Int, fraction: Double?) {
        let centre = (cell + 0.5 - origin) / scale - 0.5
        let base = centre.rounded(.down)
        let left = Int(Swift.max(-1, Swift.min(Double(sourceCount), base)))
        let clampedLeft = Swift.min(sourceCount - 1, Swift.max(0, left))
        let clampedRight = Swift.min(sourceCount - 1, Swift.max(0, left + 1))
        return (clampedLeft, clampedLeft == clampedRight ? nil : centre - base)
    }

    /// Taps of many destination cells flattened into three arrays (no per-cell allocation in the hot loops):
    /// cell i reads source indices `first[i] ..< first[i] + (start[i + 1] - start[i])` with weights
    /// `weights[start[i] ..< start[i + 1]]`.
    struct FlatTaps {
        var first: [Int] = []
        var start: [Int] = [0]
        var weights: [Float] = []

        init(_ taps: [Taps]) {
            first.reserveCapacity(taps.count)
            start.reserveCapacity(taps.count + 1)
            for tap in taps {
                first.append(tap.first)
                weights += tap.weights
                start.append(weights.count)
            }
        }
    }

    /// Resamples premultiplied RGBA `source` (sourceWidth x sourceHeight) onto destination `region`, where
    /// destination x = originX + scaleX · source x (same for y). Returns region.width x region.height premultiplied
    /// RGBA bytes. `coloursWithinAlpha` says every source colour byte is at most its alpha byte
    /// (`coloursWithinAlpha(_:)`; false, the default, for sources not checked); the output is the same either way,
    /// but with it the alpha limit is skipped. Enlarging on both axes (scales >= 1) runs in fixed point
    /// (`FixedPointBilinear`, within one step of the float filter); anything else in float lanes (`floatResample`).
    static func resample(source: [UInt8], sourceWidth: Int, sourceHeight: Int, region: PixelBounds,
                         originX: Double, originY: Double, scaleX: Double, scaleY: Double,
                         coloursWithinAlpha: Bool = false) -> [UInt8] {
        guard region.width > 0, region.height > 0, sourceWidth > 0, sourceHeight > 0,
              source.count >= sourceWidth * sourceHeight * 4 else { return [] }
        if scaleX >= 1 && scaleY >= 1 {
            return FixedPointBilinear.resample(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                               region: region, originX: originX, originY: originY, scaleX: scaleX,
                                               scaleY: scaleY, coloursWithinAlpha: coloursWithinAlpha)
        }
        return floatResample(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, region: region,
                             originX: originX, originY: originY, scaleX: scaleX, scaleY: scaleY,
                             coloursWithinAlpha: coloursWithinAlpha)
    }

    /// The separable filter in float lanes for any scales (`resample` uses it when either axis shrinks), with
    /// `resample`'s arguments and result.
    static func floatResample(source: [UInt8], sourceWidth: Int, sourceHeight: Int, region: PixelBounds,
                              originX: Double, originY: Double, scaleX: Double, scaleY: Double,
                              coloursWithinAlpha: Bool = false) -> [UInt8] {
        let width = region.width, height = region.height
        guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0,
              source.count >= sourceWidth * sourceHeight * 4 else { return [] }
        let columnTaps = taps(start: region.x0, count: width, origin: originX, scale: scaleX, sourceCount: sourceWidth)
        let rowTaps = taps(start: region.y0, count: height, origin: originY, scale: scaleY, sourceCount: sourceHeight)
        let columns = FlatTaps(columnTaps)
        let rows = FlatTaps(rowTaps)
        let rowStride = width * 4
        // The source rows filtered across (horizontal pass) live in a small ring, each computed when the vertical
        // pass first needs it and kept while later output rows read it: a whole image of float rows would not fit
        // in the caches, and the vertical pass would wait on memory. A row is recomputed only if it was pushed out
        // (never with a positive scale, whose tap windows only move down). The sums run in the same order as a
        // plain loop over the taps (which starts from zero: the same bytes, see `verticalRow`), so the result does
        // not depend on the ring or the fast paths below. The ring has one slot more than the widest window: a
        // row's successor is filtered with it (`filterPair`) into the slot of a row no later window reads.
        var ringRows = 2
        for y in 0..<height { ringRows = Swift.max(ringRows, rows.start[y + 1] - rows.start[y] + 1) }
        let ring = UnsafeMutablePointer<Float>.allocate(capacity: ringRows * rowStride)
        defer { ring.deallocate() }
        var ringSource = [Int](repeating: -1, count: ringRows)
        let horizontal = HorizontalFilter(columns: columns, width: width, sourceWidth: sourceWidth)
        // The last source row any window reads: a pair never filters a row past it.
        var lastSourceRow = 0
        for y in 0..<height {
            lastSourceRow = Swift.max(lastSourceRow, rows.first[y] + rows.start[y + 1] - rows.start[y] - 1)
        }
        return [UInt8](unsafeUninitializedCapacity: height * rowStride) { output, initialized in
            let sums = UnsafeMutablePointer<Float>.allocate(capacity: rowStride)
            defer { sums.deallocate() }
            let sourceFloats = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 2 * horizontal.sourceSpan.count)
            defer { sourceFloats.deallocate() }
            let rowPointers = UnsafeMutablePointer<UnsafePointer<Float>>.allocate(capacity: ringRows)
            defer { rowPointers.deallocate() }
            source.withUnsafeBufferPointer { src in
                rows.start.withUnsafeBufferPointer { starts in
                    rows.weights.withUnsafeBufferPointer { weights in
                        guard let srcBase = src.baseAddress, let outBase = output.baseAddress,
                              let weightBase = weights.baseAddress else { return }
                        let sourcePixels = UnsafeRawPointer(srcBase)
                        let out = UnsafeMutableRawPointer(outBase)
                        let sumsRaw = UnsafeRawPointer(sums)
                        for y in 0..<height {
                            let tapStart = starts[y], tapCount = starts[y + 1] - starts[y]
                            for k in 0..<tapCount {
                                let sourceRow = rows.first[y] + k
                                let slot = sourceRow % ringRows
                                let row = ring + slot * rowStride
                                if ringSource[slot] != sourceRow {
                                    // The next source row too, when it exists and is not in the ring: its slot
                                    // holds a row at least ringRows - 1 above, which no window from here reads.
                                    let next = sourceRow + 1, nextSlot = next % ringRows
                                    if next < sourceHeight && next <= lastSourceRow && ringSource[nextSlot] != next {
                                        horizontal.filterPair(row: sourceRow, of: sourcePixels,
                                                              into: UnsafeMutableRawPointer(row),
                                                              and: UnsafeMutableRawPointer(ring + nextSlot * rowStride),
                                                              scratch: sourceFloats)
                                        ringSource[nextSlot] = next
                                    } else {
                                        horizontal.filter(row: sourceRow, of: sourcePixels,
                                                          into: UnsafeMutableRawPointer(row), scratch: sourceFloats)
                                    }
                                    ringSource[slot] = sourceRow
                                }
                                rowPointers[k] = UnsafePointer(row)
                            }
                            // One pass per output row: every lane is its pixel's scalar sum in tap order
                            // (w0·h0 + w1·h1 + ...), rounded and packed while still in registers.
                            let outRow = out + y * rowStride
                            let tapWeights = weightBase + tapStart
                            let done = coloursWithinAlpha
                                ? verticalRow(taps: tapCount, NoAlphaLimit.self, rowPointers, tapWeights, width, outRow)
                                : verticalRow(taps: tapCount, AlphaLimit.self, rowPointers, tapWeights, width, outRow)
                            if !done {
                                sums.update(repeating: 0, count: rowStride)
                                for k in 0..<tapCount {
                                    let weight = tapWeights[k], tapRow = rowPointers[k]
                                    for lane in 0..<rowStride { sums[lane] = sums[lane] + weight * tapRow[lane] }
                                }
                                for x in 0..<width {
                                    let sum = sumsRaw.load(fromByteOffset: x &* 16, as: SIMD4<Float>.self)
                                    outRow.storeBytes(of: Resampler.packedPixel(sum), toByteOffset: x &* 4,
                                                      as: SIMD4<UInt8>.self)
                                }
                            }
                        }
                    }
                }
            }
            initialized = height * rowStride
        }
    }

    /// The horizontal pass, one source row at a time: each destination column's weighted sum of source pixels,
    /// four floats per pixel. When every column reads at most `maximumFixedTaps` source pixels, columns are
    /// grouped by window width (up to 2 taps, or the widest), and each column of a group reads the group's number
    /// of taps (windows padded with zero weights, moved left at the right edge): adding 0 · x (x >= 0) to a sum
    /// changes at most the sign of a zero sum, so the sums equal the plain loop's (which starts at 0) up to the
    /// sign of zeros, which no output byte depends on (see `verticalRow`). The fixed-width groups read
    /// the row's pixels converted to floats once (`sourceSpan`, the pixels any column reads), not each tap's bytes,
    /// and each tap's weight stored four times over (one vector multiply); the conversion is exact, so the sums
    /// are unchanged.
    struct HorizontalFilter {
        /// Columns read with the same number of taps: destination column and first source pixel (as byte offsets
        /// into rows of four floats per pixel), `taps` weights each (each weight repeated in four lanes).
        struct Group {
            var taps: Int
            var columnOffsets: [Int] = []
            var firstOffsets: [Int] = []
            var weights: [SIMD4<Float>] = []

            /// Calls `body` with the bases of `columnOffsets`, `firstOffsets` and `weights` and the column count
            /// (not at all for an empty group).
            @inline(__always)
            func withBases(_ body: (_ columns: UnsafePointer<Int>, _ firsts: UnsafePointer<Int>,
                                    _ weights: UnsafePointer<SIMD4<Float>>, _ count: Int) -> Void) {
                columnOffsets.withUnsafeBufferPointer { columns in
                    firstOffsets.withUnsafeBufferPointer { firsts in
                        weights.withUnsafeBufferPointer { weights in
                            guard let columnBase = columns.baseAddress, let firstBase = firsts.baseAddress,
                                  let weightBase = weights.baseAddress else { return }
                            body(columnBase, firstBase, weightBase, columns.count)
                        }
                    }
                }
            }
        }

        let width: Int
        let sourceWidth: Int
        /// The fixed-width groups, empty for the general form (`columns`).
        let groups: [Group]
        let columns: FlatTaps
        /// The source pixels the fixed-width groups read (`firsts` count from its start); empty for the general
        /// form.
        let sourceSpan: Range<Int>

        init(columns: FlatTaps, width: Int, sourceWidth: Int) {
            self.width = width
            self.sourceWidth = sourceWidth
            self.columns = columns
            var widest = 0
            for column in 0..<width { widest = Swift.max(widest, columns.start[column + 1] - columns.start[column]) }
            guard widest <= maximumFixedTaps, widest <= sourceWidth else {
                groups = []
                sourceSpan = 0..<0
                return
            }
            var narrow = Group(taps: Swift.min(2, widest)), wide = Group(taps: widest)
            var low = sourceWidth, high = 0
            for column in 0..<width {
                let count = columns.start[column + 1] - columns.start[column]
                let taps = count <= narrow.taps ? narrow.taps : widest
                let shift = Swift.max(0, columns.first[column] + taps - sourceWidth)
                var weights = [SIMD4<Float>](repeating: SIMD4(repeating: 0), count: taps)
                for k in 0..<count {
                    weights[shift + k] = SIMD4(repeating: columns.weights[columns.start[column] + k])
                }
                let first = columns.first[column] - shift
                low = Swift.min(low, first)
                high = Swift.max(high, first + taps)
                if taps == narrow.taps {
                    narrow.columnOffsets.append(column * 16)
                    narrow.firstOffsets.append(first)
                    narrow.weights += weights
                } else {
                    wide.columnOffsets.append(column * 16)
                    wide.firstOffsets.append(first)
                    wide.weights += weights
                }
            }
            sourceSpan = low < high ? low..<high : 0..<0
            for index in narrow.firstOffsets.indices {
                narrow.firstOffsets[index] = (narrow.firstOffsets[index] - sourceSpan.lowerBound) * 16
            }
            for index in wide.firstOffsets.indices {
                wide.firstOffsets[index] = (wide.firstOffsets[index] - sourceSpan.lowerBound) * 16
            }
            groups = [narrow, wide].filter { !$0.columnOffsets.isEmpty }
        }

        /// Filters source row `row` of `source` (premultiplied RGBA, `sourceWidth` wide) into `width` pixels of
        /// four floats at `out`; `scratch` holds at least `sourceSpan.count` pixels.
        func filter(row: Int, of source: UnsafeRawPointer, into out: UnsafeMutableRawPointer,
                    scratch: UnsafeMutablePointer<SIMD4<Float>>) {
            let sourceRow = source + row * sourceWidth * 4
            guard !groups.isEmpty else {
                generalRow(sourceRow, into: out)
                return
            }
            Resampler.convert(sourceRow + sourceSpan.lowerBound * 4, count: sourceSpan.count, into: scratch)
            let pixels = UnsafeRawPointer(scratch)
            for group in groups {
                group.withBases { columnBase, firstBase, weightBase, count in
                    switch group.taps {
                    case 1: Resampler.fixedRow(taps: 1, pixels, columnBase, firstBase, weightBase, count, out)
                    case 2: Resampler.fixedRow(taps: 2, pixels, columnBase, firstBase, weightBase, count, out)
                    case 3: Resampler.fixedRow(taps: 3, pixels, columnBase, firstBase, weightBase, count, out)
                    default: Resampler.fixedRow(taps: 4, pixels, columnBase, firstBase, weightBase, count, out)
                    }
                }
            }
        }

        /// `filter` for source rows `row` and `row + 1` (into `out` and `nextOut`), sharing each column's offsets
        /// and weights between the two; `scratch` holds at least 2 · `sourceSpan.count` pixels.
        func filterPair(row: Int, of source: UnsafeRawPointer, into out: UnsafeMutableRawPointer,
                        and nextOut: UnsafeMutableRawPointer, scratch: UnsafeMutablePointer<SIMD4<Float>>) {
            let sourceRow = source + row * sourceWidth * 4, nextRow = sourceRow + sourceWidth * 4
            guard !groups.isEmpty else {
                generalRow(sourceRow, into: out)
                generalRow(nextRow, into: nextOut)
                return
            }
            let span = sourceSpan.count
            Resampler.convert(sourceRow + sourceSpan.lowerBound * 4, count: span, into: scratch)
            Resampler.convert(nextRow + sourceSpan.lowerBound * 4, count: span, into: scratch + span)
            let pixels = UnsafeRawPointer(scratch), nextPixels = UnsafeRawPointer(scratch + span)
            for group in groups {
                group.withBases { columnBase, firstBase, weightBase, count in
                    switch group.taps {
                    case 1:
                        Resampler.fixedRowPair(taps: 1, pixels, nextPixels, columnBase, firstBase, weightBase, count,
                                               out, nextOut)
                    case 2:
                        Resampler.fixedRowPair(taps: 2, pixels, nextPixels, columnBase, firstBase, weightBase, count,
                                               out, nextOut)
                    case 3:
                        Resampler.fixedRowPair(taps: 3, pixels, nextPixels, columnBase, firstBase, weightBase, count,
                                               out, nextOut)
                    default:
                        Resampler.fixedRowPair(taps: 4, pixels, nextPixels, columnBase, firstBase, weightBase, count,
                                               out, nextOut)
                    }
                }
            }
        }

        /// The row for any tap count.
        private func generalRow(_ sourceRow: UnsafeRawPointer, into out: UnsafeMutableRawPointer) {
            columns.first.withUnsafeBufferPointer { firsts in
                columns.start.withUnsafeBufferPointer { starts in
                    columns.weights.withUnsafeBufferPointer { weights in
                        for column in 0..<width {
                            var sum = SIMD4<Float>(repeating: 0)
                            var pixel = sourceRow + firsts[column] * 4
                            for k in starts[column]..<starts[column + 1] {
                                sum += weights[k] * SIMD4<Float>(pixel.loadUnaligned(as: SIMD4<UInt8>.self))
                                pixel += 4
                            }
                            out.storeBytes(of: sum, toByteOffset: column * 16, as: SIMD4<Float>.self)
                        }
                    }
                }
            }
        }
    }

    /// `count` RGBA byte pixels at `bytes` as four floats each at `floats` (exact: every byte is a float).
    @inline(__always)
    static func convert(_ bytes: UnsafeRawPointer, count: Int, into floats: UnsafeMutablePointer<SIMD4<Float>>) {
        let out = UnsafeMutableRawPointer(floats)
        var index = 0
        while index &+ 4 <= count {
            let pixels = bytes.loadUnaligned(fromByteOffset: index &* 4, as: SIMD16<UInt8>.self)
            out.storeBytes(of: SIMDLanes.floats(pixels), toByteOffset: index &* 16, as: SIMD16<Float>.self)
            index &+= 4
        }
        while index < count {
            let pixel = bytes.loadUnaligned(fromByteOffset: index &* 4, as: SIMD4<UInt8>.self)
            out.storeBytes(of: SIMD4<Float>(pixel), toByteOffset: index &* 16, as: SIMD4<Float>.self)
            index &+= 1
        }
    }

    /// One row of the horizontal pass for `count` columns (the column at byte offset `columns[i]` of `out` reads
    /// `taps` float pixels of `pixels` from byte offset `firsts[i]` with `weights[i * taps ..< (i + 1) * taps]`);
    /// `taps` is a constant once inlined, so the tap loop unrolls.
    @inline(__always)
    static func fixedRow(taps: Int, _ pixels: UnsafeRawPointer, _ columns: UnsafePointer<Int>,
                         _ firsts: UnsafePointer<Int>, _ weights: UnsafePointer<SIMD4<Float>>, _ count: Int,
                         _ out: UnsafeMutableRawPointer) {
        for index in 0..<count {
            let window = pixels + firsts[index]
            let columnWeights = weights + index &* taps
            // The first product without the `0 +` (see `verticalRow`).
            var sum = columnWeights[0] * window.load(as: SIMD4<Float>.self)
            for k in 1..<taps {
                sum += columnWeights[k] * window.load(fromByteOffset: k &* 16, as: SIMD4<Float>.self)
            }
            out.storeBytes(of: sum, toByteOffset: columns[index], as: SIMD4<Float>.self)
        }
    }

    /// `fixedRow` for two rows of float pixels at once (`pixels` into `out`, `nextPixels` into `nextOut`): each
    /// column's offsets and weights are read once for both, and each row's sums are the ones `fixedRow` makes.
    @inline(__always)
    static func fixedRowPair(taps: Int, _ pixels: UnsafeRawPointer, _ nextPixels: UnsafeRawPointer,
                             _ columns: UnsafePointer<Int>, _ firsts: UnsafePointer<Int>,
                             _ weights: UnsafePointer<SIMD4<Float>>, _ count: Int, _ out: UnsafeMutableRawPointer,
                             _ nextOut: UnsafeMutableRawPointer) {
        for index in 0..<count {
            let window = pixels + firsts[index], nextWindow = nextPixels + firsts[index]
            let columnWeights = weights + index &* taps
            let weight0 = columnWeights[0]
            var sum = weight0 * window.load(as: SIMD4<Float>.self)
            var nextSum = weight0 * nextWindow.load(as: SIMD4<Float>.self)
            for k in 1..<taps {
                let weight = columnWeights[k]
                sum += weight * window.load(fromByteOffset: k &* 16, as: SIMD4<Float>.self)
                nextSum += weight * nextWindow.load(fromByteOffset: k &* 16, as: SIMD4<Float>.self)
            }
            out.storeBytes(of: sum, toByteOffset: columns[index], as: SIMD4<Float>.self)
            nextOut.storeBytes(of: nextSum, toByteOffset: columns[index], as: SIMD4<Float>.self)
        }
    }

    /// The widest tap window the fixed-width horizontal loops handle.
    static let maximumFixedTaps = 4

    /// One output row of the vertical pass for 1-4 `taps` (`verticalRow` below); false, writing nothing, for more.
    @inline(__always)
    static func verticalRow<Limit: ColourLimit>(
        taps: Int, _ limit: Limit.Type, _ rows: UnsafePointer<UnsafePointer<Float>>, _ weights: UnsafePointer<Float>,
        _ width: Int, _ out: UnsafeMutableRawPointer
    ) -> Bool {
        switch taps {
        case 1: verticalRow(OneTap.self, limit, rows, weights, width, out)
        case 2: verticalRow(TwoTaps.self, limit, rows, weights, width, out)
        case 3: verticalRow(ThreeTaps.self, limit, rows, weights, width, out)
        case 4: verticalRow(FourTaps.self, limit, rows, weights, width, out)
        default: return false
        }
        return true
    }

    /// One output row of the vertical pass for `Count.taps` source rows (`rows[k]` weighted by `weights[k]`),
    /// `width` pixels of four floats each, written as bytes at `out`. The tap count and the alpha limit are types,
    /// so each combination is its own specialised copy: the tap loop unrolls, each pixel's sum stays in a register
    /// and no pixel tests the choice (as plain arguments the optimiser merged the calls into one with runtime
    /// values). Sums start with the first product, not with 0 + it: the two differ only when the product is -0
    /// (a weight of -0), and a zero's sign changes no later sum that is not zero itself and no byte (zero and -0
    /// both give 0). `NoAlphaLimit` leaves out the limit of each colour to its alpha: with non-negative weights
    /// and sources whose colours are at most their alphas, every colour sum is at most its alpha sum (the same
    /// products and additions in the same order, and rounding is monotonic), so the limit changes nothing there.
    @inline(__always)
    static func verticalRow<Count: TapCount, Limit: ColourLimit>(
        _: Count.Type, _: Limit.Type, _ rows: UnsafePointer<UnsafePointer<Float>>, _ weights: UnsafePointer<Float>,
        _ width: Int, _ out: UnsafeMutableRawPointer
    ) {
        let taps = Count.taps, limit = Limit.limitsToAlpha
        let row0 = UnsafeRawPointer(rows[0]), weight0 = weights[0]
        let row1 = taps > 1 ? UnsafeRawPointer(rows[1]) : row0, weight1 = taps > 1 ? weights[1] : 0
        let row2 = taps > 2 ? UnsafeRawPointer(rows[2]) : row0, weight2 = taps > 2 ? weights[2] : 0
        let row3 = taps > 3 ? UnsafeRawPointer(rows[3]) : row0, weight3 = taps > 3 ? weights[3] : 0
        // Four pixels (16 lanes) at a time (`limitedToAlpha` reads alpha as each word's top byte: little-endian
        // only), then the last pixels one by one.
        #if _endian(little)
        let wholeGroups = width / 4
        #else
        let wholeGroups = 0
        #endif
        var x = 0
        while x < wholeGroups &* 4 {
            let offset = x &* 16
            var sum = weight0 * row0.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self)
            if taps > 1 { sum = sum + weight1 * row1.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self) }
            if taps > 2 { sum = sum + weight2 * row2.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self) }
            if taps > 3 { sum = sum + weight3 * row3.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self) }
            let bytes = roundedTapSumBytes(sum)
            out.storeBytes(of: limit ? limitedToAlpha(bytes) : bytes, toByteOffset: x &* 4, as: SIMD16<UInt8>.self)
            x &+= 4
        }
        while x < width {
            let offset = x &* 16
            var sum = weight0 * row0.load(fromByteOffset: offset, as: SIMD4<Float>.self)
            if taps > 1 { sum = sum + weight1 * row1.load(fromByteOffset: offset, as: SIMD4<Float>.self) }
            if taps > 2 { sum = sum + weight2 * row2.load(fromByteOffset: offset, as: SIMD4<Float>.self) }
            if taps > 3 { sum = sum + weight3 * row3.load(fromByteOffset: offset, as: SIMD4<Float>.self) }
            out.storeBytes(of: packedPixel(sum), toByteOffset: x &* 4, as: SIMD4<UInt8>.self)
            x &+= 1
        }
    }

    /// Sixteen sums as bytes, lane for lane what `packedPixel` gives before its alpha limit: clamped to 0...255
    /// (NaN gives 0) and rounded half away from zero.
    @inline(__always)
    static func roundedBytes(_ sum: SIMD16<Float>) -> SIMD16<UInt8> {
        var clamped = sum.replacing(with: 0, where: .!(sum .> 0))
        clamped.replace(with: 255, where: clamped .> 255)
        return roundedTapSumBytes(clamped)
    }

    /// `roundedBytes` of sums in -0...255.5 (never NaN, below zero or at 255.5), without either clamp: what the
    /// 1-4 taps give, whose weights are each in 0...1 and sum to 1 within a few float roundings (under 1 + 1e-6,
    /// checked by ResamplerOrderTests), over values 0...255, so every sum stays under 255.001. Adding
    /// 1.5 · 2^23 leaves the nearest integer (ties to even) in the low mantissa bits (IEEE 754 addition), whose
    /// low byte is that integer (-0 gives 0, anything under 255.5 at most 255); the ties that went down to an
    /// even n (at most 254) are bumped to n + 1 in those bits.
    @inline(__always)
    static func roundedTapSumBytes(_ sum: SIMD16<Float>) -> SIMD16<UInt8> {
        let magic = SIMD16<Float>(repeating: 12_582_912)  // 1.5 · 2^23, as in packedPixel
        let shifted = sum + magic
        let tiesDown = SIMD16<UInt32>(repeating: 0).replacing(with: 1, where: sum - (shifted - magic) .== 0.5)
        return SIMDLanes.lowBytes(unsafeBitCast(shifted, to: SIMD16<UInt32>.self) &+ tiesDown)
    }

    /// Four pixels' bytes with each colour byte limited to its pixel's alpha byte (the premultiplied invariant).
    @inline(__always)
    static func limitedToAlpha(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        // Each pixel's alpha byte copied into its four bytes (little-endian words: alpha is the top byte).
        let alpha = unsafeBitCast(bytes, to: SIMD4<UInt32>.self) &>> 24
        let alphas = unsafeBitCast(alpha | alpha &<< 8 | alpha &<< 16 | alpha &<< 24, to: SIMD16<UInt8>.self)
        return bytes.replacing(with: alphas, where: bytes .> alphas)
    }

    /// One pixel's four sums as bytes: each lane clamped to 0...255 (NaN gives 0) and rounded half away from zero,
    /// exactly as `min(255, max(0, v)).rounded()` per lane, then each colour lane limited to the alpha lane (the
    /// premultiplied invariant). No libm calls: adding 1.5 · 2^23 leaves the value rounded half to even in the low
    /// mantissa bits (IEEE 754 addition), and the exact ties that went down are bumped.
    @inline(__always)
    static func packedPixel(_ sum: SIMD4<Float>) -> SIMD4<UInt8> {
        let magic = SIMD4<Float>(repeating: 12_582_912)  // 1.5 · 2^23: ulp 1 over [2^23, 2^24)
        var clamped = sum.replacing(with: 0, where: .!(sum .> 0))
        clamped.replace(with: 255, where: clamped .> 255)
        let nearestEven = (clamped + magic) - magic
        let rounded = nearestEven.replacing(with: nearestEven + 1, where: clamped - nearestEven .== 0.5)
        let alpha = SIMD4<Float>(repeating: rounded[3])
        let limited = rounded.replacing(with: alpha, where: rounded .> alpha)
        // A whole number 0...255 plus 1.5 · 2^23 holds itself in the low mantissa bits.
        return SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(limited + magic, to: SIMD4<UInt32>.self))
    }

    /// Whether every pixel of premultiplied RGBA `bytes` has its colour bytes at most its alpha byte.
    static func coloursWithinAlpha(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let pixels = raw.count / 4
            var index = 0
            #if _endian(little)
            while index + 4 <= pixels {
                let group = raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<UInt8>.self)
                if limitedToAlpha(group) != group { return false }
                index += 4
            }
            #endif
            while index < pixels {
                let alpha = raw[index * 4 + 3]
                if raw[index * 4] > alpha || raw[index * 4 + 1] > alpha || raw[index * 4 + 2] > alpha { return false }
                index += 1
            }
            return true
        }
    }
}

/// A number of taps fixed at compile time (`Resampler.verticalRow`).
protocol TapCount {
    /// The number of source rows summed per output row.
    static var taps: Int { get }
}

/// One tap.
enum OneTap: TapCount { static var taps: Int { 1 } }
/// Two taps.
enum TwoTaps: TapCount { static var taps: Int { 2 } }
/// Three taps.
enum ThreeTaps: TapCount { static var taps: Int { 3 } }
/// Four taps.
enum FourTaps: TapCount { static var taps: Int { 4 } }

/// Whether `Resampler.verticalRow` limits each colour byte to its alpha byte, fixed at compile time.
protocol ColourLimit {
    /// True to limit.
    static var limitsToAlpha: Bool { get }
}

/// Colours limited to alpha (sources not known to keep the premultiplied invariant).
enum AlphaLimit: ColourLimit { static var limitsToAlpha: Bool { true } }
/// No limit (sources whose colours are all within alpha).
enum NoAlphaLimit: ColourLimit { static var limitsToAlpha: Bool { false } }
