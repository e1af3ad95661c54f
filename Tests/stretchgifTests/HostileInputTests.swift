import Foundation
import Testing

/// The committed hostile inputs in `Hostile/` (each named after what it found), run through the built command:
/// every run ends in time with success or one error line, an exit status below 128 (no crash, no signal), and no
/// file left behind at the target.
@Suite("hostile inputs", .serialized)
struct HostileInputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()
    /// The command under test: the release build users run when `STRETCHGIF_HOSTILE_EXECUTABLE` names it (as
    /// `make test` does), else the debug build next to the tests.
    static let executable: URL = ProcessInfo.processInfo.environment["STRETCHGIF_HOSTILE_EXECUTABLE"]
        .map { URL(fileURLWithPath: $0) } ?? Bundle.main.bundleURL.appendingPathComponent("stretchgif")
    /// Longest a run may take before it counts as hung: 60 s for the release build (the slowest file takes about 1 s
    /// on one core, the 8400 x 8400 images of ResourceBudgetTests a few seconds; the suites run side by side on 2
    /// cores, so a run can wait for a core many times that), and 150 s for an unoptimized debug build, whose solver
    /// is about 30 times slower. A guard against hangs, not a speed limit.
    static let timeoutSeconds = ProcessInfo.processInfo.environment["STRETCHGIF_HOSTILE_EXECUTABLE"] == nil ? 150.0 : 60.0
    /// The most memory any run may use: the README's ceiling for any input within the limits (2 GiB).
    static let memoryCeilingKiB = 2 * 1024 * 1024

    struct Outcome {
        let status: Int32
        let exited: Bool
        let errorLines: [Substring]
        /// The run's own peak resident memory (its VmHWM, sampled every 5 ms until it exits), in KiB.
        let peakKiB: Int
        /// The run's minor page faults (wait4's `ru_minflt`).
        let minorFaults: Int
    }

    /// Runs the command with `arguments` (standard error into `errorFile`, standard output discarded) through
    /// posix_spawn, interrupting it after the timeout, sampling the child's own peak memory from /proc while it
    /// runs (RUSAGE_CHILDREN is the maximum over every child the test process ever waited for, and even wait4's
    /// per-child figure includes the test process's memory, see `highWaterKiB`). Nil when it did not finish in time.
    static func run(_ arguments: [String], errorFile: URL) throws -> Outcome? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        guard spawned == 0 else {
            struct SpawnFailed: Error { let code: Int32 }
            throw SpawnFailed(code: spawned)
        }
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        var finished = false
        var peak = 0
        while Date() < deadline {
            peak = max(peak, highWaterKiB(of: pid))
            if wait4(pid, &status, WNOHANG, &usage) == pid {
                finished = true
                break
            }
            usleep(5_000)
        }
        if !finished {
            kill(pid, SIGINT)
            _ = wait4(pid, &status, 0, &usage)
            return nil
        }
        let text = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        // WIFEXITED / WEXITSTATUS, spelled out (the C macros are not imported).
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), exited: exited,
                       errorLines: text.split(separator: "\n"), peakKiB: peak, minorFaults: usage.ru_minflt)
    }

    /// The child's own peak resident memory so far: VmHWM of /proc/PID/status (0 once it has exited). wait4's
    /// ru_maxrss cannot serve: Linux folds the RSS of the image an exec replaces into it, and a spawned child starts
    /// in the test process's memory, so it reported the test process's size (seen: 694-916 MiB for a run that
    /// refused its input at once).
    static func highWaterKiB(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
            ?? 0
    }

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 23)
    }

    @Test(arguments: files)
    func everyCommandEndsCleanly(file: String) throws {
        let scene = Self.folder.appendingPathComponent(file).path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-hostile-\(getpid())")
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-hostile-\(getpid()).err")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let target = output.appendingPathComponent("out.gif").path
        let commands: [[String]] = [
            ["check", scene],
            ["layout", scene],
            ["trace", scene],
            ["render", scene, "--fps", "5", "--jobs", "2", "--quiet", "-o", target],
        ]
        for arguments in commands {
            guard let outcome = try Self.run(arguments, errorFile: errorFile) else {
                Issue.record("\(file): \(arguments[0]) did not finish in \(Self.timeoutSeconds) s")
                continue
            }
            #expect(outcome.exited, "\(file): \(arguments[0]) was killed by a signal (\(outcome.status))")
            // A real measurement (the binary alone is over 1 MiB) under the ceiling.
            #expect(outcome.peakKiB > 1024 && outcome.peakKiB < Self.memoryCeilingKiB,
                    "\(file): \(arguments[0]) used \(outcome.peakKiB) KiB")
            #expect(outcome.status < 128, "\(file): \(arguments[0]) exited \(outcome.status)")
            if outcome.status != 0 {
                #expect(outcome.errorLines.count == 1,
                        "\(file): \(arguments[0]) printed \(outcome.errorLines.count) lines: \(outcome.errorLines.prefix(3))")
                #expect(!FileManager.default.fileExists(atPath: target), "\(file): a failed render left \(target)")
                // The error names the file it is about (the scene, or the picture it loads) and where.
                #expect(outcome.errorLines.first?.contains("Hostile/") ?? false,
                        "\(file): \(arguments[0]) error does not name the file: \(outcome.errorLines.first ?? "")")
            }
            let left = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0 != "out.gif" }
            #expect(left.isEmpty, "\(file): \(arguments[0]) left \(left)")
            try? FileManager.default.removeItem(atPath: target)
        }
    }
}
