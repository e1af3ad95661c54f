/// How a binding eases between two keyframes (`curve:`), as the named CSS timing functions and
/// `CAMediaTimingFunction`'s named functions: cubic Béziers from (0, 0) to (1, 1) with the control points below
/// (CSS Easing Functions Level 1, "cubic-bezier() keywords"; the same numbers as `kCAMediaTimingFunctionEaseIn`,
/// `...EaseOut`, `...EaseInEaseOut`). docs/scenes.md#curves.
package enum BindingCurve: String, Sendable, Equatable, CaseIterable {
    /// Progress equals the fraction.
    case linear
    /// `cubic-bezier(0.42, 0, 1, 1)`: starts slowly.
    case easeIn
    /// `cubic-bezier(0, 0, 0.58, 1)`: ends slowly.
    case easeOut
    /// `cubic-bezier(0.42, 0, 0.58, 1)`: slow at both ends.
    case easeInOut

    /// The control points (x1, y1, x2, y2) of the curve's Bézier.
    var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        }
    }

    /// Bisection steps that pin the Bézier parameter to below 2^-50 of the unit interval: the result is exact to
    /// double precision for every fraction, and the same on every machine (no tolerance-dependent early exit).
    static let bisectionSteps = 50

    /// The eased progress at `fraction` (clamped to 0...1): the Bézier's y where its x equals `fraction`.
    package func progress(_ fraction: Double) -> Double {
        let u = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        if self == .linear || u == 0 || u == 1 { return u }
        let (x1, y1, x2, y2) = controlPoints
        // B(t) = 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³ for each coordinate; x(t) rises monotonically for x1, x2 in 0...1.
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<Self.bisectionSteps {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < u { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
