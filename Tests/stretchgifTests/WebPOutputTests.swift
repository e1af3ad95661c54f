import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// Animated WebP output, read back by libwebp's own command-line tools (`webpmux -info`, `dwebp`, from Debian's
/// `webp` package), which share no code with our encoder wrapper.
@Suite("WebP output")
struct WebPOutputTests {
    /// What `webpmux -info` says about a file.
    struct MuxInfo {
        var width = 0
        var height = 0
        var loopCount = -1
        var durations: [Int] = []
        var compressions: [String] = []
    }

    static func muxInfo(_ path: String) throws -> MuxInfo {
        let text = try #require(try runTool("webpmux", ["-info", path]), "webpmux is missing (make deps installs webp)")
        var info = MuxInfo()
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "\t" })
            if line.hasPrefix("Canvas size"), words.count >= 5 {
                info.width = Int(words[2]) ?? 0
                info.height = Int(words[4]) ?? 0
            } else if let range = line.range(of: "Loop Count :") {
                info.loopCount = Int(line[range.upperBound...].trimmingCharacters(in: .whitespaces)) ?? -1
            } else if words.count >= 11, words[0].allSatisfy(\.isNumber) {
                // No.: width height alpha x_offset y_offset duration dispose blend image_size compression
                info.durations.append(Int(words[6]) ?? -1)
                info.compressions.append(String(words[10]))
            }
        }
        return info
    }

    @Test func aLosslessWebPHasTheSizeLoopAndScriptedDuration() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("tiny.webp").path
        try runCommand(["render", scene, "-o", output, "--fps", "30", "--loop", "3", "--quiet"])
        let info = try Self.muxInfo(output)
        var options = RenderOptions()
        options.fps = 30
        options.loop = 3
        let animation = try Animation(scene: try StretchScene(contentsOfFile: scene), options: options)
        #expect(info.width == 100 && info.height == 160)
        #expect(info.loopCount == 3)
        // libwebp merges identical frames, never drops time: the durations add up to the script, to the ms.
        #expect(info.durations.reduce(0, +) == Int(animation.timeline.durationMilliseconds.rounded()))
        #expect(info.durations.count >= 2 && info.durations.count <= animation.frameCount)
        #expect(info.compressions.allSatisfy { $0 == "lossless" })
        // The file is the library's bytes.
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: output))) == (try animation.webpBytes()))
        // The summary counts the frames the file stores, as webpmux lists them: fewer than were painted, since the
        // tiny scene's gesture holds still at its end and libwebp merges those frames.
        let summary = try animation.encode([OutputTarget(.memory, format: .webp)])[0].summary
        #expect(summary.frames == info.durations.count && summary.frames < animation.frameCount,
                "summary \(summary.frames), webpmux \(info.durations.count), painted \(animation.frameCount)")

        // The first frame decodes (dwebp) to exactly our first painted frame.
        let first = folder.appendingPathComponent("first.webp").path
        let pam = folder.appendingPathComponent("first.pam").path
        _ = try #require(try runTool("webpmux", ["-get", "frame", "1", output, "-o", first]))
        _ = try #require(try runTool("dwebp", [first, "-pam", "-o", pam]))
        let decoded = [UInt8](try Data(contentsOf: URL(fileURLWithPath: pam)))
        let painted = try animation.frame(0).unpremultipliedRGBA()
        #expect(decoded.count > painted.count)
        #expect(Array(decoded.suffix(painted.count)) == painted)
    }

    @Test func qualityMakesItLossyAndFormatOverridesTheExtension() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("tiny.anim").path
        try runCommand(["render", scene, "-o", output, "--format", "webp", "--quality", "60", "--fps", "10", "--quiet"])
        let info = try Self.muxInfo(output)
        #expect(info.width == 100)
        #expect(info.compressions.contains("lossy"))
        #expect(!info.compressions.contains("lossless"))
    }

    /// One job encodes on one thread; more let libwebp split each frame's work over two (docs/formats.md#webp).
    @Test("the bytes do not depend on the thread count", arguments: [nil, 70])
    func theBytesDoNotDependOnTheThreadCount(quality: Int?) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try StretchScene(contentsOfFile: try writeTinyScene(in: folder))
        var results: [[UInt8]] = []
        for jobs in [1, 2, 4] {
            var options = RenderOptions()
            options.fps = 20
            options.jobs = jobs
            options.quality = quality
            results.append(try Animation(scene: scene, options: options).webpBytes())
        }
        #expect(results[0].count > 100)
        #expect(results[1] == results[0])
        #expect(results[2] == results[0])
    }

    @Test("an unknown extension is refused before any work and leaves no file", arguments: ["demo.xyz", "demo.mov", "demo"])
    func unknownExtensions(name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        do {
            try runCommand(["render", "stretchy", "-o", path, "--quiet"])
            Issue.record("\(name) accepted")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 64)
            #expect(failure.message.hasSuffix("--output '\(path)' names no output format; expected a file ending in "
                                              + ".gif, .webp, .mp4, .webm, or the format named"), "\(failure.message)")
            #expect(!failure.message.contains("\n"))
        }
        #expect(try listing(folder).isEmpty)
    }

    @Test func formatsFollowTheExtension() {
        #expect(OutputFormat(path: "a/b/demo.GIF") == .gif)
        #expect(OutputFormat(path: "demo.webp") == .webp)
        #expect(OutputFormat(path: "demo.mp4") == .mp4)
        #expect(OutputFormat(path: "demo.WebM") == .webm)
        #expect(OutputFormat(path: "demo.mov") == nil)
        #expect(OutputFormat(path: "dir.gif/demo") == nil)
        #expect(OutputFormat(path: ".webp") == nil)
    }
}
