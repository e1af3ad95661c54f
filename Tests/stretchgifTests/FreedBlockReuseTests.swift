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
        let run = try #require(try Self.run(arguments, errorFile: errorFile))
        #expect(run.status == 0, "render exited \(run.status)")
        #expect(run.peakKiB > 100_000, "peak \(run.peakKiB) KiB: the frames were not that wide")
        let faultedKiB = run.minorFaults * 4
        #expect(faultedKiB < 2 * run.peakKiB, "faulted in \(faultedKiB) KiB for a \(run.peakKiB) KiB peak")
    }

    /// Runs the command (`HostileInputTests.executable`) to its end; its exit status, its own peak resident memory
    /// (VmHWM, sampled while it runs) and its minor page faults (wait4). Nil when it does not end in time.
    static func run(_ arguments: [String], errorFile: URL) throws -> (status: Int32, peakKiB: Int, minorFaults: Int)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let executable = HostileInputTests.executable.path
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        var peak = 0
        let deadline = Date().addingTimeInterval(HostileInputTests.timeoutSeconds)
        while Date() < deadline {
            peak = max(peak, HostileInputTests.highWaterKiB(of: pid))
            if wait4(pid, &status, WNOHANG, &usage) == pid {
                // WIFEXITED / WEXITSTATUS, spelled out (the C macros are not imported).
                let exited = status & 0x7F == 0
                return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), peak, usage.ru_minflt)
            }
            usleep(5_000)
        }
        kill(pid, SIGINT)
        _ = wait4(pid, &status, 0, &usage)
        return nil
    }
}
