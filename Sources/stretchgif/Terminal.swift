import Foundation
import StretchGIFKit

/// Writes one line to standard error.
func printError(_ message: String) {
    StandardStreams.error(message + "\n")
}

/// "1.2 MB"-style sizes for humans.
func byteCountText(_ bytes: Int) -> String {
    if bytes >= 1_000_000 { return String(format: "%.2f MB", Double(bytes) / 1_000_000) }
    if bytes >= 1_000 { return String(format: "%.1f kB", Double(bytes) / 1_000) }
    return "\(bytes) bytes"
}

/// `text` left-aligned in a column of `width` characters (at least one space after it).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// Prints the layout engine's diagnostics (constraint conflicts, ambiguity), one per line, on standard error.
func printDiagnostics(_ diagnostics: [String]) {
    for diagnostic in diagnostics { printError(diagnostic) }
}
