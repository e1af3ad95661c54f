import CFreeType
import CHarfBuzz
import Synchronization

/// One typeface loaded from font file bytes: owns a FreeType library + face (for glyph outlines and
/// anti-aliased coverage) and a HarfBuzz font (for shaping: kerning, ligatures), all freed in `deinit`.
///
/// Thread safety: FreeType faces are not thread-safe (setting a size or loading a glyph mutates the face),
/// so every FreeType and HarfBuzz call goes through this face's `Mutex`. A face can therefore be shared
/// between threads safely, which is why it is `Sendable` without `@unchecked`; concurrent users of one face
/// take turns. A render opens each face once and its painting threads share it: a face's own tables (FreeType
/// parses a CFF CJK collection's charset and subfonts into about 1.5 MB) and its glyph cache are then held once,
/// not once per thread, and the lock is held only for a cache lookup once a glyph was drawn (docs/fonts.md#memory).
/// Output does not depend on which face instance draws it, nor on which thread drew a glyph first: the glyph cache
/// only memoizes pure results.
package final class FontFace: Sendable {
    /// The name given by the caller (e.g. a file name), used in error messages.
    package let name: String
    /// The family name stored in the font (e.g. "Inter"), or `name` when the font has none.
    package let familyName: String
    /// Vertical metrics in design units.
    package let metrics: FontMetrics
    /// Number of glyphs in the face.
    package let glyphCount: Int
    /// True for a colour bitmap face without outlines (CBDT, e.g. Noto Color Emoji): its glyphs are drawn as
    /// images scaled from the font's strike (`TextLayout.colorGlyphs`), never as coverage masks.
    package let isColorBitmap: Bool
    /// The font's `OS/2` `usWeightClass` (400 regular, 700 bold, ...), nil when the font has no `OS/2` table.
    package let weightClass: Int?
    /// True when the font says it is italic or oblique.
    package let isItalic: Bool
    /// The file's bytes this face reads (shared with the other faces opened over them).
    package let data: FontData
    private let state: Mutex<FaceState>

    /// Loads face `faceIndex` (0 unless the file is a collection such as a `.ttc`) from a copy of the bytes of an
    /// OpenType/TrueType file; `init(data:name:faceIndex:)` shares one copy between faces. Throws as that does.
    package convenience init(bytes: [UInt8], name: String, faceIndex: Int = 0) throws(FontError) {
        try self.init(data: FontData(bytes: bytes), name: name, faceIndex: faceIndex)
    }

    /// Opens face `faceIndex` (0 unless the file is a collection such as a `.ttc`) of an OpenType/TrueType file's
    /// bytes, read in place and kept alive as long as the face: faces over one `FontData` share them. Accepts
    /// scalable outline faces and colour bitmap faces (`isColorBitmap`). Throws `FontError` for empty or unreadable
    /// data, a face index the file lacks, or a face with neither; never traps on bad bytes.
    package init(data: FontData, name: String, faceIndex: Int = 0) throws(FontError) {
        let faceState = try FaceState.open(data: data, name: name, faceIndex: faceIndex)
        data.noteFaceOpened()
        self.data = data
        self.name = name
        self.familyName = faceState.familyName() ?? name
        self.metrics = faceState.readMetrics()
        self.glyphCount = faceState.glyphCount
        self.isColorBitmap = faceState.isColorBitmap
        self.weightClass = faceState.weightClass()
        self.isItalic = faceState.isItalic()
        self.state = Mutex(faceState)
    }

    deinit {
        state.withLock { $0.release() }
    }

    /// Shapes one run of UTF-8 text in design units (HarfBuzz's default font scale = units per em, so results are
    /// exact integers independent of the size drawn; callers scale linearly). Left to right, or right to left when
    /// `rightToLeft`, in which case the glyphs come in visual order (last character first).
    func shape(utf8: [UInt8], rightToLeft: Bool = false) -> [ShapedGlyph] {
        state.withLock { $0.shape(utf8: utf8, rightToLeft: rightToLeft) }
    }

    /// The glyph's nominal glyph id for a Unicode scalar, or nil when the font has none.
    func glyphID(for scalar: Unicode.Scalar) -> UInt32? {
        state.withLock { $0.glyphID(for: scalar) }
    }

    /// True when the font's character map has a glyph for `scalar` (.notdef does not count).
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyphID(for: scalar).map { $0 != 0 } ?? false
    }

    /// A colour glyph at the face's strike, memoized per face; nil for outline faces or glyphs without a bitmap.
    func colorGlyph(_ glyphID: UInt32) -> ColorGlyphBitmap? {
        state.withLock { $0.colorGlyph(glyphID) }
    }

    /// The anti-aliased coverage of one glyph at `pixelSize26_6` (pixels per em in 1/64 px), its outline shifted
    /// right by `subpixelBin / 4` px. Memoized per face; nil when FreeType cannot load or render the glyph.
    func glyphBitmap(_ key: GlyphKey) -> GlyphBitmap? {
        state.withLock { $0.glyphBitmap(key) }
    }
}
