/// The finger leaving the content.
public struct ReleaseEvent: Sendable, Equatable {
    /// When the finger lifted, ms since the script began.
    public var timeMilliseconds: Double
    /// The release velocity handed to the free motion, pt/s (positive = offset increasing): `fingerVelocity` times
    /// `flickBoost`, or 0 when `fingerVelocity` is under the glide floor (docs/physics.md#glide-floor).
    public var velocity: Double
    /// Where the motion started by this release comes to rest if nothing interrupts it (the deceleration's
    /// projection `offset + v*F/(1-F)` rounded to the pixel grid, or the edge it bounces back to).
    public var projectedRestOffset: Double
    /// The velocity the finger gave, pt/s in offset units: the blend of its last touch-event velocities for a
    /// `release` (docs/physics.md#release-velocity), the stated speed for a `fling`.
    public var fingerVelocity: Double
    /// This release's place in a run of fast flicks (1 = the first), 0 when it is not a fast flick
    /// (docs/physics.md#repeated-flicks).
    public var flick: Int
    /// The multiplier the run of fast flicks applied, 1 when none.
    public var flickBoost: Double

    /// Creates a release event; without `fingerVelocity` the finger gave exactly `velocity`, unboosted.
    package init(timeMilliseconds: Double, velocity: Double, projectedRestOffset: Double, fingerVelocity: Double? = nil,
                flick: Int = 0, flickBoost: Double = 1) {
        self.timeMilliseconds = timeMilliseconds
        self.velocity = velocity
        self.projectedRestOffset = projectedRestOffset
        self.fingerVelocity = fingerVelocity ?? velocity
        self.flick = flick
        self.flickBoost = flickBoost
    }
}
