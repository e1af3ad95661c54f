import Foundation
import Raster

/// One font file's bytes, mapped once and shared by every face opened over them, and the face to open in it.
struct FontFile: Sendable, CustomStringConvertible {
    /// The whole file, shared read-only with every other `FontFile` of the same file (`LoadedFiles`).
    let data: FontData
    /// Its path, used in error messages.
    let name: String
    /// The face inside it (0 unless the file is a collection such as a `.ttc`).
    let faceIndex: Int

    /// The path, face index and size, never the bytes (test failures print this).
    var description: String { "FontFile(\(name)#\(faceIndex), \(data.count) bytes)" }

    /// A new face over the shared bytes (nothing is copied).
    func face() throws(FontError) -> FontFace {
        try FontFace(data: data, name: name, faceIndex: faceIndex)
    }
}

/// The typeface's file bytes and the fallback fonts the scene's text needs, mapped once, up front, and their faces,
/// opened once: the layout's text measurer and every painting thread share `family` (a face serializes its own
/// FreeType and HarfBuzz calls), so each face's tables and glyph cache are held once per render, whatever `--jobs`
/// (docs/fonts.md#memory).
struct FontLibrary: Sendable {
    /// The primary face's file for every weight the family has (see `loadPrimary`).
    let primary: [(weight: Raster.FontWeight, file: FontFile)]
    /// Fallback font files, in the order they were first needed.
    let fallbackFiles: [FontFile]
    /// For each weight, indices into `fallbackFiles` in the order its text tries them.
    let fallbackOrder: [(weight: Raster.FontWeight, files: [Int])]
    /// Scalars of the scene's text that neither the primary face nor any installed font has a glyph for, in order
    /// of first appearance; they draw as the primary face's .notdef box.
    let uncoveredCharacters: [Unicode.Scalar]
    /// The faces over those files, opened once: the primary weights and, per weight, its fallback faces (one face
    /// per fallback file, shared by the weights that use it). The faces the fallback search opened are these.
    let family: FontFamily

    /// The fonts for `texts` (each string with the weight it is set in): the primary typeface from `fontPaths`
    /// (`RenderOptions.fonts`: none = Inter from fonts-inter; see `loadPrimary`) and, resolved once through
    /// fontconfig, a fallback font for every character the primary face lacks. Throws `StretchGIFError.invalidFile`
    /// naming the file for a missing or unreadable primary font; a missing fallback font is not an error.
    static func load(fontPaths: [String], texts: [(string: String, weight: Raster.FontWeight)])
        throws(StretchGIFError) -> FontLibrary
    {
        var files = LoadedFiles()
        let primary = try loadPrimary(fontPaths: fontPaths, files: &files)
        let primaryFaces = try primaryFaces(primary)
        let fallbacks = FallbackResolver.resolve(texts: texts, primary: FontFamily(faces: primaryFaces), files: &files)
        var byWeight: [Raster.FontWeight: [FontFace]] = [:]  // looked up by weight, never iterated
        for entry in fallbacks.order { byWeight[entry.weight] = entry.files.map { fallbacks.faces[$0] } }
        return FontLibrary(primary: primary, fallbackFiles: fallbacks.files, fallbackOrder: fallbacks.order,
                           uncoveredCharacters: fallbacks.uncovered,
                           family: FontFamily(faces: primaryFaces, fallbacks: byWeight))
    }

    /// Faces for the primary files alone, by weight.
    static func primaryFaces(_ primary: [(weight: Raster.FontWeight, file: FontFile)])
        throws(StretchGIFError) -> [Raster.FontWeight: FontFace]
    {
        var faces: [Raster.FontWeight: FontFace] = [:]
        for entry in primary {
            do { faces[entry.weight] = try entry.file.face() } catch {
                throw .invalidFile(path: entry.file.name, line: nil, column: nil, message: error.description)
            }
        }
        return faces
    }
}
