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
    package init(timeMilliseconds: Double, offset: Double, velocity: Double, phase: ScrollPhase, fingerY: Double?) {
        self.timeMilliseconds = timeMilliseconds
        self.offset = offset
        self.velocity = velocity
        self.phase = phase
        self.fingerY = fingerY
    }
}
