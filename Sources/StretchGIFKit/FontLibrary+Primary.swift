import Foundation
import Raster

extension FontLibrary {
    /// File name extensions (any case) of the font files a `--font` folder contributes.
    static let fontFileExtensions = ["ttf", "otf", "ttc"]

    /// The primary typeface's file per weight, from `RenderOptions.fonts`:
    /// - none: Inter's Regular, Medium, SemiBold and Bold from Debian's fonts-inter;
    /// - one file: that file for every weight;
    /// - a folder, several files, or a mix: every font file (a folder contributes its `.ttf`, `.otf` and `.ttc`
    ///   files, not its subfolders), each placed at the weight nearest its `OS/2` `usWeightClass`
    ///   (`FontWeight.nearest(toWeightClass:)`; 400 when the font has no `OS/2` table). Several files at one
    ///   weight: the one whose class is nearest the weight's own (400, 500, 600, 700), upright before italic, then
    ///   the first in the order given (a folder's files by name). Weights no file lands on use the nearest loaded
    ///   weight (`FontFamily.face(for:)`).
    /// A `.ttc` collection contributes its first face. Files are mapped through `files`, so one file (or copy) given
    /// for several weights, or needed again as a fallback, is mapped once. Throws `StretchGIFError.invalidFile`
    /// naming the file (or folder) that is missing, unreadable, not a font, or a folder without fonts.
    static func loadPrimary(fontPaths: [String], files: inout LoadedFiles)
        throws(StretchGIFError) -> [(weight: Raster.FontWeight, file: FontFile)]
    {
        if fontPaths.isEmpty { return try loadInter(files: &files) }
        if fontPaths.count == 1, !isFolder(fontPaths[0]) {
            let file = try readFontFile(fontPaths[0], files: &files).file
            return Raster.FontWeight.allCases.map { ($0, file) }
        }
        var paths: [String] = []
        for path in fontPaths {
            if isFolder(path) { paths += try fontFiles(inFolder: path) } else { paths.append(path) }
        }
        // Each file is mapped once and kept only while it is the best so far for its weight, so memory holds at most
        // one file per weight and the one being read, however many are given; a file reached again under another
        // name (a symbolic or hard link) is looked at once, and a byte-identical copy shares the bytes already
        // mapped (`LoadedFiles`; docs/scenes.md#limits).
        var best: [(weight: Raster.FontWeight, file: FontFile, key: (Int, Int))] = []
        var read: [FileIdentity] = []
        for path in paths {
            if let identity = FileIdentity(path: path) {
                if read.contains(identity) { continue }
                read.append(identity)
            }
            let candidate = try readFontFile(path, files: &files)
            let weight = Raster.FontWeight.nearest(toWeightClass: candidate.weightClass)
            let key = (abs(candidate.weightClass - weight.weightClass), candidate.italic ? 1 : 0)
            if let slot = best.firstIndex(where: { $0.weight == weight }) {
                if key < best[slot].key { best[slot] = (weight, candidate.file, key) }
            } else {
                best.append((weight, candidate.file, key))
            }
        }
        return Raster.FontWeight.allCases.compactMap { weight in
            best.first { $0.weight == weight }.map { (weight, $0.file) }
        }
    }

    /// `loadPrimary(fontPaths:files:)` with files of its own.
    static func loadPrimary(fontPaths: [String])
        throws(StretchGIFError) -> [(weight: Raster.FontWeight, file: FontFile)]
    {
        var files = LoadedFiles()
        return try loadPrimary(fontPaths: fontPaths, files: &files)
    }

    /// Inter's four weights from Debian's fonts-inter.
    private static func loadInter(files: inout LoadedFiles)
        throws(StretchGIFError) -> [(weight: Raster.FontWeight, file: FontFile)]
    {
        var inter: [(weight: Raster.FontWeight, file: FontFile)] = []
        for weight in Raster.FontWeight.allCases {
            let path = Raster.FontWeight.interDirectory + weight.interFileName
            guard FileManager.default.fileExists(atPath: path) else {
                throw .invalidFile(path: path, line: nil, column: nil,
                                   message: "the default typeface Inter is missing; install it with "
                                       + "'apt-get install fonts-inter' (or pass a font file)")
            }
            inter.append((weight, FontFile(data: try files.data(at: path), name: path, faceIndex: 0)))
        }
        return inter
    }

    /// Maps `path` (at most `InputFileLimits.fontBytes`, docs/scenes.md#limits) and opens its first face, so a file
    /// that is not a font is reported now, with its name.
    private static func readFontFile(_ path: String, files: inout LoadedFiles) throws(StretchGIFError)
        -> (file: FontFile, weightClass: Int, italic: Bool)
    {
        let file = FontFile(data: try files.data(at: path), name: path, faceIndex: 0)
        do {
            let face = try file.face()
            return (file, face.weightClass ?? 400, face.isItalic)
        } catch {
            throw .invalidFile(path: path, line: nil, column: nil, message: error.description)
        }
    }

    /// The font files directly inside `folder`, sorted by name; throws when it cannot be listed or has none.
    private static func fontFiles(inFolder folder: String) throws(StretchGIFError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw .invalidFile(path: folder, line: nil, column: nil, message: "cannot list the font folder")
        }
        let separator = folder.hasSuffix("/") ? "" : "/"
        let paths = names.sorted()
            .filter { name in
                !name.hasPrefix(".") && fontFileExtensions.contains { name.lowercased().hasSuffix("." + $0) }
            }
            .map { folder + separator + $0 }
            .filter { !isFolder($0) }
        guard !paths.isEmpty else {
            throw .invalidFile(path: folder, line: nil, column: nil,
                               message: "no font files (.ttf, .otf, .ttc) in the font folder")
        }
        return paths
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
