import Foundation
import TestTools
import Testing

/// SIGHUP, SIGQUIT and SIGUSR1 end a render like SIGTERM; an interrupted `frames -o DIR/` removes its frames
/// (docs/formats.md#output-files). Real signals sent to the built binary.
@Suite("interruption: every handled signal, frames folders", .serialized)
struct InterruptionTests {
    static let binary = Bundle.main.bundleURL.appendingPathComponent("stretchgif")

    /// Starts the binary with `arguments`, waits (up to 60 s) until `ready` says so for `folder`'s listing,
    /// sends `signal`, and returns the exit status (nil when killed by a signal) and standard error.
    static func interrupt(_ arguments: [String], signal: Int32, folder: URL,
                          ready: ([String]) -> Bool) throws -> (status: Int32?, errors: String, started: Bool)
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var started = false
        for _ in 0..<600 where !started && process.isRunning {
            started = ready((try? listing(folder)) ?? [])
            if !started { usleep(100_000) }
        }
        kill(process.processIdentifier, signal)
        // A process that ignores the signal, or stalls printing a crash report, fails the test instead of hanging it.
        for _ in 0..<300 where process.isRunning { usleep(100_000) }
        if process.isRunning {
            Issue.record("\(arguments[0]) still running 30 s after signal \(signal)")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationReason == .exit ? process.terminationStatus : nil, text, started)
    }

    @Test(arguments: [(SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"), (SIGUSR1, "SIGUSR1")])
    func aSignalDuringARenderLeavesNothing(signal: Int32, name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.interrupt(
            ["render", "stretchy", "--scale", "2", "--fps", "50", "--jobs", "1", "--quiet",
             "--gesture", "drag down 300 over 60s", "-o", folder.appendingPathComponent("out.gif").path],
            signal: signal, folder: folder) { names in names.contains { $0.hasPrefix(".out.gif.") } }
        #expect(result.started, "the render never opened its temporary file")
        #expect(result.status == 128 + signal, "\(name): \(String(describing: result.status)) \(result.errors)")
        let lines = result.errors.split(separator: "\n")
        #expect(lines == ["stretchgif: interrupted by \(name); removed the unfinished output"], "\(result.errors)")
        #expect(try listing(folder).isEmpty)
    }

    @Test(arguments: [(SIGINT, false), (SIGTERM, true)])
    func anInterruptedFramesRunRemovesItsFrames(signal: Int32, folderExisted: Bool) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        if folderExisted {
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: frames.appendingPathComponent("notes.txt"))
        }
        let result = try Self.interrupt(
            ["frames", "stretchy", "--fps", "50", "--jobs", "1", "--quiet", "--gesture", "drag down 300 over 60s",
             "-o", frames.path + "/"],
            signal: signal, folder: frames) { names in names.filter { $0.hasPrefix("frame-") }.count >= 3 }
        #expect(result.started, "no frames were written")
        #expect(result.status == 128 + signal, "\(String(describing: result.status)) \(result.errors)")
        if folderExisted {
            #expect(try listing(frames) == ["notes.txt"])
        } else {
            #expect(try listing(folder).isEmpty)
        }
    }
}
