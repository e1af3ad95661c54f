import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// A scene's `render:` block sets what the flags set; a flag given on the command line wins (docs/scenes.md#render).
@Suite struct RenderBlockTests {
    /// The tiny scene with `block` appended as its `render:` section.
    func writeScene(_ block: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("tiny.yaml").path
        try (tinySceneYAML + "\nrender:\n" + block).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theBlockSetsWhatTheFlagsWouldSet() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeScene(
            "  fps: 20\n  width: 64\n  colors: 32\n  loop: 2\n  dither: diffusion\n  touches: true\n  ditherStrength: 0.5\n"
                + "  lossy: 60\n",
            in: folder)
        let output = folder.appendingPathComponent("block.gif").path
        try runCommand(["render", scene, "-o", output, "--quiet"])
        var options = RenderOptions()
        options.fps = 20
        options.width = 64
        options.colors = 32
        options.loop = 2
        options.dither = .diffusion
        options.touches = true
        options.ditherStrength = 0.5
        options.lossy = 60
        let loaded = try StretchScene(contentsOfFile: scene)
        #expect(try RenderOptions(scene: loaded) == options)
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(written == (try Animation(scene: loaded, options: options).gifBytes()))
        let facts = try readGIFFacts(written)
        #expect(facts.width == 64)
        // Two plays: the NETSCAPE2.0 extension repeats once. At 20 fps every delay is a multiple of 5 cs (identical
        // frames are merged into longer delays).
        #expect(facts.repeatCount == 1)
        #expect(facts.delays.dropLast().allSatisfy { $0 % 5 == 0 })
        #expect(facts.delays.contains(5))
    }

    @Test func flagsOverrideTheBlock() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeScene("  fps: 20\n  width: 64\n  touches: true\n  bezel: true\n  colors: 32\n", in: folder)
        let output = folder.appendingPathComponent("flags.gif").path
        try runCommand(["render", scene, "-o", output, "--fps", "10", "--no-touches", "--no-bezel", "--colors", "16",
                        "--quiet"])
        var options = RenderOptions()
        options.fps = 10
        options.width = 64
        options.colors = 16
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
        let loaded = try StretchScene(contentsOfFile: scene)
        #expect(written == (try Animation(scene: loaded, options: options).gifBytes()))
        let facts = try readGIFFacts(written)
        #expect(facts.width == 64)
        // At 10 fps every delay but the last (the gesture's end) is a multiple of 10 cs.
        #expect(facts.delays.dropLast().allSatisfy { $0 % 10 == 0 })
        #expect(facts.delays.contains(10))
    }

    @Test func outputNamesTheFileWhenNoFlagDoes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("from-block.gif").path
        let scene = try writeScene("  fps: 10\n  width: 32\n  output: \(target)\n", in: folder)
        try runCommand(["render", scene, "--quiet"])
        #expect(try readGIFFacts([UInt8](try Data(contentsOf: URL(fileURLWithPath: target)))).width == 32)
        // -o wins.
        let flagged = folder.appendingPathComponent("flag.gif").path
        try FileManager.default.removeItem(atPath: target)
        try runCommand(["render", scene, "-o", flagged, "--quiet"])
        #expect(FileManager.default.fileExists(atPath: flagged))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("bad values are located errors that exit 1", arguments: [
        ("  fps: 0\n", "tiny.yaml:26:8: error: render.fps expects a number in (0, 1000] (got '0')"),
        ("  scale: 4\n", "tiny.yaml:26:10: error: render.scale expects 1, 2 or 3 (got '4')"),
        ("  bezel: yes please\n", "tiny.yaml:26:10: error: render.bezel expects true or false (got 'yes please')"),
        ("  dither: floyd\n", "tiny.yaml:26:11: error: render.dither expects none, ordered, diffusion (got 'floyd')"),
        ("  width: 5000\n", "tiny.yaml:26:10: error: render.width expects a number of pixels from 16 to 4096 (got '5000')"),
        ("  output: demo.mov\n", "tiny.yaml:26:11: error: render.output expects a file path ending in .gif, .webp, .mp4, .webm (got 'demo.mov')"),
        ("  fpss: 20\n", "tiny.yaml:26:3: error: unknown key 'fpss' in render (did you mean 'fps'?); valid keys: fps, scale, width, bezel, touches, colors, dither, ditherStrength, lossy, loop, output"),
        ("  lossy: 300\n", "tiny.yaml:26:10: error: render.lossy expects 0 (off) to 200 (got '300')"),
    ])
    func badValues(block: String, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeScene(block, in: folder)
        let output = folder.appendingPathComponent("never.gif").path
        for command in ["render", "check"] {
            do {
                try runCommand([command, scene] + (command == "render" ? ["-o", output, "--quiet"] : []))
                Issue.record("\(command) accepted \(block)")
            } catch let failure as CommandFailure {
                #expect(failure.exitCode == 1)
                #expect(failure.message.hasSuffix(message), "\(failure.message)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
