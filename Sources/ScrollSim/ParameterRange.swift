/// The valid values of one physics parameter: an interval with open or closed bounds, and the phrase that help
/// texts and error messages derive from those bounds (docs/physics.md#tunables), so the two never disagree.
public struct ParameterRange: Sendable, Equatable {
    /// What the value is, as the phrase starts: `a number`, `a speed in pt/s`.
    public let noun: String
    /// The lower bound (valid itself when `lowerInclusive`); nil = unbounded.
    public let lower: Double?
    /// Whether `lower` itself is valid.
    public let lowerInclusive: Bool
    /// The upper bound (valid itself when `upperInclusive`); nil = unbounded.
    public let upper: Double?
    /// Whether `upper` itself is valid.
    public let upperInclusive: Bool

    /// A range with the given bounds.
    package init(_ noun: String, lower: Double?, lowerInclusive: Bool = true, upper: Double?,
                upperInclusive: Bool = true) {
        self.noun = noun
        self.lower = lower
        self.lowerInclusive = lowerInclusive
        self.upper = upper
        self.upperInclusive = upperInclusive
    }

    /// The closed range `range`.
    package init(_ noun: String, _ range: ClosedRange<Double>) {
        self.init(noun, lower: range.lowerBound, upper: range.upperBound)
    }

    /// The numbers above `lower`, which is itself invalid: `a number > 0`.
    package static func above(_ lower: Double, _ noun: String = "a number") -> ParameterRange {
        ParameterRange(noun, lower: lower, lowerInclusive: false, upper: nil)
    }

    /// True when `value` is finite and within the bounds.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }

    /// The bounds in words: `a number in (0, 1]` (an open bound in interval notation), `a rate in Hz from 10 to 1000`
    /// (both bounds closed), `a number > 0` (one bound).
    public var phrase: String {
        switch (lower, upper) {
        case let (lower?, upper?) where lowerInclusive && upperInclusive:
            return "\(noun) from \(Self.text(lower)) to \(Self.text(upper))"
        case let (lower?, upper?):
            return "\(noun) in \(lowerInclusive ? "[" : "(")\(Self.text(lower)), \(Self.text(upper))\(upperInclusive ? "]" : ")")"
        case let (lower?, nil): return "\(noun) \(lowerInclusive ? ">=" : ">") \(Self.text(lower))"
        case let (nil, upper?): return "\(noun) \(upperInclusive ? "<=" : "<") \(Self.text(upper))"
        case (nil, nil): return noun
        }
    }

    /// A bound without a trailing ".0" when it is whole (`1000000`, `0.5`).
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
