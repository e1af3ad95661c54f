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
