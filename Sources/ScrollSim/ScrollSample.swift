/// What the scroll view is doing at an instant.
public enum ScrollPhase: String, Sendable, Equatable, CaseIterable {
    /// The finger is on the content.
    case tracking
    /// Finger up, moving freely inside the bounds.
    case decelerating
    /// Finger up, past an edge and returning to it.
    case bouncing
    /// Still, on the pixel grid.
    case resting
}

/// The scroll view's state at one instant of a timeline.
public struct ScrollSample: Sendable, Equatable {
    /// The instant, in ms since the script began.
    public var timeMilliseconds: Double
    /// The displayed `contentOffset.y`, in points.
    public var offset: Double
    /// The offset's rate of change, in pt/s (positive = offset increasing, content moving up): the exact time
    /// derivative of the offset curve at this instant.
    public var velocity: Double
    /// The phase at this instant.
    public var phase: ScrollPhase
    /// The finger's y in viewport points while touching (for a touch indicator), nil when the finger is up.
    public var fingerY: Double?

    /// Creates a sample.
    public init(timeMilliseconds: Double, offset: Double, velocity: Double, phase: ScrollPhase, fingerY: Double?) {
        self.timeMilliseconds = timeMilliseconds
        self.offset = offset
        self.velocity = velocity
        self.phase = phase
        self.fingerY = fingerY
    }
}

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
