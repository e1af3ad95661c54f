import Foundation
import TestTools
import Testing
@testable import stretchgif
@testable import StretchGIFKit

/// Outputs go only to regular files, through links, keeping permissions; interrupted renders leave nothing.
@Suite("output safety: special files, links, modes, interruption")
struct OutputSafetyTests {
    @Test("a device or FIFO target is refused with one line and left as it was")
    func specialTargetsAreRefused() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.gif").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for (target, kind) in [("/dev/null", "a character device"), (fifo, "a FIFO")] {
            do {
                try runCommand(["render", "short-content", "--fps", "5", "--format", "gif", "-o", target, "--quiet"])
                Issue.record("\(target) accepted")
            } catch let failure as CommandFailure {
                #expect(failure.exitCode == 1)
                #expect(failure.message.contains("it is \(kind), not a regular file"), "\(failure.message)")
            }
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        #expect(try listing(folder) == ["pipe.gif"])
    }

    @Test("a symbolic link is written through (the link stays) and a replaced file keeps its mode")
    func linksAndModes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.gif").path
        let link = folder.appendingPathComponent("link.gif").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        #expect(chmod(real, 0o600) == 0)
        #expect(symlink(real, link) == 0)
        try writeFileAtomically(Array("new".utf8), toFile: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        var info = stat()
        #expect(stat(real, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try listing(folder) == ["link.gif", "real.gif"])
    }

    @Test("a temporary file left by a dead process is removed by the next write; a live one is kept")
    func staleTemporaries() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // pid_max on Linux is at most 2^22, so this process cannot exist; pid 1 always does.
        let dead = folder.appendingPathComponent(".out.gif.4999999.tmp").path
        let deadSecond = folder.appendingPathComponent(".out.gif.4999999.2.tmp").path
        let live = folder.appendingPathComponent(".out.gif.1.tmp").path
        let other = folder.appendingPathComponent(".other.gif.4999999.tmp").path
        for path in [dead, deadSecond, live, other] { try Data().write(to: URL(fileURLWithPath: path)) }
        try writeFileAtomically(Array("gif".utf8), toFile: folder.appendingPathComponent("out.gif").path)
        #expect(try listing(folder) == [".other.gif.4999999.tmp", ".out.gif.1.tmp", "out.gif"])
    }

    @Test("a failed `frames -o DIR/` removes the frames it wrote")
    func failedFramesLeaveNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // frame-0003.png is taken by a folder, so writing the fourth frame fails.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("frame-0003.png"),
                                                withIntermediateDirectories: true)
        do {
            try runCommand(["frames", "short-content", "--fps", "5", "-o", folder.path + "/", "--quiet"])
            Issue.record("accepted")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 1)
            #expect(failure.message.contains("frame-0003.png"), "\(failure.message)")
        }
        #expect(try listing(folder) == ["frame-0003.png"])
    }

    @Test("SIGTERM during a render removes the temporary file and exits 143 with one line")
    func sigtermLeavesNothing() throws {
        let binary = Bundle.main.bundleURL.appendingPathComponent("stretchgif")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            Issue.record("no stretchgif binary at \(binary.path)")
            return
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["render", "stretchy", "--scale", "2", "--fps", "50", "--jobs", "1", "--quiet",
                             "--gesture", "drag down 300 over 60s", "-o", folder.appendingPathComponent("out.gif").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait (up to 60 s) until the hidden temporary file exists, then interrupt.
        var started = false
        for _ in 0..<600 where !started {
            started = (try listing(folder)).contains { $0.hasPrefix(".out.gif.") }
            if !started { usleep(100_000) }
        }
        #expect(started, "the render never opened its temporary file")
        process.terminate()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 143)
        #expect(message.contains("interrupted by SIGTERM"), "\(message)")
        #expect(try listing(folder).isEmpty)
    }
}
