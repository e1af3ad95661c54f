/// The valid values of one numeric parameter, and the phrase that error messages and help texts use for them.
/// Every range the library and the `stretchgif` command check is one of these (see `RenderOptions.Rules`), so
/// the help, the command's validation and the library's agree by construction.
public struct NumberRule<Value: Comparable & Sendable>: Sendable {
    /// Smallest valid value (or the open bound when `lowerInclusive` is false); nil = unbounded.
    public let lower: Value?
    /// Whether `lower` itself is valid.
    public let lowerInclusive: Bool
    /// Largest valid value (or the open bound when `upperInclusive` is false); nil = unbounded.
    public let upper: Value?
    /// Whether `upper` itself is valid.
    public let upperInclusive: Bool
    /// What a valid value looks like, e.g. `a number in (0, 1000]`.
    public let phrase: String

    /// A rule with the given bounds and phrase.
    public init(lower: Value?, lowerInclusive: Bool = true, upper: Value?, upperInclusive: Bool = true,
                phrase: String) {
        self.lower = lower
        self.lowerInclusive = lowerInclusive
        self.upper = upper
        self.upperInclusive = upperInclusive
        self.phrase = phrase
    }

    /// True when `value` lies within the bounds.
    public func contains(_ value: Value) -> Bool {
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }
}

extension NumberRule where Value == Double {
    /// True when `value` is finite and within the bounds.
    public func accepts(_ value: Double) -> Bool { value.isFinite && contains(value) }

    /// Throws `invalidParameter` naming `name` unless `value` is finite and within the bounds.
    public func check(_ value: Double, name: String) throws(StretchGIFError) {
        guard accepts(value) else {
            throw .invalidParameter(name: name, message: "expects \(phrase) (got \(formatNumber(value)))")
        }
    }
}

extension NumberRule where Value == Int {
    /// Throws `invalidParameter` naming `name` unless `value` is within the bounds.
    public func check(_ value: Int, name: String) throws(StretchGIFError) {
        guard contains(value) else { throw .invalidParameter(name: name, message: "expects \(phrase) (got \(value))") }
    }
}

/// A number without a trailing ".0" when it is whole (`50`, `0.4`, `1e+300`).
package func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
