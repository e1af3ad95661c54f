#if canImport(Glibc)
import Glibc
#endif

/// How hard the solver tries to satisfy a constraint: required, or a weight in the objective.
package struct Strength: Sendable, Equatable {
    /// The objective weight of one point of violation; `nil` for required constraints.
    package let weight: Double?

    /// A constraint that must hold exactly; a conflict is reported as `SolverError.unsatisfiable`.
    package static let required = Strength(weight: nil)

    /// A non-required constraint whose violation costs `weight` per point (weight > 0).
    package static func weighted(_ weight: Double) -> Strength { Strength(weight: weight) }

    /// `true` for `.required`.
    package var isRequired: Bool { weight == nil }
}

/// Maps Auto Layout priorities (1...1000, 1000 = required) to strengths such that each higher priority
/// present in a scene dominates the lower ones.
///
/// The distinct non-required priorities are ranked in ascending order and rank `r` weighs `base^r`.
/// `base` is 10^4 when at most four tiers are used (so one constraint of a tier outweighs up to 9,999
/// violated constraints of the tier below, with equal violations), and shrinks so that the top weight
/// stays <= 10^15 (inside the 2^53 ~ 9e15 exact-integer range of a Double, so that tier sums do not
/// round away the lowest tier). This is the "lexicographic by tiers" scheme of Cassowary's symbolic weights, flattened
/// into one Double.
package struct PriorityLadder: Sendable, Equatable {
    /// The distinct non-required priorities, ascending.
    package let priorities: [Double]
    /// The weight ratio between neighbouring tiers.
    package let base: Double

    /// Largest weight the ladder hands out (see the type's documentation).
    static let maximumTopWeight = 1.0e15
    /// Preferred ratio between neighbouring tiers.
    static let preferredBase = 1.0e4

    /// Builds a ladder over the given priorities (values >= 1000 are required and ignored).
    package init(priorities: [Double]) {
        var distinct: [Double] = []
        for priority in priorities.sorted() where priority < 1000 && distinct.last != priority {
            distinct.append(priority)
        }
        self.priorities = distinct
        let tiers = Double(max(distinct.count - 1, 1))
        self.base = min(Self.preferredBase, pow(Self.maximumTopWeight, 1 / tiers))
    }

    /// The strength of `priority`: `.required` for >= 1000, else `base^rank`. A priority that the ladder
    /// was not built with gets the weight of the nearest listed priority below it (or the lowest tier).
    package func strength(for priority: Double) -> Strength {
        if priority >= 1000 { return .required }
        var rank = 0
        for (index, listed) in priorities.enumerated() where listed <= priority { rank = index }
        return .weighted(pow(base, Double(rank)))
    }
}
