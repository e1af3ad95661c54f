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
