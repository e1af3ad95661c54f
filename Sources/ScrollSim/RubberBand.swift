/// UIKit's rubber band: how far content visibly moves for a drag that goes `x` points past an edge
/// (docs/physics.md#rubber-band): `b = (1 - 1/(x*c/d + 1)) * d`. Its slope at the edge is `c` and `b` stays below `d`.
package struct RubberBand: Sendable, Equatable {
    /// The coefficient `c` (UIKit: 0.55).
    package var coefficient: Double
    /// The dimension `d`, the viewport height in points.
    package var dimension: Double

    /// Creates the curve for coefficient `c` and dimension `d`.
    package init(coefficient: Double, dimension: Double) {
        self.coefficient = coefficient
        self.dimension = dimension
    }

    /// The visible displacement for an overshoot `x` (odd: a negative overshoot gives the negative displacement).
    package func banded(_ overshoot: Double) -> Double {
        let magnitude = abs(overshoot)
        let displacement = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -displacement : displacement
    }

    /// The inverse, `x = d*b / (c*(d - b))`: the overshoot that shows displacement `b`. `|b|` is limited to just under
    /// `d` (where the inverse would be infinite), so an overscroll farther than the viewport maps to a huge but finite
    /// overshoot.
    package func overshoot(forBanded banded: Double) -> Double {
        let magnitude = min(abs(banded), dimension * Self.largestInvertibleFraction)
        let overshoot = dimension * magnitude / (coefficient * (dimension - magnitude))
        return banded < 0 ? -overshoot : overshoot
    }

    /// `db/dx` at overshoot `x`: `c / (x*c/d + 1)^2`.
    package func slope(atOvershoot overshoot: Double) -> Double {
        let denominator = abs(overshoot) * coefficient / dimension + 1
        return coefficient / (denominator * denominator)
    }

    /// The largest `|b| / d` the inverse accepts.
    static let largestInvertibleFraction = 0.999_999
}
