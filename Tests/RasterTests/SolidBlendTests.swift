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
}
