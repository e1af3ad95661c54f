/// How a string is set: size, line spacing, alignment and a line limit (the parts of `UILabel`'s
/// font + `NSParagraphStyle` that the scenes use). The typeface itself is the `FontFace` passed alongside.
package struct TextAttributes: Sendable, Equatable {
    /// Font size in points (> 0; non-positive or non-finite sizes lay out as empty text).
    package var size: Double
    /// Multiple of the font's natural line height (`NSParagraphStyle.lineHeightMultiple`); 1.0 = `UIFont.lineHeight`.
    package var lineHeightMultiple: Double
    /// Horizontal placement of lines inside the box.
    package var alignment: TextAlignment
    /// Most lines shown (`UILabel.numberOfLines`); 0 = unlimited. Text beyond the limit is cut and the
    /// last shown line ends with "…" (U+2026), like `NSLineBreakMode.byTruncatingTail`.
    package var maxLines: Int

    /// Attributes with UIKit's defaults for everything but the size: single spacing, left, unlimited lines.
    package init(size: Double, lineHeightMultiple: Double = 1.0, alignment: TextAlignment = .left, maxLines: Int = 0) {
        self.size = size
        self.lineHeightMultiple = lineHeightMultiple
        self.alignment = alignment
        self.maxLines = maxLines
    }
}
