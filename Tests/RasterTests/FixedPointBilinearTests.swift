import Testing
@testable import Raster

/// Enlarging in fixed point (docs/painter.md#fixed-point-enlarging): the vector passes give the formula's bytes,
/// stay within one step of the float filter, keep flat colours and the premultiplied invariant.
@Suite struct FixedPointBilinearTests {
    /// The formula per pixel and channel, scalar, with the taps `FixedPointBilinear.AxisTaps` chooses.
    static func formula(source: [UInt8], sourceWidth: Int, sourceHeight: Int, region: PixelBounds,
                        origin: Double, scale: Double) -> [UInt8] {
        let columns = FixedPointBilinear.AxisTaps(start: region.x0, count: region.width, origin: origin,
                                                  scale: scale, sourceCount: sourceWidth, one: 256)
        let rows = FixedPointBilinear.AxisTaps(start: region.y0, count: region.height, origin: origin,
                                               scale: scale, sourceCount: sourceHeight, one: 65536)
        func across(_ y: Int, _ x: Int, _ channel: Int) -> Int {
            let left = Int(source[(y * sourceWidth + columns.first[x]) * 4 + channel])
            let weight = columns.second[x]
            guard weight > 0 else { return left * 256 }
            let right = Int(source[(y * sourceWidth + columns.first[x] + 1) * 4 + channel])
            return left * (256 - weight) + right * weight
        }
        var out: [UInt8] = []
        for y in 0..<region.height {
            for x in 0..<region.width {
                var pixel = (0..<4).map { channel -> Int in
                    let top = across(rows.first[y], x, channel), weight = rows.second[y]
                    guard weight > 0 else { return (top + 128) >> 8 }
                    let bottom = across(rows.first[y] + 1, x, channel)
                    return ((top * (65536 - weight)) >> 16 + (bottom * weight) >> 16 + 128) >> 8
                }
                for channel in 0..<3 { pixel[channel] = min(pixel[channel], pixel[3]) }
                out += pixel.map { UInt8($0) }
            }
        }
        return out
    }

    /// (scale, origin, source size): enlarging by a little, by 1.76 (the stretched header), by 7, at scale 1 with
    /// a half-pixel origin, with regions reaching past every edge; sources one pixel wide or high.
    @Test(arguments: [(1.0001, -2.3, 41, 29), (1.7619, 0.6, 41, 29), (7.0, -5.25, 9, 6), (1.0, 0.5, 13, 11),
                      (1.5, 0.25, 1, 7), (2.25, -0.4, 6, 1), (3, 0, 1, 1)])
    func vectorPassesGiveTheFormulasBytes(scale: Double, origin: Double, sourceWidth: Int, sourceHeight: Int) {
        let source = ResamplerOrderTests.source(width: sourceWidth, height: sourceHeight)
        // Two pixels beyond the image on every side (edge pixels repeat there) and an odd width (a vector tail).
        let region = PixelBounds(x0: -2, y0: -2, x1: Int(Double(sourceWidth) * scale + origin) + 3,
                                 y1: Int(Double(sourceHeight) * scale + origin) + 2)
        for valid in [true, false] {
            let fast = Resampler.resample(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                          region: region, originX: origin, originY: origin, scaleX: scale,
                                          scaleY: scale, coloursWithinAlpha: valid)
            let expected = Self.formula(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                        region: region, origin: origin, scale: scale)
            #expect(fast.count == region.width * region.height * 4)
            #expect(fast == expected, "scale \(scale), origin \(origin), limit \(!valid)")
        }
    }

    /// Every byte within 1 of the float filter's exact bilinear sums (an independent implementation).
    @Test(arguments: [1.0, 1.0001, 1.3, 1.7619, 2.5, 4.1])
    func withinOneOfTheFloatFilter(scale: Double) {
        let sourceWidth = 37, sourceHeight = 23
        let source = ResamplerOrderTests.source(width: sourceWidth, height: sourceHeight)
        for origin in [-3.6, -0.5, 0, 0.3] {
            let region = PixelBounds(x0: -1, y0: 0, x1: Int(Double(sourceWidth) * scale) + 1,
                                     y1: Int(Double(sourceHeight) * scale))
            let fixed = Resampler.resample(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                           region: region, originX: origin, originY: origin, scaleX: scale,
                                           scaleY: scale, coloursWithinAlpha: true)
            let float = Resampler.floatResample(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                                region: region, originX: origin, originY: origin, scaleX: scale,
                                                scaleY: scale, coloursWithinAlpha: true)
            #expect(fixed.count == float.count)
            let largest = zip(fixed, float).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(largest <= 1, "scale \(scale), origin \(origin): a byte differs by \(largest)")
        }
    }

    /// A flat colour stays exactly that colour at any scale and origin (the truncated products lose less than
    /// the rounding adds back), and valid sources keep colour <= alpha.
    @Test func flatColoursStayExactAndPremultipliedHolds() {
        let flat: [UInt8] = Array(repeating: [7, 200, 255, 255], count: 5 * 4).flatMap { $0 }
        let translucent: [UInt8] = Array(repeating: [0, 63, 64, 64], count: 5 * 4).flatMap { $0 }
        for (pixels, colour) in [(flat, [7, 200, 255, 255] as [UInt8]), (translucent, [0, 63, 64, 64])] {
            for (scale, origin) in [(1.0, 0.5), (1.37, -0.21), (3.9, 2.7), (11.0, -13.3)] {
                let out = Resampler.resample(source: pixels, sourceWidth: 5, sourceHeight: 4,
                                             region: PixelBounds(x0: 0, y0: 0, x1: 23, y1: 19),
                                             originX: origin, originY: origin, scaleX: scale, scaleY: scale,
                                             coloursWithinAlpha: true)
                #expect(out.count == 23 * 19 * 4)
                #expect(stride(from: 0, to: out.count, by: 4).allSatisfy { Array(out[$0 ..< $0 + 4]) == colour },
                        "scale \(scale), origin \(origin)")
            }
        }
        let varied = ResamplerOrderTests.source(width: 31, height: 17)
        let out = Resampler.resample(source: varied, sourceWidth: 31, sourceHeight: 17,
                                     region: PixelBounds(x0: 0, y0: 0, x1: 80, y1: 44), originX: 0.4, originY: -0.6,
                                     scaleX: 2.6, scaleY: 2.6, coloursWithinAlpha: true)
        #expect(Self.coloursWithinAlpha(out))
    }

    /// Whether every pixel's colour bytes are at most its alpha byte (written out, not the resampler's check).
    static func coloursWithinAlpha(_ bytes: [UInt8]) -> Bool {
        for pixel in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = bytes[pixel + 3]
            if bytes[pixel] > alpha || bytes[pixel + 1] > alpha || bytes[pixel + 2] > alpha { return false }
        }
        return true
    }

    /// Sources with colours above alpha get each colour limited to its alpha, as in the float filter.
    @Test func coloursAboveAlphaAreLimited() {
        var source = ResamplerOrderTests.source(width: 23, height: 17)
        for index in stride(from: 0, to: source.count, by: 12) { source[index + 3] = 40 }
        let out = Resampler.resample(source: source, sourceWidth: 23, sourceHeight: 17,
                                     region: PixelBounds(x0: 0, y0: 0, x1: 40, y1: 30), originX: -0.3, originY: 0.2,
                                     scaleX: 1.8, scaleY: 1.9, coloursWithinAlpha: false)
        #expect(out.count == 40 * 30 * 4)
        #expect(Self.coloursWithinAlpha(out))
        // Some output colour was cut to its alpha (else the check above would not test the limit).
        #expect(stride(from: 0, to: out.count, by: 4).contains { out[$0] == out[$0 + 3] && out[$0 + 3] < 128 })
    }

    /// The high half of 16 x 16-bit products, for every lane, against whole-number arithmetic.
    @Test func multipliedHighIsTheProductsHighHalf() {
        let values: [UInt16] = [0, 1, 2, 127, 128, 255, 256, 32767, 32768, 65279, 65280, 65535, 1000, 40000, 3, 9]
        for shift in 0..<16 {
            var a = SIMD16<UInt16>(), b = SIMD16<UInt16>()
            for lane in 0..<16 {
                a[lane] = values[lane]
                b[lane] = values[(lane + shift) % 16]
            }
            let high = SIMDLanes.multipliedHigh(a, b)
            for lane in 0..<16 {
                #expect(Int(high[lane]) == Int(a[lane]) * Int(b[lane]) / 65536)
            }
        }
    }
}
