import CFreeType
import CHarfBuzz
import Synchronization

/// One typeface loaded from font file bytes: owns a FreeType library + face (for glyph outlines and
/// anti-aliased coverage) and a HarfBuzz font (for shaping: kerning, ligatures), all freed in `deinit`.
///
/// Thread safety: FreeType faces are not thread-safe (setting a size or loading a glyph mutates the face),
/// so every FreeType and HarfBuzz call goes through this face's `Mutex`. A face can therefore be shared
/// between threads safely, which is why it is `Sendable` without `@unchecked`; concurrent users of one face
/// take turns. Creating a face is cheap (the bytes are copied once and parsed lazily by FreeType), so
/// renderers that draw frames in parallel should create one `FontFace` per worker to avoid contention.
/// Output does not depend on which face instance draws it: the glyph cache only memoizes pure results.
public final class FontFace: Sendable {
    /// The name given by the caller (e.g. a file name), used in error messages.
    public let name: String
    /// The family name stored in the font (e.g. "Inter"), or `name` when the font has none.
    public let familyName: String
    /// Vertical metrics in design units.
    public let metrics: FontMetrics
    /// Number of glyphs in the face.
    public let glyphCount: Int
    private let state: Mutex<FaceState>

    /// Loads a face from the bytes of an OpenType/TrueType file (face index 0). Throws `FontError` for empty or
    /// unreadable data; never traps on bad bytes.
    public init(bytes: [UInt8], name: String) throws(FontError) {
        let faceState = try FaceState.open(bytes: bytes, name: name)
        self.name = name
        self.familyName = faceState.familyName() ?? name
        self.metrics = faceState.readMetrics()
        self.glyphCount = faceState.glyphCount
        self.state = Mutex(faceState)
    }

    deinit {
        state.withLock { $0.release() }
    }

    /// Shapes one run of UTF-8 text left to right in design units (HarfBuzz's default font scale = units per em,
    /// so results are exact integers independent of the size drawn; callers scale linearly).
    func shape(utf8: [UInt8]) -> [ShapedGlyph] {
        state.withLock { $0.shape(utf8: utf8) }
    }

    /// The glyph's nominal glyph id for a Unicode scalar, or nil when the font has none.
    func glyphID(for scalar: Unicode.Scalar) -> UInt32? {
        state.withLock { $0.glyphID(for: scalar) }
    }

    /// The anti-aliased coverage of one glyph at `pixelSize26_6` (pixels per em in 1/64 px), its outline shifted
    /// right by `subpixelBin / 4` px. Memoized per face; nil when FreeType cannot load or render the glyph.
    func glyphBitmap(_ key: GlyphKey) -> GlyphBitmap? {
        state.withLock { $0.glyphBitmap(key) }
    }
}
