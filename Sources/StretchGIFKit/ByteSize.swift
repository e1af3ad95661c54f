/// A file size a user writes: a number with an optional unit, `2MB`, `800kB`, `1.5 MiB`, `500000` (bytes).
/// Decimal units count in thousands (kB = 1,000 bytes, MB = 1,000,000, GB), binary ones in 1024s (KiB, MiB, GiB);
/// the unit's case does not matter (`2mb` is 2 MB) and `B` may be left out (`800k`).
public struct ByteSize: Sendable, Equatable, CustomStringConvertible {
    /// The size in bytes, `Self.range`.
    public let bytes: Int

    /// Sizes a budget may name: at least 1 kB (a GIF header and one small frame), at most 100 GB.
    public static let range = 1_000...100_000_000_000

    /// Multipliers by unit, lower-cased, without the trailing `b` (so `kb` and `k` are one entry).
    private static let units: [(suffix: String, factor: Double)] = [
        ("kib", 1024), ("mib", 1024 * 1024), ("gib", 1024 * 1024 * 1024),
        ("ki", 1024), ("mi", 1024 * 1024), ("gi", 1024 * 1024 * 1024),
        ("k", 1_000), ("m", 1_000_000), ("g", 1_000_000_000), ("", 1),
    ]

    /// A size of `bytes` bytes.
    public init(bytes: Int) {
        self.bytes = bytes
    }

    /// Reads `text`; nil when it is not a positive number with a known unit.
    public init?(parsing text: String) {
        var rest = text.trimmingWhitespace().lowercased()
        if rest.hasSuffix("b") { rest.removeLast() }
        for unit in Self.units where rest.hasSuffix(unit.suffix) {
            let number = String(rest.dropLast(unit.suffix.count)).trimmingWhitespace()
            guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }),
                  let value = Double(number), value.isFinite, value > 0
            else { return nil }
            let bytes = (value * unit.factor).rounded(.down)
            guard bytes <= Double(Self.range.upperBound) * 2 else { return nil }
            self.bytes = Int(bytes)
            return
        }
        return nil
    }

    /// The size the way people write it: "2 MB", "800 kB", "1.25 MB", "512 bytes".
    public var description: String {
        func trimmed(_ value: Double) -> String {
            let text = formatNumber((value * 100).rounded() / 100)
            return text
        }
        if bytes >= 1_000_000_000 { return "\(trimmed(Double(bytes) / 1_000_000_000)) GB" }
        if bytes >= 1_000_000 { return "\(trimmed(Double(bytes) / 1_000_000)) MB" }
        if bytes >= 1_000 { return "\(trimmed(Double(bytes) / 1_000)) kB" }
        return "\(bytes) bytes"
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
