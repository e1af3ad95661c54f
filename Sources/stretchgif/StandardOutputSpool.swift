import Foundation
import StretchGIFKit
#if canImport(Glibc)
import Glibc
#endif

/// `-o -`: the output is encoded into a file in the temporary folder (`TMPDIR`, else /tmp) and copied to standard
/// output once every output has succeeded, so an animation written to a pipe holds no more memory than one written to
/// a file, and standard output never gets half of one (docs/formats.md#standard-output).
///
/// The file is on the list an interruption removes from the moment it exists; the copy opens it and removes it
/// before reading, so nothing is left behind whether the copy finishes, fails or is interrupted.
struct StandardOutputSpool {
    /// The file the output is encoded into.
    let path: String

    /// Bytes read and written per step of the copy.
    static let copyChunk = 1 << 20

    /// Creates the empty file for an output in `format`, named `stretchgif-stdout-PID-N.EXT` (the first N not taken).
    init(format: OutputFormat) throws(StretchGIFError) {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var attempt = 0
        while true {
            let candidate = (folder as NSString).appendingPathComponent(
                "stretchgif-stdout-\(getpid())-\(attempt)\(format.fileExtension)")
            let (descriptor, error) = TemporaryOutputs.create(candidate) {
                open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            }
            if descriptor >= 0 {
                close(descriptor)
                path = candidate
                return
            }
            guard error == EEXIST, attempt < 1000 else {
                throw .outputFailed(path: candidate, message: "cannot create the temporary file standard output is "
                    + "spooled through: \(String(cString: strerror(error))) (set TMPDIR to a writable folder)")
            }
            attempt += 1
        }
    }

    /// Copies the file to standard output and removes it. Throws when standard output cannot take it all.
    func copyToStandardOutput() throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        let openError = errno
        // Removed before reading: from here nothing can be left behind.
        discard()
        guard descriptor >= 0 else {
            throw StretchGIFError.outputFailed(path: path, message: "cannot read the spooled output back: "
                + String(cString: strerror(openError)))
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: Self.copyChunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw StretchGIFError.outputFailed(path: path, message: "cannot read the spooled output back: "
                    + String(cString: strerror(errno)))
            }
            if count == 0 { return }
            try StandardStreams.output(buffer[..<count])
        }
    }

    /// The targets for the `-o` values `paths` (`-` is standard output, spooled) in `format` (nil: from each path's
    /// extension, GIF for standard output), and the spools made for them. When one cannot be made, the spools made
    /// before it are removed; the caller discards the rest when it is done (`discard()` after a copy does nothing).
    static func targets(for paths: [String], format: OutputFormat?) throws
        -> (targets: [OutputTarget], spools: [StandardOutputSpool])
    {
        var targets: [OutputTarget] = [], spools: [StandardOutputSpool] = []
        do {
            for path in paths {
                if path == "-" {
                    let spool = try StandardOutputSpool(format: format ?? .gif)
                    spools.append(spool)
                    targets.append(try OutputTarget(path: spool.path, format: format ?? .gif))
                } else {
                    targets.append(try OutputTarget(path: path, format: format))
                }
            }
        } catch {
            for spool in spools { spool.discard() }
            throw error
        }
        return (targets, spools)
    }

    /// Removes the file (nothing happens when it is gone already).
    func discard() {
        unlink(path)
        TemporaryOutputs.unregister(path)
    }
}
