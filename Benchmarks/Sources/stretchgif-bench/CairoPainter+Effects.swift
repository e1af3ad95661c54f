import CCairo
@testable import Raster
@testable import SceneRender
@testable import StretchTypes

/// What `CairoPainter` leaves out of a frame because cairo has no call for it (reported beside the timings).
struct SkippedOperations: Equatable {
    /// `.backdrop` operations: a material made by blurring the pixels behind a shape.
    var backdrops = 0
    /// Layers with a content blur (the content is still drawn, sharp).
    var layerBlurs = 0
    /// Layers with a drop shadow (the content is still drawn, without its shadow).
    var layerShadows = 0
    /// Rich-text glyphs in faces the painter has no cairo face for (fallback scripts, colour emoji).
    var glyphs = 0

    var isEmpty: Bool { self == SkippedOperations() }

    /// "none", or e.g. "2 backdrop materials, 1 layer blur".
    var summary: String {
        let parts = [(backdrops, "backdrop material"), (layerBlurs, "layer blur"), (layerShadows, "layer shadow"),
                     (glyphs, "rich-text glyph")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}

extension CairoPainter {
    /// The cairo face and size for glyphs of span style `style` in `layout`, nil when the face has no cairo face
    /// (or is a colour bitmap face, which our painter places as pictures).
    private func cairoFace(_ layout: TextLayout, style: Int, face: Int) -> OpaquePointer? {
        let fontFace = layout.styles[style].fonts.faces[face]
        guard !fontFace.isColorBitmap else { return nil }
        return fonts.first(where: { $0.name == fontFace.name })?.face
    }

    /// Glyphs of `layout` that `drawRichText` cannot draw.
    func unreplayableGlyphs(in layout: TextLayout) -> Int {
        layout.lines.reduce(0) { count, line in
            count + line.glyphs.filter { cairoFace(layout, style: $0.style, face: $0.face) == nil }.count
        }
    }

    /// Rich text at our shaped glyph positions: each run of glyphs sharing a span style and face is one
    /// `cairo_show_glyphs` call in that style's size and its ink's colour (the last colour for an ink past the end,
    /// as `Pixmap.draw(_:originX:originY:colors:opacity:clip:)`). Positions are the layout's design units of the
    /// primary face, scaled as `TextLayout.coverage(originX:)` does (without its quarter-pixel binning).
    func drawRichText(_ cr: OpaquePointer, _ layout: TextLayout, origin: Point, colors: [Color], opacity: Double) {
        guard let lastColor = colors.last else { return }
        let pixelsPerUnit = layout.attributes.size * layout.scale / Double(max(1, layout.face.metrics.unitsPerEm))
        for line in layout.lines {
            var start = 0
            while start < line.glyphs.count {
                let first = line.glyphs[start]
                var end = start + 1
                while end < line.glyphs.count, line.glyphs[end].style == first.style,
                      line.glyphs[end].face == first.face { end += 1 }
                defer { start = end }
                guard let face = cairoFace(layout, style: first.style, face: first.face) else { continue }
                let style = layout.styles[first.style]
                let lineX: Double = origin.x + line.x * layout.scale
                let baseline: Double = origin.y + line.baseline * layout.scale
                let glyphs: [cairo_glyph_t] = line.glyphs[start..<end].map { glyph in
                    let x: Double = lineX + glyph.x * pixelsPerUnit
                    let y: Double = baseline - glyph.yOffset * pixelsPerUnit
                    return cairo_glyph_t(index: UInt(glyph.glyphID), x: x, y: y)
                }
                cairo_set_font_face(cr, face)
                cairo_set_font_size(cr, style.size * layout.scale)
                set(cr, style.ink < colors.count ? colors[style.ink] : lastColor, opacity: opacity)
                glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
            }
        }
    }

    /// A layer: `operations` painted on a transparent `width` x `height` surface, composited through `transform`
    /// (layer pixels to canvas pixels) at `opacity`, its pixels filtered as images are (CAIRO_FILTER_GOOD). Its
    /// blur and shadow are not drawn (counted in `skipped`).
    func drawLayer(_ cr: OpaquePointer, _ operations: [DrawOperation], path: [Int], width: Int, height: Int,
                   transform: Transform, opacity: Double) {
        guard width > 0, height > 0, opacity > 0 else { return }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let layer = makeContext(surface)
        replay(operations, path: path, into: layer, only: nil)
        cairo_destroy(layer)
        cairo_surface_flush(surface)
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &matrix)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cr, opacity)
        cairo_surface_destroy(surface)
    }
}
