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

    @Test func aTightBudgetIsMetByTheWeakestLevelThatFits() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = try Self.tiny(in: folder)
        let budget = tiny.bytes * 7 / 10
        var reported: [SizeBudget.Attempt] = []
        let fit = try SizeBudget.fit(scene: tiny.scene, options: tiny.options, format: .gif, maxBytes: budget) {
            reported.append($0)
        }
        #expect(fit.bytes.count <= budget)
        #expect(fit.summary.byteCount == fit.bytes.count)
        #expect(!fit.changes.isEmpty)
        #expect(reported == fit.attempts)
        // The starting settings came first and did not fit.
        #expect(fit.attempts.first?.changes == [] && fit.attempts.first?.fits == false)
        #expect(fit.attempts.first?.byteCount == tiny.bytes)
        // The chosen file is what those settings give, and the search never stopped at a file that was too big.
        let chosen = try Animation(scene: tiny.scene, options: fit.options)
        #expect(try chosen.gifBytes() == fit.bytes)
        #expect(fit.renderedFrames == chosen.frameCount)
        #expect(fit.attempts.filter(\.fits).allSatisfy { $0.byteCount <= budget })
        #expect(fit.attempts.filter { !$0.fits }.allSatisfy { $0.byteCount > budget })
        // The chosen settings are among the attempts, with the size of the file returned.
        let chosenSize = fit.attempts.last(where: { $0.options == fit.options })?.byteCount
        #expect(chosenSize == fit.bytes.count)
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
