import Dispatch
import Foundation
import StretchGIFKit

/// SIGINT (Ctrl-C), SIGTERM, SIGHUP (the terminal closed), SIGQUIT (Ctrl-\) and SIGUSR1: remove the output being
/// written (and the frames of an unfinished `frames -o DIR/`) and exit 128 + the signal number (130, 143, 129, 131,
/// 138) with one line on standard error, so an interrupted render never leaves a file behind
/// (docs/formats.md#output-files). SIGQUIT is handled like the others: no core dump, no crash backtrace.
enum Interruption {
    /// The signals handled, with the names the message uses.
    static let signals: [(number: Int32, name: String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"), (SIGUSR1, "SIGUSR1"),
    ]

    /// Installs the handlers; keep the returned sources alive for as long as they should act.
    static func install() -> [any DispatchSourceSignal] {
        signals.map { entry in
            signal(entry.number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: entry.number, queue: .global())
            source.setEventHandler {
                let removed = TemporaryOutputs.removeAll()
                let what = removed == 0 ? "" : "; removed the unfinished output"
                StandardStreams.error("\nstretchgif: interrupted by \(entry.name)\(what)\n")
                exit(128 + entry.number)
            }
            source.resume()
            return source
        }
    }

    /// Longest the failing main thread waits for a signal handler that has begun (it exits within milliseconds).
    static let handlerGraceMicroseconds: useconds_t = 2_000_000

    /// When a signal handler has begun removing the outputs, an error the main thread meets now (a commit refused,
    /// a write into a removed file) is the interruption's doing: waits for the handler to exit with 128 + the
    /// signal number instead of reporting it as a failure with status 1. Returns at once otherwise.
    static func yieldToHandlerIfInterrupted() {
        guard TemporaryOutputs.isStopped else { return }
        usleep(handlerGraceMicroseconds)
    }
}
