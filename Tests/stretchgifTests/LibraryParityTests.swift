import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// The command is a thin shell over StretchGIFKit: the same settings give the same bytes, and its defaults are the
/// library's.
@Suite("the command and the library agree")
struct LibraryParityTests {
    @Test("the GIF the command writes is the library's gifBytes() for the same settings")
    func sameBytes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("cli.gif").path
        try runCommand(["render", scene, "-o", output, "--fps", "20", "--width", "64", "--rubber-band", "0.6",
                        "--dither", "diffusion", "--colors", "32", "--loop", "2", "--touches", "--lossy", "40", "--quiet"])
        var options = RenderOptions()
        options.fps = 20
        options.width = 64
        options.physics.rubberBand = 0.6
        options.dither = .diffusion
        options.colors = 32
        options.loop = 2
        options.touches = true
        options.lossy = 40
        let library = try Animation(scene: try StretchScene(contentsOfFile: scene), options: options).gifBytes()
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(written.count > 200)
        #expect(written == library)
    }

    @Test("the command's defaults are RenderOptions()'s")
    func sameDefaults() throws {
        let render = try Render.parse([])
        #expect(renderOptions(base: RenderOptions(), scene: render.sceneOptions, frames: render.frameOptions,
                              encoding: render.encodingOptions, physics: render.physicsOptions) == RenderOptions())
        let hash = try Hash.parse([])
        #expect(renderOptions(base: RenderOptions(), scene: hash.sceneOptions, frames: hash.frameOptions,
                              encoding: hash.encodingOptions, physics: hash.physicsOptions) == RenderOptions())
        // No flag given: a scene's render block passes through unchanged.
        var base = RenderOptions()
        base.fps = 24
        base.bezel = true
        base.colors = 64
        #expect(renderOptions(base: base, scene: render.sceneOptions, frames: render.frameOptions,
                              encoding: render.encodingOptions, physics: render.physicsOptions) == base)
    }

    @Test("the manifest `hash` prints is the library's manifest().text")
    func sameManifest() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("tiny.manifest").path
        try runCommand(["hash", scene, "--fps", "10", "-o", output])
        var options = RenderOptions()
        options.fps = 10
        let manifest = try Animation(scene: try StretchScene(contentsOfFile: scene), options: options).manifest()
        #expect(try String(contentsOfFile: output, encoding: .utf8) == manifest.text)
        #expect(manifest.frames.count > 5)
    }

    @Test("bad flag values exit 64 with one line naming the flag", arguments: [
        (["render", "--device", "iPhone 99"], "--device"),
        (["render", "--gesture", "wait 1s; drag sideways 10"], "--gesture:1:15"),
        (["frames", "--frame", "4000", "-o", "OUT/never.png"], "--frame"),
        (["render", "--deceleration", "2"], "--deceleration"),
        (["render", "--spring-mass", "1", "--bounce", "uikit"], "--spring-stiffness"),
        (["trace", "--step-ms", "0"], "--step-ms"),
        (["render", "--width", "9"], "--width"),
        (["frames", "--raw", "-o", "OUT/never-dir/"], "-o"),
        (["render", "--gesture", "wait 0s", "-o", "OUT/never.gif"], "--gesture lasts 0 ms"),
        (["render", "-o", "OUT/never.png"], "--output 'OUT/never.png' names no output format; expected a file ending in .gif, .webp"),
        (["render", "--quality", "101", "-o", "OUT/never.webp"], "--quality"),
    ])
    func badFlagsExit64(arguments: [String], flag: String) throws {
        // OUT stands for a fresh folder, which must stay empty.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = arguments.map { $0.replacingOccurrences(of: "OUT/", with: folder.path + "/") }
        let flag = flag.replacingOccurrences(of: "OUT/", with: folder.path + "/")
        do {
            try runCommand(arguments + ["--quiet"].filter { _ in arguments[0] != "trace" })
            Issue.record("\(arguments) was accepted")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 64, "\(arguments): \(failure.message)")
            #expect(failure.message.contains(flag), "\(failure.message)")
            #expect(!failure.message.contains("\n"))
            #expect(!failure.message.contains("physics."), "\(failure.message)")
        }
        #expect(try listing(folder) == [], "\(arguments)")
    }

    @Test("a broken scene file exits 1 and names the file, line and column")
    func brokenSceneExits1() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("broken.yaml").path
        let yaml = tinySceneYAML.replacingOccurrences(of: "gesture: |", with: "physics:\n  rubberBand: 7\ngesture: |")
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let line = try #require(yaml.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("rubberBand: 7") }) + 1
        do {
            try runCommand(["render", path, "-o", folder.appendingPathComponent("x.gif").path, "--quiet"])
            Issue.record("accepted")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 1)
            #expect(failure.message.hasPrefix("\(path):\(line):"), "\(failure.message)")
            #expect(failure.message.contains("physics.rubberBand"))
        }
    }

    @Test("a scene whose gesture lasts no time names the scene's gesture block, and trace prints its one instant")
    func emptySceneGesture() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("still.yaml").path
        let yaml = tinySceneYAML.replacingOccurrences(of: "  wait 0.1s\n  drag down 60 over 0.2s\n  release\n", with: "")
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let line = try #require(yaml.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("gesture:") }) + 2
        do {
            try runCommand(["render", path, "-o", folder.appendingPathComponent("x.gif").path, "--quiet"])
            Issue.record("accepted")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 1)
            #expect(failure.message == "\(path):\(line): error: the gesture lasts 0 ms; an animation needs at least 20 ms (one GIF frame): add a wait or a drag")
        }
        let trace = try ScrollTrace(scene: try StretchScene(contentsOfFile: path))
        #expect(trace.samples.count == 1)
        #expect(trace.text(format: .csv).hasPrefix("time_ms,offset,velocity,phase,finger_y\n0.000,"))
    }
}
