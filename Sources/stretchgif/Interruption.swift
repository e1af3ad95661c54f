import Dispatch
import Foundation
import StretchGIFKit

/// SIGINT (Ctrl-C) and SIGTERM: remove the output being written and exit 128 + the signal number (130, 143) with
/// one line on standard error, so an interrupted render never leaves a file behind.
enum Interruption {
    /// The signals handled, with the names the message uses.
    static let signals: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")]

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
}
