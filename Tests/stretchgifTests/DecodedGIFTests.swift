import Foundation
import GIFTestSupport
import Testing
@testable import stretchgif
import StretchGIFKit

@Suite("the rendered GIF, decoded by giflib")
struct DecodedGIFTests {
    @Test("flat view colours come back exactly in every frame, and frames match what was painted after palette mapping")
    func flatColoursExact() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("flat.gif").path
        for dither in ["ordered", "diffusion", "none"] {
            try runCommand(["render", scene, "-o", output, "--fps", "20", "--dither", dither, "--quiet"])
            let decoded = try decodeGIF([UInt8](try Data(contentsOf: URL(fileURLWithPath: output))))
            var options = RenderOptions()
            options.fps = 20
            let animation = try Animation(scene: try StretchScene(contentsOfFile: scene), options: options)
            #expect(decoded.width == animation.pixelWidth && decoded.height == animation.pixelHeight)
            #expect(decoded.frames.count >= 2)
            // The last decoded frame shows the resting scene: header #336699 from y 0 to 60, body #BE2045 below.
            let last = try #require(decoded.frames.last).rgba
            func pixel(_ x: Int, _ y: Int) -> [UInt8] {
                let i = (y * decoded.width + x) * 4
                return Array(last[i..<(i + 3)])
            }
            for y in [30, 45, 58] { #expect(pixel(50, y) == [0x33, 0x66, 0x99], "dither \(dither) y \(y)") }
            for y in [62, 100, 150] { #expect(pixel(50, y) == [0xBE, 0x20, 0x45], "dither \(dither) y \(y)") }
            // Every pixel of the final frame equals the painted frame wherever the painted colour is flat (exact).
            let painted = try animation.frame(animation.frameCount - 1).unpremultipliedRGBA()
            var flatMismatches = 0
            for index in stride(from: 0, to: painted.count, by: 4) {
                let colour = Array(painted[index..<(index + 3)])
                let isFlat = colour == [0x33, 0x66, 0x99] || colour == [0xBE, 0x20, 0x45] || colour == [0x80, 0x80, 0x80]
                if isFlat && Array(last[index..<(index + 3)]) != colour { flatMismatches += 1 }
            }
            #expect(flatMismatches == 0, "dither \(dither)")
        }
    }
}
