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
    /// Bytes from one row of `coverage` to the next: `width` rounded up to a multiple of `rowAlignment`. The
    /// columns past `width` are 0, so a row can be united into a line's mask in whole sixteen-byte blocks
    /// (`CoverageMask.uniteBlocks`), the padding leaving the mask's bytes as they are (x ∪ 0 = x).
    var rowStride: Int
    /// Row-major coverage, `rowStride * height` bytes, 0...255.
    var coverage: [UInt8]

    /// The multiple every `rowStride` is rounded up to: one SSE2 register of coverage bytes.
    static let rowAlignment = 16

    /// `width` rounded up to a multiple of `rowAlignment` (0 for 0).
    static func rowStride(width: Int) -> Int {
        (width + rowAlignment - 1) / rowAlignment * rowAlignment
    }
}

/// A colour glyph (emoji) as its font stores it: premultiplied RGBA at the face's bitmap strike, placed relative
/// to the pen position on the baseline in strike pixels. Drawn scaled by `pixel size / pixelsPerEm`.
struct ColorGlyphBitmap: Sendable, Equatable {
    /// Strike pixels from the pen x to the bitmap's left edge.
    var left: Int
    /// Strike pixels from the baseline up to the bitmap's top edge (y up).
    var top: Int
    /// Width in strike pixels.
    var width: Int
    /// Height in strike pixels.
    var height: Int
    /// Pixels per em of the strike (about 109 for Noto Color Emoji).
    var pixelsPerEm: Double
    /// Row-major premultiplied RGBA, `width * height * 4` bytes.
    var premultipliedRGBA: [UInt8]
}
