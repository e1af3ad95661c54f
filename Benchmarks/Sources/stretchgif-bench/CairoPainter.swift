import CCairo
import Raster

/// Paints a `DisplayList` with cairo 1.16 (the peer painter): an ARGB32 image surface at `scale` pixels per point,
/// anti-aliased fills, the header image as an ARGB32 surface with CAIRO_FILTER_GOOD (box-filtered when shrinking,
/// bilinear when enlarging, like our Resampler) and text with `cairo_show_text` in cairo's FreeType font faces
/// made from the same Inter files our renderer uses (one per weight).
///
/// Owns the header images converted to cairo surfaces and the font faces, both made once (as our renderer owns
/// decoded `RasterImage`s and `FontFace`s); releases them in `deinit`.
final class CairoPainter {
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    private let images: [(source: String, surface: OpaquePointer, width: Int, height: Int)]
    private let fonts: [(weight: Raster.FontWeight, face: OpaquePointer)]

    /// A painter for frames of `width` x `height` points at `scale`, with `images` uploaded as cairo surfaces and
    /// a cairo font face for each weight's font file in `fontFiles` (files that FreeType cannot open are left out).
    init(width: Double, height: Double, scale: Double, images: [(source: String, image: RasterImage)],
         fontFiles: [(weight: Raster.FontWeight, path: String)]) {
        self.scale = scale
        pixelWidth = max(1, Int((width * scale).rounded()))
        pixelHeight = max(1, Int((height * scale).rounded()))
        self.images = images.map { entry in
            (entry.source, CairoPainter.surface(from: entry.image), entry.image.width, entry.image.height)
        }
        fonts = fontFiles.compactMap { file in CairoPainter.fontFace(path: file.path).map { (file.weight, $0) } }
    }

    deinit {
        for image in images { cairo_surface_destroy(image.surface) }
        for font in fonts { cairo_font_face_destroy(font.face) }
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

    /// Premultiplied RGBA bytes to cairo's ARGB32 (premultiplied, one native-endian 32-bit word per pixel).
    private static func surface(from image: RasterImage) -> OpaquePointer {
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

    /// Paints `list` into a new surface; the caller owns the returned frame.
    func paint(_ list: DisplayList) -> CairoFrame {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        // Grey anti-aliasing, no hinting, unhinted metrics: the closest to our unhinted coverage text.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)

        set(cr, list.background)
        cairo_paint(cr)
        for item in list.items {
            cairo_save(cr)
            switch item {
            case let .fill(outlines, color, opacity, evenOdd, clip):
                applyClip(cr, clip)
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                for outline in outlines { trace(cr, outline) }
                set(cr, color, opacity: opacity)
                cairo_fill(cr)
            case let .image(source, target, opacity, clip):
                guard let image = images.first(where: { $0.source == source }), target.width > 0, target.height > 0
                else { break }
                applyClip(cr, clip)
                cairo_rectangle(cr, target.x, target.y, target.width, target.height)
                cairo_clip(cr)
                cairo_translate(cr, target.x, target.y)
                cairo_scale(cr, target.width / Double(image.width), target.height / Double(image.height))
                cairo_set_source_surface(cr, image.surface, 0, 0)
                let pattern = cairo_get_source(cr)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_paint_with_alpha(cr, opacity)
            case let .text(lines, size, weight, color, opacity, clip, _, _):
                applyClip(cr, clip)
                guard let font = fonts.first(where: { $0.weight == weight }) else { break }
                cairo_set_font_face(cr, font.face)
                cairo_set_font_size(cr, size)
                set(cr, color, opacity: opacity)
                for line in lines {
                    cairo_move_to(cr, line.x, line.baseline)
                    cairo_show_text(cr, line.text)
                }
            }
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
        return CairoFrame(surface: surface)
    }

    private func set(_ cr: OpaquePointer, _ color: RGBA, opacity: Double = 1) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
    }

    private func applyClip(_ cr: OpaquePointer, _ clip: Raster.Rect?) {
        guard let clip else { return }
        cairo_rectangle(cr, clip.x, clip.y, max(0, clip.width), max(0, clip.height))
        cairo_clip(cr)
    }

    private func trace(_ cr: OpaquePointer, _ outline: Outline) {
        switch outline {
        case .rect(let r):
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        case let .roundedRect(r, radius):
            let k = min(max(0, radius), max(0, min(r.width, r.height) / 2))
            let half = Double.pi / 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.x + r.width - k, r.y + k, k, -half, 0)
            cairo_arc(cr, r.x + r.width - k, r.y + r.height - k, k, 0, half)
            cairo_arc(cr, r.x + k, r.y + r.height - k, k, half, 2 * half)
            cairo_arc(cr, r.x + k, r.y + k, k, 2 * half, 3 * half)
            cairo_close_path(cr)
        case .polygon(let points):
            guard let first = points.first else { return }
            cairo_move_to(cr, first.x, first.y)
            for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            cairo_close_path(cr)
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

/// A painted cairo frame (an ARGB32 image surface), destroyed with the value.
final class CairoFrame {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }

    /// Writes the frame as a PNG with cairo's own encoder; false when cairo reports an error.
    func writePNG(to path: String) -> Bool {
        cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }

    /// The frame as straight-alpha RGBA bytes (for comparing with our frame pixel by pixel).
    func straightRGBA() -> [UInt8] {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: width)
            for x in 0..<width {
                let word = row[x]
                let a = UInt32(word >> 24)
                func channel(_ shift: UInt32) -> UInt8 {
                    let c = (word >> shift) & 0xFF
                    return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                }
                let i = (y * width + x) * 4
                bytes[i] = channel(16)
                bytes[i + 1] = channel(8)
                bytes[i + 2] = channel(0)
                bytes[i + 3] = UInt8(a)
            }
        }
        return bytes
    }
}
