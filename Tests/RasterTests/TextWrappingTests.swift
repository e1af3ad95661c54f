import Testing
@testable import Raster

@Suite struct TextWrappingTests {
    static let sentence = "The quick brown fox jumps over the lazy dog while the stretchy header bounces back"

    private func layout(
        _ text: String, width: Double?, maxLines: Int = 0, alignment: TextAlignment = .left, scale: Double = 1
    ) throws -> TextLayout {
        let face = try TextFixtures.inter()
        return TextLayout(
            string: text, face: face, attributes: TextAttributes(size: 17, alignment: alignment, maxLines: maxLines),
            maxWidth: width, scale: scale)
    }

    @Test func narrowerWidthGivesMoreLinesEachWithinWidth() throws {
        let wide = try layout(Self.sentence, width: 320)
        let narrow = try layout(Self.sentence, width: 140)
        #expect(wide.lineCount >= 2)
        #expect(narrow.lineCount > wide.lineCount)
        for (layout, width) in [(wide, 320.0), (narrow, 140.0)] {
            for line in layout.lines {
                #expect(line.width <= width)
                #expect(line.width > 0)
                #expect(!line.text.hasPrefix(" ") && !line.text.hasSuffix(" "))
            }
            // Wrapping only drops the spaces it breaks at: the words come back in order.
            let words = layout.lines.flatMap { $0.text.split(separator: " ") }.map(String.init)
            #expect(words == Self.sentence.split(separator: " ").map(String.init))
        }
    }

    @Test func greedyWrapFillsEachLine() throws {
        let narrow = try layout(Self.sentence, width: 140)
        let face = try TextFixtures.inter()
        // The next line's first word would not have fit on the previous line (greedy breaking).
        for index in 0..<(narrow.lineCount - 1) {
            let nextWord = String(narrow.lines[index + 1].text.split(separator: " ")[0])
            let joined = TextLayout(
                string: narrow.lines[index].text + " " + nextWord, face: face,
                attributes: TextAttributes(size: 17), maxWidth: nil, scale: 1)
            #expect(joined.measuredSize.width > 140)
        }
    }

    @Test func noWidthMeansOneLinePerParagraph() throws {
        let single = try layout(Self.sentence, width: nil)
        #expect(single.lineCount == 1)
        #expect(single.lines[0].text == Self.sentence)
    }

    @Test func newlineForcesABreak() throws {
        let text = try layout("Hello\nWorld", width: 300)
        #expect(text.lines.map(\.text) == ["Hello", "World"])
        let blank = try layout("Top\n\nBottom", width: nil)
        #expect(blank.lines.map(\.text) == ["Top", "", "Bottom"])
        #expect(try layout("", width: 100).lineCount == 0)
    }

    @Test func overLongWordBreaksBetweenLetters() throws {
        let word = "Supercalifragilisticexpialidocious"
        let text = try layout(word, width: 60)
        #expect(text.lineCount >= 3)
        #expect(text.lines.map(\.text).joined() == word)
        for line in text.lines { #expect(line.width <= 60) }
    }

    @Test func tinyWidthStillProgressesOneLetterPerLine() throws {
        let text = try layout("abc", width: 1)
        #expect(text.lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func maxLinesTruncatesWithEllipsis() throws {
        let full = try layout(Self.sentence, width: 140)
        let cut = try layout(Self.sentence, width: 140, maxLines: 2)
        #expect(full.lineCount > 2)
        #expect(cut.lineCount == 2)
        #expect(cut.lines[0].text == full.lines[0].text)
        #expect(cut.lines[1].text.hasSuffix("\u{2026}"))
        #expect(cut.lines[1].width <= 140)
        // The truncated line shows a prefix of the text that was on that line.
        let shown = String(cut.lines[1].text.dropLast()).trimmingSuffixSpaces
        #expect(full.lines[1].text.hasPrefix(shown))
    }

    @Test func maxLinesWithoutWidthEllipsizesLastParagraphLine() throws {
        let text = try layout("One\nTwo\nThree", width: nil, maxLines: 2)
        #expect(text.lines.map(\.text) == ["One", "Two\u{2026}"])
        let fits = try layout("One\nTwo", width: nil, maxLines: 2)
        #expect(fits.lines.map(\.text) == ["One", "Two"])
    }

    @Test func singleLineLimitEllipsizesAnOverLongWord() throws {
        let text = try layout("Supercalifragilisticexpialidocious", width: 80, maxLines: 1)
        #expect(text.lineCount == 1)
        #expect(text.lines[0].text.hasSuffix("\u{2026}"))
        #expect(text.lines[0].width <= 80)
        #expect("Supercalifragilisticexpialidocious".hasPrefix(String(text.lines[0].text.dropLast())))
        #expect(text.lines[0].text.count > 2)
    }

    @Test func aWidthAHairUnderTheTextsOwnStillFitsIt() throws {
        let natural = try layout("Photos", width: nil).measuredSize.width
        // The solver hands back its width rounded to 1e-6 pt: a hair under the measured width.
        for width in [natural, natural - 1e-6, natural - 0.004] {
            let text = try layout("Photos", width: width, maxLines: 1)
            #expect(text.lines.map(\.text) == ["Photos"], "at \(natural) - \(natural - width)")
        }
        // A visible shortfall still wraps and cuts.
        let short = try layout("Photos", width: natural - 2, maxLines: 1)
        #expect(short.lines[0].text.hasSuffix("\u{2026}"))
    }

    @Test func windowsNewlinesAndTabsAreNormalized() throws {
        let text = try layout("A\tB\r\nC", width: nil)
        #expect(text.lines.map(\.text) == ["A B", "C"])
    }

    @Test func alignmentPlacesLinesInTheBox() throws {
        let box = 200.0
        let left = try layout("Hi there", width: box, alignment: .left, scale: 2)
        let center = try layout("Hi there", width: box, alignment: .center, scale: 2)
        let right = try layout("Hi there", width: box, alignment: .right, scale: 2)
        let lineWidth = left.lines[0].width
        #expect(left.lines[0].x == 0)
        #expect(abs(center.lines[0].x - (box - lineWidth) / 2) < 1e-9)
        #expect(abs(right.lines[0].x - (box - lineWidth)) < 1e-9)

        // In pixels at @2x the masks move by the same offsets (within the 1/4 px quantization, i.e. 1 px).
        let leftMask = try #require(left.coverageMasks(originX: 10, originY: 10).first)
        let centerMask = try #require(center.coverageMasks(originX: 10, originY: 10).first)
        let rightMask = try #require(right.coverageMasks(originX: 10, originY: 10).first)
        #expect(abs(Double(centerMask.originX - leftMask.originX) - (box - lineWidth) / 2 * 2) <= 1)
        #expect(abs(Double(rightMask.originX - leftMask.originX) - (box - lineWidth) * 2) <= 1)
        #expect(centerMask.originY == leftMask.originY)
    }

    @Test func centerWithoutWidthCentersInTheWidestLine() throws {
        let text = try layout("Wide line here\nNarrow", width: nil, alignment: .center)
        let widest = text.lines[0].width
        #expect(text.measuredSize.width == widest)
        #expect(abs(text.lines[1].x - (widest - text.lines[1].width) / 2) < 1e-9)
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate var trimmingSuffixSpaces: String {
        var copy = self
        while copy.hasSuffix(" ") { copy.removeLast() }
        return copy
    }
}
