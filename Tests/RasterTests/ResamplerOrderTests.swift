import Testing
@testable import Raster

/// The float resampler's fast paths (fixed tap counts with zero-padded windows, the ring of filtered rows, rounding in
/// float lanes) must give exactly what the plain separable filter gives: per pixel, the horizontal sums
/// 0 + w0·p0 + w1·p1 + ... over each used source row, then the vertical sums of those in the same order, rounded
/// half away from zero, clamped to 0...255 and to the pixel's alpha.
@Suite struct ResamplerOrderTests {
    /// Premultiplied pixels with varied values (alpha 255 or a partial alpha, colours at most alpha).
    static func source(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let alpha = (x + 2 * y) % 5 == 0 ? 128 : 255
                let r = (x * 37 + y * 11) % 256, g = (x * 5 + y * 53) % 256, b = (x * x + y) % 256
                bytes += [UInt8(min(r, alpha)), UInt8(min(g, alpha)), UInt8(min(b, alpha)), UInt8(alpha)]
            }
        }
        return bytes
    }

    /// The plain filter, written from the definition above with the same taps.
    static func reference(source: [UInt8], sourceWidth: Int, sourceHeight: Int, region: PixelBounds,
                          originX: Double, originY: Double, scaleX: Double, scaleY: Double) -> [UInt8] {
        let columns = Resampler.taps(start: region.x0, count: region.width, origin: originX, scale: scaleX,
                                     sourceCount: sourceWidth)
        let rows = Resampler.taps(start: region.y0, count: region.height, origin: originY, scale: scaleY,
                                  sourceCount: sourceHeight)
        var out: [UInt8] = []
        for rowTaps in rows {
            for columnTaps in columns {
                var vertical = [Float](repeating: 0, count: 4)
                for (k, rowWeight) in rowTaps.weights.enumerated() {
                    let sourceY = rowTaps.first + k
                    var horizontal = [Float](repeating: 0, count: 4)
                    for (j, columnWeight) in columnTaps.weights.enumerated() {
                        let index = (sourceY * sourceWidth + columnTaps.first + j) * 4
                        for channel in 0..<4 {
                            horizontal[channel] = horizontal[channel] + columnWeight * Float(source[index + channel])
                        }
                    }
                    for channel in 0..<4 { vertical[channel] = vertical[channel] + rowWeight * horizontal[channel] }
                }
                let bytes = vertical.map { UInt8(min(255, max(0, $0)).rounded(.toNearestOrAwayFromZero)) }
                out += [min(bytes[0], bytes[3]), min(bytes[1], bytes[3]), min(bytes[2], bytes[3]), bytes[3]]
            }
        }
        return out
    }

    /// (scale, origin): shrinking slightly (2-3 taps), by more than 4x (the general path), enlarging, with
    /// fractional origins and windows that reach the right and bottom edges.
    @Test(arguments: [(0.88, -3.4), (0.2, 0.7), (1.7, -5.25), (1.0, 0.5), (0.5, 0.0)])
    func fastPathsEqualThePlainFilter(scale: Double, origin: Double) {
        let sourceWidth = 41, sourceHeight = 29
        let source = Self.source(width: sourceWidth, height: sourceHeight)
        let region = PixelBounds(x0: 0, y0: 1, x1: Int((Double(sourceWidth) * scale + origin).rounded(.up)),
                                 y1: Int((Double(sourceHeight) * scale + origin).rounded(.up)))
        let fast = Resampler.floatResample(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                      region: region, originX: origin, originY: origin, scaleX: scale, scaleY: scale,
                                      coloursWithinAlpha: true)
        let plain = Self.reference(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                   region: region, originX: origin, originY: origin, scaleX: scale, scaleY: scale)
        #expect(fast.count == region.width * region.height * 4)
        #expect(fast == plain)
    }

    /// Without the invariant (colours above alpha in the source) the alpha limit still applies, as in the
    /// reference; with it, leaving the limit out gives the reference's bytes (checked above).
    @Test func colourAboveAlphaIsStillLimited() {
        let sourceWidth = 23, sourceHeight = 17
        var source = Self.source(width: sourceWidth, height: sourceHeight)
        for index in stride(from: 0, to: source.count, by: 12) { source[index + 3] = 40 }
        #expect(!Resampler.coloursWithinAlpha(source))
        let region = PixelBounds(x0: 0, y0: 0, x1: 20, y1: 15)
        let fast = Resampler.floatResample(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                      region: region, originX: -0.3, originY: 0.2, scaleX: 0.88, scaleY: 0.9,
                                      coloursWithinAlpha: false)
        let plain = Self.reference(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                   region: region, originX: -0.3, originY: 0.2, scaleX: 0.88, scaleY: 0.9)
        #expect(fast == plain)
        #expect(fast.count == 20 * 15 * 4)
        // Some output colour was cut to its alpha (else the check above would not test the limit).
        #expect(stride(from: 0, to: fast.count, by: 4).contains { fast[$0] == fast[$0 + 3] && fast[$0 + 3] < 128 })
    }

    /// The invariant check: every colour byte at most its alpha byte, in the vector part and in the tail.
    @Test func coloursWithinAlphaChecksEveryPixel() {
        let valid: [UInt8] = [10, 20, 30, 40, 0, 0, 0, 0, 255, 255, 255, 255, 1, 0, 1, 1, 5, 5, 5, 5]
        #expect(Resampler.coloursWithinAlpha(valid))
        #expect(Resampler.coloursWithinAlpha([]))
        for byte in valid.indices where byte % 4 != 3 && valid[byte - byte % 4 + 3] < 255 {
            var broken = valid
            broken[byte] = broken[byte - byte % 4 + 3] + 1
            #expect(!Resampler.coloursWithinAlpha(broken), "colour byte \(byte) above its alpha")
        }
        #expect(RasterImage(width: 5, height: 1, premultipliedPixels: valid)?.coloursWithinAlpha == true)
        #expect(RasterImage(width: 1, height: 1, premultipliedPixels: [9, 0, 0, 8])?.coloursWithinAlpha == false)
        #expect(RasterImage(width: 1, height: 1, straightRGBA: [255, 200, 7, 3])?.coloursWithinAlpha == true)
    }

    /// Sixteen lanes rounded at once equal the standard library's clamp and round half away from zero, at every
    /// tie n + 0.5, the floats either side of it, whole numbers, and out-of-range values (NaN gives 0).
    @Test func roundedBytesRoundHalfAwayFromZero() {
        var values: [Float] = [-1, -0.5, -0.0, 0, .leastNonzeroMagnitude, 254.5, 255, 255.49, 255.5, 256, 1e9,
                               .infinity, -.infinity, .nan, Float(0.5).nextDown, Float(1.5).nextDown, Float(2.5).nextUp]
        for whole in 0...255 {
            let tie = Float(whole) + 0.5
            values += [Float(whole), tie, tie.nextDown, tie.nextUp]
        }
        for lanes in Self.sixteenLanes(values) {
            let bytes = Resampler.roundedBytes(lanes)
            for lane in 0..<16 {
                let value = lanes[lane]
                let clamped = Swift.min(255, Swift.max(0, value))
                let expected = value.isNaN ? 0 : UInt8(clamped.rounded(.toNearestOrAwayFromZero))
                #expect(bytes[lane] == expected, "\(value)")
            }
        }
    }

    /// `values` sixteen at a time, the last group padded with 0.75 (a value rounded without a tie).
    static func sixteenLanes(_ values: [Float]) -> [SIMD16<Float>] {
        stride(from: 0, to: values.count, by: 16).map { start in
            var lanes = SIMD16<Float>(repeating: 0.75)
            for lane in 0..<Swift.min(16, values.count - start) { lanes[lane] = values[start + lane] }
            return lanes
        }
    }

    /// Without the clamps, sums in -0...255.5 (all that the taps give) round as with them.
    @Test func tapSumsRoundAsWithTheClamps() {
        var values: [Float] = [-0.0, 0, .leastNonzeroMagnitude, 0.49999997, 0.5, 254.5, 255, 255.001, 255.49]
        for whole in 0...254 {
            let tie = Float(whole) + 0.5
            values += [Float(whole), tie, tie.nextDown, tie.nextUp, Float(whole) + 0.25]
        }
        for lanes in Self.sixteenLanes(values) {
            let bytes = Resampler.roundedTapSumBytes(lanes)
            for lane in 0..<16 {
                let expected = UInt8(Swift.min(255, lanes[lane]).rounded(.toNearestOrAwayFromZero))
                #expect(bytes[lane] == expected, "\(lanes[lane])")
            }
        }
    }

    /// What `roundedTapSumBytes` relies on: every weight of 1-4 taps is in 0...1 and each cell's weights sum to
    /// at most 1 + 1e-6 (so sums of values 0...255 stay far below 255.5), for shrinking, enlarging and odd scales
    /// at fractional origins, including cells outside the source.
    @Test(arguments: [0.26, 0.3333333, 0.5, 0.61, 0.8809523809523809, 0.999999, 1, 1.0000001, 1.7, 3.14159])
    func tapWeightsAreWithinZeroAndOne(scale: Double) {
        for origin in [-285.71428571428567, -3.4, -0.5, 0, 0.1, 0.77, 12.25] {
            let taps = Resampler.taps(start: -5, count: 400, origin: origin, scale: scale, sourceCount: 173)
            for cell in taps where cell.weights.count <= Resampler.maximumFixedTaps {
                #expect(cell.weights.allSatisfy { $0 >= 0 && $0 <= 1 })
                #expect(cell.weights.reduce(0, +) <= 1 + 1e-6, "scale \(scale), origin \(origin)")
            }
        }
    }
}
