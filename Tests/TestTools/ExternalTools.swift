import Foundation
import Testing

/// A fresh temporary folder unique to the call (`stretchgif-PREFIX-PID-UUID` in the system's temporary folder),
/// removed by the caller.
public func makeTemporaryFolder(prefix: String = "tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("stretchgif-\(prefix)-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// What a program run by `runProgram` gave: its exit status and what it printed on each stream.
public struct ProgramRun: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String
}

/// Runs `executable` with `arguments` (in `folder` when given) to the end and returns its status, standard output
/// and standard error. Standard error goes through a temporary file, so a program that fills one stream while the
/// other is being read cannot stall.
public func runProgram(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> ProgramRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let errorsFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("stretchgif-errors-\(getpid())-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil) else {
        struct CannotCreate: Error { let path: String }
        throw CannotCreate(path: errorsFile.path)
    }
    defer { try? FileManager.default.removeItem(at: errorsFile) }
    let errors = try FileHandle(forWritingTo: errorsFile)
    defer { try? errors.close() }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProgramRun(status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
                      errors: String(decoding: try Data(contentsOf: errorsFile), as: UTF8.self))
}

/// Runs `script` with Debian's /usr/bin/python3 (the first `python3` on the PATH where there is none; Pillow and numpy
/// needed: python3-pil and python3-numpy, `make deps`) and returns its standard output; records its errors at the
/// caller and returns nil when it fails.
public func runPython(_ script: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> String?
{
    let process = Process()
    // Debian's Python, where `make deps` installs Pillow and numpy (python3-pil, python3-numpy); a python3 earlier
    // on PATH (pyenv, a virtualenv) may lack them.
    let debianPython = "/usr/bin/python3"
    if FileManager.default.isExecutableFile(atPath: debianPython) {
        process.executableURL = URL(fileURLWithPath: debianPython)
        process.arguments = ["-c", script] + arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
    }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        Issue.record("python3 failed (Pillow installed?): \(message)", sourceLocation: sourceLocation)
        return nil
    }
    return text
}
