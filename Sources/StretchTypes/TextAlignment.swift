/// Horizontal placement of each line of text inside its box (`NSTextAlignment` without natural/justified).
/// The raw value is the name used in scene files.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Lines start at the box's left edge.
    case left
    /// Lines are centred in the box.
    case center
    /// Lines end at the box's right edge.
    case right
}
