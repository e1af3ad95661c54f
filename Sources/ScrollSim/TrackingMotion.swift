// Time `tau` is in ms since the segment began; offsets in points; velocities in pt/ms. The formula is exact for
// non-integer `tau`, so the motion does not depend on how it is sampled.

/// The finger on the content (docs/physics.md#drag): the unconstrained offset is the drag's start minus the finger's
/// translation, shown through the rubber band past an edge.
struct TrackingMotion: Sendable, Equatable {
    var stroke: FingerStroke
    /// The unconstrained offset when this stroke began.
    var startUnconstrainedOffset: Double
    var constraint: OffsetConstraint

    func unconstrainedOffset(at tau: Double) -> Double {
        startUnconstrainedOffset - (stroke.y(at: tau) - stroke.startY)
    }

    func offset(at tau: Double) -> Double {
        constraint.displayed(unconstrainedOffset(at: tau))
    }

    /// d offset / dt in pt/ms: the finger's speed (reversed) times the rubber band's slope.
    func derivative(at tau: Double) -> Double {
        -stroke.velocity(at: tau) * constraint.slope(at: unconstrainedOffset(at: tau))
    }
}
