import ArgumentParser
import Foundation
import TestTools
import Testing
@testable import stretchgif
@testable import StretchGIFKit

@Suite("bad input: one-line errors, no files left behind")
struct BadInputTests {
    @Test("flags out of range are refused with a message naming the flag", arguments: [
        (["--fps", "0"], "--fps"), (["--fps", "-2"], "--fps"), (["--fps", "nan"], "--fps"),
        (["--loop", "-1"], "--loop"), (["--colors", "1"], "--colors"), (["--scale", "4"], "--scale"),
        (["--rubber-band", "0"], "--rubber-band"), (["--deceleration", "1"], "--deceleration"),
        (["--bounce", "jelly"], "--bounce"), (["--bounce-decay", "1.5"], "--bounce-decay"),
        (["--spring-mass", "-1"], "--spring-mass"), (["--content-inset", "1"], "--content-inset"),
        (["--dither", "noise"], "--dither"), (["--always-bounce", "--no-bounce"], "--always-bounce"),
        (["--lossy", "201"], "--lossy"), (["--lossy", "-1"], "--lossy"),
        (["--touch-rate", "5"], "--touch-rate"), (["--touch-rate", "nan"], "--touch-rate"),
        (["--glide-floor", "-1"], "--glide-floor"), (["--flick-boost", "0.5"], "--flick-boost"),
        (["--flick-boost", "maybe"], "--flick-boost"), (["--flick-speed", "-600"], "--flick-speed"),
        (["--flick-window", "61000"], "--flick-window"),
    ])
    func invalidFlags(arguments: [String], flag: String) throws {
        do {
            _ = try StretchGIF.parseAsRoot(["render"] + arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let message = StretchGIF.message(for: error)
            #expect(message.contains(flag), "message: \(message)")
            #expect(!message.contains("\n"))
            #expect(StretchGIF.exitCode(for: error) != .success)
        }
    }

    @Test("an output folder that does not exist, or an output path that is a folder, fails and leaves nothing")
    func unwritableOutputs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let before = try listing(folder)
        for output in [folder.appendingPathComponent("missing/out.gif").path, folder.path, folder.path + "/"] {
            #expect(throws: (any Error).self) {
                try runCommand(["render", scene, "-o", output, "--quiet"])
            }
        }
        #expect(try listing(folder) == before)
    }

    @Test("a read-only folder fails with a message naming the path, leaving no temporary file")
    func readOnlyFolder() throws {
        guard getuid() != 0 else { return }  // root can write anywhere; nothing to check
        let folder = try makeTemporaryFolder()
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let scene = try writeTinyScene(in: folder)
        chmod(folder.path, 0o555)
        do {
            try runCommand(["render", scene, "-o", folder.appendingPathComponent("out.gif").path, "--quiet"])
            Issue.record("writing into a read-only folder succeeded")
        } catch {
            #expect("\(error)".contains("out.gif"))
        }
        #expect(try listing(folder) == ["tiny.yaml"])
    }

    @Test("a failing sink leaves no file: the temporary file is removed when not committed")
    func uncommittedOutputIsRemoved() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("partial.gif").path
        do {
            let file = try AtomicOutputFile(path: path)
            #expect(file.write([1, 2, 3]))
            #expect(FileManager.default.fileExists(atPath: file.temporaryPath))
        }
        #expect(try listing(folder).isEmpty)
    }

    @Test("gesture errors name the source, line and column")
    func gestureErrors() throws {
        do {
            try runCommand(["trace", "--viewport-height", "800", "--content-height", "2000",
                            "--gesture", "wait 1s; drag sideways 10"])
            Issue.record("a bad gesture was accepted")
        } catch {
            #expect("\(error)".hasPrefix("--gesture:1:15: error:"), "\(error)")
        }
    }

    @Test("an unknown scene names the built-in scenes")
    func unknownScene() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try runCommand(["render", "no-such-scene", "-o", folder.appendingPathComponent("never.gif").path])
            Issue.record("an unknown scene was accepted")
        } catch {
            #expect("\(error)".contains("stretchy"))
        }
        #expect(try listing(folder) == [])
    }

    @Test("an error in a scene's gesture block points at the scene file's line and column")
    func sceneGestureErrorLocation() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad-gesture.yaml").path
        let yaml = tinySceneYAML.replacingOccurrences(of: "  drag down 60 over 0.2s", with: "  drag sideways 60")
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("sideways") }) + 1
        let column = try #require(lines[line - 1].range(of: "sideways")).lowerBound.utf16Offset(in: lines[line - 1]) + 1
        do {
            try runCommand(["render", path, "-o", folder.appendingPathComponent("x.gif").path, "--quiet"])
            Issue.record("a bad gesture block was accepted")
        } catch {
            #expect("\(error)".hasPrefix("\(path):\(line):\(column): error:"), "\(error)")
        }
    }

    @Test("an error in a quoted one-line scene gesture points at its column, after the quote")
    func quotedSceneGestureErrorLocation() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("quoted-gesture.yaml").path
        let start = try #require(tinySceneYAML.range(of: "gesture: |"))
        let yaml = String(tinySceneYAML[..<start.lowerBound]) + "gesture: \"drag down 60 over 0.2s; release; wiat 1s\"\n"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("wiat") }) + 1
        let column = try #require(lines[line - 1].range(of: "wiat")).lowerBound.utf16Offset(in: lines[line - 1]) + 1
        do {
            try runCommand(["trace", path])
            Issue.record("a bad gesture was accepted")
        } catch {
            #expect("\(error)".hasPrefix("\(path):\(line):\(column): error: unknown action 'wiat'"), "\(error)")
        }
    }
}
