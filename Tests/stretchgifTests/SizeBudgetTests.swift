import Foundation
import TestTools
import Testing
@testable import stretchgif
@testable import StretchGIFKit

/// `--max-size`: sizes as users write them, and the search for settings whose file fits.
@Suite("Size budget")
struct SizeBudgetTests {
    @Test(arguments: [
        ("2MB", 2_000_000), ("800kB", 800_000), ("800k", 800_000), ("1.5MiB", 1_572_864), ("500000", 500_000),
        ("2 mb", 2_000_000), ("0.5GB", 500_000_000), ("64KiB", 65_536), (" 3MB ", 3_000_000),
    ])
    func sizesAsPeopleWriteThem(text: String, bytes: Int) {
        #expect(ByteSize(parsing: text)?.bytes == bytes)
    }

    @Test(arguments: ["", "MB", "-1MB", "2XB", "1e6", "two MB", "1..5MB", "0"])
    func notSizes(text: String) {
        #expect(ByteSize(parsing: text) == nil)
    }

    @Test func sizesPrintTheWayTheyAreWritten() {
        #expect(ByteSize(bytes: 2_000_000).description == "2 MB")
        #expect(ByteSize(bytes: 812_500).description == "812.5 kB")
        #expect(ByteSize(bytes: 512).description == "512 bytes")
    }

    /// The tiny scene's GIF at 20 fps, and its size with the starting settings.
    static func tiny(in folder: URL) throws -> (scene: StretchScene, options: RenderOptions, bytes: Int) {
        let scene = try StretchScene(contentsOfFile: try writeTinyScene(in: folder))
        var options = RenderOptions()
        options.fps = 20
        options.jobs = 2
        return (scene, options, try Animation(scene: scene, options: options).gifBytes().count)
    }

    /// The tiny scene's file in `format` with the starting settings, in bytes.
    static func startBytes(_ tiny: (scene: StretchScene, options: RenderOptions, bytes: Int), format: OutputFormat)
        throws -> Int
    {
        try Animation(scene: tiny.scene, options: tiny.options).encode([OutputTarget(.memory, format: format)])[0]
            .bytes?.count ?? 0
    }

    @Test(arguments: [OutputFormat.gif, .webp, .mp4, .webm])
    func aTightBudgetTakesTheHighestQualityThatFits(format: OutputFormat) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = try Self.tiny(in: folder)
        let startBytes = try Self.startBytes(tiny, format: format)
        let budget = startBytes * 6 / 10
        var reported: [SizeBudget.Attempt] = []
        let fit = try SizeBudget.fit(scene: tiny.scene, options: tiny.options, format: format, maxBytes: budget) {
            reported.append($0)
        }
        #expect(fit.bytes.count <= budget)
        #expect(fit.summary.byteCount == fit.bytes.count)
        #expect(!fit.changes.isEmpty)
        #expect(reported == fit.attempts)
        // The starting settings came first and did not fit.
        #expect(fit.attempts.first?.changes == [] && fit.attempts.first?.fits == false)
        #expect(fit.attempts.first?.byteCount == startBytes)
        // The chosen file is what those settings give.
        let chosen = try Animation(scene: tiny.scene, options: fit.options)
        #expect(try chosen.encode([OutputTarget(.memory, format: format)])[0].bytes == fit.bytes)
        #expect(fit.renderedFrames == (format.isVideo ? chosen.videoSchedule.frameCount : chosen.frameCount))
        #expect(fit.attempts.filter(\.fits).allSatisfy { $0.byteCount <= budget })
        #expect(fit.attempts.filter { !$0.fits }.allSatisfy { $0.byteCount > budget })
        // Every attempt was measured, no setting twice, and the chosen one is the first of the highest score among
        // those that fit.
        let measured = fit.attempts.map(\.quality)
        #expect(measured.allSatisfy { [$0.ssim, $0.timing, $0.score].allSatisfy { $0 > 0 && $0 <= 1 } })
        // The starting rate loses nothing to timing; a lower rate does, on a scene that moves.
        for attempt in fit.attempts {
            let timing = attempt.quality.timing
            #expect(attempt.options.fps == tiny.options.fps ? timing == 1 : timing < 1, "\(attempt)")
        }
        #expect(Set(fit.attempts.map(\.changes.description)).count == fit.attempts.count)
        let fitting = fit.attempts.filter(\.fits)
        let highest = fitting.map(\.quality.score).max()
        let first = fitting.first { $0.quality.score == highest }
        #expect(first?.options == fit.options && first?.byteCount == fit.bytes.count && fit.quality.score == highest)
        #expect(fit.attempts.count <= SizeBudget.maximumAttempts)
    }

    /// The search reads an MP4 or WebM back the way FFmpeg's own command does: at each instant, the last frame
    /// presented at or before it (the first before the video starts), cropped from the padded odd width. ffprobe
    /// lists the frames' times and ffmpeg decodes them to RGB; the luma of each instant agrees within a level on
    /// average (the two convert 4:2:0 to RGB with different chroma filters).
    @Test(arguments: [OutputFormat.mp4, .webm])
    func theSearchReadsVideosBackAsFFmpegDoes(format: OutputFormat) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var tiny = try Self.tiny(in: folder)
        tiny.options.width = 99  // an odd width, stored one pixel wider
        let animation = try Animation(scene: tiny.scene, options: tiny.options)
        let bytes = try #require(try animation.encode([OutputTarget(.memory, format: format)])[0].bytes)
        let file = folder.appendingPathComponent("video.\(format.rawValue)")
        try Data(bytes).write(to: file)
        let instants = [0.0, 0.26, 0.61, 1.05, 99.0]
        let width = animation.pixelWidth, height = animation.pixelHeight
        var planes: [StructuralSimilarity.Plane] = []
        try SizeBudget.QualityReference.decode(bytes, format: format, width: width, height: height,
                                               atSeconds: instants, measuredAt: (width, height)) { run, plane in
            #expect(run.lowerBound == planes.count && !run.isEmpty)
            planes += Array(repeating: plane, count: run.count)
        }
        #expect(width == 99)
        #expect(planes.count == instants.count && planes.allSatisfy { $0.width == width && $0.height == height })
        for (k, plane) in planes.enumerated() {
            try Data(plane.values.map { UInt8(max(0, min(255, $0.rounded()))) })
                .write(to: folder.appendingPathComponent("ours-\(k).raw"))
        }
        let script = """
            import subprocess, sys
            import numpy as np
            path, folder, width, height = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
            instants = [float(t) for t in sys.argv[5:]]
            times = [float(t.strip(',')) for t in subprocess.run(
                ['ffprobe', '-v', 'error', '-select_streams', 'v:0', '-show_entries', 'frame=best_effort_timestamp_time',
                 '-of', 'csv=p=0', path], capture_output=True, text=True, check=True).stdout.split()]
            raw = subprocess.run(['ffmpeg', '-v', 'error', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
                                 capture_output=True, check=True).stdout
            stored = (height + height % 2, width + width % 2)
            frames = np.frombuffer(raw, dtype=np.uint8).reshape(len(times), stored[0], stored[1], 3)
            frames = frames[:, :height, :width, :].astype(np.float64)
            worst = 0.0
            for k, t in enumerate(instants):
                index = max([i for i, start in enumerate(times) if start <= t] or [0])
                f = frames[index]
                luma = 0.299 * f[..., 0] + 0.587 * f[..., 1] + 0.114 * f[..., 2]
                ours = np.fromfile(folder + '/ours-%d.raw' % k, dtype=np.uint8).reshape(height, width).astype(np.float64)
                worst = max(worst, float(np.abs(luma - ours).mean()))
            print('%d %.4f' % (len(times), worst))
            """
        guard let measured = try runPython(script, [file.path, folder.path, "\(width)", "\(height)"] + instants.map { "\($0)" }) else { return }
        let words = measured.split(whereSeparator: \.isWhitespace)
        #expect(words.count == 2 && Int(words[0]) == animation.videoSchedule.frameCount, "\(measured)")
        #expect(words.count == 2 && (Double(words[1]) ?? 99) < 1, "\(measured)")
    }

    @Test func theLibraryNamesSettingsAndTheCommandPrintsFlags() {
        let changes = [SizeBudget.Change(stage: .lossy, value: "80"), SizeBudget.Change(stage: .fps, value: "12.5")]
        #expect(SizeBudget.describe(changes) == "lossy 80, fps 12.5")
        #expect(Render.flagText(changes) == "--lossy 80 --fps 12.5")
        #expect(Render.flagText([]) == "the starting settings" && SizeBudget.describe([]) == "the starting settings")
    }

    @Test func aBudgetTheStartMeetsChangesNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = try Self.tiny(in: folder)
        let fit = try SizeBudget.fit(scene: tiny.scene, options: tiny.options, format: .gif, maxBytes: tiny.bytes)
        #expect(fit.changes == [])
        #expect(fit.attempts.count == 1)
        #expect(fit.quality.ssim > 0.9 && fit.quality.ssim <= 1, "\(fit.quality)")
        #expect(fit.quality.timing == 1 && fit.quality.score == fit.quality.ssim, "\(fit.quality)")
        #expect(fit.options == tiny.options)
    }

    @Test(arguments: [OutputFormat.gif, .mp4])
    func anImpossibleBudgetSaysWhatTheSmallestSettingsGave(format: OutputFormat) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = try Self.tiny(in: folder)
        do {
            _ = try SizeBudget.fit(scene: tiny.scene, options: tiny.options, format: format, maxBytes: 100)
            Issue.record("a 100-byte budget was met")
        } catch {
            guard case .invalidParameter(let name, let message) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(name == "max-size")
            #expect(message.hasPrefix("100 bytes cannot be met: even "), "\(message)")
            #expect(message.contains("width 25 give") && !message.contains("--"), "\(message)")  // the last width tried, 0.25 of 100 px; no flags in the library
        }
    }

    @Test func theCommandWritesTheFittingFileAndRefusesBadSizes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = try Self.tiny(in: folder)
        let scene = folder.appendingPathComponent("tiny.yaml").path
        let output = folder.appendingPathComponent("fit.gif").path
        let budget = tiny.bytes * 7 / 10
        try runCommand(["render", scene, "-o", output, "--fps", "20", "--max-size", "\(budget)", "--quiet"])
        let written = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(written.count <= budget && written.count > 0)
        do {
            try runCommand(["render", scene, "-o", output, "--max-size", "lots"])
            Issue.record("--max-size lots accepted")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 64)
            #expect(failure.message.contains("--max-size expects a size from 1 kB to 100 GB"), "\(failure.message)")
        }
    }

    @Test func theCommandPrintsEachQualityAndKeepsTheHighestThatFits() throws {
        let binary = Bundle.main.bundleURL.appendingPathComponent("stretchgif")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            Issue.record("no stretchgif binary at \(binary.path)")
            return
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = try Self.tiny(in: folder)
        let output = folder.appendingPathComponent("fit.gif").path
        let budget = tiny.bytes * 6 / 10
        let run = try runProgram(binary, ["render", folder.appendingPathComponent("tiny.yaml").path, "-o", output,
                                          "--fps", "20", "--jobs", "2", "--max-size", "\(budget)"])
        let printed = run.output, listed = run.errors
        #expect(run.status == 0, "\(listed)")
        // The file on disk fits.
        let written = try Data(contentsOf: URL(fileURLWithPath: output)).count
        #expect(written > 0 && written <= budget, "\(written) bytes for a budget of \(budget)")
        // Attempt lines: `max-size: gif with FLAGS: SIZE, quality 0.1234 (ssim 0.1234, timing 0.1234)[, too big]`.
        var attempts: [(flags: String, quality: String, ssim: String, timing: String, fits: Bool)] = []
        for line in listed.split(separator: "\n") where line.hasPrefix("max-size: gif with ") {
            let body = line.dropFirst("max-size: gif with ".count)
            guard let colon = body.range(of: ": ", options: .backwards),
                  let quality = body.range(of: ", quality "), let ssim = body.range(of: " (ssim "),
                  let timing = body.range(of: ", timing ")
            else {
                Issue.record("unexpected line \(line)")
                continue
            }
            attempts.append((String(body[..<colon.lowerBound]), String(body[quality.upperBound...].prefix(6)),
                             String(body[ssim.upperBound...].prefix(6)), String(body[timing.upperBound...].prefix(6)),
                             !line.hasSuffix(", too big")))
        }
        // The summary names a fitting attempt of the highest printed quality (printed to 4 places, so two may tie).
        let best = attempts.filter(\.fits).max { Double($0.quality)! < Double($1.quality)! }
        let tied = attempts.filter { $0.fits && $0.quality == best?.quality }
        let chosen = tied.first {
            printed.contains("; fits \(ByteSize(bytes: budget)) with \($0.flags), quality \($0.quality) (ssim "
                + "\($0.ssim), timing \($0.timing)) (\(attempts.count) tries)")
        }
        #expect(attempts.count > 2 && attempts.first?.fits == false, "\(listed)")
        #expect(chosen != nil, "\(printed)\n\(listed)")
        guard let chosen else { return }
        // numpy and Pillow measure the written GIF the way docs/formats.md#size-budget says. ssim: the frames on
        // screen at the middles of 12 equal slices, upsampled to the reference size, against the frames painted at
        // the chosen frame rate. timing: at the middles of as many slices as the starting rate has frames, the
        // picture the chosen rate shows against the starting rate's, both painted 96 px wide. The score weighs them.
        let words = chosen.flags.split(separator: " ")
        let chosenFPS = words.firstIndex(of: "--fps").flatMap { Double(words[$0 + 1]) } ?? tiny.options.fps
        func animation(fps: Double, width: Int?) throws -> Animation {
            var options = tiny.options
            options.fps = fps
            options.width = width
            return try Animation(scene: tiny.scene, options: options)
        }
        let start = try animation(fps: tiny.options.fps, width: nil)
        let painted = try animation(fps: chosenFPS, width: nil)
        let startSmall = try animation(fps: tiny.options.fps, width: 96)
        let chosenSmall = try animation(fps: chosenFPS, width: 96)
        let seconds = Double(start.schedule.totalCentiseconds) / 100
        var instants: [String] = []
        for k in 0..<12 {
            let instant = seconds * (Double(k) + 0.5) / 12
            instants.append("\(instant * 1000)")
            try Data(try painted.pngBytes(atSeconds: instant)).write(to: folder.appendingPathComponent("rate-\(k).png"))
        }
        let timingCount = min(start.frameCount, 240)
        for k in 0..<timingCount {
            let instant = seconds * (Double(k) + 0.5) / Double(timingCount)
            try Data(try startSmall.pngBytes(atSeconds: instant))
                .write(to: folder.appendingPathComponent("small-start-\(k).png"))
            try Data(try chosenSmall.pngBytes(atSeconds: instant))
                .write(to: folder.appendingPathComponent("small-rate-\(k).png"))
        }
        let script = pythonSSIM + """
            import sys
            from PIL import ImageSequence
            folder, timing_count = sys.argv[2], int(sys.argv[3])
            gif = Image.open(sys.argv[1])
            frames, ends, end = [], [], 0
            for frame in ImageSequence.Iterator(gif):
                end += frame.info['duration']
                frames.append(luma(frame)); ends.append(end)
            sharp = 0.0
            for k, instant in enumerate(float(t) for t in sys.argv[4:]):
                shown = next((f for f, e in zip(frames, ends) if instant < e), frames[-1])
                rate = luma(Image.open(folder + '/rate-%d.png' % k))
                sharp += ssim(resize(shown, rate.shape[1], rate.shape[0]), rate)
            sharp /= 12
            timing = sum(ssim(luma(Image.open(folder + '/small-rate-%d.png' % k)),
                              luma(Image.open(folder + '/small-start-%d.png' % k)))
                         for k in range(timing_count)) / timing_count
            print('%.6f %.6f %.6f' % (sharp * (1 - 0.4 * (1 - timing)), sharp, timing))
            """
        guard let measured = try runPython(script, [output, folder.path, "\(timingCount)"] + instants) else { return }
        let independent = measured.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        let printedValues = [chosen.quality, chosen.ssim, chosen.timing].compactMap { Double($0) }
        #expect(independent.count == 3 && printedValues.count == 3, "\(measured)")
        for (numpy, printed) in zip(independent, printedValues) {
            #expect(abs(numpy - printed) <= 0.00006, "numpy \(independent), printed \(printedValues)")
        }
    }

    @Test func anUnmeetableBudgetExitsOneAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("fit.gif").path
        do {
            try runCommand(["render", scene, "-o", output, "--fps", "10", "--max-size", "1kB", "--quiet",
                            "--gesture", "drag down 300 over 6s ease-in-out; release; wait until rest"])
            Issue.record("a 1 kB budget was met")
        } catch let failure as CommandFailure {
            // docs/formats.md#size-budget: a budget no settings meet fails with exit 1 (64 is for malformed flags).
            #expect(failure.exitCode == 1)
            #expect(failure.message.hasPrefix("stretchgif: error: --max-size 1 kB cannot be met: even "),
                    "\(failure.message)")
        }
        #expect(try listing(folder) == ["tiny.yaml"])
    }
}
