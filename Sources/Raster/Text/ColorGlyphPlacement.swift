/// A colour glyph (emoji) ready to composite: the image its font stores and the pixel rectangle it is stretched to.
package struct ColorGlyphPlacement: Sendable, Equatable {
    /// The glyph at the font's bitmap strike, premultiplied RGBA.
    package let image: RasterImage
    /// Where it goes, in pixels (fractional; `Pixmap.drawImage(_:stretchedTo:opacity:clip:)` resamples it).
    package let rect: Rect
}

extension TextLayout {
    /// The glyphs of colour bitmap faces (emoji), in line and logical order, each scaled from its strike to the
    /// text's pixel size (`size x scale` pixels per em over the strike's pixels per em) and placed on its line's
    /// baseline, which is rounded to a whole pixel as in `coverageMasks`. Empty when no colour face set any text.
    /// The same layout and origin always give identical placements.
    package func colorGlyphs(originX: Double, originY: Double) -> [ColorGlyphPlacement] {
        guard styles.contains(where: { $0.fonts.faces.contains(where: \.isColorBitmap) }) else { return [] }
        let coordinateLimit = Self.coordinateLimit
        guard scale.isFinite, scale > 0, originX.isFinite, originY.isFinite,
              abs(originX) < coordinateLimit, abs(originY) < coordinateLimit
        else { return [] }
        let pixelSize = attributes.size * scale
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 16384 else { return [] }
        // The same rounded size and units-to-pixels factor as the coverage masks, so emoji sit where measured.
        let pixelSize26_6 = Int((pixelSize * 64).rounded())
        let pixelsPerEm = Double(pixelSize26_6) / 64
        let pixelsPerUnit = pixelsPerEm / Double(max(1, face.metrics.unitsPerEm))

        var placements: [ColorGlyphPlacement] = []
        for line in lines {
            let lineStartX = originX + line.x * scale
            let baselineY = Double(Int((originY + line.baseline * scale).rounded()))
            for glyph in line.glyphs {
                let glyphFace = styles[glyph.style].fonts.faces[glyph.face]
                guard glyphFace.isColorBitmap, let bitmap = glyphFace.colorGlyph(glyph.glyphID),
                      bitmap.pixelsPerEm > 0,
                      let image = RasterImage(width: bitmap.width, height: bitmap.height,
                                              premultipliedPixels: bitmap.premultipliedRGBA)
                else { continue }
                // A rich-text span's emoji are scaled to that span's size (its rounded pixels per em).
                let glyphPixelsPerEm = glyph.style == 0
                    ? pixelsPerEm : Double(Int((styles[glyph.style].size * scale * 64).rounded())) / 64
                let factor = glyphPixelsPerEm / bitmap.pixelsPerEm
                let penX = lineStartX + glyph.x * pixelsPerUnit
                let top = baselineY - glyph.yOffset * pixelsPerUnit - Double(bitmap.top) * factor
                let rect = Rect(x: penX + Double(bitmap.left) * factor, y: top,
                                width: Double(bitmap.width) * factor, height: Double(bitmap.height) * factor)
                placements.append(ColorGlyphPlacement(image: image, rect: rect))
            }
        }
        return placements
    }
}
