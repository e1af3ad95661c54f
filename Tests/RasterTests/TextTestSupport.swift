import Foundation
@testable import Raster

/// Loads Debian's fonts-inter faces for the text tests (tests may read files; the library may not).
enum TextFixtures {
    /// The bytes of `Inter-<weight>.otf`, or nil when fonts-inter is not installed.
    static func interBytes(_ weight: FontWeight = .regular) -> [UInt8]? {
        let path = FontWeight.interDirectory + weight.interFileName
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// A fresh face for `weight`; throws when the font is missing so the test fails loudly.
    static func inter(_ weight: FontWeight = .regular) throws -> FontFace {
        guard let bytes = interBytes(weight) else { throw MissingFont(weight: weight) }
        return try FontFace(bytes: bytes, name: weight.interFileName)
    }

    /// Where Debian's Noto packages install the fallback fonts the tests use (fonts-noto-cjk, fonts-noto-core,
    /// fonts-noto-color-emoji; `make deps` installs them).
    static let notoSansCJKBold = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
    static let notoSansCJKRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let notoSansHebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// A face from an installed font file; throws when the file is missing so the test fails loudly.
    static func face(path: String, index: Int = 0) throws -> FontFace {
        guard let data = FileManager.default.contents(atPath: path) else { throw MissingFile(path: path) }
        return try FontFace(bytes: [UInt8](data), name: path, faceIndex: index)
    }

    struct MissingFile: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path) not found (make deps installs the Noto fonts)" }
    }

    struct MissingFont: Error, CustomStringConvertible {
        var weight: FontWeight
        var description: String { "fonts-inter: \(FontWeight.interDirectory + weight.interFileName) not found" }
    }

    /// Sum of all coverage bytes of the masks.
    static func coverageSum(_ masks: [CoverageMask]) -> Int {
        masks.reduce(0) { $0 + $1.coverage.reduce(0) { $0 + Int($1) } }
    }

    /// The ink bounding box (pixels with coverage > 0) over all masks: minX, minY, maxX (exclusive), maxY (exclusive).
    static func inkBounds(_ masks: [CoverageMask]) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for mask in masks {
            for y in 0..<mask.height {
                for x in 0..<mask.width where mask.coverage[y * mask.width + x] > 0 {
                    let px = mask.originX + x, py = mask.originY + y
                    if let b = bounds {
                        bounds = (min(b.minX, px), min(b.minY, py), max(b.maxX, px + 1), max(b.maxY, py + 1))
                    } else {
                        bounds = (px, py, px + 1, py + 1)
                    }
                }
            }
        }
        return bounds
    }
}

/// Reads a few numbers straight from an OpenType file's tables (independently of FreeType and HarfBuzz),
/// so the tests can check the engine's metrics against the font's own header.
struct OpenTypeTables {
    private let bytes: [UInt8]
    private let offsets: [String: Int]

    init?(bytes: [UInt8]) {
        guard bytes.count >= 12 else { return nil }
        self.bytes = bytes
        // Table directory (OpenType spec, "Table Directory"): numTables at byte 4, 16-byte records from byte 12.
        let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
        var offsets: [String: Int] = [:]
        for index in 0..<tableCount {
            let record = 12 + 16 * index
            guard record + 16 <= bytes.count else { return nil }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            offsets[tag] = Int(bytes[record + 8]) << 24 | Int(bytes[record + 9]) << 16
                | Int(bytes[record + 10]) << 8 | Int(bytes[record + 11])
        }
        self.offsets = offsets
    }

    /// A big-endian Int16 at `offset` inside table `tag`.
    func int16(_ tag: String, _ offset: Int) -> Int? {
        guard let table = offsets[tag], table + offset + 2 <= bytes.count else { return nil }
        return Int(Int16(bitPattern: UInt16(bytes[table + offset]) << 8 | UInt16(bytes[table + offset + 1])))
    }

    /// head.unitsPerEm (offset 18).
    var unitsPerEm: Int? { int16("head", 18) }
    /// hhea.ascender, descender, lineGap (offsets 4, 6, 8).
    var hheaAscender: Int? { int16("hhea", 4) }
    var hheaDescender: Int? { int16("hhea", 6) }
    var hheaLineGap: Int? { int16("hhea", 8) }
    /// OS/2.sCapHeight (offset 88, version >= 2).
    var capHeight: Int? { int16("OS/2", 88) }
}
