import Foundation

/// A one-line progress bar on standard error: frames done, total, rate and time left.
/// Silent when standard error is not a terminal or when `quiet` is set. Timing here is for the human
/// watching only; it never reaches any output file.
struct ProgressBar {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let start = DispatchTime.now()
    private var lastDrawn: UInt64 = 0
    private var shown = false

    /// A bar for `total` units of work, drawn only when stderr is a TTY and not `quiet`.
    init(total: Int, label: String, quiet: Bool) {
        self.total = max(total, 1)
        self.label = label
        self.enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Reports `done` units finished; redraws at most ten times a second.
    mutating func update(done: Int) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard done >= total || now - lastDrawn > 100_000_000 else { return }
        lastDrawn = now
        let elapsed = Double(now - start.uptimeNanoseconds) / 1e9
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let width = 28
        let filled = min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = String(format: "\r%@ %@ %d/%d frames  %.1f fps  %.1fs left ", label, bar, done, total, rate, left)
        FileHandle.standardError.write(Data(line.utf8))
        shown = true
    }

    /// Clears the bar's line.
    mutating func finish() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}

/// Writes one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
