/// A measured text box in points: the intrinsic content size of a label holding the text.
public struct TextSize: Sendable, Equatable {
    /// Width of the widest line in points (trailing spaces of wrapped lines excluded).
    public var width: Double
    /// `lineCount * lineHeight` in points.
    public var height: Double

    /// A size of `width` x `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
