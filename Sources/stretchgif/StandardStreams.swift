#if canImport(Glibc)
import Glibc
#endif

/// Standard output and standard error written with `write(2)`, which reports a full disk or a closed pipe instead of
/// trapping as `FileHandle.write(_:)` does: a failed write to standard output is an error the command reports
/// (exit 1), a failed write to standard error is ignored (there is nowhere left to say it).
enum StandardStreams {
    /// Standard output could not be written: a full device, a closed pipe, a revoked terminal.
    struct OutputFailure: Error, CustomStringConvertible {
        /// `errno` of the failed write.
        var code: Int32

        /// A closed pipe (the reader has gone, as `head` does): the command ends without a message.
        var isClosedPipe: Bool { code == EPIPE }

        var description: String { "cannot write to standard output: \(String(cString: strerror(code)))" }
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying after signals; the `errno` of the first failure, or
    /// nil when everything was written.
    static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        let array = Array(bytes)
        return array.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Writes `bytes` to standard output; throws `OutputFailure` when they cannot all be written.
    static func output(_ bytes: some Collection<UInt8>) throws(OutputFailure) {
        if let code = write(bytes, to: STDOUT_FILENO) { throw OutputFailure(code: code) }
    }

    /// Writes `text` and `terminator` to standard output (what `print` writes, without its silent failures).
    static func print(_ text: String, terminator: String = "\n") throws(OutputFailure) {
        try output(Array((text + terminator).utf8))
    }

    /// Writes `text` to standard error, ignoring a failure.
    static func error(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }
}
