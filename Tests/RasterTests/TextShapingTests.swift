import Testing
@testable import Raster

@Suite struct TextShapingTests {
    @Test func interLoadsWithFamilyNameAndMetrics() throws {
        let face = try TextFixtures.inter()
        #expect(face.familyName == "Inter")
        #expect(face.metrics.unitsPerEm > 0)
        #expect(face.metrics.ascender > 0)
        #expect(face.metrics.descender < 0)
        #expect(face.glyphCount > 100)
    }

    @Test func everyWeightLoads() throws {
        for weight in FontWeight.allCases {
            let face = try TextFixtures.inter(weight)
            #expect(face.familyName == "Inter")
        }
    }

    @Test func kerningMakesAVNarrowerThanItsLetters() throws {
        let face = try TextFixtures.inter()
        let attributes = TextAttributes(size: 17)
        func width(_ text: String) -> Double {
            TextLayout(string: text, face: face, attributes: attributes, maxWidth: nil, scale: 1).measuredSize.width
        }
        // "A" then "V" has a negative kerning pair in any text face; without shaping the width would be the sum.
        #expect(width("AV") < width("A") + width("V") - 0.1)
        // No kerning between "H" and "H": straight stems.
        #expect(abs(width("HH") - 2 * width("H")) < 1e-9)
    }

    @Test func ligatureOrOneGlyphPerLetter() throws {
        let face = try TextFixtures.inter()
        let glyphs = face.shape(utf8: Array("fi".utf8))
        if glyphs.count == 1 {
            // A ligature glyph stands for both letters: its cluster starts at byte 0.
            #expect(glyphs[0].cluster == 0)
            #expect(glyphs[0].glyphID != face.glyphID(for: "f"))
        } else {
            // Inter's default features keep f and i apart; each glyph maps to its own byte.
            #expect(glyphs.count == 2)
            #expect(glyphs.map(\.cluster) == [0, 1])
        }
    }

    @Test func shapingClustersAreUTF8ByteOffsets() throws {
        let face = try TextFixtures.inter()
        // "é" is two UTF-8 bytes, so "b" starts at byte 3.
        let glyphs = face.shape(utf8: Array("aéb".utf8))
        #expect(glyphs.map(\.cluster) == [0, 1, 3])
    }

    @Test func emptyBytesThrowEmptyData() {
        #expect(throws: FontError.emptyData(name: "empty.otf")) {
            _ = try FontFace(bytes: [], name: "empty.otf")
        }
    }

    @Test func garbageBytesThrowInvalidFontData() {
        let garbage = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        do {
            _ = try FontFace(bytes: garbage, name: "garbage.otf")
            Issue.record("garbage bytes were accepted as a font")
        } catch {
            guard case .invalidFontData(let name, let code) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(name == "garbage.otf")
            #expect(code != 0)
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("garbage.otf"))
        }
    }

    @Test func truncatedFontThrowsInsteadOfCrashing() throws {
        let bytes = try #require(TextFixtures.interBytes())
        #expect(throws: FontError.self) {
            _ = try FontFace(bytes: Array(bytes.prefix(64)), name: "cut.otf")
        }
    }
}
