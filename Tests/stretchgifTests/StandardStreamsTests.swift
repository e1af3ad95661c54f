import Foundation
import Testing

/// Standard output or standard error that cannot be written (a real full device, /dev/full) is reported, never a
/// trap (exit 132) or a silent exit 0 (README, "writes to standard output").
@Suite struct StandardStreamsTests {
    /// Runs the built binary with standard output and/or standard error on /dev/full (the other on a pipe).
    private static func run(_ arguments: [String], fullOutput: Bool, fullErrors: Bool) throws
        -> (status: Int32, output: String, errors: String)
    {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("stretchgif")
        process.arguments = arguments
        let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        defer { try? full.close() }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = fullOutput ? full : output
        process.standardError = fullErrors ? full : errors
        try process.run()
        let outputData = fullOutput ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        let errorData = fullErrors ? Data() : errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
                String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: [["presets"], ["layout", "stretchy", "--offset", "0"], ["trace", "--fps", "10"],
                      ["show", "stretchy"], ["check", "stretchy"], ["hash", "--fps", "4", "--width", "40"],
                      ["render", "--fps", "4", "--width", "40", "-o", "-"]])
    func aFullStandardOutputIsAnErrorOnStandardError(arguments: [String]) throws {
        let result = try Self.run(arguments, fullOutput: true, fullErrors: false)
        #expect(result.status == 1, "\(arguments)")
        #expect(result.errors == "stretchgif: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aFullStandardErrorIsIgnoredAndTheStatusStillSaysWhatHappened() throws {
        // A bad flag: its message cannot be written, the status is still 64.
        let badFlag = try Self.run(["render", "--fps", "0"], fullOutput: false, fullErrors: true)
        #expect(badFlag.status == 64)
        #expect(badFlag.output.isEmpty)
        // A good run with progress going nowhere still succeeds.
        let good = try Self.run(["presets"], fullOutput: false, fullErrors: true)
        #expect(good.status == 0)
        #expect(good.output.hasPrefix("Devices"))
    }

    @Test func aStrictCheckThatFailsPrintsItsFindingsButNoExitCodeText() throws {
        let result = try Self.run(["check", "stretchy-step2", "--strict"], fullOutput: false, fullErrors: false)
        #expect(result.status == 1)
        #expect(!result.errors.contains("ExitCode"), "\(result.errors)")
        #expect(result.output.contains("stretchy-step2: "))
    }
}
