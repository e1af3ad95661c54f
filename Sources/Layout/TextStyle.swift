/// How a label's text looks: the system font at `size`/`weight`, colour, alignment, line limit.
public struct TextStyle: Sendable, Equatable {
    /// Point size of the system font (UILabel default 17).
    public var size: Double
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment
    /// Maximum number of lines; 0 means unlimited (UILabel.numberOfLines).
    public var lines: Int
    /// Line height as a multiple of the font's natural line height (1 = natural).
    public var lineHeightMultiple: Double

    /// A style; the defaults are UILabel's (17 pt regular black, left, one line).
    public init(
        size: Double = 17, weight: FontWeight = .regular, color: Color = .black,
        alignment: TextAlignment = .left, lines: Int = 1, lineHeightMultiple: Double = 1
    ) {
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.lines = lines
        self.lineHeightMultiple = lineHeightMultiple
    }
}

/// Measures laid-out text; the executable implements it with the real text engine.
public protocol TextMeasuring: Sendable {
    /// The size of `string` set in `text`, wrapped at `maxWidth` (no wrapping when `nil`).
    func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size
}

extension TextStyle {
    /// Whether `other` lays text out the same way: every field but the colour is equal.
    public func sameShape(as other: TextStyle) -> Bool {
        size == other.size && weight == other.weight && alignment == other.alignment && lines == other.lines
            && lineHeightMultiple == other.lineHeightMultiple
    }
}
