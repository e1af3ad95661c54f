import Foundation
import Synchronization
import Testing
@testable import Raster

/// Font bytes loaded once and read in place by every face over them (docs/fonts.md#memory).
@Suite struct FontDataTests {
    /// Every glyph of `text` at two sizes and the four sub-pixel bins, as `face` renders it.
    private static func bitmaps(_ face: FontFace, _ text: String) -> [GlyphBitmap?] {
        let glyphs = face.shape(utf8: Array(text.utf8))
        var result: [GlyphBitmap?] = []
        for size in [13 * 64, 34 * 2 * 64 + 17] {
            for glyph in glyphs {
                for bin in 0..<4 {
                    result.append(face.glyphBitmap(GlyphKey(glyphID: glyph.glyphID, pixelSize26_6: size,
                                                            subpixelBin: bin)))
                }
            }
        }
        return result
    }

    @Test func facesOverOneBufferDrawWhatAFaceOverItsOwnCopyDraws() throws {
        let bytes = try #require(TextFixtures.interBytes(.bold))
        let shared = FontData(bytes: bytes)
        let first = try FontFace(data: shared, name: "Inter-Bold.otf")
        let second = try FontFace(data: shared, name: "Inter-Bold.otf")
        let own = try FontFace(bytes: bytes, name: "Inter-Bold.otf")
        #expect(first.data === second.data && first.data !== own.data)
        let text = "Stretchy Header, WAVE fi 9:41 ÄÖß"
        let expected = Self.bitmaps(own, text)
        #expect(expected.compactMap { $0 }.reduce(0) { $0 + $1.coverage.reduce(0) { $0 + Int($1) } } > 100_000)
        #expect(Self.bitmaps(first, text) == expected)
        #expect(Self.bitmaps(second, text) == expected)
        #expect(first.shape(utf8: Array(text.utf8)) == own.shape(utf8: Array(text.utf8)))
    }

    @Test func threadsDrawingThroughTheirOwnFacesOverOneBufferAgree() throws {
        let bytes = try #require(TextFixtures.interBytes())
        let shared = FontData(bytes: bytes)
        let text = "Concurrent glyphs 0123456789"
        let expected = Self.bitmaps(try FontFace(bytes: bytes, name: "Inter-Regular.otf"), text)
        let faces = try (0..<4).map { _ in try FontFace(data: shared, name: "Inter-Regular.otf") }
        let results = Mutex<[Int: [GlyphBitmap?]]>([:])
        DispatchQueue.concurrentPerform(iterations: faces.count) { index in
            let drawn = Self.bitmaps(faces[index], text)
            results.withLock { $0[index] = drawn }
        }
        for index in faces.indices { #expect(results.withLock { $0[index] } == expected, "thread \(index)") }
    }

    @Test func aFaceKeepsItsBytesAliveAndLetsThemGo() throws {
        let bytes = try #require(TextFixtures.interBytes())
        weak var watched: FontData?
        var face: FontFace? = try {
            let data = FontData(bytes: bytes)
            watched = data
            return try FontFace(data: data, name: "Inter-Regular.otf")
        }()
        #expect(watched != nil)
        // The face still draws from the bytes nobody else holds.
        let glyph = try #require(face?.glyphID(for: "H"))
        let drawn = face?.glyphBitmap(GlyphKey(glyphID: glyph, pixelSize26_6: 40 * 64, subpixelBin: 0))
        #expect(drawn == (try FontFace(bytes: bytes, name: "copy")).glyphBitmap(
            GlyphKey(glyphID: glyph, pixelSize26_6: 40 * 64, subpixelBin: 0)))
        face = nil
        #expect(watched == nil)
    }

    @Test func aMappedFileReadsAsItsBytes() throws {
        let path = FontWeight.interDirectory + FontWeight.regular.interFileName
        let bytes = try #require(TextFixtures.interBytes())
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        let mapped = try #require(FontData(mapping: descriptor, count: bytes.count))
        close(descriptor)
        #expect(mapped.withBytes { Array($0) } == bytes)
        #expect(mapped.hasSameBytes(as: FontData(bytes: bytes)))
        let face = try FontFace(data: mapped, name: path)
        #expect(face.familyName == "Inter")
    }

    /// `path`'s bytes mapped read-only.
    private static func map(_ path: String) throws -> FontData {
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var info = stat()
        try #require(fstat(descriptor, &info) == 0)
        return try #require(FontData(mapping: descriptor, count: Int(info.st_size)))
    }

    @Test func mappedFilesLongerThanOneStepCompareToTheLastByte() throws {
        // 3.5 MiB: four comparison steps, the last one short.
        let bytes = (0..<(7 << 19)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        var changed = bytes
        changed[bytes.count - 1] ^= 0x80
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-fontdata-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, content) in [("a", bytes), ("b", bytes), ("c", changed)] {
            try Data(content).write(to: folder.appendingPathComponent(name))
        }
        let a = try Self.map(folder.appendingPathComponent("a").path)
        let b = try Self.map(folder.appendingPathComponent("b").path)
        let c = try Self.map(folder.appendingPathComponent("c").path)
        #expect(a.hasSameBytes(as: b))
        #expect(!a.hasSameBytes(as: c) && !c.hasSameBytes(as: b))
        // The pages let go after comparing read back as the same bytes.
        #expect(a.withBytes { Array($0) } == bytes && c.withBytes { Array($0) } == changed)
    }

    @Test func sameBytesMeansEveryByte() {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var changed = bytes
        changed[9_999] ^= 1
        #expect(FontData(bytes: bytes).hasSameBytes(as: FontData(bytes: bytes)))
        #expect(!FontData(bytes: bytes).hasSameBytes(as: FontData(bytes: changed)))
        #expect(!FontData(bytes: bytes).hasSameBytes(as: FontData(bytes: Array(bytes.dropLast()))))
        #expect(FontData(bytes: []).hasSameBytes(as: FontData(bytes: [])))
    }
}
