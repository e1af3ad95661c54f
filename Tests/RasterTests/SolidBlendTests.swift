import Testing
@testable import Raster

/// The four-pixel blend of an opaque colour (text and shape edges) stores what the per-pixel `Pixmap.blend`
/// stores, for every coverage value, over destinations that are empty, opaque, translucent and mixed.
@Suite struct SolidBlendTests {
    @Test(arguments: [(255, 255, 255), (0, 0, 0), (18, 140, 251), (200, 3, 77)])
    func fourPixelBlendEqualsPerPixelBlend(red: Int, green: Int, blue: Int) {
        let color = PremultipliedColor(r: UInt8(red), g: UInt8(green), b: UInt8(blue), a: 255)
        // Premultiplied destinations: clear, opaque, half transparent, nearly transparent.
        let destinations: [[UInt8]] = [[0, 0, 0, 0], [10, 200, 30, 255], [60, 0, 127, 128], [1, 2, 0, 3]]
        var mismatches = 0
        for start in stride(from: 0, to: 256, by: 4) {
            let weights = SIMD4<UInt8>(UInt8(start), UInt8(start + 1), UInt8(start + 2), UInt8(start + 3))
            for shift in 0..<4 {
                var bytes: [UInt8] = []
                for pixel in 0..<4 { bytes += destinations[(pixel + shift) % 4] }
                var four = SIMD16<UInt8>()
                for lane in 0..<16 { four[lane] = bytes[lane] }
                let fast = Pixmap.blendOpaque(color, weights: weights, over: four)
                bytes.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    for pixel in 0..<4 where weights[pixel] > 0 {
                        Pixmap.blend(red, green, blue, 255, Int(weights[pixel]), into: base + pixel * 4)
                    }
                }
                for lane in 0..<16 where fast[lane] != bytes[lane] { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// A row of an opaque colour under a clip and an opacity (translucent indicators, clipped labels) stores, pixel
    /// by pixel, `blend` at the weight coverage x clip x opacity, each product rounded from its definition.
    @Test(arguments: [(255, true), (230, false), (115, true), (1, false)])
    func opaqueRowUnderClipAndOpacityEqualsPerPixelBlend(opacity: Int, clipped: Bool) {
        let color = PremultipliedColor(r: 18, g: 140, b: 251, a: 255)
        let count = 37  // not a multiple of four: the last pixels take the one-by-one steps
        // Runs of 0 and 255 and edges between them, as a shape's coverage row has.
        func coverageAt(_ index: Int) -> UInt8 {
            if index < 5 || (index >= 25 && index < 29) { return 0 }
            if index < 9 { return UInt8(index * 50 % 256) }
            if index < 25 { return 255 }
            return UInt8(index * 7)
        }
        let coverage: [UInt8] = (0..<count).map(coverageAt)
        let clip: [UInt8] = (0..<count).map { index -> UInt8 in UInt8((index * 97 + 31) % 256) }
        // Premultiplied destinations: alpha at least 128 and every colour byte at most its alpha.
        let start: [UInt8] = (0..<(count * 4)).map { index -> UInt8 in
            let alpha = 128 + (index / 4 * 37) % 128
            return index % 4 == 3 ? UInt8(alpha) : UInt8((index * 53 + 11) % (alpha + 1))
        }
        func rounded(_ x: Int, _ y: Int) -> Int { Int((Double(x * y) / 255).rounded()) }
        var expected = start
        expected.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for pixel in 0..<count {
                var weight = Int(coverage[pixel])
                if clipped { weight = rounded(weight, Int(clip[pixel])) }
                if opacity != 255 { weight = rounded(weight, opacity) }
                if weight > 0 { Pixmap.blend(18, 140, 251, 255, weight, into: base + pixel * 4) }
            }
        }
        var actual = start
        coverage.withUnsafeBufferPointer { coverageBuffer in
            clip.withUnsafeBufferPointer { clipBuffer in
                actual.withUnsafeMutableBufferPointer { buffer in
                    guard let coverageBase = coverageBuffer.baseAddress, let clipBase = clipBuffer.baseAddress,
                          let base = buffer.baseAddress else { return }
                    Pixmap.blendSolidRow(color, coverage: coverageBase, clip: clipped ? clipBase : nil,
                                         opacity: opacity, count: count, into: base)
                }
            }
        }
        #expect(actual == expected)
        #expect(actual != start)
    }
}
