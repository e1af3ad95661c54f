extension Pixmap {
    /// Draws laid-out text whose box's top-left is (`originX`, `originY`) in pixels: outline glyphs as coverage
    /// masks filled with `color`, then colour glyphs (emoji) composited as images in their own colours. Both take
    /// `opacity` and `clip`.
    public mutating func draw(_ text: TextLayout, originX: Double, originY: Double, color: Color,
                              opacity: Double = 1, clip: ClipMask? = nil) {
        for mask in text.coverageMasks(originX: originX, originY: originY) {
            fill(mask: mask, paint: .solid(color), opacity: opacity, clip: clip)
        }
        for glyph in text.colorGlyphs(originX: originX, originY: originY) {
            drawImage(glyph.image, stretchedTo: glyph.rect, opacity: opacity, clip: clip)
        }
    }

    /// Draws `text` as `draw(_:originX:originY:color:opacity:clip:)` does with `originX` = `coverage.originX`,
    /// taking the outline glyphs' masks from `coverage` (which must be `text.coverage(originX:)`) instead of
    /// building them: the same bytes, for text drawn again at another vertical position.
    public mutating func draw(_ text: TextLayout, coverage: TextCoverage, originY: Double, color: Color,
                              opacity: Double = 1, clip: ClipMask? = nil) {
        for mask in coverage.masks(originY: originY) {
            fill(mask: mask, paint: .solid(color), opacity: opacity, clip: clip)
        }
        for glyph in text.colorGlyphs(originX: coverage.originX, originY: originY) {
            drawImage(glyph.image, stretchedTo: glyph.rect, opacity: opacity, clip: clip)
        }
    }
}
