/// Cache key for a rendered glyph: glyph id, size in 1/64 pixel per em, and the quarter-pixel x bin (0...3).
struct GlyphKey: Hashable, Sendable {
    var glyphID: UInt32
    var pixelSize26_6: Int
    var subpixelBin: Int
}

/// A rendered glyph: 8-bit coverage placed relative to the pen position on the baseline.
struct GlyphBitmap: Sendable, Equatable {
    /// Columns from the pen x to the bitmap's left edge (FreeType `bitmap_left`).
    var left: Int
    /// Rows from the baseline up to the bitmap's top edge (FreeType `bitmap_top`, y up).
    var top: Int
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Row-major coverage, `width * height` bytes, 0...255.
    var coverage: [UInt8]
}
