import Foundation
import Raster
import Testing

/// Inter regular and semibold from fonts-inter, the faces the scene tests draw with.
func interFamily() throws -> FontFamily {
    var faces: [FontWeight: FontFace] = [:]
    for weight in [FontWeight.regular, .semibold] {
        let path = FontWeight.interDirectory + weight.interFileName
        let bytes = try #require(FileManager.default.contents(atPath: path), "fonts-inter is needed: \(path)")
        faces[weight] = try FontFace(bytes: [UInt8](bytes), name: weight.interFileName)
    }
    return FontFamily(faces: faces)
}
