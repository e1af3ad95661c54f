import Foundation

/// Number formatting for the report (fixed decimals, "POSIX" locale so the output never depends on the machine).
enum Format {
    /// `value` with `decimals` digits after the point.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// Microseconds from seconds.
    static func micros(_ seconds: Double, _ decimals: Int = 1) -> String { fixed(seconds * 1e6, decimals) }

    /// Milliseconds from seconds.
    static func millis(_ seconds: Double, _ decimals: Int = 2) -> String { fixed(seconds * 1e3, decimals) }

    /// A ratio written as "12.3x".
    static func ratio(_ value: Double) -> String {
        value >= 100 ? fixed(value, 0) + "x" : value >= 10 ? fixed(value, 1) + "x" : fixed(value, 2) + "x"
    }
}
