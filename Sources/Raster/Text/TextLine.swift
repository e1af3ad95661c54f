/// A glyph placed on a line, in the primary face's design units from the line's start (x right, y up). Glyphs of
/// a fallback face are converted (units x primary units per em / that face's units per em), so whole numbers
/// for the primary face's own glyphs.
struct PositionedGlyph: Sendable, Equatable {
    /// Glyph index in its face.
    var glyphID: UInt32
    /// Index of its face in the layout's `FontCascade.faces` (0 = primary).
    var face: Int
    /// Horizontal position of the glyph origin from the line start (pen position + HarfBuzz x offset).
    var x: Double
    /// Vertical offset from the baseline, y up.
    var yOffset: Double
    /// Index of the span style that set it (`SpanStyle`; 0 for plain text): `face` indexes that style's cascade.
    var style: Int = 0
}

/// One laid-out line: its text, width and place inside the text box, all in points.
package struct TextLine: Sendable, Equatable {
    /// The characters shown on this line (trailing spaces of wrapped lines dropped; "…" included when truncated).
    package let text: String
    /// Advance width of the line in points.
    package let width: Double
    /// Distance from the box's left edge to the line's start in points (set by the alignment).
    package let x: Double
    /// Distance from the box's top edge down to this line's baseline in points.
    package let baseline: Double
    /// Height of the line box in points: the layout's `lineHeight` for plain text; for rich text the tallest
    /// span's ascent above the baseline plus the deepest span's extent below it, times the line height multiple.
    package let height: Double
    /// The shaped glyphs, positioned in design units.
    let glyphs: [PositionedGlyph]
}
