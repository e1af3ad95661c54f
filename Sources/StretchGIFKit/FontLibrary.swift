import Foundation
import Raster

/// The typeface's file bytes, read once; `family()` makes fresh faces, so no face is ever shared between threads.
struct FontLibrary: Sendable {
    /// (weight, bytes, name) for every weight the scene may use.
    let files: [(weight: Raster.FontWeight, bytes: [UInt8], name: String)]

    /// Inter from Debian's fonts-inter in four weights, or one file (`RenderOptions.font`) for every weight.
    static func load(fontPath: String?) throws(StretchGIFError) -> FontLibrary {
        if let fontPath {
            let bytes = try readBinaryFile(fontPath, what: "font file")
            let library = FontLibrary(files: Raster.FontWeight.allCases.map { ($0, bytes, fontPath) })
            _ = try library.family()  // report a bad font file now, with its name
            return library
        }
        var files: [(weight: Raster.FontWeight, bytes: [UInt8], name: String)] = []
        for weight in Raster.FontWeight.allCases {
            let path = Raster.FontWeight.interDirectory + weight.interFileName
            guard FileManager.default.fileExists(atPath: path) else {
                throw .invalidFile(path: path, line: nil, column: nil,
                                   message: "the default typeface Inter is missing; install it with "
                                       + "'apt-get install fonts-inter' (or pass a font file)")
            }
            files.append((weight, try readBinaryFile(path, what: "font file"), path))
        }
        return FontLibrary(files: files)
    }

    /// New faces over the loaded bytes.
    func family() throws(StretchGIFError) -> FontFamily {
        var faces: [Raster.FontWeight: FontFace] = [:]
        for file in files {
            do { faces[file.weight] = try FontFace(bytes: file.bytes, name: file.name) } catch {
                throw .invalidFile(path: file.name, line: nil, column: nil, message: error.description)
            }
        }
        return FontFamily(faces: faces)
    }
}
