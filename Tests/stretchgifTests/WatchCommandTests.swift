import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// `stretchgif watch` as a user runs it: the built binary in the background, the scene edited on disk.
@Suite(.serialized) struct WatchCommandTests {
    /// Waits (up to a minute, a debug build renders slowly) until `file` holds `lines` lines; returns them.
    private func lines(of file: String, atLeast count: Int) throws -> [String] {
        for _ in 0..<600 {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").map(String.init)
            if lines.count >= count { return lines }
            usleep(100_000)
        }
        Issue.record("\(file) never reached \(count) lines")
        return []
    }

    private func binary() -> URL { Bundle.main.bundleURL.appendingPathComponent("stretchgif") }

    /// The bytes `render` writes for the scene as it is now.
    private func rendered(_ scene: String, in folder: URL) throws -> Data {
        let process = Process()
        process.executableURL = binary()
        let expected = folder.appendingPathComponent("expected.gif").path
        process.arguments = ["render", scene, "-o", expected, "--fps", "10", "--quiet"]
        try process.run()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(atPath: expected) }
        return try Data(contentsOf: URL(fileURLWithPath: expected))
    }

    @Test func rendersAfterEachEditKeepsTheLastGoodOutputAndLeavesNothingOnCtrlC() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("out.gif").path
        let log = folder.appendingPathComponent("log.txt").path
        let errors = folder.appendingPathComponent("errors.txt").path
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        let process = Process()
        process.executableURL = binary()
        process.arguments = ["watch", scene, "-o", output, "--fps", "10", "--interval", "100"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let first = try lines(of: log, atLeast: 1)
        #expect(first.first?.contains("started: wrote \(output) (") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == (try rendered(scene, in: folder)))

        // Two saves in a row: one round, and the output is what `render` makes of the second.
        func edit(_ old: String, _ new: String) throws {
            let text = try String(contentsOfFile: scene, encoding: .utf8)
            try text.replacingOccurrences(of: old, with: new).write(toFile: scene, atomically: false, encoding: .utf8)
        }
        try edit("#336699", "#339966")
        try edit("#BE2045", "#2045BE")
        let second = try lines(of: log, atLeast: 2)
        #expect(second.dropFirst().first?.contains("tiny.yaml changed: wrote \(output) (") == true)
        let afterEdits = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(afterEdits == (try rendered(scene, in: folder)))

        // A second edit renders again.
        try edit("header.height == 60", "header.height == 70")
        _ = try lines(of: log, atLeast: 3)
        let afterThird = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(afterThird != afterEdits)
        #expect(afterThird == (try rendered(scene, in: folder)))

        // A broken edit: the located error, and the last good output stays.
        try edit("header.height == 70", "header.height == ")
        let failure = try lines(of: errors, atLeast: 1)
        #expect(failure.first?.contains("tiny.yaml changed: \(scene):") == true)
        #expect(failure.first?.hasSuffix("; kept \(output)") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == afterThird)
        #expect(try lines(of: log, atLeast: 3).count == 3)

        // Ctrl-C: exit 130, only our files left.
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(try listing(folder) == ["errors.txt", "log.txt", "out.gif", "tiny.yaml"])
    }

    @Test func savesCloseTogetherSettleIntoOneRound() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("scene.yaml").path
        try "a".write(toFile: path, atomically: false, encoding: .utf8)
        let first = FileSnapshot([path])
        // The editor writes three times, one look apart, then stops: the state after the third write is the one
        // rendered, after one look that saw no change.
        var writes = ["ab", "abc", "abcd"]
        var looks = 0
        let settled = Watch.settle(from: first) {
            looks += 1
            if !writes.isEmpty { try? writes.removeFirst().write(toFile: path, atomically: false, encoding: .utf8) }
            return FileSnapshot([path])
        }
        #expect(looks == 4)
        #expect(settled == FileSnapshot([path]))
        #expect(settled.states.first?.size == 4)
        #expect(settled.changedNames(since: first) == "scene.yaml")
    }

    @Test func theFilesWatchedAreEveryFileTheAnimationUses() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenePath = try writeTinyScene(in: folder)
        // A PNG to draw: the first frame of the tiny scene itself.
        let tiny = try Animation(scene: try StretchScene(contentsOfFile: scenePath), options: RenderOptions())
        let image = folder.appendingPathComponent("tile.png").path
        try Data(try tiny.pngBytes(frame: 0)).write(to: URL(fileURLWithPath: image))
        let text = try String(contentsOfFile: scenePath, encoding: .utf8).replacingOccurrences(
            of: "  - {id: body, parent: scroll, color: \"#BE2045\"}",
            with: "  - {id: body, parent: scroll, image: tile.png}\n  - {id: art, image: \"procedural:landscape\"}")
        try text.write(toFile: scenePath, atomically: false, encoding: .utf8)
        let gesture = folder.appendingPathComponent("pull.gesture").path
        try "drag down 50 over 0.2s\nrelease\nwait 0.2s\n".write(toFile: gesture, atomically: false, encoding: .utf8)
        var options = RenderOptions()
        options.gestureFile = gesture
        let animation = try Animation(scene: try StretchScene(contentsOfFile: scenePath), options: options)
        // The scene, the gesture file and the one image file (not the procedural picture), in that order.
        #expect(animation.inputFiles == [scenePath, gesture, image])
        // A built-in scene has no scene file.
        #expect(try Animation(scene: try StretchScene.builtIn("stretchy"), options: RenderOptions()).inputFiles == [])
    }

    @Test func standardOutputCannotBeWatched() throws {
        let process = Process()
        process.executableURL = binary()
        process.arguments = ["watch", "-o", "-"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
    }
}
