import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// Messages that named the wrong place or said something untrue (issue #34, round two), each run as the command
/// runs it: the exact line on standard error and the exit status.
@Suite("wrong messages: the place and the words")
struct WrongMessageTests {
    /// The failure `arguments` end in (a run that succeeds is recorded as an issue).
    func failure(_ arguments: [String]) -> CommandFailure? {
        do {
            try runCommand(arguments)
            Issue.record("\(arguments) succeeded")
            return nil
        } catch let failure as CommandFailure {
            return failure
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    /// `body` with a fresh folder holding the tiny scene, removed afterwards.
    func inFolder(_ body: (URL, String) throws -> Void) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder, try writeTinyScene(in: folder))
    }

    @Test func aSceneThatIsNotUTF8NamesTheFirstBadByte() throws {
        try inFolder { folder, _ in
            let path = folder.appendingPathComponent("latin1.yaml").path
            // Line 2 is "device: caf" and Latin-1 "é" (0xE9): column 12, offset 19 ("name: x\n" is 8 bytes, "device: caf" 11).
            try Data(Array("name: x\ndevice: caf".utf8) + [0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
            let result = try #require(failure(["check", path]))
            #expect(result.message == "\(path):2:12: error: the scene file is not UTF-8 text: byte 0xE9 at offset 19 "
                    + "is not valid UTF-8; save the file as UTF-8")
            #expect(result.exitCode == 1)
        }
    }

    @Test func aGestureErrorInACRLFSceneNamesItsLine() throws {
        try inFolder { folder, scene in
            let path = folder.appendingPathComponent("crlf.yaml").path
            let yaml = try String(contentsOfFile: scene, encoding: .utf8)
                .replacingOccurrences(of: "wait until rest max 0.6s", with: "wiat 1s")
                .replacingOccurrences(of: "\n", with: "\r\n")
            try yaml.write(toFile: path, atomically: true, encoding: .utf8)
            // The tiny scene's gesture block is its last four lines (21 to 24) and "wiat" is the last, indented 2.
            let result = try #require(failure(["check", path]))
            #expect(result.message == "\(path):24:3: error: unknown action 'wiat'; expected one of: wait, drag, hold, "
                    + "release, fling, set")
            #expect(result.exitCode == 1)
        }
    }

    @Test func aGestureFileMayStartWithAByteOrderMark() throws {
        try inFolder { folder, scene in
            let gesture = folder.appendingPathComponent("bom.txt").path
            try "\u{FEFF}wait 0.1s\ndrag down 60 over 0.2s\nrelease\n".write(toFile: gesture, atomically: true, encoding: .utf8)
            try runCommand(["render", scene, "--gesture-file", gesture, "-o",
                            folder.appendingPathComponent("out.gif").path, "--quiet"])
        }
    }

    @Test func aNULInRenderOutputIsCalledThat() throws {
        try inFolder { folder, scene in
            let path = folder.appendingPathComponent("nul.yaml").path
            // The tiny scene is 24 lines; line 26 is `  output: "a\0b.gif"`, its text from column 12.
            try (try String(contentsOfFile: scene, encoding: .utf8) + "\nrender:\n  output: \"a\\0b.gif\"\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
            let result = try #require(failure(["check", path]))
            #expect(result.message == "\(path):26:12: error: render.output contains a NUL character, which no file "
                    + "path can hold")
            #expect(result.exitCode == 1)
        }
    }

    @Test func framesIntoTheRootFolderSayWhy() throws {
        try inFolder { _, scene in
            let result = try #require(failure(["frames", scene, "-o", "/", "--quiet"]))
            #expect(result.message == "stretchgif: error: -o '/' is the root folder; frames go into a folder of their "
                    + "own, like -o frames/")
            #expect(result.exitCode == 64)
        }
    }

    @Test(arguments: [("wOFF", "WOFF"), ("wOF2", "WOFF2")])
    func webFontsAreNamed(signature: String, format: String) throws {
        try inFolder { folder, scene in
            let font = folder.appendingPathComponent("face.\(format.lowercased())").path
            // A real web font's header after the signature does not matter: the signature alone decides.
            try Data(Array(signature.utf8) + [UInt8](repeating: 0, count: 60)).write(to: URL(fileURLWithPath: font))
            let result = try #require(failure(["render", scene, "--font", font, "-o",
                                               folder.appendingPathComponent("out.gif").path, "--quiet"]))
            #expect(result.message == "\(font): error: font '\(font)': \(format) is not supported; convert it to TTF or OTF")
            #expect(result.exitCode == 1)
        }
    }

    @Test func aRotatedWidthIsRefusedInTheWidthGiven() throws {
        try inFolder { folder, scene in
            // The tiny scene's 100 x 160 pt screen: --width 4000 would make the turned frames 6400 px wide; the
            // widest that works is 2560 (4096 x 100 / 160).
            let result = try #require(failure(["render", scene, "--rotate", "--width", "4000", "-o",
                                               folder.appendingPathComponent("out.gif").path, "--quiet"]))
            #expect(result.message == "stretchgif: error: --width expects 16 to 2560 for this 100 x 160 pt screen: "
                    + "with --rotate the turned frames are as wide as these are tall, and a width must be a number of "
                    + "pixels from 16 to 4096 (got 4000)")
            #expect(result.exitCode == 64)
        }
    }

    @Test func flickBoostCannotBeSweptAndTheMessageSaysWhatCan() throws {
        let result = try #require(failure(["sweep", "--flick-boost", "on,off", "--quiet"]))
        #expect(result.message == "stretchgif: error: --flick-boost cannot be swept (got 'on,off'); give it one value "
                + "and sweep one of --rubber-band, --deceleration, --bounce-decay, --spring-stiffness, --spring-damping, "
                + "--spring-mass, --velocity-threshold, --touch-rate, --glide-floor, --flick-speed, --flick-window")
        #expect(result.exitCode == 64)
    }
}

/// Above 50 fps only the GIF merges frames (docs/gif.md#browser-minimum-delay): `trace` and `frames` keep every
/// frame at the rate asked for.
@Suite("frames and trace at the requested rate")
struct RequestedRateTests {
    @Test func traceAt120FPSHasARowEveryFrame() throws {
        var options = RenderOptions()
        options.fps = 120
        let trace = try ScrollTrace(scene: try StretchScene(yaml: tinySceneYAML, sourceName: "tiny", name: "tiny"),
                                    options: options)
        let times = trace.samples.map(\.timeMilliseconds)
        // The tiny gesture lasts more than 0.3 s: rows at 0, 8.333, 16.667, ... ms, every 1/120 s.
        #expect(times.prefix(3).map { ($0 * 1000).rounded() / 1000 } == [0, 8.333, 16.667])
        let duration = trace.timeline.durationMilliseconds
        let frames = Int((duration * 120 / 1000 - 1e-9).rounded(.up))
        #expect(times.count == frames + 1, "\(times.count) rows for \(frames) frames and the end")
    }

    @Test func framesAt120FPSWriteEveryFrameAndTheStillOfTheTimeAsked() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        var options = RenderOptions()
        options.fps = 120
        let animation = try Animation(scene: try StretchScene(contentsOfFile: scene), options: options)
        #expect(animation.schedule.mergedForBrowserLimit)
        let expected = Int((animation.timeline.durationMilliseconds * 120 / 1000 - 1e-9).rounded(.up))
        #expect(animation.requestedRateFrameCount == expected)
        #expect(animation.requestedRateFrameCount > animation.frameCount)
        // 1000 ms is past the tiny gesture's end: the last frame, which at 120 fps shows (count - 1) / 120 s; at
        // 0.3 s it is frame 36 exactly, not a merged neighbour.
        #expect(animation.requestedRateFrameIndex(atSeconds: 1) == expected - 1)
        #expect(animation.requestedRateFrameIndex(atSeconds: 0.3) == 36)
        let out = folder.appendingPathComponent("all").path + "/"
        try runCommand(["frames", scene, "--fps", "120", "-o", out, "--quiet"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).count == expected)
        let still = folder.appendingPathComponent("still.png").path
        try runCommand(["frames", scene, "--fps", "120", "--at", "300ms", "-o", still, "--quiet"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: still)) == Data(try animation.requestedRatePNGBytes(frame: 36)))
    }
}
