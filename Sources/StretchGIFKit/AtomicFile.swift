import Foundation
import GIF
import Synchronization

/// Writes one output file so that readers never see a partial result: bytes go to a hidden temporary file in the
/// target folder, which is renamed over the target only after everything was written, flushed and closed.
/// On any failure (or if `commit()` is never called) the temporary file is removed.
final class AtomicOutputFile: GIFOutput {
    /// The path the finished file will have.
    let finalPath: String
    /// The temporary file being written.
    let temporaryPath: String
    private var handle: UnsafeMutablePointer<FILE>?
    private var committed = false
    /// True once `releaseForExternalWriter()` handed the temporary file to another writer.
    private var releasedToExternalWriter = false
    /// Why the first failed write failed (the system's message), nil while every write succeeded.
    private(set) var failureReason: String?
    /// Bytes accepted so far.
    private(set) var bytesWritten = 0

    /// When true, the finished file stays on the interruption list (`TemporaryOutputs`) after its rename, until
    /// the caller unregisters it: `frames -o DIR/` removes every frame it wrote when interrupted.
    var staysRegisteredAfterCommit = false

    /// Opens a temporary file beside `path` (beside the file a symbolic link at `path` points to, which is then
    /// replaced through the link). Fails when the folder is missing or not writable, or when `path` is a folder,
    /// a device, a FIFO, a socket or a symbolic link to nothing. Hidden temporary files left by earlier runs that
    /// died (their process is gone) are removed first. The temporary file's name is `.NAME.PID.tmp`, with a long
    /// NAME shortened (`temporaryStem(of:)`) so it stays within the system's 255-byte limit on a name.
    init(path: String) throws(StretchGIFError) {
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                                    && isDirectory.boolValue) {
            let folder = path.hasSuffix("/") ? path : path + "/"
            throw .outputFailed(path: path, message: "it is a folder: give a file name, e.g. \(folder)out.gif")
        }
        // Write through a symbolic link: the file it names is replaced, the link stays.
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var existing = stat()
        let exists = lstat(url.path, &existing) == 0
        if exists && (existing.st_mode & S_IFMT) == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
            var followed = stat()
            let loops = stat(url.path, &followed) != 0 && errno == ELOOP
            throw .outputFailed(path: path, message: "it is a symbolic link to '\(target)', "
                + (loops ? "a loop of links" : "which does not exist") + "; remove the link or give another path")
        }
        if exists && (existing.st_mode & S_IFMT) != S_IFREG {
            throw .outputFailed(path: path, message: "it is \(specialFileKind(existing.st_mode)), not a regular file; "
                + "give a file path, or - for standard output")
        }
        let folder = url.deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw .outputFailed(path: path, message: "folder '\(folder)' does not exist")
        }
        finalPath = url.path
        Self.removeStaleTemporaries(of: url)
        let stem = ".\(Self.temporaryStem(of: url.lastPathComponent)).\(getpid())"
        var candidate = url.deletingLastPathComponent().appendingPathComponent(stem + ".tmp").path
        var attempt = 0
        while FileManager.default.fileExists(atPath: candidate) {
            attempt += 1
            candidate = url.deletingLastPathComponent().appendingPathComponent("\(stem).\(attempt).tmp").path
        }
        temporaryPath = candidate
        // O_EXCL: never follow or reuse somebody else's file. Created and listed in one step, so an interruption
        // either removes it or comes first and it is never created.
        let (descriptor, openError) = TemporaryOutputs.create(temporaryPath) {
            open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        guard descriptor >= 0, let file = fdopen(descriptor, "wb") else {
            let reason = String(cString: strerror(descriptor >= 0 ? errno : openError))
            if descriptor >= 0 {
                close(descriptor)
                unlink(temporaryPath)
                TemporaryOutputs.unregister(temporaryPath)
            }
            throw .outputFailed(path: path, message: "\(reason) (is folder '\(folder)' writable?)")
        }
        // Replacing a file keeps its permission bits, but never setuid, setgid or sticky
        // (docs/formats.md#output-files).
        if exists { fchmod(descriptor, existing.st_mode & 0o777) }
        handle = file
    }

    /// Removes `.NAME.PID.tmp` and `.NAME.PID.N.tmp` beside `url` whose process no longer exists: what a run that
    /// was killed (SIGKILL, power loss) left behind. Files of live processes are never touched.
    private static func removeStaleTemporaries(of url: URL) {
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(temporaryStem(of: url.lastPathComponent))."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(4).split(separator: ".")
            guard (1...2).contains(middle.count), middle.allSatisfy({ Int($0) != nil }),
                  let pid = pid_t(middle[0]), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) == -1 && errno == ESRCH { unlink((folder as NSString).appendingPathComponent(name)) }
        }
    }

    /// Longest file name stem kept whole in a temporary name: `.STEM.PID.N.tmp` then stays under 255 bytes.
    static let longestWholeStem = 200

    /// `name` itself when it has at most `longestWholeStem` bytes, else its first bytes (whole characters) and a
    /// hash of the whole name: `NAME-PREFIX~0123456789abcdef`, at most `longestWholeStem` bytes.
    static func temporaryStem(of name: String) -> String {
        guard name.utf8.count > longestWholeStem else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let suffix = "~" + String(hash, radix: 16)
        var prefix = ""
        for character in name where prefix.utf8.count + character.utf8.count + suffix.utf8.count <= longestWholeStem {
            prefix.append(character)
        }
        return prefix + suffix
    }

    deinit {
        if let handle { fclose(handle) }
        if !committed { unlink(temporaryPath) }
        TemporaryOutputs.unregister(temporaryPath)
    }

    /// Appends bytes; returns false (and remembers why) when the disk refuses them.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let handle, failureReason == nil else { return false }
        guard bytes.count > 0 else { return true }
        let written = fwrite(bytes.baseAddress, 1, bytes.count, handle)
        bytesWritten += written
        if written != bytes.count { failureReason = "\(String(cString: strerror(errno))) after \(bytesWritten) bytes" }
        return failureReason == nil
    }

    /// Appends a whole byte array.
    func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Closes our handle on the temporary file and returns its path, for a library that opens and writes the file
    /// itself (libavformat); `commit()` then flushes it to disk and renames it as usual, and an uncommitted file is
    /// still removed.
    func releaseForExternalWriter() -> String {
        if let handle { fclose(handle) }
        handle = nil
        releasedToExternalWriter = true
        return temporaryPath
    }

    /// Flushes, closes and renames the temporary file over the final path.
    func commit() throws(StretchGIFError) {
        if releasedToExternalWriter {
            // The external writer closed the file: flush what it wrote, then rename.
            let descriptor = open(temporaryPath, O_RDONLY)
            let flushed = descriptor >= 0 && fsync(descriptor) == 0
            if descriptor >= 0 { close(descriptor) }
            guard flushed else {
                throw .outputFailed(path: finalPath, message: "\(String(cString: strerror(errno))) (disk full?)")
            }
            return try rename()
        }
        guard let file = handle else { throw .outputFailed(path: finalPath, message: "already closed") }
        handle = nil
        let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
        let reason = String(cString: strerror(errno))
        let closed = fclose(file) == 0
        guard flushed, closed, failureReason == nil else {
            throw .outputFailed(path: finalPath, message: failureReason ?? "\(reason) (disk full?)")
        }
        try rename()
    }

    /// Renames the written temporary file over the final path.
    private func rename() throws(StretchGIFError) {
        if let code = TemporaryOutputs.rename(temporaryPath, to: finalPath, keepingFinal: staysRegisteredAfterCommit) {
            throw .outputFailed(path: finalPath, message: String(cString: strerror(code)))
        }
        committed = true
    }
}

/// Writes `bytes` to `path` atomically: a reader sees the old file or the whole new one, never a part; on failure
/// nothing is left behind.
public func writeFileAtomically(_ bytes: [UInt8], toFile path: String) throws(StretchGIFError) {
    let file = try AtomicOutputFile(path: path)
    guard file.write(bytes) else {
        throw .outputFailed(path: path, message: file.failureReason ?? "write failed")
    }
    try file.commit()
}

/// The hidden temporary files being written right now (and the frames and folder of a `frames -o DIR/` run that
/// has not finished), so a front end can remove them when the process is interrupted (the `stretchgif` command does
/// on SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGUSR1). The library itself installs no signal handler.
public enum TemporaryOutputs {
    private struct State {
        var paths: [String] = []
        /// Set by `removeAll()`: no file is renamed into place afterwards.
        var stopped = false
    }

    private static let state = Mutex(State())

    static func register(_ path: String) { state.withLock { $0.paths.append(path) } }

    /// Runs `create` (which makes the file `path`: an `open` with `O_CREAT`, returning its descriptor) and lists
    /// `path` in one step under the list's lock, so `removeAll()` either sees the file or ran first, and then nothing
    /// is created: the result is (-1, ECANCELED). Otherwise the descriptor and, when it is -1, the `errno` of `create`.
    package static func create(_ path: String, _ create: () -> Int32) -> (descriptor: Int32, error: Int32) {
        state.withLock { state in
            guard !state.stopped else { return (-1, ECANCELED) }
            let descriptor = create()
            let error = errno
            if descriptor >= 0 { state.paths.append(path) }
            return (descriptor, error)
        }
    }

    /// Takes `path` off the list (searched from the newest: it is usually among the last).
    package static func unregister(_ path: String) {
        state.withLock { state in
            if let index = state.paths.lastIndex(of: path) { state.paths.remove(at: index) }
        }
    }

    /// Takes every one of `paths` off the list at once.
    static func unregister(all paths: Set<String>) {
        state.withLock { $0.paths.removeAll { paths.contains($0) } }
    }

    /// Renames `temporary` over `final` unless `removeAll()` ran, taking `temporary` off the list (and putting
    /// `final` on it when `keepingFinal`); the `errno` of a failure, nil on success. Done under the list's lock, so
    /// a file is either removed as a temporary or renamed and (when kept) removed as a finished file.
    static func rename(_ temporary: String, to final: String, keepingFinal: Bool) -> Int32? {
        state.withLock { state -> Int32? in
            guard !state.stopped else { return ECANCELED }
            guard Foundation.rename(temporary, final) == 0 else { return errno }
            if let index = state.paths.lastIndex(of: temporary) { state.paths.remove(at: index) }
            if keepingFinal { state.paths.append(final) }
            return nil
        }
    }

    /// `true` once `removeAll()` ran: the process is being interrupted, and an output that failed to commit since
    /// failed for that reason (a front end then leaves the exit status to its signal handler).
    package static var isStopped: Bool { state.withLock { $0.stopped } }

    /// Removes every file on the list (newest first; a folder, when it is empty by then) and returns how many
    /// there were. After this no output of this process can appear at its target: committing a file fails.
    @discardableResult
    public static func removeAll() -> Int {
        state.withLock { state in
            state.stopped = true
            for path in state.paths.reversed() where unlink(path) != 0 && errno == EISDIR { rmdir(path) }
            defer { state.paths.removeAll() }
            return state.paths.count
        }
    }
}
