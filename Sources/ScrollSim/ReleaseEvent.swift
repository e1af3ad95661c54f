/// The finger leaving the content.
public struct ReleaseEvent: Sendable, Equatable {
    /// When the finger lifted, ms since the script began.
    public var timeMilliseconds: Double
    /// The release velocity handed to the free motion, pt/s (positive = offset increasing).
    public var velocity: Double
    /// Where the motion started by this release comes to rest if nothing interrupts it (the deceleration's
    /// projection `offset + v*F/(1-F)` rounded to the pixel grid, or the edge it bounces back to).
    public var projectedRestOffset: Double

    /// Creates a release event.
    public init(timeMilliseconds: Double, velocity: Double, projectedRestOffset: Double) {
        self.timeMilliseconds = timeMilliseconds
        self.velocity = velocity
        self.projectedRestOffset = projectedRestOffset
    }
}
