/// Why a `FontFace` could not be created. `description` is one line naming the font and what was expected.
package enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte buffer was empty.
    case emptyData(name: String)
    /// FreeType could not start (out of memory); `code` is the FreeType error code.
    case freeTypeUnavailable(code: Int32)
    /// FreeType rejected the bytes as a font; `code` is the FreeType error code.
    case invalidFontData(name: String, code: Int32)
    /// The face parsed but is not a scalable outline font (bitmap-only fonts cannot be drawn at any size).
    case notScalable(name: String)
    /// HarfBuzz could not build a shaping font from the bytes.
    case shapingUnavailable(name: String)
    /// The bytes are a web font container (`format` is "WOFF" or "WOFF2", from its 'wOFF' / 'wOF2' signature),
    /// which neither FreeType as built here nor HarfBuzz reads.
    case webFont(name: String, format: String)

    /// One line: which font and what was expected.
    package var description: String {
        switch self {
        case .emptyData(let name):
            return "font '\(name)': expected OpenType/TrueType bytes, got an empty buffer"
        case .freeTypeUnavailable(let code):
            return "FreeType: FT_Init_FreeType failed with error \(code), expected a usable library"
        case .invalidFontData(let name, let code):
            return "font '\(name)': FreeType error \(code), expected valid OpenType/TrueType font bytes"
        case .notScalable(let name):
            return "font '\(name)': expected a scalable outline font, got a bitmap-only face"
        case .shapingUnavailable(let name):
            return "font '\(name)': HarfBuzz could not create a font, expected a face with glyphs"
        case .webFont(let name, let format):
            return "font '\(name)': \(format) is not supported; convert it to TTF or OTF"
        }
    }
}
