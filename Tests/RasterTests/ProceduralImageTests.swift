import Foundation
import Testing
@testable import Raster

@Suite("Procedural landscape")
struct ProceduralImageTests {
    @Test("the landscape is deterministic, opaque and sky-over-water")
    func landscape() throws {
        let first = ProceduralImage.landscape(width: 375, height: 262)
        let second = ProceduralImage.landscape(width: 375, height: 262)
        #expect(first == second)
        #expect(first.width == 375 && first.height == 262)
        #expect(stride(from: 3, to: first.pixels.count, by: 4).allSatisfy { first.pixels[$0] == 255 })
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * first.width + x) * 4
            return (Int(first.pixels[i]), Int(first.pixels[i + 1]), Int(first.pixels[i + 2]))
        }
        let top = pixel(20, 2)
        #expect(top.2 > top.0)  // blue sky overhead
        let nearHorizon = pixel(20, 120)
        #expect(nearHorizon.0 > top.0)  // warmer towards the horizon
        // Optional: write the picture for a human to look at.
        if let path = ProcessInfo.processInfo.environment["STRETCHGIF_LANDSCAPE_PNG"] {
            try Data(try PNGCodec.encode(Pixmap(width: first.width, height: first.height,
                                                premultipliedPixels: first.pixels)!)).write(to: URL(fileURLWithPath: path))
        }
    }
}
