import Foundation
import StretchGIFKit

/// A one-line progress bar on standard error: frames done, total, rate and time left, drawn from the library's
/// progress reports. Silent when standard error is not a terminal or when `quiet` is set. Timing here is for the
/// human watching only; it never reaches any output file.
struct ProgressBar {
    /// Whether the bar is drawn at all.
    let enabled: Bool
    private let start = DispatchTime.now()
    private var lastDrawn: UInt64 = 0
    private var shown = false

    /// A bar drawn only when stderr is a TTY and not `quiet`.
    init(quiet: Bool) {
        enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Redraws at most ten times a second, and always for the last unit.
    mutating func update(_ progress: RenderProgress) {
        let now = DispatchTime.now().uptimeNanoseconds
        let total = max(progress.total, 1)
        guard progress.done >= total || now - lastDrawn > 100_000_000 else { return }
        lastDrawn = now
        let elapsed = Double(now - start.uptimeNanoseconds) / 1e9
        let rate = elapsed > 0 ? Double(progress.done) / elapsed : 0
        let left = rate > 0 ? Double(total - progress.done) / rate : 0
        let width = 28
        let filled = min(width, progress.done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let label = progress.stage.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let line = String(format: "\r%@ %@ %d/%d frames  %.1f fps  %.1fs left ", label, bar, progress.done, total,
                          rate, left)
        StandardStreams.error(line)
        shown = true
    }

    /// Clears the bar's line.
    mutating func finish() {
        guard enabled, shown else { return }
        StandardStreams.error("\r\u{1B}[K")
        shown = false
    }
}
