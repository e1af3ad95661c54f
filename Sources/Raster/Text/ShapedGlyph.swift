/// One glyph out of HarfBuzz, in font design units (x right, y up).
struct ShapedGlyph: Sendable, Equatable {
    /// Glyph index in the face.
    var glyphID: UInt32
    /// UTF-8 byte offset of the first character this glyph belongs to (HarfBuzz cluster).
    var cluster: Int
    /// Pen advance after this glyph (kerning included).
    var xAdvance: Int
    /// Horizontal displacement of this glyph from the pen position.
    var xOffset: Int
    /// Vertical displacement of this glyph from the baseline (y up).
    var yOffset: Int
}
