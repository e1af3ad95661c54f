/// A parsed gesture script: the actions in order.
public struct GestureScript: Sendable, Equatable {
    /// The actions, in the order they happen.
    public var actions: [GestureAction]

    /// Longest duration one action may have (a `wait`, a drag's `over`, a `hold`, a `wait until rest` cap),
    /// in milliseconds: 10 minutes, far beyond any demo, and small enough that every later conversion of a time
    /// to centiseconds or frames stays exact.
    package static let maximumActionMilliseconds = 600_000.0
    /// Longest a whole script may last (the sum of its actions' durations, counting each `wait until rest` at its
    /// cap), in milliseconds: one hour.
    package static let maximumTotalMilliseconds = 3_600_000.0
    /// Largest distance, speed or offset a script may name, in points (or points per second).
    package static let maximumMagnitude = 1_000_000.0
    /// Most actions one script may hold.
    package static let maximumActions = 10_000

    /// Creates a script from actions.
    public init(actions: [GestureAction]) {
        self.actions = actions
    }
}
