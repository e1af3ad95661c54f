import Foundation
import Testing
@testable import Raster

/// Rich text (`TextLayout.init(spans:...)`): each span measured and drawn in its own face, size and ink. Expected
/// values come from the same text laid out as plain strings, one style at a time, and from the faces' metrics.
@Suite struct TextRichTests {
    private static let red = Color(r: 255, g: 0, b: 0)
    private static let blue = Color(r: 0, g: 0, b: 255)

    private func plainWidth(_ text: String, _ face: FontFace, size: Double) -> Double {
        TextLayout(string: text, face: face, attributes: TextAttributes(size: size), maxWidth: nil, scale: 1)
            .measuredSize.width
    }

    /// Each span's advance in the paragraph is its width laid out alone as plain text in its style, and the
    /// paragraph is as wide as their sum.
    @Test func spanAdvancesAreTheirPlainWidths() throws {
        let bold = try TextFixtures.inter(.bold), regular = try TextFixtures.inter()
        let first = "Jane Appleseed ", second = "@jane · 2h"
        let layout = try #require(TextLayout(
            spans: [TextSpan(text: first, fonts: FontCascade(primary: bold), size: 17),
                    TextSpan(text: second, fonts: FontCascade(primary: regular), size: 15, ink: 1)],
            attributes: TextAttributes(size: 99), maxWidth: nil, scale: 1))
        let firstAlone = plainWidth(first, bold, size: 17), secondAlone = plainWidth(second, regular, size: 15)
        #expect(layout.lineCount == 1)
        #expect(abs(layout.measuredSize.width - (firstAlone + secondAlone)) < 1e-9)
        // The second span starts where the first one's advance ends: its first glyph's pen x, in points.
        let line = try #require(layout.lines.first)
        let secondStart = try #require(line.glyphs.first { $0.style == 1 })
        let unitsPerEm = Double(bold.metrics.unitsPerEm)
        #expect(abs(secondStart.x * 17 / unitsPerEm - firstAlone) < 1e-9)
        #expect(layout.attributes.size == 17)
    }

    /// A line is as tall as its tallest span (ascent above, descent and gap below); a line with only the small
    /// span is that span's own line height; the text is their sum.
    @Test func lineHeightComesFromTheTallestSpan() throws {
        let bold = try TextFixtures.inter(.bold), regular = try TextFixtures.inter()
        let layout = try #require(TextLayout(
            spans: [TextSpan(text: "small ", fonts: FontCascade(primary: regular), size: 12),
                    TextSpan(text: "BIG", fonts: FontCascade(primary: bold), size: 30),
                    TextSpan(text: "\nsmall again", fonts: FontCascade(primary: regular), size: 12)],
            attributes: TextAttributes(size: 12), maxWidth: nil, scale: 1))
        #expect(layout.lineCount == 2)
        let big = bold.metrics, small = regular.metrics
        // UIFont.lineHeight = (ascender - descender + lineGap) x size / unitsPerEm, from the font tables.
        let bigHeight = Double(big.ascender - big.descender + big.lineGap) * 30 / Double(big.unitsPerEm)
        let bigAscent = Double(big.ascender) * 30 / Double(big.unitsPerEm)
        let smallHeight = Double(small.ascender - small.descender + small.lineGap) * 12 / Double(small.unitsPerEm)
        let smallAscent = Double(small.ascender) * 12 / Double(small.unitsPerEm)
        #expect(abs(layout.lines[0].height - bigHeight) < 1e-9)
        #expect(abs(layout.lines[0].baseline - bigAscent) < 1e-9)
        #expect(abs(layout.lines[1].height - smallHeight) < 1e-9)
        #expect(abs(layout.lines[1].baseline - (bigHeight + smallAscent)) < 1e-9)
        #expect(abs(layout.measuredSize.height - (bigHeight + smallHeight)) < 1e-9)
    }

    /// A red span then a blue one: red ink only over the first span's advance, blue only over the second's.
    @Test func eachSpanIsPaintedInItsInk() throws {
        let face = try TextFixtures.inter(.bold)
        let fonts = FontCascade(primary: face)
        let layout = try #require(TextLayout(
            spans: [TextSpan(text: "HHHH", fonts: fonts, size: 20, ink: 0),
                    TextSpan(text: "NNNN", fonts: fonts, size: 20, ink: 1)],
            attributes: TextAttributes(size: 20), maxWidth: nil, scale: 2))
        let origin = 10.0
        var pixmap = Pixmap(width: 300, height: 80, fill: .white)
        pixmap.draw(layout, originX: origin, originY: 10, colors: [Self.red, Self.blue])
        // The boundary between the spans, in pixels: origin + the first span's plain width x scale.
        let boundary = origin + plainWidth("HHHH", face, size: 20) * 2
        var redColumns: [Int] = [], blueColumns: [Int] = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let index = (y * pixmap.width + x) * 4
                let r = Int(pixmap.pixels[index]), b = Int(pixmap.pixels[index + 2])
                if r - b > 40 { redColumns.append(x) }
                if b - r > 40 { blueColumns.append(x) }
            }
        }
        let lastRed = try #require(redColumns.max()), firstBlue = try #require(blueColumns.min())
        #expect(Double(lastRed) < boundary)
        #expect(Double(firstBlue) >= boundary - 1)
        #expect(Double(try #require(redColumns.min())) >= origin - 1)
        // Both spans are mostly ink: each colour covers a wide band.
        #expect(Double(lastRed) > boundary - 10)
        #expect(Double(try #require(blueColumns.max())) > boundary + 40)
    }

    /// The truncation ellipsis is set in the style of the span it ends: cut inside the first span it is the first
    /// span's, cut inside the second the second's.
    @Test func theEllipsisTakesTheStyleOfTheSpanItEnds() throws {
        let bold = try TextFixtures.inter(.bold), regular = try TextFixtures.inter()
        func truncated(width: Double) throws -> TextLine {
            let layout = try #require(TextLayout(
                spans: [TextSpan(text: "first words here ", fonts: FontCascade(primary: regular), size: 15),
                        TextSpan(text: "and then bold words on and on", fonts: FontCascade(primary: bold),
                                 size: 20, ink: 1)],
                attributes: TextAttributes(size: 15, maxLines: 1), maxWidth: width, scale: 1))
            #expect(layout.lineCount == 1)
            let line = try #require(layout.lines.first)
            #expect(line.text.hasSuffix("…"))
            #expect(line.width <= width + TextLayout.fitTolerancePoints)
            return line
        }
        let insideFirst = try truncated(width: 70)
        #expect(try #require(insideFirst.glyphs.last).style == 0)
        #expect(insideFirst.glyphs.allSatisfy { $0.style == 0 })
        let insideSecond = try truncated(width: 200)
        #expect(try #require(insideSecond.glyphs.last).style == 1)
        // The ellipsis is as wide as a bold 20 pt "…" measured alone.
        let ellipsis = try #require(insideSecond.glyphs.last)
        let ellipsisPoints = insideSecond.width - ellipsis.x * 15 / Double(regular.metrics.unitsPerEm)
        #expect(abs(ellipsisPoints - plainWidth("…", bold, size: 20)) < 1e-9)
    }

    /// One span is plain text: the same lines, size and pixels as `init(string:...)` drawn in one colour.
    @Test func oneSpanIsThePlainLayoutByteForByte() throws {
        let face = try TextFixtures.inter()
        let fonts = FontCascade(primary: face)
        let text = "Plain text wraps\nacross a few lines, the same way"
        let attributes = TextAttributes(size: 17, lineHeightMultiple: 1.3, alignment: .center, maxLines: 3)
        let plain = TextLayout(string: text, fonts: fonts, attributes: attributes, maxWidth: 120, scale: 3)
        let rich = try #require(TextLayout(spans: [TextSpan(text: text, fonts: fonts, size: 17)],
                                           attributes: attributes, maxWidth: 120, scale: 3))
        #expect(plain.lines == rich.lines)
        #expect(plain.measuredSize == rich.measuredSize)
        var single = Pixmap(width: 400, height: 400, fill: .white)
        single.draw(plain, originX: 7.3, originY: 5.6, color: Self.blue)
        var inked = Pixmap(width: 400, height: 400, fill: .white)
        inked.draw(rich, originX: 7.3, originY: 5.6, colors: [Self.blue])
        #expect(single.pixels == inked.pixels)
        #expect(TextFixtures.coverageSum(plain.coverageMasks(originX: 1, originY: 2)) > 0)
    }

    /// Right-to-left rich text: the logically first span is drawn at the right, each span keeps its width.
    @Test func rightToLeftSpansAreDrawnRightToLeft() throws {
        let hebrew = try TextFixtures.face(path: TextFixtures.notoSansHebrew)
        let regular = FontCascade(primary: try TextFixtures.inter(), fallbacks: [hebrew])
        let bold = FontCascade(primary: try TextFixtures.inter(.bold), fallbacks: [hebrew])
        let first = "שלום ", second = "עולם"
        let layout = try #require(TextLayout(
            spans: [TextSpan(text: first, fonts: bold, size: 17), TextSpan(text: second, fonts: regular, size: 22)],
            attributes: TextAttributes(size: 17), maxWidth: nil, scale: 1))
        let alone = TextLayout(string: first, fonts: bold, attributes: TextAttributes(size: 17), maxWidth: nil,
                               scale: 1).measuredSize.width
            + TextLayout(string: second, fonts: regular, attributes: TextAttributes(size: 22), maxWidth: nil,
                         scale: 1).measuredSize.width
        #expect(abs(layout.measuredSize.width - alone) < 1e-9)
        let glyphs = try #require(layout.lines.first).glyphs
        let firstMin = try #require(glyphs.filter { $0.style == 0 }.map(\.x).min())
        let secondMax = try #require(glyphs.filter { $0.style == 1 }.map(\.x).max())
        #expect(secondMax < firstMin)
    }
}
