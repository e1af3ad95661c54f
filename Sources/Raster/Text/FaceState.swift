import CFreeType
import CHarfBuzz

/// The C resources behind a `FontFace` and its glyph cache. Lives inside the face's mutex; only ever touched
/// while the lock is held. Non-copyable so the pointers have exactly one owner.
struct FaceState: ~Copyable {
    /// The font file's bytes, shared with every other face over them; FreeType and HarfBuzz read them in place, and
    /// this reference keeps them alive until both are freed.
    private let data: FontData
    private var library: FT_Library?
    private var face: FT_Face?
    private var hbFont: OpaquePointer?
    /// The size FreeType is currently set to, in 1/64 px per em (0 = not set yet).
    private var currentSize26_6 = 0
    /// Rendered glyphs; looked up by key only (never iterated), so it cannot affect output order.
    private var cache: [GlyphKey: GlyphBitmap] = [:]
    /// Colour glyphs at the face's bitmap strike, by glyph id; looked up by key only, never iterated.
    private var colorCache: [UInt32: ColorGlyphBitmap] = [:]
    /// Colour glyphs kept before that cache is emptied (each is ~70 KB at Noto Color Emoji's 136 x 128 strike).
    private static let colorCacheLimit = 512
    /// Entries kept before the cache is emptied: a few screens of UI text at 3 sizes x 4 sub-pixel bins.
    private static let cacheLimit = 8192
    /// Number of glyphs in the face.
    let glyphCount: Int
    /// True for a face without outlines whose glyphs are colour bitmaps (CBDT/sbix, e.g. Noto Color Emoji).
    let isColorBitmap: Bool
    /// The index of the bitmap strike colour glyphs load from (the one with the most pixels per em).
    private let strikeIndex: Int32
    /// Pixels per em of that strike (0 for outline faces).
    let strikePixelsPerEm: Double

    private init(data: FontData, library: FT_Library, face: FT_Face, hbFont: OpaquePointer, isColorBitmap: Bool) {
        self.data = data
        self.library = library
        self.face = face
        self.hbFont = hbFont
        self.glyphCount = Int(face.pointee.num_glyphs)
        self.isColorBitmap = isColorBitmap
        var bestIndex: Int32 = 0
        var bestPPEM = 0.0
        if isColorBitmap, let sizes = face.pointee.available_sizes {
            for index in 0..<Int(face.pointee.num_fixed_sizes) {
                let ppem = Double(sizes[index].y_ppem) / 64
                if ppem > bestPPEM { (bestIndex, bestPPEM) = (Int32(index), ppem) }
            }
        }
        self.strikeIndex = bestIndex
        self.strikePixelsPerEm = bestPPEM
    }

    /// "WOFF" or "WOFF2" when `bytes` start with a web font signature ('wOFF' or 'wOF2'), else nil.
    static func webFontFormat(_ bytes: UnsafeRawBufferPointer) -> String? {
        switch Array(bytes.prefix(4)) {
        case Array("wOFF".utf8): "WOFF"
        case Array("wOF2".utf8): "WOFF2"
        default: nil
        }
    }

    /// Opens face `faceIndex` of `data` (a collection such as a `.ttc` holds several) with FreeType and HarfBuzz,
    /// both reading the shared bytes in place (`FT_New_Memory_Face`, `HB_MEMORY_MODE_READONLY`; nothing is copied),
    /// and cleans up everything on failure. Accepts scalable outline faces and colour bitmap faces.
    static func open(data: FontData, name: String, faceIndex: Int = 0) throws(FontError) -> FaceState {
        let source = data.bytes
        guard let base = source.baseAddress, source.count > 0 else { throw .emptyData(name: name) }
        if let format = webFontFormat(source) { throw .webFont(name: name, format: format) }
        guard source.count <= Int(UInt32.max) else { throw .invalidFontData(name: name, code: 6) }
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw .freeTypeUnavailable(code: initError) }
        let fontBytes = base.assumingMemoryBound(to: FT_Byte.self)

        var face: FT_Face?
        guard faceIndex >= 0, faceIndex < 0x10000 else {
            FT_Done_FreeType(library)
            throw .invalidFontData(name: name, code: 6)  // FT_Err_Invalid_Argument
        }
        let faceError = FT_New_Memory_Face(library, fontBytes, FT_Long(source.count), FT_Long(faceIndex), &face)
        guard faceError == 0, let face else {
            FT_Done_FreeType(library)
            throw .invalidFontData(name: name, code: faceError)
        }
        // FT_FACE_FLAG_SCALABLE: the face has outlines (freetype.h, FT_FaceRec face_flags). A face with only colour
        // bitmap strikes (FT_FACE_FLAG_COLOR + FT_FACE_FLAG_FIXED_SIZES) is drawn as scaled images instead.
        let flags = face.pointee.face_flags
        let scalable = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let colorBitmap = !scalable && flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            && flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0 && face.pointee.num_fixed_sizes > 0
        guard scalable || colorBitmap else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .notScalable(name: name)
        }

        let blob = hb_blob_create(
            base.assumingMemoryBound(to: CChar.self), UInt32(source.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        let font = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        guard let font, upem > 0, hb_face_get_glyph_count(hb_font_get_face(font)) > 0 else {
            hb_font_destroy(font)
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .shapingUnavailable(name: name)
        }
        // Shape in design units: positions are exact integers, and measuring is independent of the drawn scale.
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        return FaceState(data: data, library: library, face: face, hbFont: font, isColorBitmap: colorBitmap)
    }

    /// Frees HarfBuzz, then FreeType; the bytes both were reading go when the last face over them does. Safe to call
    /// twice.
    mutating func release() {
        if let hbFont { hb_font_destroy(hbFont) }
        hbFont = nil
        if let face { FT_Done_Face(face) }
        face = nil
        if let library { FT_Done_FreeType(library) }
        library = nil
        cache = [:]
        colorCache = [:]
    }

    /// The family name stored in the font, if any.
    func familyName() -> String? {
        guard let face, let cName = face.pointee.family_name else { return nil }
        return String(cString: cName)
    }

    /// The `OS/2` table's `usWeightClass` (100 thin ... 400 regular ... 700 bold ... 900 black), nil without the table.
    func weightClass() -> Int? {
        guard let face, let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
        let os2 = table.assumingMemoryBound(to: TT_OS2.self)
        // FreeType marks a missing table with version 0xFFFF.
        guard os2.pointee.version != 0xFFFF, os2.pointee.usWeightClass > 0 else { return nil }
        return Int(os2.pointee.usWeightClass)
    }

    /// True when FreeType reports the face as italic or oblique (`FT_STYLE_FLAG_ITALIC`).
    func isItalic() -> Bool {
        guard let face else { return false }
        return face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
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

    /// Shapes `utf8` with the font's default features (kern, liga, calt, ...): left to right, or right to left when
    /// `rightToLeft` (HarfBuzz then returns the glyphs in visual order, the last character's first, and mirrors
    /// brackets).
    func shape(utf8: [UInt8], rightToLeft: Bool = false) -> [ShapedGlyph] {
        guard let hbFont, !utf8.isEmpty, utf8.count <= Int(Int32.max), let buffer = hb_buffer_create() else {
            return []
        }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { text in
                hb_buffer_add_utf8(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
            }
        }
        // Left to right unless the caller resolved the run as right to left (`BidiParagraph`); the direction is set
        // before guessing, so HarfBuzz only guesses the script and language.
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
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

    /// Loads (or recalls) one colour glyph at the face's strike; see `FontFace.colorGlyph`.
    mutating func colorGlyph(_ glyphID: UInt32) -> ColorGlyphBitmap? {
        if let cached = colorCache[glyphID] { return cached }
        guard let rendered = renderColor(glyphID) else { return nil }
        if colorCache.count >= Self.colorCacheLimit { colorCache.removeAll(keepingCapacity: true) }
        colorCache[glyphID] = rendered
        return rendered
    }

    private mutating func renderColor(_ glyphID: UInt32) -> ColorGlyphBitmap? {
        guard isColorBitmap, let face, strikePixelsPerEm > 0 else { return nil }
        guard FT_Select_Size(face, strikeIndex) == 0 else { return nil }
        guard FT_Load_Glyph(face, glyphID, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else {
            return nil
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer, abs(pitch) >= width * 4 else { return nil }
        // FreeType's BGRA is premultiplied sRGB (freetype.h, FT_PIXEL_MODE_BGRA), as RasterImage wants; only the
        // channel order changes.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let rowStart = buffer + (pitch >= 0 ? row : height - 1 - row) * abs(pitch)
            for column in 0..<width {
                let source = rowStart + column * 4
                let destination = (row * width + column) * 4
                pixels[destination] = source[2]
                pixels[destination + 1] = source[1]
                pixels[destination + 2] = source[0]
                pixels[destination + 3] = source[3]
            }
        }
        return ColorGlyphBitmap(
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), width: width, height: height,
            pixelsPerEm: strikePixelsPerEm, premultipliedRGBA: pixels)
    }

    private mutating func render(_ key: GlyphKey) -> GlyphBitmap? {
        guard !isColorBitmap, let face, key.pixelSize26_6 > 0, key.pixelSize26_6 <= 1 << 20 else { return nil }
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
        let rowStride = GlyphBitmap.rowStride(width: width)
        var coverage = [UInt8](repeating: 0, count: rowStride * height)
        if width > 0, height > 0, let buffer = bitmap.buffer, abs(pitch) >= width {
            // A negative pitch means rows are stored bottom-up; `buffer` still points at the first stored row.
            for row in 0..<height {
                let sourceRow = pitch >= 0 ? row : height - 1 - row
                let rowStart = buffer + sourceRow * abs(pitch)
                for column in 0..<width {
                    coverage[row * rowStride + column] = rowStart[column]
                }
            }
        }
        return GlyphBitmap(
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            width: width, height: height, rowStride: rowStride, coverage: coverage)
    }
}
