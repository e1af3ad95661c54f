/// A parsed gesture script: the actions in order.
public struct GestureScript: Sendable, Equatable {
    /// The actions, in the order they happen.
    public var actions: [GestureAction]

    /// Creates a script from actions.
    public init(actions: [GestureAction]) {
        self.actions = actions
    }
}
