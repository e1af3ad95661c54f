/// Horizontal placement of each line inside the text box (`NSTextAlignment` without natural/justified).
public enum TextAlignment: Sendable, Equatable {
    /// Lines start at the box's left edge.
    case left
    /// Lines are centred in the box.
    case center
    /// Lines end at the box's right edge.
    case right
}
