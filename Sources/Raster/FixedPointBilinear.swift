/// Enlarging in fixed point: the bilinear filter of `Resampler` for scales >= 1 on both axes, in 16-bit integer
/// lanes instead of floats (docs/painter.md#fixed-point-enlarging).
///
/// Taps are the float filter's (`Resampler.taps`, enlarging branch): per destination cell the two source cells
/// around its centre, the second weighted by the centre's fraction, edges repeated. The fraction is rounded to
/// 1/256 across and 1/65536 down. Per channel, with source bytes p:
///
///     h   = p[x] · (256 - wx) + p[x + 1] · wx                      (exact: at most 255 · 256 = 65,280)
///     out = (⌊h[y] · (65536 - wy) / 65536⌋ + ⌊h[y + 1] · wy / 65536⌋ + 128) >> 8
///
/// A single tap (wy = 0) is (h[y] + 128) >> 8. Every step fits 16 bits, so four pixels fill two SSE2 registers
/// (the float filter fits one pixel per register). The result is within one step of the float filter's and keeps
/// the premultiplied invariant (colour <= alpha) of valid sources: each colour's h is at most its alpha's (same
/// weights, exact products) and every later step is monotonic. Sources not known to be valid get each colour
/// byte limited to its alpha byte, as in the float filter.
enum FixedPointBilinear {
    /// The horizontal weights' unit: 8 bits, the most for which a byte times a weight fits 16 bits.
    static let horizontalOne = 256
    /// The vertical weights' unit: 16 bits, as the high half of a 16 x 16-bit product (`SIMDLanes.multipliedHigh`)
    /// divides by it.
    static let verticalOne = 65536

    /// One axis's taps: destination cell i reads source cells `first[i]` (weight `one - second[i]`) and
    /// `first[i] + 1` (weight `second[i]`, in 0 ..< one; 0 reads the first cell alone).
    struct AxisTaps {
        var first: [Int]
        var second: [Int]

        /// Taps for destination cells `start ..< start + count` over `sourceCount` (>= 1) source cells with
        /// destination = origin + scale · source, in units of `one`.
        init(start: Int, count: Int, origin: Double, scale: Double, sourceCount: Int, one: Int) {
            first = []
            second = []
            first.reserveCapacity(count)
            second.reserveCapacity(count)
            for index in 0..<count {
                // The float filter's bilinear taps, the fraction in units of `one`; a fraction that rounds up to
                // a whole unit reads the second cell alone.
                let window = Resampler.bilinearWindow(cell: Double(start + index), origin: origin, scale: scale,
                                                      sourceCount: sourceCount)
                let weight = window.fraction.map { Int(($0 * Double(one)).rounded()) } ?? 0
                first.append(weight >= one ? window.first + 1 : window.first)
                second.append(weight >= one ? 0 : weight)
            }
        }
    }

    /// `Resampler.resample` for `scaleX >= 1` and `scaleY >= 1`, with the same arguments and result layout
    /// (region.width x region.height premultiplied RGBA bytes); the caller has checked the sizes.
    static func resample(source: [UInt8], sourceWidth: Int, sourceHeight: Int, region: PixelBounds,
                         originX: Double, originY: Double, scaleX: Double, scaleY: Double,
                         coloursWithinAlpha: Bool) -> [UInt8] {
        let width = region.width, height = region.height
        let columns = AxisTaps(start: region.x0, count: width, origin: originX, scale: scaleX,
                               sourceCount: sourceWidth, one: horizontalOne)
        let rows = AxisTaps(start: region.y0, count: height, origin: originY, scale: scaleY,
                            sourceCount: sourceHeight, one: verticalOne)
        let horizontal = HorizontalPass(columns: columns, sourceWidth: sourceWidth)
        let lanes = width * 4
        // The two source rows an output row reads, filtered across, in a ring of two (row r in slot r & 1):
        // enlarging, consecutive output rows start at the same source row or the next one.
        let ring = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * lanes)
        defer { ring.deallocate() }
        var ringSource = (-1, -1)
        return [UInt8](unsafeUninitializedCapacity: height * lanes) { output, initialized in
            source.withUnsafeBytes { sourceBytes in
                guard let sourceBase = sourceBytes.baseAddress, let outBase = output.baseAddress else { return }
                let out = UnsafeMutableRawPointer(outBase)
                for y in 0..<height {
                    let top = rows.first[y], weight = rows.second[y]
                    for sourceRow in weight == 0 ? top...top : top...top + 1 {
                        let slot = sourceRow & 1
                        let cached = slot == 0 ? ringSource.0 : ringSource.1
                        if cached != sourceRow {
                            horizontal.filter(sourceBase + sourceRow * sourceWidth * 4, into: ring + slot * lanes)
                            if slot == 0 { ringSource.0 = sourceRow } else { ringSource.1 = sourceRow }
                        }
                    }
                    let outRow = out + y * lanes
                    let topRow = UnsafeRawPointer(ring + (top & 1) * lanes)
                    let bottomRow = UnsafeRawPointer(ring + ((top + 1) & 1) * lanes)
                    switch (weight == 0, coloursWithinAlpha) {
                    case (true, true): singleRow(topRow, width: width, NoAlphaLimit.self, into: outRow)
                    case (true, false): singleRow(topRow, width: width, AlphaLimit.self, into: outRow)
                    case (false, true):
                        blendedRows(topRow, bottomRow, bottomWeight: weight, width: width, NoAlphaLimit.self,
                                    into: outRow)
                    case (false, false):
                        blendedRows(topRow, bottomRow, bottomWeight: weight, width: width, AlphaLimit.self,
                                    into: outRow)
                    }
                }
            }
            initialized = height * lanes
        }
    }

    /// The pass across one source row: each destination column's h (four 16-bit lanes per pixel).
    struct HorizontalPass {
        /// Per column, the byte offset of its first source pixel in the row (moved one left at the right edge,
        /// so that both pixels exist) and its weights, each repeated over a pixel's four lanes: (w0 x4, w1 x4).
        let offsets: [Int]
        let weights: [SIMD8<UInt16>]
        let sourceWidth: Int

        init(columns: AxisTaps, sourceWidth: Int) {
            self.sourceWidth = sourceWidth
            var offsets: [Int] = [], weights: [SIMD8<UInt16>] = []
            offsets.reserveCapacity(columns.first.count)
            weights.reserveCapacity(columns.first.count)
            for (first, second) in zip(columns.first, columns.second) {
                var w0 = UInt16(horizontalOne - second), w1 = UInt16(second), left = first
                if left + 1 >= sourceWidth && sourceWidth >= 2 {
                    // The last source pixel alone (second is 0): read it as the right one of a pair.
                    left -= 1
                    (w0, w1) = (w1, w0)
                }
                offsets.append(left * 4)
                weights.append(SIMD8(lowHalf: SIMD4(repeating: w0), highHalf: SIMD4(repeating: w1)))
            }
            self.offsets = offsets
            self.weights = weights
        }

        /// Writes h for every column of the row of bytes at `row` into `out` (four lanes per column).
        @inline(__always)
        func filter(_ row: UnsafeRawPointer, into out: UnsafeMutablePointer<UInt16>) {
            let outBytes = UnsafeMutableRawPointer(out)
            offsets.withUnsafeBufferPointer { offsets in
                weights.withUnsafeBufferPointer { weights in
                    guard let offsetBase = offsets.baseAddress, let weightBase = weights.baseAddress else { return }
                    let count = offsets.count
                    guard sourceWidth >= 2 else {
                        // One source pixel per row: every column is that pixel times the whole weight.
                        let pixel = SIMD4<UInt16>(truncatingIfNeeded: row.loadUnaligned(as: SIMD4<UInt8>.self))
                        for column in 0..<count {
                            outBytes.storeBytes(of: pixel &* UInt16(horizontalOne), toByteOffset: column &* 8,
                                                as: SIMD4<UInt16>.self)
                        }
                        return
                    }
                    var column = 0
                    while column &+ 2 <= count {
                        // Two columns: each pair of source pixels times its weights, then each column's two
                        // products added (low half + high half).
                        let a = SIMDLanes.widened(row.loadUnaligned(fromByteOffset: offsetBase[column],
                                                                    as: SIMD8<UInt8>.self)) &* weightBase[column]
                        let b = SIMDLanes.widened(row.loadUnaligned(fromByteOffset: offsetBase[column &+ 1],
                                                                    as: SIMD8<UInt8>.self)) &* weightBase[column &+ 1]
                        let sums = SIMD8(lowHalf: a.lowHalf, highHalf: b.lowHalf)
                            &+ SIMD8(lowHalf: a.highHalf, highHalf: b.highHalf)
                        outBytes.storeBytes(of: sums, toByteOffset: column &* 8, as: SIMD8<UInt16>.self)
                        column &+= 2
                    }
                    if column < count {
                        let a = SIMDLanes.widened(row.loadUnaligned(fromByteOffset: offsetBase[column],
                                                                    as: SIMD8<UInt8>.self)) &* weightBase[column]
                        outBytes.storeBytes(of: a.lowHalf &+ a.highHalf, toByteOffset: column &* 8,
                                            as: SIMD4<UInt16>.self)
                    }
                }
            }
        }
    }

    /// An output row from one filtered row: (h + 128) >> 8 per lane. `Limit` (a type, so the choice is made at
    /// compile time) limits each colour byte to its alpha byte.
    @inline(__always)
    static func singleRow<Limit: ColourLimit>(_ row: UnsafeRawPointer, width: Int, _: Limit.Type,
                                              into out: UnsafeMutableRawPointer) {
        let limit = Limit.limitsToAlpha
        let half = SIMD16<UInt16>(repeating: 128)
        var x = 0
        while x &+ 4 <= width {
            let h = row.loadUnaligned(fromByteOffset: x &* 8, as: SIMD16<UInt16>.self)
            store(SIMDLanes.lowBytes((h &+ half) &>> 8), limit: limit, at: out + x &* 4)
            x &+= 4
        }
        while x < width {
            let h = row.loadUnaligned(fromByteOffset: x &* 8, as: SIMD4<UInt16>.self)
            storePixel((h &+ 128) &>> 8, limit: limit, at: out + x &* 4)
            x &+= 1
        }
    }

    /// An output row from two filtered rows, the second weighted `bottomWeight` (1 ..< 65536) in 1/65536 and
    /// the first the rest: each lane's two products' high halves added, rounded to a byte; `Limit` as in
    /// `singleRow`.
    @inline(__always)
    static func blendedRows<Limit: ColourLimit>(_ topRow: UnsafeRawPointer, _ bottomRow: UnsafeRawPointer,
                                                bottomWeight: Int, width: Int, _: Limit.Type,
                                                into out: UnsafeMutableRawPointer) {
        let limit = Limit.limitsToAlpha
        let topWeights = SIMD16<UInt16>(repeating: UInt16(verticalOne - bottomWeight))
        let bottomWeights = SIMD16<UInt16>(repeating: UInt16(bottomWeight))
        let half = SIMD16<UInt16>(repeating: 128)
        var x = 0
        while x &+ 4 <= width {
            let top = topRow.loadUnaligned(fromByteOffset: x &* 8, as: SIMD16<UInt16>.self)
            let bottom = bottomRow.loadUnaligned(fromByteOffset: x &* 8, as: SIMD16<UInt16>.self)
            // At most 65,280 + 128 (the sum is a weighted mean of values up to 65,280): no lane overflows.
            let sum = SIMDLanes.multipliedHigh(top, topWeights) &+ SIMDLanes.multipliedHigh(bottom, bottomWeights)
            store(SIMDLanes.lowBytes((sum &+ half) &>> 8), limit: limit, at: out + x &* 4)
            x &+= 4
        }
        while x < width {
            var pixel = SIMD4<UInt16>()
            for lane in 0..<4 {
                let top = UInt32(topRow.load(fromByteOffset: x &* 8 &+ lane &* 2, as: UInt16.self))
                let bottom = UInt32(bottomRow.load(fromByteOffset: x &* 8 &+ lane &* 2, as: UInt16.self))
                let sum = (top &* UInt32(verticalOne - bottomWeight)) &>> 16 &+ (bottom &* UInt32(bottomWeight)) &>> 16
                pixel[lane] = UInt16(truncatingIfNeeded: (sum &+ 128) &>> 8)
            }
            storePixel(pixel, limit: limit, at: out + x &* 4)
            x &+= 1
        }
    }

    /// Stores four pixels' bytes, each colour limited to its alpha when `limit` is set.
    @inline(__always)
    static func store(_ bytes: SIMD16<UInt8>, limit: Bool, at out: UnsafeMutableRawPointer) {
        #if _endian(little)
        out.storeBytes(of: limit ? Resampler.limitedToAlpha(bytes) : bytes, as: SIMD16<UInt8>.self)
        #else
        for pixel in 0..<4 {
            storePixel(SIMD4<UInt16>(truncatingIfNeeded: SIMD4(bytes[pixel * 4], bytes[pixel * 4 + 1],
                                                                bytes[pixel * 4 + 2], bytes[pixel * 4 + 3])),
                       limit: limit, at: out + pixel * 4)
        }
        #endif
    }

    /// Stores one pixel of values 0...255, each colour limited to its alpha when `limit` is set.
    @inline(__always)
    static func storePixel(_ values: SIMD4<UInt16>, limit: Bool, at out: UnsafeMutableRawPointer) {
        var bytes = SIMD4<UInt8>(truncatingIfNeeded: values)
        if limit {
            bytes = bytes.replacing(with: SIMD4(repeating: bytes[3]), where: bytes .> SIMD4(repeating: bytes[3]))
        }
        out.storeBytes(of: bytes, as: SIMD4<UInt8>.self)
    }
}
