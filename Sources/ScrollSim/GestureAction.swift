/// One step of a gesture script. Durations in ms, distances in points, speeds in pt/s.
public enum GestureAction: Sendable, Equatable {
    /// Let time pass (the finger, if down, stays still).
    case wait(milliseconds: Double)
    /// Move the finger `distance` points over `milliseconds` along `easing`, touching first if the finger is up.
    case drag(direction: FingerDirection, distance: Double, milliseconds: Double, easing: Easing)
    /// Keep the finger down and still, touching first if it is up.
    case hold(milliseconds: Double)
    /// Lift the finger; its release velocity is estimated from its recent motion.
    case release
    /// A quick flick: touching first if up, the finger moves for `GestureAction.flingMilliseconds` at `speed` pt/s
    /// and lifts with exactly that release velocity.
    case fling(direction: FingerDirection, speed: Double)
    /// Jump to `offset` with no animation; the finger is up afterwards. Inside the bounds it rests there (rounded to
    /// the pixel grid); past an edge it bounces back from rest (clamped when the view may not bounce).
    case setOffset(Double)
    /// Let time pass until the view rests, or at most `maxMilliseconds`.
    case waitUntilRest(maxMilliseconds: Double)

    /// How long a fling's flick lasts, 50 ms (a short, realistic flick; its speed is constant, so the stated release
    /// velocity is also the finger's speed).
    public static let flingMilliseconds = 50.0
    /// The default cap of `wait until rest`, 10 s.
    package static let defaultRestWaitMilliseconds = 10_000.0
    /// The default duration of a drag written without `over`, 300 ms.
    package static let defaultDragMilliseconds = 300.0

    /// The longest this action can last, in ms (a `wait until rest` counted at its cap, a release as 0).
    package var scriptedMilliseconds: Double {
        switch self {
        case .wait(let milliseconds), .drag(_, _, let milliseconds, _), .hold(let milliseconds): milliseconds
        case .waitUntilRest(let cap): cap
        case .fling: Self.flingMilliseconds
        case .release, .setOffset: 0
        }
    }
}
