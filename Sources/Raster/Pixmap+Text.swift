extension Pixmap {
    /// Draws laid-out text whose box's top-left is (`originX`, `originY`) in pixels: outline glyphs as coverage
    /// masks filled with `color`, then colour glyphs (emoji) composited as images in their own colours. Both take
    /// `opacity` and `clip`.
    package mutating func draw(_ text: TextLayout, originX: Double, originY: Double, color: Color,
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
    package mutating func draw(_ text: TextLayout, coverage: TextCoverage, originY: Double, color: Color,
                              opacity: Double = 1, clip: ClipMask? = nil) {
        for mask in coverage.masks(originY: originY) {
            fill(mask: mask, paint: .solid(color), opacity: opacity, clip: clip)
        }
        for glyph in text.colorGlyphs(originX: coverage.originX, originY: originY) {
            drawImage(glyph.image, stretchedTo: glyph.rect, opacity: opacity, clip: clip)
        }
    }

    /// Draws laid-out rich text as `draw(_:originX:originY:color:opacity:clip:)` does, each line's mask of ink
    /// `i` (`TextSpan.ink`) filled with `colors[i]` (the last colour for an ink past the end; nothing for no
    /// colours). With one colour and plain text this is exactly the single-colour call.
    package mutating func draw(_ text: TextLayout, originX: Double, originY: Double, colors: [Color],
                              opacity: Double = 1, clip: ClipMask? = nil) {
        draw(text, coverage: text.coverage(originX: originX), originY: originY, colors: colors, opacity: opacity,
             clip: clip)
    }

    /// `draw(_:originX:originY:colors:opacity:clip:)` with the masks taken from `coverage`, which must be
    /// `text.coverage(originX:)` (as `draw(_:coverage:originY:color:opacity:clip:)`).
    package mutating func draw(_ text: TextLayout, coverage: TextCoverage, originY: Double, colors: [Color],
                              opacity: Double = 1, clip: ClipMask? = nil) {
        guard let lastColor = colors.last else { return }
        for (ink, mask) in coverage.inkedMasks(originY: originY) {
            fill(mask: mask, paint: .solid(ink < colors.count ? colors[ink] : lastColor), opacity: opacity, clip: clip)
        }
        for glyph in text.colorGlyphs(originX: coverage.originX, originY: originY) {
            drawImage(glyph.image, stretchedTo: glyph.rect, opacity: opacity, clip: clip)
        }
    }
}
