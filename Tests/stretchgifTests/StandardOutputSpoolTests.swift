import Foundation
import Testing

/// `-o -` spools the output through a file in `TMPDIR` and copies it to standard output once it is complete
/// (docs/formats.md#standard-output): the same bytes as a file, no temporary left behind, and no more memory than
/// writing the file.
@Suite("standard output spool")
struct StandardOutputSpoolTests {
    static let binary = Bundle.main.bundleURL.appendingPathComponent("stretchgif")

    /// Runs the binary with `TMPDIR` set to `temporary`, standard output into `outputFile`; the exit status.
    static func run(_ arguments: [String], temporary: URL, outputFile: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A fresh empty folder for one test case (cases run side by side, so each gets its own).
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("stretchgif-spool-\(getpid())-\(name)-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("standard output gets the file's bytes, and the spool folder is empty afterwards",
          arguments: [["--fps", "10", "--width", "120"], ["--fps", "10", "--width", "120", "--format", "mp4"],
                      ["--fps", "10", "--width", "120", "--rotate"]])
    func sameBytesAsAFileNothingLeft(flags: [String]) throws {
        let work = try Self.folder("same"), spool = try Self.folder("same-tmp")
        defer {
            try? FileManager.default.removeItem(at: work)
            try? FileManager.default.removeItem(at: spool)
        }
        let format = flags.contains("mp4") ? "mp4" : "gif"
        let file = work.appendingPathComponent("out.\(format)"), piped = work.appendingPathComponent("piped")
        #expect(try Self.run(["render"] + flags + ["-o", file.path, "--quiet"], temporary: spool,
                             outputFile: work.appendingPathComponent("ignored")) == 0)
        #expect(try Self.run(["render"] + flags + ["-o", "-"], temporary: spool, outputFile: piped) == 0)
        let expected = try Data(contentsOf: file), got = try Data(contentsOf: piped)
        #expect(expected.count > 1000)
        // Compared as one Bool: a failed comparison of two large Data would be diffed element by element.
        let same = got == expected
        #expect(same, "standard output \(got.count) bytes, the file \(expected.count)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: spool.path) == [])
    }

    @Test("a render that fails after the spool was made leaves nothing in TMPDIR and nothing on standard output")
    func aFailureLeavesNothing() throws {
        let work = try Self.folder("fail"), spool = try Self.folder("fail-tmp")
        defer {
            try? FileManager.default.removeItem(at: work)
            try? FileManager.default.removeItem(at: spool)
        }
        let piped = work.appendingPathComponent("piped")
        // A budget no setting meets: the search runs (the spool exists meanwhile) and fails.
        let status = try Self.run(["render", "--fps", "10", "--width", "120", "--max-size", "1KB", "-o", "-"],
                                  temporary: spool, outputFile: piped)
        #expect(status == 1)
        #expect(try Data(contentsOf: piped).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: spool.path) == [])
    }

    @Test("writing to standard output takes no more memory than writing the file")
    func memoryAsForAFile() throws {
        let work = try Self.folder("memory")
        defer { try? FileManager.default.removeItem(at: work) }
        let errors = work.appendingPathComponent("errors")
        // The default demo without lossy coding: a 12.7 MB GIF, which an output held in memory adds to the peak.
        let flags = ["render", "--lossy", "0", "--jobs", "1", "--quiet"]
        let toFile = try HostileInputTests.run(flags + ["-o", work.appendingPathComponent("out.gif").path],
                                               errorFile: errors)
        let toStandardOutput = try HostileInputTests.run(flags + ["-o", "-"], errorFile: errors)
        let fileKiB = try #require(toFile?.peakKiB), pipedKiB = try #require(toStandardOutput?.peakKiB)
        #expect(toFile?.status == 0 && toStandardOutput?.status == 0)
        #expect(fileKiB > 10 * 1024)
        // Held in memory, the output added about 16 MiB (the 12.7 MB file in a grown array).
        #expect(pipedKiB < fileKiB + 6 * 1024, "file \(fileKiB) KiB, standard output \(pipedKiB) KiB")
    }
}
