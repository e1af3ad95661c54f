import Foundation
import Testing
@testable import Raster

/// Right-to-left text (the UAX #9 subset of `BidiParagraph`): paragraph direction, levels, visual order of runs,
/// measuring and drawing. Expected levels were checked against GNU FriBidi's `fribidi_log2vis`.
@Suite struct TextBidiTests {
    static let black = Color(r: 0, g: 0, b: 0, a: 255)

    /// Inter regular with the Noto fallbacks: Hebrew comes from face 3 (Noto Sans Hebrew).
    static func cascade() throws -> FontCascade { try TextFallbackTests.cascade(.regular) }

    static func layout(_ string: String, fonts: FontCascade, size: Double = 24, maxWidth: Double? = nil,
                       alignment: TextAlignment = .left, maxLines: Int = 0) -> TextLayout {
        TextLayout(string: string, fonts: fonts,
                   attributes: TextAttributes(size: size, alignment: alignment, maxLines: maxLines),
                   maxWidth: maxWidth, scale: 2)
    }

    /// The x (design units) of the glyphs on `line` that `face` draws for `scalar`, left to right.
    static func xs(of scalar: Unicode.Scalar, face: Int, fonts: FontCascade, on line: TextLine) throws -> [Double] {
        let id = try #require(fonts.faces[face].glyphID(for: scalar))
        return line.glyphs.filter { $0.face == face && $0.glyphID == id }.map(\.x)
    }

    /// The one x of `scalar`'s glyph on `line`.
    static func x(of scalar: Unicode.Scalar, face: Int, fonts: FontCascade, on line: TextLine) throws -> Double {
        let found = try xs(of: scalar, face: face, fonts: fonts, on: line)
        #expect(found.count == 1, "\(scalar) drawn \(found.count) times")
        return try #require(found.first)
    }

    /// Levels per character (of the first byte of each) for `string`, nil when it takes the left-to-right path.
    static func levels(_ string: String) -> [UInt8]? {
        guard let paragraph = BidiParagraph(utf8: Array(string.utf8)) else { return nil }
        var result: [UInt8] = []
        var offset = 0
        for character in string {
            result.append(paragraph.levels[offset])
            offset += character.utf8.count
        }
        return result
    }

    /// The levels of every byte of `string` as one line.
    static func lineLevels(_ string: String) -> [UInt8] {
        let bytes = Array(string.utf8)
        return BidiParagraph(utf8: bytes)?.lineLevels(bytes.indices) ?? Array(repeating: 0, count: bytes.count)
    }

    @Test func classesComeFromTheUnicodeRanges() {
        #expect(BidiClass("ש") == .rightToLeft)
        #expect(BidiClass("ب") == .arabicLetter && BidiClass("ܐ") == .arabicLetter)
        #expect(BidiClass("ﭏ") == .rightToLeft)  // U+FB4F HEBREW LIGATURE ALEF LAMED
        #expect(BidiClass("a") == .leftToRight && BidiClass("ア") == .leftToRight && BidiClass("ж") == .leftToRight)
        #expect(BidiClass("7") == .europeanNumber && BidiClass("۷") == .europeanNumber)
        #expect(BidiClass("٧") == .arabicNumber)
        #expect(BidiClass(" ") == .neutral && BidiClass("!") == .neutral && BidiClass("🎉") == .neutral)
        #expect(BidiClass("\u{05B8}") == .nonspacingMark && BidiClass("\u{0301}") == .nonspacingMark)
        #expect(BidiClass(":") == .commonSeparator && BidiClass("-") == .europeanSeparator)
        #expect(BidiClass("%") == .europeanTerminator && BidiClass("€") == .europeanTerminator)
        #expect(BidiClass("\u{200F}") == .rightToLeft && BidiClass("\u{200E}") == .leftToRight)
        #expect(BidiClass("\u{FEFF}") == .neutral)
    }

    @Test func theFirstStrongCharacterSetsTheParagraphDirection() throws {
        #expect(try #require(BidiParagraph(utf8: Array("שלום abc".utf8))).isRightToLeft)
        #expect(try #require(BidiParagraph(utf8: Array("123, שלום abc".utf8))).isRightToLeft)
        #expect(try !#require(BidiParagraph(utf8: Array("abc שלום".utf8))).isRightToLeft)
        // No right-to-left character: the unchanged left-to-right path, whatever else is there.
        for text in ["", "abc", "123 !?", "٣٤", "\u{0301}", "プロフィール 🎉"] {
            #expect(BidiParagraph(utf8: Array(text.utf8)) == nil)
        }
    }

    @Test func levelsFollowTheImplementedRules() {
        // Each expectation matches FriBidi (fribidi_log2vis with an automatic paragraph direction).
        #expect(Self.levels("abc שלום 123") == [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2])
        #expect(Self.levels("שלום עולם") == [1, 1, 1, 1, 1, 1, 1, 1, 1])
        #expect(Self.levels("שלום abc def!") == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 1])
        #expect(Self.levels("שעה 12:41 היום") == [1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1])
        #expect(Self.levels("abc שלום, 10% def") == [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0])
        #expect(Self.levels("abc 12 שלום") == [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1])
        // W2: after Arabic letters a number is Arabic, and "%" does not join it.
        #expect(Self.levels("مرحبا 10%") == [1, 1, 1, 1, 1, 1, 2, 2, 1])
        #expect(Self.levels("abc مرحبا 2%") == [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 0])
        // A lone mark at the start takes the paragraph direction; a mark after a letter stays with it.
        #expect(Self.levels("\u{05B8}שָלום") == [1, 1, 1, 1, 1])
        #expect(Self.levels("!?") == nil)
    }

    @Test func runsAreReorderedByLevel() {
        let runs = BidiRuns.visualOrder(levels: [0, 0, 1, 1, 2, 2, 1, 0])
        #expect(runs.map(\.range) == [0..<2, 6..<7, 4..<6, 2..<4, 7..<8])
        #expect(runs.map(\.isRightToLeft) == [false, true, false, true, false])
        #expect(BidiRuns.visualOrder(levels: []).isEmpty)
        // A right-to-left line holding only left-to-right text (level 2) keeps its order.
        #expect(BidiRuns.visualOrder(levels: [2, 2, 2]) == [BidiRun(range: 0..<3, level: 2)])
    }

    @Test func aHebrewWordIsDrawnFromRightToLeft() throws {
        let fonts = try Self.cascade()
        let layout = Self.layout("שלום", fonts: fonts)
        _ = try TextFallbackTests.paint(layout, name: "bidi-word@2x")
        let line = try #require(layout.lines.first)
        let shin = try Self.x(of: "ש", face: 3, fonts: fonts, on: line)
        let lamed = try Self.x(of: "ל", face: 3, fonts: fonts, on: line)
        let vav = try Self.x(of: "ו", face: 3, fonts: fonts, on: line)
        let finalMem = try Self.x(of: "ם", face: 3, fonts: fonts, on: line)
        #expect(finalMem < vav && vav < lamed && lamed < shin)
        #expect(line.text == "שלום")  // the text stays in logical order

        // The ink agrees: the first letter alone (ש) is drawn where the word's rightmost ink is.
        let word = try #require(TextFixtures.inkBounds(layout.coverageMasks(originX: 0, originY: 0)))
        let pixelsPerUnit = 24.0 * 2 / Double(fonts.primary.metrics.unitsPerEm)
        #expect(Double(word.maxX) > shin * pixelsPerUnit)
        #expect(Double(word.minX) < lamed * pixelsPerUnit)
    }

    @Test func aRightToLeftParagraphPutsTheFirstWordOnTheRight() throws {
        let fonts = try Self.cascade()
        let layout = Self.layout("שלום עולם", fonts: fonts)
        _ = try TextFallbackTests.paint(layout, name: "bidi-two-words@2x")
        let line = try #require(layout.lines.first)
        // ש only in the first word, ע only in the second.
        let shin = try Self.x(of: "ש", face: 3, fonts: fonts, on: line)
        let ayin = try Self.x(of: "ע", face: 3, fonts: fonts, on: line)
        #expect(ayin < shin)
        // Both words are drawn as they are alone: the second word's glyphs first, then the space, then the first.
        let first = Self.layout("שלום", fonts: fonts).lines[0].glyphs.map(\.glyphID)
        let second = Self.layout("עולם", fonts: fonts).lines[0].glyphs.map(\.glyphID)
        let space = try #require(fonts.primary.glyphID(for: " "))
        #expect(line.glyphs.map(\.glyphID) == second + [space] + first)
    }

    @Test func aMixedLeftToRightParagraphKeepsLatinLeftAndReversesTheHebrewWord() throws {
        let fonts = try Self.cascade()
        let layout = Self.layout("abc שלום 123", fonts: fonts)
        _ = try TextFallbackTests.paint(layout, name: "bidi-mixed-ltr@2x")
        let line = try #require(layout.lines.first)
        let a = try Self.x(of: "a", face: 0, fonts: fonts, on: line)
        let b = try Self.x(of: "b", face: 0, fonts: fonts, on: line)
        let c = try Self.x(of: "c", face: 0, fonts: fonts, on: line)
        let shin = try Self.x(of: "ש", face: 3, fonts: fonts, on: line)
        let finalMem = try Self.x(of: "ם", face: 3, fonts: fonts, on: line)
        let one = try Self.x(of: "1", face: 0, fonts: fonts, on: line)
        let three = try Self.x(of: "3", face: 0, fonts: fonts, on: line)
        #expect(a < b && b < c && c < finalMem)
        #expect(finalMem < shin)
        #expect(one < three)  // digits keep their order
        // UAX #9 (W7, N1, I2): a number after right-to-left text, with no Latin letter between, belongs to that
        // text's embedding, so it is drawn on its left: "abc 123 םולש", as UILabel and FriBidi draw it.
        #expect(three < finalMem)
        // With a Latin word between, the number stays on the right.
        let after = Self.layout("abc שלום def 123", fonts: fonts).lines[0]
        #expect(try Self.x(of: "ש", face: 3, fonts: fonts, on: after) < Self.x(of: "1", face: 0, fonts: fonts, on: after))
    }

    @Test func anEnglishWordInARightToLeftParagraphKeepsItsLetterOrder() throws {
        let fonts = try Self.cascade()
        let layout = Self.layout("שלום Hello עולם", fonts: fonts)
        _ = try TextFallbackTests.paint(layout, name: "bidi-english-in-rtl@2x")
        let line = try #require(layout.lines.first)
        let h = try Self.x(of: "H", face: 0, fonts: fonts, on: line)
        let e = try Self.x(of: "e", face: 0, fonts: fonts, on: line)
        let o = try Self.x(of: "o", face: 0, fonts: fonts, on: line)
        let shin = try Self.x(of: "ש", face: 3, fonts: fonts, on: line)
        let ayin = try Self.x(of: "ע", face: 3, fonts: fonts, on: line)
        #expect(h < e && e < o)
        #expect(ayin < h && o < shin)  // עולם | Hello | שלום
    }

    @Test func theMeasuredWidthIsTheSumOfTheRunsAndMatchesTheInk() throws {
        let fonts = try Self.cascade()
        let size = 24.0
        let pointsPerUnit = size / Double(fonts.primary.metrics.unitsPerEm)
        for text in ["שלום עולם", "abc שלום 123", "שלום Hello עולם"] {
            let layout = Self.layout(text, fonts: fonts, size: size)
            // Each run alone, as it is shaped: the Hebrew words, spaces and Latin words add up to the measured width.
            let pieces = text.split(separator: " ", omittingEmptySubsequences: false)
            var sum = Double(pieces.count - 1) * Self.layout(" ", fonts: fonts, size: size).measuredSize.width
            for piece in pieces { sum += Self.layout(String(piece), fonts: fonts, size: size).measuredSize.width }
            #expect(abs(layout.measuredSize.width - sum) < 1e-9, "\(text)")
            // The pen ends at the measured width, and the ink stays inside it.
            let line = try #require(layout.lines.first)
            let glyphs = ShapedRun(utf8: Array(text.utf8), levels: Self.lineLevels(text), fonts: fonts)
            #expect(abs(line.width - glyphs.width * pointsPerUnit) < 1e-9)
            let ink = try #require(TextFixtures.inkBounds(layout.coverageMasks(originX: 0, originY: 0)))
            #expect(ink.minX >= -1 && Double(ink.maxX) <= layout.measuredSize.width * 2 + 1)
        }
    }

    @Test func rightToLeftTextWrapsInLogicalOrderWithinTheWidth() throws {
        let fonts = try Self.cascade()
        let text = "שלום עולם שלום עולם שלום עולם"
        let layout = Self.layout(text, fonts: fonts, maxWidth: 120, alignment: .right)
        _ = try TextFallbackTests.paint(layout, name: "bidi-wrapped@2x")
        #expect(layout.lineCount > 1)
        #expect(layout.lines.allSatisfy { $0.width <= 120 + TextLayout.fitTolerancePoints })
        #expect(layout.lines.map(\.text).joined(separator: " ") == text)
        // Right alignment puts every line's end at the box's right edge.
        #expect(layout.lines.allSatisfy { abs($0.x + $0.width - 120) < 1e-9 })
    }

    @Test func theEllipsisOfARightToLeftParagraphIsAtItsLeftEnd() throws {
        let fonts = try Self.cascade()
        let layout = Self.layout("שלום עולם שלום עולם שלום עולם", fonts: fonts, maxWidth: 120, maxLines: 1)
        _ = try TextFallbackTests.paint(layout, name: "bidi-truncated@2x")
        let line = try #require(layout.lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= 120 + TextLayout.fitTolerancePoints)
        let ellipsis = try #require(line.glyphs.min { $0.x < $1.x })
        #expect(ellipsis.face == 0 && ellipsis.glyphID == fonts.primary.glyphID(for: "…"))
        // In a left-to-right paragraph ending in Hebrew it stays at the right end.
        let ltr = Self.layout("abc שלום עולם שלום עולם", fonts: fonts, maxWidth: 120, maxLines: 1).lines[0]
        let last = try #require(ltr.glyphs.max { $0.x < $1.x })
        #expect(last.face == 0 && last.glyphID == fonts.primary.glyphID(for: "…"))
    }

    @Test func oddInputNeverTraps() throws {
        let fonts = try Self.cascade()
        let long = String(repeating: "שלום abc 123, ", count: 1_430)  // 20,020 characters
        let inputs = ["", " ", "   ש  ", "\u{05B8}", "\u{0301}ש", "ש\n\n\u{200F}", "(١٢٣)", "\u{202E}abc\u{202C}ש",
                      "ש\u{FEFF}", long]
        for text in inputs {
            for width in [nil, 1.0, 80.0] as [Double?] {
                let layout = Self.layout(text, fonts: fonts, maxWidth: width, maxLines: width == 1 ? 2 : 0)
                _ = layout.coverageMasks(originX: 0, originY: 0)
                #expect(layout.measuredSize.width.isFinite)
            }
        }
        let longLayout = Self.layout(long, fonts: fonts, maxWidth: 300)
        #expect(longLayout.lines.map(\.text).joined(separator: " ") + " " == long)
    }
}
