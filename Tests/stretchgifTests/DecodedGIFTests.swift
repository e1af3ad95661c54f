import Foundation
import GIFTestSupport
import TestTools
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
            // Lossless, so that every pixel shows its palette colour (the default lossy LZW may move edge pixels).
            try runCommand(["render", scene, "-o", output, "--fps", "20", "--dither", dither, "--lossy", "0", "--quiet"])
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

    /// With the default lossy level (20, docs/gif.md#default-lossy-level) no pixel of any frame moves more than 8 levels
    /// (0.4 x 20) from the lossless file, and in the first frame (written whole, so no earlier frame shows through) a
    /// pixel of the same colour as its four neighbours comes back exactly.
    @Test("the default lossy level keeps flat areas exact and moves no pixel more than 8 levels")
    func defaultLossyKeepsFlatAreas() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let lossyPath = folder.appendingPathComponent("lossy.gif").path
        let exactPath = folder.appendingPathComponent("exact.gif").path
        try runCommand(["render", scene, "-o", lossyPath, "--fps", "20", "--quiet"])
        try runCommand(["render", scene, "-o", exactPath, "--fps", "20", "--lossy", "0", "--quiet"])
        let lossy = try decodeGIF([UInt8](try Data(contentsOf: URL(fileURLWithPath: lossyPath))))
        let exact = try decodeGIF([UInt8](try Data(contentsOf: URL(fileURLWithPath: exactPath))))
        #expect(lossy.frames.count == exact.frames.count)
        let width = exact.width, height = exact.height
        var flatPixels = 0, moved = 0, tooFar = 0
        for (frame, (shown, wanted)) in zip(lossy.frames.map(\.rgba), exact.frames.map(\.rgba)).enumerated() {
            func colour(_ rgba: [UInt8], _ x: Int, _ y: Int) -> [Int] {
                let i = (y * width + x) * 4
                return [Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2])]
            }
            for y in 1..<(height - 1) {
                for x in 1..<(width - 1) {
                    let own = colour(wanted, x, y), got = colour(shown, x, y)
                    // Weighted distance 3:4:2 of docs/gif.md#lossy-lzw, in levels: sqrt((3dr² + 4dg² + 2db²) / 9).
                    let dr = got[0] - own[0], dg = got[1] - own[1], db = got[2] - own[2]
                    let d = 3 * dr * dr + 4 * dg * dg + 2 * db * db
                    if d > 9 * 8 * 8 { tooFar += 1 }
                    if got != own { moved += 1 }
                    let flat = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].allSatisfy { colour(wanted, $0.0, $0.1) == own }
                    if frame == 0 && flat {
                        flatPixels += 1
                        if got != own { Issue.record("flat pixel \(x),\(y) moved from \(own) to \(got)") }
                    }
                }
            }
        }
        #expect(tooFar == 0)
        #expect(flatPixels > 0 && moved > 0)
    }
}
