/// How a label's text looks: the system font at `size`/`weight`, colour, alignment, line limit.
package struct TextStyle: Sendable, Equatable {
    /// Point size of the system font (UILabel default 17).
    package var size: Double
    /// Weight of the system font (UILabel default regular).
    package var weight: FontWeight
    /// Text colour (UILabel default black).
    package var color: Color
    /// Horizontal alignment of each line (UILabel default natural: left).
    package var alignment: TextAlignment
    /// Maximum number of lines; 0 means unlimited (UILabel.numberOfLines).
    package var lines: Int
    /// Line height as a multiple of the font's natural line height (1 = natural).
    package var lineHeightMultiple: Double

    /// A style; the defaults are UILabel's (17 pt regular black, left, one line).
    package init(
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
package protocol TextMeasuring: Sendable {
    /// The size of `string` set in `text`, wrapped at `maxWidth` (no wrapping when `nil`).
    func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size
    /// The size of the rich-text `runs` (docs/scenes.md#rich-text) over the view's `text` style, laid out as one
    /// paragraph with each run's own font, wrapped at `maxWidth`. The default measures the runs' joined
    /// characters in `text` alone: right only when no run changes the font; measurers with real fonts override it.
    func measure(_ text: TextStyle, runs: [TextRun], maxWidth: Double?) -> Size
}

extension TextMeasuring {
    /// The joined characters of `runs` in `text` (see the requirement).
    package func measure(_ text: TextStyle, runs: [TextRun], maxWidth: Double?) -> Size {
        measure(text, string: runs.map(\.text).joined(), maxWidth: maxWidth)
    }

    /// The size of label `view`'s text as it is drawn: its runs when it has some, else its string.
    func measureLabel(_ view: ViewSpec, maxWidth: Double?) -> Size {
        if let runs = view.textRuns { return measure(view.textStyle, runs: runs, maxWidth: maxWidth) }
        return measure(view.textStyle, string: view.text ?? "", maxWidth: maxWidth)
    }
}

extension TextStyle {
    /// Whether `other` lays text out the same way: every field but the colour is equal.
    package func sameShape(as other: TextStyle) -> Bool {
        size == other.size && weight == other.weight && alignment == other.alignment && lines == other.lines
            && lineHeightMultiple == other.lineHeightMultiple
    }
}
