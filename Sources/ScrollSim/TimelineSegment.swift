/// One analytic piece of a timeline: from `startTime` until the next segment begins, the motion `kind` evaluated in
/// closed form at `t - startTime`.
struct TimelineSegment: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case tracking(TrackingMotion)
        case decelerating(DecelerationMotion)
        case uikitBounce(UIKitBounceMotion)
        case springBounce(SpringBounceMotion)
        case resting(offset: Double)
    }

    var startTime: Double
    var kind: Kind

    /// The sample `tau` ms into this segment, stamped with the absolute time `time`.
    func sample(at tau: Double, time: Double) -> ScrollSample {
        switch kind {
        case .tracking(let motion):
            return ScrollSample(
                timeMilliseconds: time, offset: motion.offset(at: tau), velocity: motion.derivative(at: tau) * 1000,
                phase: .tracking, fingerY: motion.stroke.y(at: tau))
        case .decelerating(let motion):
            return ScrollSample(
                timeMilliseconds: time, offset: motion.offset(at: tau), velocity: motion.derivative(at: tau) * 1000,
                phase: .decelerating, fingerY: nil)
        case .uikitBounce(let motion):
            return ScrollSample(
                timeMilliseconds: time, offset: motion.edge + motion.overshoot(at: tau),
                velocity: motion.derivative(at: tau) * 1000, phase: .bouncing, fingerY: nil)
        case .springBounce(let motion):
            return ScrollSample(
                timeMilliseconds: time, offset: motion.edge + motion.overshoot(at: tau),
                velocity: motion.derivative(at: tau) * 1000, phase: .bouncing, fingerY: nil)
        case .resting(let offset):
            return ScrollSample(timeMilliseconds: time, offset: offset, velocity: 0, phase: .resting, fingerY: nil)
        }
    }
}
