/// UIKit's rubber band: how far content visibly moves for a drag that goes `x` points past an edge
/// (physics.md, "Drag"): `b = (1 - 1/(x*c/d + 1)) * d`. Its slope at the edge is `c` and `b` stays below `d`.
public struct RubberBand: Sendable, Equatable {
    /// The coefficient `c` (UIKit: 0.55).
    public var coefficient: Double
    /// The dimension `d`, the viewport height in points.
    public var dimension: Double

    /// Creates the curve for coefficient `c` and dimension `d`.
    public init(coefficient: Double, dimension: Double) {
        self.coefficient = coefficient
        self.dimension = dimension
    }

    /// The visible displacement for an overshoot `x` (odd: a negative overshoot gives the negative displacement).
    public func banded(_ overshoot: Double) -> Double {
        let magnitude = abs(overshoot)
        let displacement = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -displacement : displacement
    }

    /// The inverse, `x = d*b / (c*(d - b))`: the overshoot that shows displacement `b`. `|b|` is limited to just under
    /// `d` (where the inverse would be infinite), so an overscroll farther than the viewport maps to a huge but finite
    /// overshoot.
    public func overshoot(forBanded banded: Double) -> Double {
        let magnitude = min(abs(banded), dimension * Self.largestInvertibleFraction)
        let overshoot = dimension * magnitude / (coefficient * (dimension - magnitude))
        return banded < 0 ? -overshoot : overshoot
    }

    /// `db/dx` at overshoot `x`: `c / (x*c/d + 1)^2`.
    public func slope(atOvershoot overshoot: Double) -> Double {
        let denominator = abs(overshoot) * coefficient / dimension + 1
        return coefficient / (denominator * denominator)
    }

    /// The largest `|b| / d` the inverse accepts.
    static let largestInvertibleFraction = 0.999_999
}

/// Maps the finger's unconstrained offset to the displayed one: inside the bounds unchanged, past an edge through the
/// rubber band, or clamped when the view may not bounce.
struct OffsetConstraint: Sendable, Equatable {
    var minOffset: Double
    var maxOffset: Double
    var allowsBounce: Bool
    var rubberBand: RubberBand

    init(geometry: ScrollGeometry, physics: ScrollPhysics) {
        minOffset = geometry.minOffset
        maxOffset = geometry.maxOffset
        allowsBounce = physics.allowsBounce(in: geometry)
        rubberBand = RubberBand(coefficient: physics.rubberBandCoefficient, dimension: geometry.viewportHeight)
    }

    /// The displayed offset for the unconstrained offset `unconstrained`.
    func displayed(_ unconstrained: Double) -> Double {
        if unconstrained < minOffset {
            return allowsBounce ? minOffset + rubberBand.banded(unconstrained - minOffset) : minOffset
        }
        if unconstrained > maxOffset {
            return allowsBounce ? maxOffset + rubberBand.banded(unconstrained - maxOffset) : maxOffset
        }
        return unconstrained
    }

    /// `d displayed / d unconstrained` at `unconstrained`.
    func slope(at unconstrained: Double) -> Double {
        if unconstrained < minOffset {
            return allowsBounce ? rubberBand.slope(atOvershoot: unconstrained - minOffset) : 0
        }
        if unconstrained > maxOffset {
            return allowsBounce ? rubberBand.slope(atOvershoot: unconstrained - maxOffset) : 0
        }
        return 1
    }

    /// The unconstrained offset that displays `displayed` (the rubber band inverted), so grabbing an overscrolled view
    /// continues from where it is without a jump.
    func unconstrained(forDisplayed displayed: Double) -> Double {
        if displayed < minOffset {
            return allowsBounce ? minOffset + rubberBand.overshoot(forBanded: displayed - minOffset) : minOffset
        }
        if displayed > maxOffset {
            return allowsBounce ? maxOffset + rubberBand.overshoot(forBanded: displayed - maxOffset) : maxOffset
        }
        return displayed
    }
}
