import Foundation
import GIF

/// Errors from writing output files; each `description` is one line naming the path and what to fix.
struct OutputFileError: Error, CustomStringConvertible {
    let description: String
}

/// Writes one output file so that readers never see a partial result: bytes go to a hidden temporary file in the
/// target folder, which is renamed over the target only after everything was written and closed.
/// On any failure (or if `commit()` is never called) the temporary file is removed.
final class AtomicOutputFile: GIFOutput {
    /// The path the finished file will have.
    let finalPath: String
    /// The temporary file being written.
    let temporaryPath: String
    private var handle: UnsafeMutablePointer<FILE>?
    private(set) var writeFailed = false
    private(set) var bytesWritten = 0

    /// Opens a temporary file beside `path`. Fails with a one-line error when the folder is missing or not
    /// writable, or when `path` is a folder.
    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                                    && isDirectory.boolValue) {
            throw OutputFileError(description: "output path '\(path)' is a folder: give a file name, e.g. \(path.hasSuffix("/") ? path : path + "/")out.gif")
        }
        let folder = url.deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw OutputFileError(description: "cannot write '\(path)': folder '\(folder)' does not exist")
        }
        finalPath = url.path
        let stem = ".\(url.lastPathComponent).\(getpid())"
        var candidate = url.deletingLastPathComponent().appendingPathComponent(stem + ".tmp").path
        var attempt = 0
        while FileManager.default.fileExists(atPath: candidate) {
            attempt += 1
            candidate = url.deletingLastPathComponent().appendingPathComponent("\(stem).\(attempt).tmp").path
        }
        temporaryPath = candidate
        // O_EXCL: never follow or reuse somebody else's file.
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0, let file = fdopen(descriptor, "wb") else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw OutputFileError(description: "cannot write '\(path)': \(reason) (is folder '\(folder)' writable?)")
        }
        handle = file
    }

    deinit {
        if let handle { fclose(handle) }
        if handle != nil || !committed { unlink(temporaryPath) }
    }

    private var committed = false

    /// Appends bytes; returns false (and remembers the failure) when the disk refuses them.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let handle, !writeFailed else { return false }
        guard bytes.count > 0 else { return true }
        let written = fwrite(bytes.baseAddress, 1, bytes.count, handle)
        bytesWritten += written
        if written != bytes.count { writeFailed = true }
        return !writeFailed
    }

    /// Appends a whole byte array.
    func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Flushes, closes and renames the temporary file over the final path.
    func commit() throws {
        guard let file = handle else { throw OutputFileError(description: "internal: '\(finalPath)' already closed") }
        handle = nil
        let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
        let closed = fclose(file) == 0
        guard flushed, closed, !writeFailed else {
            unlink(temporaryPath)
            throw OutputFileError(description: "cannot write '\(finalPath)': \(String(cString: strerror(errno))) (disk full?)")
        }
        guard rename(temporaryPath, finalPath) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw OutputFileError(description: "cannot write '\(finalPath)': \(reason)")
        }
        committed = true
    }
}
