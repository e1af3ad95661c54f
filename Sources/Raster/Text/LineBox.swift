/// One paragraph of a text before breaking: its UTF-8 bytes and, for rich text, each byte's span style.
struct StyledParagraph: Sendable {
    var utf8: [UInt8]
    /// One style index per byte (`SpanStyle`); nil for plain text.
    var spans: [Int]?
    /// The style an empty line of this paragraph takes: that of the "\n" ending it (else the one before it).
    var emptyStyle: Int

    /// Adds `byte` set in style `style`.
    mutating func append(_ byte: UInt8, style: Int) {
        utf8.append(byte)
        spans?.append(style)
    }
}

/// The vertical metrics of one line from the styles on it, in points.
///
/// A line set in one style is that font's `UIFont.lineHeight` (ascender - descender + line gap), exactly the
/// single-style arithmetic. A line mixing styles is as tall as its tallest ascent plus its deepest extent below the
/// baseline (descent and line gap), which is how TextKit sets a line fragment of mixed fonts; with one style both
/// give the same height. The line height multiple scales the whole box and the extra space goes above the glyphs.
struct LineBox: Sendable, Equatable {
    /// Height of the line box (natural height x multiple).
    var height: Double
    /// From the box's top down to the baseline: (height - natural height) + ascent.
    var baselineInBox: Double

    /// The box of a line whose glyphs are set in `present` (indices into `styles`, never empty).
    init(styles present: [Int], of styles: [SpanStyle], multiple: Double) {
        func metrics(_ index: Int) -> (ascent: Double, natural: Double) {
            let style = styles[index]
            let fontMetrics = style.fonts.primary.metrics
            return (fontMetrics.points(fontMetrics.ascender, pointSize: style.size),
                    fontMetrics.lineHeight(pointSize: style.size))
        }
        var (ascent, natural) = metrics(present.first ?? 0)
        if present.count > 1 {
            var below = natural - ascent
            for index in present.dropFirst() {
                let other = metrics(index)
                ascent = max(ascent, other.ascent)
                below = max(below, other.natural - other.ascent)
            }
            natural = ascent + below
        }
        height = natural * multiple
        baselineInBox = (height - natural) + ascent
    }
}
