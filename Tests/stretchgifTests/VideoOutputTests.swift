import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// MP4 and WebM output, read back by FFmpeg's command-line tools (`ffprobe`, `ffmpeg`, from Debian's `ffmpeg`
/// package), which decode the files independently of our encoder wrapper.
@Suite("Video output")
struct VideoOutputTests {
    /// What `ffprobe` says about a file's first video stream, after decoding every frame.
    struct Probe {
        var codec = ""
        var width = 0
        var height = 0
        var pixelFormat = ""
        var colorSpace = ""
        var frameRate = ""
        var decodedFrames = -1
        var formatDuration = ""
    }

    static func probe(_ path: String) throws -> Probe {
        let text = try #require(try runTool("ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,pix_fmt,color_space,r_frame_rate,nb_read_frames"
                + ":format=duration",
            "-of", "default=noprint_wrappers=1", path,
        ]), "ffprobe is missing or failed (make deps installs ffmpeg)")
        var probe = Probe()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "codec_name": probe.codec = parts[1]
            case "width": probe.width = Int(parts[1]) ?? 0
            case "height": probe.height = Int(parts[1]) ?? 0
            case "pix_fmt": probe.pixelFormat = parts[1]
            case "color_space": probe.colorSpace = parts[1]
            case "r_frame_rate": probe.frameRate = parts[1]
            case "nb_read_frames": probe.decodedFrames = Int(parts[1]) ?? -1
            case "duration": probe.formatDuration = parts[1]
            default: break
            }
        }
        return probe
    }

    /// Frame `index` of a video decoded by ffmpeg to straight RGB24 (converted with the stream's own colour tags).
    static func decodedFrame(_ path: String, index: Int, in folder: URL) throws -> [UInt8] {
        let raw = folder.appendingPathComponent("frame-\(index).rgb").path
        _ = try #require(try runTool("ffmpeg", [
            "-v", "error", "-y", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
            "-f", "rawvideo", "-pix_fmt", "rgb24", raw,
        ]), "ffmpeg could not decode frame \(index) of \(path)")
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
    }

    /// The animation the command renders for `scene` with `fps` and `width`.
    static func animation(scene: String, fps: Double, width: Int? = nil) throws -> Animation {
        var options = RenderOptions()
        options.fps = fps
        options.width = width
        return try Animation(scene: try StretchScene(contentsOfFile: scene), options: options)
    }

    @Test func anOddWidthMP4PlaysEvenSizedWithTheScriptedDurationAndNoBorder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("tiny.mp4").path
        try runCommand(["render", scene, "-o", output, "--width", "99", "--fps", "30", "--quiet"])
        let animation = try Self.animation(scene: scene, fps: 30, width: 99)
        #expect(animation.pixelWidth == 99)
        let probe = try Self.probe(output)
        #expect(probe.codec == "h264")
        #expect(probe.pixelFormat == "yuv420p")
        #expect(probe.colorSpace == "smpte170m")
        #expect(probe.width == 100 && probe.height == animation.pixelHeight + animation.pixelHeight % 2)
        #expect(probe.frameRate == "30/1")
        #expect(probe.decodedFrames == animation.videoSchedule.frameCount)
        let scripted = Int(animation.timeline.durationMilliseconds.rounded())
        #expect(probe.formatDuration == String(format: "%.6f", Double(scripted) / 1000))

        // The decoded picture is ours (within 4:2:0 and H.264's loss) and its added column repeats the last one.
        let last = animation.videoSchedule.frameCount - 1
        let decoded = try Self.decodedFrame(output, index: last, in: folder)
        #expect(decoded.count == probe.width * probe.height * 3)
        let painted = Animation.rgb24(try animation.frames(animation.frameCount - 1..<animation.frameCount)[0])
        var error = 0, count = 0, borderStep = 0, innerStep = 0
        for y in 0..<animation.pixelHeight {
            for x in 0..<animation.pixelWidth {
                for c in 0..<3 {
                    error += abs(Int(decoded[(y * probe.width + x) * 3 + c]) - Int(painted[(y * 99 + x) * 3 + c]))
                    count += 1
                }
            }
            for c in 0..<3 {
                borderStep += abs(Int(decoded[(y * probe.width + 99) * 3 + c]) - Int(decoded[(y * probe.width + 98) * 3 + c]))
                innerStep += abs(Int(decoded[(y * probe.width + 98) * 3 + c]) - Int(decoded[(y * probe.width + 97) * 3 + c]))
            }
        }
        #expect(Double(error) / Double(count) < 4, "mean error \(Double(error) / Double(count))")
        // A border would differ from the column beside it far more than neighbouring picture columns do.
        #expect(borderStep <= innerStep + 3 * animation.pixelHeight, "border \(borderStep), inner \(innerStep)")
    }

    @Test func sixtyFramesPerSecondStayInAVideo() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("tiny.mp4").path
        try runCommand(["render", scene, "-o", output, "--fps", "60", "--quiet"])
        let animation = try Self.animation(scene: scene, fps: 60)
        let seconds = animation.timeline.durationMilliseconds / 1000
        let probe = try Self.probe(output)
        #expect(probe.frameRate == "60/1")
        #expect(probe.decodedFrames == Int((seconds * 60).rounded(.up)))
        // The GIF of the same flags merges frames to stay at browsers' 2 cs minimum; the video does not.
        #expect(animation.frameCount < probe.decodedFrames)
    }

    @Test func aWebMIsVP9WithTheScriptedDuration() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("tiny.webm").path
        try runCommand(["render", scene, "-o", output, "--fps", "25", "--quiet"])
        let animation = try Self.animation(scene: scene, fps: 25)
        let probe = try Self.probe(output)
        #expect(probe.codec == "vp9")
        #expect(probe.width == 100 && probe.height == 160)
        #expect(probe.decodedFrames == animation.videoSchedule.frameCount)
        let scripted = Int(animation.timeline.durationMilliseconds.rounded())
        #expect(probe.formatDuration == String(format: "%.6f", Double(scripted) / 1000))
    }

    @Test func anMP4HasItsIndexBeforeItsData() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = try Self.animation(scene: try writeTinyScene(in: folder), fps: 20).bytes(format: .mp4)
        let text = String(decoding: bytes.map { $0 < 128 ? $0 : 0 }, as: UTF8.self)
        #expect(Array(bytes[4..<8]) == Array("ftyp".utf8))
        let moov = try #require(text.range(of: "moov"))
        let mdat = try #require(text.range(of: "mdat"))
        // +faststart: a browser can start playing before the whole file arrived.
        #expect(moov.lowerBound < mdat.lowerBound)
        #expect(try listing(folder) == ["tiny.yaml"])
    }

    @Test(arguments: [OutputFormat.mp4, .webm])
    func theBytesDoNotDependOnTheThreadCount(format: OutputFormat) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try StretchScene(contentsOfFile: try writeTinyScene(in: folder))
        var results: [[UInt8]] = []
        for jobs in [1, 3, 1] {
            var options = RenderOptions()
            options.fps = 20
            options.jobs = jobs
            results.append(try Animation(scene: scene, options: options).bytes(format: format))
        }
        #expect(results[0].count > 1000)
        #expect(results[0] == results[1])
        #expect(results[0] == results[2])
    }

    /// The bytes do not depend on what the heap held before (docs/formats.md#deterministic-video), and the library
    /// changes no malloc setting to make it so: between encodes, heap blocks of every size the encoders allocate are
    /// filled with another byte and freed, so the next allocations of those sizes start with that byte.
    @Test(arguments: [OutputFormat.mp4, .webm])
    func theBytesDoNotDependOnWhatTheHeapHeldBefore(format: OutputFormat) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = RenderOptions()
        options.fps = 20
        options.jobs = 1
        let animation = try Animation(scene: try StretchScene(contentsOfFile: try writeTinyScene(in: folder)),
                                      options: options)
        let clean = try animation.bytes(format: format)
        #expect(clean.count > 1000)
        for byte: UInt8 in [0xFF, 0x5A, 0x01] {
            Self.leaveInTheHeap(byte)
            #expect(try animation.bytes(format: format) == clean, "heap left filled with \(byte)")
        }
    }

    /// Allocates blocks from 16 bytes to 4 MiB, four of each size, fills them with `byte` and frees them; twice, as
    /// glibc maps a large block on its own the first time and, after it is freed, serves that size from the heap.
    static func leaveInTheHeap(_ byte: UInt8) {
        for _ in 0..<2 {
            var blocks: [UnsafeMutableRawPointer] = []
            var size = 16
            while size <= 4 << 20 {
                for _ in 0..<4 {
                    guard let block = malloc(size) else { continue }
                    memset(block, Int32(byte), size)
                    blocks.append(block)
                }
                size = size * 3 / 2 + 16
            }
            for block in blocks { free(block) }
        }
    }

    @Test func severalOutputsComeFromOnePaintingPass() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let paths = ["a.gif", "a.mp4", "a.webp", "a.webm"].map { folder.appendingPathComponent($0).path }
        try runCommand(["render", scene] + paths.flatMap { ["-o", $0] } + ["--fps", "20", "--quiet"])
        let animation = try Self.animation(scene: scene, fps: 20)
        // Each file holds what its format alone gives.
        for (path, format) in zip(paths, [OutputFormat.gif, .mp4, .webp, .webm]) {
            #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == (try animation.bytes(format: format)),
                    "\(format)")
        }
        // One pass over the video's frames feeds every encoder; only the GIF's own second pass paints again.
        var lastProgress: RenderProgress?
        let targets = [OutputFormat.gif, .mp4, .webp].map { OutputTarget(.memory, format: $0) }
        let results = try animation.encode(targets) { lastProgress = $0 }
        #expect(lastProgress?.total == animation.videoSchedule.frameCount + animation.frameCount)
        #expect(lastProgress?.done == lastProgress?.total)
        #expect(results.map(\.summary.format) == [.gif, .mp4, .webp])
        #expect(results.allSatisfy { ($0.bytes?.count ?? 0) == $0.summary.byteCount && $0.summary.byteCount > 0 })
        #expect(try listing(folder).sorted() == ["a.gif", "a.mp4", "a.webm", "a.webp", "tiny.yaml"])
    }

    @Test("several -o are checked as flags", arguments: [
        (["-o", "x.gif", "-o", "x.gif"], "x.gif' is given twice"),
        (["-o", "x.gif", "-o", "y.mp4", "--format", "webm"], "--format names the format of a single output"),
        (["-o", "-", "-o", "-"], "-o - (standard output) may be given once"),
        (["-o", "x.gif", "-o", "y.mkv"], "names no output format"),
    ])
    func badOutputLists(arguments: [String], message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let located = arguments.map { $0.contains(".") ? folder.appendingPathComponent($0).path : $0 }
        do {
            try runCommand(["render", "stretchy", "--quiet"] + located)
            Issue.record("accepted \(arguments)")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 64)
            #expect(failure.message.contains(message), "\(failure.message)")
        }
        #expect(try listing(folder).isEmpty)
    }
}
