import CFreeType
import CHarfBuzz

/// The C resources behind a `FontFace` and its glyph cache. Lives inside the face's mutex; only ever touched
/// while the lock is held. Non-copyable so the pointers have exactly one owner.
struct FaceState: ~Copyable {
    /// A private copy of the font file; FreeType and HarfBuzz read it in place, so it must outlive both.
    private var bytes: UnsafeMutableRawBufferPointer
    private var library: FT_Library?
    private var face: FT_Face?
    private var hbFont: OpaquePointer?
    /// The size FreeType is currently set to, in 1/64 px per em (0 = not set yet).
    private var currentSize26_6 = 0
    /// Rendered glyphs; looked up by key only (never iterated), so it cannot affect output order.
    private var cache: [GlyphKey: GlyphBitmap] = [:]
    /// Entries kept before the cache is emptied: a few screens of UI text at 3 sizes x 4 sub-pixel bins.
    private static let cacheLimit = 8192
    /// Number of glyphs in the face.
    let glyphCount: Int

    private init(bytes: UnsafeMutableRawBufferPointer, library: FT_Library, face: FT_Face, hbFont: OpaquePointer) {
        self.bytes = bytes
        self.library = library
        self.face = face
        self.hbFont = hbFont
        self.glyphCount = Int(face.pointee.num_glyphs)
    }

    /// Copies `source`, opens it with FreeType and HarfBuzz, and cleans up everything on failure.
    static func open(bytes source: [UInt8], name: String) throws(FontError) -> FaceState {
        guard !source.isEmpty else { throw .emptyData(name: name) }
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw .freeTypeUnavailable(code: initError) }

        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: source.count, alignment: 16)
        copy.copyBytes(from: source)
        guard let base = copy.baseAddress else {
            copy.deallocate()
            FT_Done_FreeType(library)
            throw .emptyData(name: name)
        }
        let fontBytes = base.assumingMemoryBound(to: FT_Byte.self)

        var face: FT_Face?
        let faceError = FT_New_Memory_Face(library, fontBytes, FT_Long(source.count), 0, &face)
        guard faceError == 0, let face else {
            copy.deallocate()
            FT_Done_FreeType(library)
            throw .invalidFontData(name: name, code: faceError)
        }
        // FT_FACE_FLAG_SCALABLE: the face has outlines (freetype.h, FT_FaceRec face_flags).
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            copy.deallocate()
            FT_Done_FreeType(library)
            throw .notScalable(name: name)
        }

        let blob = hb_blob_create(
            base.assumingMemoryBound(to: CChar.self), UInt32(source.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        let font = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        guard let font, upem > 0, hb_face_get_glyph_count(hb_font_get_face(font)) > 0 else {
            hb_font_destroy(font)
            FT_Done_Face(face)
            copy.deallocate()
            FT_Done_FreeType(library)
            throw .shapingUnavailable(name: name)
        }
        // Shape in design units: positions are exact integers, and measuring is independent of the drawn scale.
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        return FaceState(bytes: copy, library: library, face: face, hbFont: font)
    }

    /// Frees HarfBuzz, then FreeType, then the bytes both were reading. Safe to call twice.
    mutating func release() {
        if let hbFont { hb_font_destroy(hbFont) }
        hbFont = nil
        if let face { FT_Done_Face(face) }
        face = nil
        if let library { FT_Done_FreeType(library) }
        library = nil
        if bytes.count > 0 { bytes.deallocate() }
        bytes = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        cache = [:]
    }

    /// The family name stored in the font, if any.
    func familyName() -> String? {
        guard let face, let cName = face.pointee.family_name else { return nil }
        return String(cString: cName)
    }

    /// Ascender, descender and line gap as HarfBuzz reports them, in design units.
    func readMetrics() -> FontMetrics {
        guard let hbFont else { return FontMetrics(unitsPerEm: 1, ascender: 0, descender: 0, lineGap: 0) }
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(hbFont, &extents)
        let upem = Int(hb_face_get_upem(hb_font_get_face(hbFont)))
        return FontMetrics(
            unitsPerEm: upem, ascender: Int(extents.ascender), descender: Int(extents.descender),
            lineGap: max(0, Int(extents.line_gap)))
    }

    /// The nominal glyph for a scalar (cmap lookup), nil when the font lacks it.
    func glyphID(for scalar: Unicode.Scalar) -> UInt32? {
        guard let hbFont else { return nil }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Shapes `utf8` left to right with the font's default features (kern, liga, calt, ...).
    func shape(utf8: [UInt8]) -> [ShapedGlyph] {
        guard let hbFont, !utf8.isEmpty, utf8.count <= Int(Int32.max), let buffer = hb_buffer_create() else {
            return []
        }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { text in
                hb_buffer_add_utf8(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
            }
        }
        // Left to right only: the line breaker walks clusters in logical order.
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)

        var infoCount: UInt32 = 0
        var positionCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &infoCount),
              let positions = hb_buffer_get_glyph_positions(buffer, &positionCount)
        else { return [] }
        let count = Int(min(infoCount, positionCount))
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(count)
        for index in 0..<count {
            glyphs.append(ShapedGlyph(
                glyphID: infos[index].codepoint, cluster: Int(infos[index].cluster),
                xAdvance: Int(positions[index].x_advance), xOffset: Int(positions[index].x_offset),
                yOffset: Int(positions[index].y_offset)))
        }
        return glyphs
    }

    /// Renders (or recalls) one glyph's anti-aliased coverage; see `FontFace.glyphBitmap`.
    mutating func glyphBitmap(_ key: GlyphKey) -> GlyphBitmap? {
        if let cached = cache[key] { return cached }
        guard let rendered = render(key) else { return nil }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = rendered
        return rendered
    }

    private mutating func render(_ key: GlyphKey) -> GlyphBitmap? {
        guard let face, key.pixelSize26_6 > 0, key.pixelSize26_6 <= 1 << 20 else { return nil }
        if currentSize26_6 != key.pixelSize26_6 {
            // 72 dpi makes one point one pixel, so the 26.6 char height is the pixel size per em, fractions kept.
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(key.pixelSize26_6), 72, 72) == 0 else { return nil }
            currentSize26_6 = key.pixelSize26_6
        }
        // Unhinted outlines: glyph shapes scale linearly and stay faithful at quarter-pixel positions
        // (Apple platforms do not hint either). Embedded bitmaps are skipped for the same reason.
        let loadFlags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, key.glyphID, loadFlags) == 0, let slot = face.pointee.glyph else { return nil }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        // One sub-pixel bin is a quarter pixel = 16 units of 1/64 px.
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.subpixelBin * 16), 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }

        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if width > 0, height > 0, let buffer = bitmap.buffer, abs(pitch) >= width {
            // A negative pitch means rows are stored bottom-up; `buffer` still points at the first stored row.
            for row in 0..<height {
                let sourceRow = pitch >= 0 ? row : height - 1 - row
                let rowStart = buffer + sourceRow * abs(pitch)
                for column in 0..<width {
                    coverage[row * width + column] = rowStart[column]
                }
            }
        }
        return GlyphBitmap(
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            width: width, height: height, coverage: coverage)
    }
}
