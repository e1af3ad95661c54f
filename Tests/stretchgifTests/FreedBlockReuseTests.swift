import Foundation
import Testing

/// The command serves large blocks from its heap and keeps them when freed (`MallocArenas`, docs/library.md#memory),
/// so a wide render reuses one frame's canvas for the next instead of faulting in fresh pages for each.
@Suite("freed blocks reused", .serialized)
struct FreedBlockReuseTests {
    @Test func aWideRenderFaultsInAboutItsPeakNotEveryFrame() throws {
        // 11 frames painted at 2400 x 5197 (50 MB canvases, above glibc's largest mapping threshold of 32 MiB).
        // Faulting each canvas afresh took 363,840 minor faults at a 184,112 KB peak (7.9 times the peak in pages);
        // reused, 45,022 at 206,484 KB (0.87 times).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-reuse-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let errorFile = folder.appendingPathComponent("err.txt")
        let arguments = ["render", "--width", "1200", "--fps", "2", "--jobs", "1", "--quiet",
                         "-o", folder.appendingPathComponent("wide.gif").path]
        let run = try #require(try HostileInputTests.run(arguments, errorFile: errorFile))
        #expect(run.status == 0, "render exited \(run.status)")
        #expect(run.peakKiB > 100_000, "peak \(run.peakKiB) KiB: the frames were not that wide")
        let faultedKiB = run.minorFaults * 4
        #expect(faultedKiB < 2 * run.peakKiB, "faulted in \(faultedKiB) KiB for a \(run.peakKiB) KiB peak")
    }
}
