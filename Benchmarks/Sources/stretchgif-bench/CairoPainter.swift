import CCairo
@testable import Raster
@testable import SceneRender
@testable import StretchTypes

/// Replays a frame's `DisplayList`, recorded from our own `SceneRenderer`, with cairo 1.16 (the peer painter):
/// an ARGB32 image surface in screen pixels, anti-aliased fills under each call's fill rule and transform, clips
/// as cairo clip paths intersected in the recorded order, images as ARGB32 surfaces with CAIRO_FILTER_GOOD
/// (box-filtered when shrinking, bilinear when enlarging, like our Resampler) and text with `cairo_show_text` in
/// cairo FreeType faces made from the same Inter files our renderer uses. With a bezel the screen is a layer:
/// the phone's static pixels are copied, then the screen is composited through the screen mask (A8), as
/// `BezelLayer.compose(screen:)` does. Rich text is drawn glyph by glyph at our shaped positions
/// (`cairo_show_glyphs`, one colour per ink); a layer is painted on its own transparent surface and composited
/// through its transform. What cairo has no call for is left out and counted in `skipped`: backdrop materials
/// (a blur of the pixels behind), a layer's blur and drop shadow (its content is still drawn, unblurred) and
/// glyphs of faces it has no file for (fallback and colour-emoji faces).
///
/// Everything our renderer owns before painting a frame is made once here, outside the timing: the list's
/// images converted to cairo surfaces, the bezel layer and its mask, the font faces. Released in `deinit`.
final class CairoPainter {
    let list: DisplayList
    /// One surface per `.image` operation, by its index path (the index in `list.operations`, then in each
    /// enclosing layer's operations).
    private var imageSurfaces: [[Int]: OpaquePointer] = [:]
    let fonts: [(name: String, face: OpaquePointer)]
    /// What this painter leaves out of every frame of `list` (the same for each call).
    private(set) var skipped = SkippedOperations()
    private let bezelSurface: OpaquePointer?
    private let bezelMask: OpaquePointer?

    /// A painter for `list`, with a cairo font face for each file in `fontFiles` named by the `FontFace.name` the
    /// renderer's layouts carry (files that FreeType cannot open are left out).
    init(list: DisplayList, fontFiles: [(name: String, path: String)]) {
        self.list = list
        fonts = fontFiles.compactMap { file in CairoPainter.fontFace(path: file.path).map { (file.name, $0) } }
        if let bezel = list.bezel {
            bezelSurface = CairoPainter.surface(from: RasterImage(bezel.pixmap))
            bezelMask = CairoPainter.alphaSurface(from: bezel.screenCoverage)
        } else {
            bezelSurface = nil
            bezelMask = nil
        }
        prepare(list.operations, path: [])
    }

    deinit {
        for surface in imageSurfaces.values { cairo_surface_destroy(surface) }
        for font in fonts { cairo_font_face_destroy(font.face) }
        if let bezelSurface { cairo_surface_destroy(bezelSurface) }
        if let bezelMask { cairo_surface_destroy(bezelMask) }
    }

    /// A cairo font face over a FreeType face for `path`; the FreeType face is released by cairo when the font
    /// face goes (cairo's documented user-data pattern), the FreeType library stays for the process.
    private static func fontFace(path: String) -> OpaquePointer? {
        guard let library = freeTypeLibrary else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0) else {
            FT_Done_Face(face)
            return nil
        }
        let status = cairo_font_face_set_user_data(cairoFace, &freeTypeFaceKey, UnsafeMutableRawPointer(face)) { raw in
            if let raw { FT_Done_Face(raw.assumingMemoryBound(to: FT_FaceRec.self)) }
        }
        if status != CAIRO_STATUS_SUCCESS { FT_Done_Face(face) }
        return cairoFace
    }

    /// Makes the image surfaces of `operations` (at index path `path`) and counts what cannot be replayed.
    private func prepare(_ operations: [DrawOperation], path: [Int]) {
        for (index, operation) in operations.enumerated() {
            switch operation {
            case let .image(image, _, _, _): imageSurfaces[path + [index]] = CairoPainter.surface(from: image)
            case let .richText(layout, _, _, _, _): skipped.glyphs += unreplayableGlyphs(in: layout)
            case .backdrop: skipped.backdrops += 1
            case let .layer(nested, _, _, effects, _, _):
                if effects.blurSigma > 0 { skipped.layerBlurs += 1 }
                if effects.shadow != nil { skipped.layerShadows += 1 }
                prepare(nested, path: path + [index])
            case .fillRect, .fillPath, .text: break
            }
        }
    }

    /// Premultiplied RGBA bytes to cairo's ARGB32 (premultiplied, one native-endian 32-bit word per pixel).
    static func surface(from image: RasterImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<image.height {
                    let row = UnsafeMutableRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: image.width)
                    for x in 0..<image.width {
                        let i = (y * image.width + x) * 4
                        row[x] = UInt32(source[i + 3]) << 24 | UInt32(source[i]) << 16 | UInt32(source[i + 1]) << 8
                            | UInt32(source[i + 2])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// A coverage mask as an A8 surface of the mask's own size (placed at its origin when used).
    private static func alphaSurface(from mask: CoverageMask) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<mask.height {
                for x in 0..<mask.width { data[y * stride + x] = mask.coverage[y * mask.width + x] }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Paints the whole list into a new surface; the caller owns the returned frame.
    func paint() -> CairoFrame { paint(only: nil) }

    /// Paints the background and the operations of `kinds` (all when nil), then the bezel composition.
    func paint(only kinds: Set<OperationKind>?) -> CairoFrame {
        let screen = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(list.width), Int32(list.height))!
        let cr = makeContext(screen)
        set(cr, list.background, opacity: 1)
        cairo_paint(cr)
        replay(list.operations, path: [], into: cr, only: kinds)
        cairo_destroy(cr)
        guard let bezel = list.bezel, let bezelSurface, let bezelMask else {
            cairo_surface_flush(screen)
            return CairoFrame(surface: screen)
        }
        let frame = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bezel.pixmap.width),
                                               Int32(bezel.pixmap.height))!
        let composer = cairo_create(frame)!
        cairo_set_operator(composer, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(composer, bezelSurface, 0, 0)
        cairo_paint(composer)
        cairo_set_operator(composer, CAIRO_OPERATOR_OVER)
        cairo_set_source_surface(composer, screen, Double(bezel.screenX), Double(bezel.screenY))
        let mask = bezel.screenCoverage
        cairo_mask_surface(composer, bezelMask, Double(mask.originX), Double(mask.originY))
        cairo_destroy(composer)
        cairo_surface_destroy(screen)
        cairo_surface_flush(frame)
        return CairoFrame(surface: frame)
    }

    /// A context on `surface` with the text options every replay uses.
    func makeContext(_ surface: OpaquePointer) -> OpaquePointer {
        let cr = cairo_create(surface)!
        // Grey anti-aliasing, no hinting, unhinted metrics: the closest to our unhinted coverage text.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        return cr
    }

    /// Replays `operations` (at index path `path`; top level: `[]`) into `cr`, only those of `kinds` (all when
    /// nil; a layer's own operations are always all replayed).
    func replay(_ operations: [DrawOperation], path: [Int], into cr: OpaquePointer, only kinds: Set<OperationKind>?) {
        for (index, operation) in operations.enumerated() where kinds?.contains(operation.kind) ?? true {
            cairo_save(cr)
            for shape in operation.clip {
                switch shape {
                case .rect(let rect): cairo_rectangle(cr, rect.x, rect.y, max(0, rect.width), max(0, rect.height))
                case .path(let path): trace(cr, path)
                }
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            }
            switch operation {
            case let .fillRect(rect, paint, opacity, _):
                cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
                fill(cr, paint: paint, opacity: opacity)
            case let .fillPath(path, paint, fillRule, opacity, transform, _):
                var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                            x0: transform.tx, y0: transform.ty)
                cairo_transform(cr, &matrix)
                cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                trace(cr, path)
                fill(cr, paint: paint, opacity: opacity)
            case let .image(image, target, opacity, _):
                guard let surface = imageSurfaces[path + [index]], target.width > 0, target.height > 0 else { break }
                cairo_rectangle(cr, target.x, target.y, target.width, target.height)
                cairo_clip(cr)
                cairo_translate(cr, target.x, target.y)
                cairo_scale(cr, target.width / Double(image.width), target.height / Double(image.height))
                cairo_set_source_surface(cr, surface, 0, 0)
                let pattern = cairo_get_source(cr)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_paint_with_alpha(cr, opacity)
            case let .text(layout, origin, color, opacity, _):
                guard let font = fonts.first(where: { $0.name == layout.face.name }) else { break }
                cairo_set_font_face(cr, font.face)
                cairo_set_font_size(cr, layout.attributes.size * layout.scale)
                set(cr, color, opacity: opacity)
                for line in layout.lines {
                    cairo_move_to(cr, origin.x + line.x * layout.scale, origin.y + line.baseline * layout.scale)
                    cairo_show_text(cr, line.text)
                }
            case let .richText(layout, origin, colors, opacity, _):
                drawRichText(cr, layout, origin: origin, colors: colors, opacity: opacity)
            case .backdrop:
                break // counted in `skipped`: cairo has no blur of the pixels behind a shape
            case let .layer(nested, width, height, effects, opacity, _):
                drawLayer(cr, nested, path: path + [index], width: width, height: height, transform: effects.transform,
                          opacity: opacity)
            }
            cairo_restore(cr)
        }
    }

    /// A colour's channels in 0...1.
    static func unit(_ color: Color) -> (r: Double, g: Double, b: Double, a: Double) {
        (Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
    }

    func set(_ cr: OpaquePointer, _ color: Color, opacity: Double) {
        let unit = Self.unit(color)
        cairo_set_source_rgba(cr, unit.r, unit.g, unit.b, unit.a * opacity)
    }

    /// Fills the current path with `paint` (gradient geometry in the current user space) at `opacity`.
    private func fill(_ cr: OpaquePointer, paint: Paint, opacity: Double) {
        switch paint {
        case .solid(let color):
            set(cr, color, opacity: opacity)
            cairo_fill(cr)
        case let .linearGradient(start, end, stops):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            fillGradient(cr, pattern, stops: stops, opacity: opacity)
        case let .radialGradient(center, radius, stops):
            let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
            fillGradient(cr, pattern, stops: stops, opacity: opacity)
        }
    }

    private func fillGradient(_ cr: OpaquePointer, _ pattern: OpaquePointer, stops: [GradientStop], opacity: Double) {
        for stop in stops {
            let unit = Self.unit(stop.color)
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, unit.r, unit.g, unit.b, unit.a)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_pattern_destroy(pattern)
    }

    /// Adds `path` to cairo's current path (quadratic curves as the equivalent cubics).
    private func trace(_ cr: OpaquePointer, _ path: Path) {
        var current = Point(x: 0, y: 0), start = Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
                start = p
            case .lineTo(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case let .quadTo(c, p):
                cairo_curve_to(cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case let .cubicTo(c1, c2, p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = start
            }
        }
    }
}

/// The FreeType library behind every cairo font face of the run (never freed: cairo may keep faces cached).
nonisolated(unsafe) private let freeTypeLibrary: FT_Library? = {
    var library: FT_Library?
    return FT_Init_FreeType(&library) == 0 ? library : nil
}()

/// The user-data key under which a cairo font face keeps its FreeType face (only its address matters).
nonisolated(unsafe) private var freeTypeFaceKey = cairo_user_data_key_t()
