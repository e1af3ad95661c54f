import Foundation
import Testing
@testable import Raster

/// Fallback faces for what Inter lacks: Japanese (Noto Sans CJK), Hebrew (Noto Sans Hebrew) and colour emoji
/// (Noto Color Emoji, a CBDT bitmap font), itemized, measured and drawn.
@Suite struct TextFallbackTests {
    /// Inter in `weight`, then Noto Sans CJK (Japanese face of the collection), Noto Color Emoji, Noto Sans Hebrew.
    static func cascade(_ weight: FontWeight = .bold) throws -> FontCascade {
        FontCascade(primary: try TextFixtures.inter(weight), fallbacks: [
            try TextFixtures.face(path: weight == .bold ? TextFixtures.notoSansCJKBold : TextFixtures.notoSansCJKRegular),
            try TextFixtures.face(path: TextFixtures.notoColorEmoji),
            try TextFixtures.face(path: TextFixtures.notoSansHebrew),
        ])
    }

    /// `layout` drawn in black on a white canvas at (8, 8) px, also written to `$STRETCHGIF_ARTIFACTS/text-NAME.png`
    /// to look at when that variable names a folder.
    static func paint(_ layout: TextLayout, name: String) throws -> Pixmap {
        let size = layout.measuredSize
        var pixmap = Pixmap(width: Int(size.width * layout.scale) + 16, height: Int(size.height * layout.scale) + 16,
                            fill: Color(r: 255, g: 255, b: 255, a: 255))
        pixmap.draw(layout, originX: 8, originY: 8, color: Color(r: 0, g: 0, b: 0, a: 255))
        if let folder = ProcessInfo.processInfo.environment["STRETCHGIF_ARTIFACTS"] {
            _ = FileManager.default.createFile(atPath: "\(folder)/text-\(name).png", contents: Data(try PNGCodec.encode(pixmap)))
        }
        return pixmap
    }

    /// HSV saturation of a pixel, 0...1.
    static func saturation(_ color: Color) -> Double {
        let high = max(color.r, color.g, color.b), low = min(color.r, color.g, color.b)
        return high == 0 ? 0 : Double(high - low) / Double(high)
    }

    @Test func aColourBitmapFontLoadsAsColourAndInterAsOutlines() throws {
        let emoji = try TextFixtures.face(path: TextFixtures.notoColorEmoji)
        #expect(emoji.isColorBitmap)
        #expect(emoji.hasGlyph(for: "🎉"))
        #expect(try !TextFixtures.inter().isColorBitmap)
        #expect(try !TextFixtures.inter().hasGlyph(for: "🎉"))
    }

    @Test func japaneseAndEmojiDrawRealGlyphsAndTheEmojiInColourAt2x() throws {
        let fonts = try Self.cascade(.bold)
        let layout = TextLayout(string: "プロフィール 🎉", fonts: fonts, attributes: TextAttributes(size: 28),
                                maxWidth: nil, scale: 2)
        // Japanese in the CJK face, the space in Inter, the emoji in the colour face.
        #expect(fonts.runs(utf8: Array("プロフィール 🎉".utf8)).map(\.face) == [1, 0, 2])
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.filter { $0.face == 1 }.count == 6 && glyphs.allSatisfy { $0.glyphID != 0 })

        let pixmap = try Self.paint(layout, name: "japanese-emoji@2x")
        let placements = layout.colorGlyphs(originX: 8, originY: 8)
        let emoji = try #require(placements.first)
        #expect(placements.count == 1)
        // Noto Color Emoji's 136 x 128 strike at 109 px per em, scaled to 28 pt @2x = 56 px per em.
        #expect(abs(emoji.rect.width - 136 * 56 / 109) < 0.01 && abs(emoji.rect.height - 128 * 56 / 109) < 0.01)

        // The Japanese part has ink (dark pixels) left of the emoji...
        var dark = 0
        for y in 0..<pixmap.height {
            for x in 0..<Int(emoji.rect.x) where pixmap.color(x: x, y: y).r < 128 { dark += 1 }
        }
        #expect(dark > 2_000)
        // ...and the emoji is in colour, not a grey mask: many strongly saturated pixels.
        var saturated = 0
        for y in Int(emoji.rect.y)..<Int(emoji.rect.maxY) {
            for x in Int(emoji.rect.x)..<min(pixmap.width, Int(emoji.rect.maxX))
            where Self.saturation(pixmap.color(x: x, y: y)) > 0.5 {
                saturated += 1
            }
        }
        #expect(saturated > 500)
    }

    @Test func hebrewDrawsItsOwnGlyphsNotTheNotdefBox() throws {
        let alone = TextLayout(string: "שלום", face: try TextFixtures.inter(.regular), attributes: TextAttributes(size: 24),
                               maxWidth: nil, scale: 1)
        let fallback = TextLayout(string: "שלום", fonts: try Self.cascade(.regular),
                                  attributes: TextAttributes(size: 24), maxWidth: nil, scale: 1)
        _ = try Self.paint(alone, name: "hebrew-notdef")
        _ = try Self.paint(fallback, name: "hebrew")
        // Inter has no Hebrew: four .notdef boxes, all the same glyph.
        #expect(alone.lines[0].glyphs.allSatisfy { $0.glyphID == 0 })
        #expect(fallback.lines[0].glyphs.count == 4)
        #expect(fallback.lines[0].glyphs.allSatisfy { $0.face == 3 && $0.glyphID != 0 })
        #expect(Set(fallback.lines[0].glyphs.map(\.glyphID)).count == 4)
        let boxes = alone.coverageMasks(originX: 0, originY: 0)
        let letters = fallback.coverageMasks(originX: 0, originY: 0)
        #expect(TextFixtures.coverageSum(letters) > 0)
        #expect(letters != boxes)
    }

    @Test func japaneseIsMeasuredInItsOwnFaceUnitsAndPaintedWhereMeasured() throws {
        let fonts = try Self.cascade(.regular)
        // Noto Sans CJK's ideographs advance exactly 1 em (1000 of its 1000 units; Inter has 2048 per em).
        let ideographs = TextLayout(string: "日本語漢字", fonts: fonts, attributes: TextAttributes(size: 20),
                                    maxWidth: nil, scale: 1)
        #expect(abs(ideographs.measuredSize.width - 5 * 20) < 1e-9)

        let layout = TextLayout(string: "日本語のテキスト", fonts: fonts, attributes: TextAttributes(size: 20),
                                maxWidth: nil, scale: 2)
        let width = layout.measuredSize.width
        #expect(width > 8 * 20 * 0.95 && width <= 8 * 20)
        _ = try Self.paint(layout, name: "japanese-measure@2x")
        // The ink lies inside the measured box and spans most of it (side bearings aside).
        let ink = try #require(TextFixtures.inkBounds(layout.coverageMasks(originX: 0, originY: 0)))
        #expect(ink.minX >= 0 && Double(ink.maxX) <= width * 2 + 1)
        #expect(Double(ink.maxX - ink.minX) > width * 2 * 0.85)
        #expect(ink.minY >= 0 && Double(ink.maxY) <= layout.measuredSize.height * 2 + 1)
    }

    @Test func japaneseWrapsBetweenCharactersWithinTheWidth() throws {
        let text = "漢字かなカナ漢字かなカナ"
        let layout = TextLayout(string: text, fonts: try Self.cascade(.regular), attributes: TextAttributes(size: 20),
                                maxWidth: 100, scale: 1)
        #expect(layout.lineCount == 3)
        #expect(layout.lines.allSatisfy { $0.width <= 100 })
        #expect(layout.lines.map(\.text).joined() == text)
    }

    @Test func textThePrimaryFaceCoversIsUnchangedByFallbacks() throws {
        let string = "Stretchy Header, wrapped — “quoted” and 12:41"
        let attributes = TextAttributes(size: 17, maxLines: 2)
        let alone = TextLayout(string: string, face: try TextFixtures.inter(.bold), attributes: attributes,
                               maxWidth: 120, scale: 3)
        let withFallbacks = TextLayout(string: string, fonts: try Self.cascade(.bold), attributes: attributes,
                                       maxWidth: 120, scale: 3)
        #expect(withFallbacks.lines == alone.lines)
        #expect(withFallbacks.coverageMasks(originX: 3.3, originY: 1) == alone.coverageMasks(originX: 3.3, originY: 1))
        #expect(withFallbacks.colorGlyphs(originX: 0, originY: 0).isEmpty)
    }

    @Test func emojiSequencesStayWholeInTheColourFace() throws {
        let fonts = try Self.cascade(.regular)
        // A ZWJ family, a skin-tone modifier and a heart with VARIATION SELECTOR-16: one colour glyph each.
        let layout = TextLayout(string: "👨‍👩‍👧👍🏽❤️", fonts: fonts, attributes: TextAttributes(size: 20),
                                maxWidth: nil, scale: 1)
        #expect(fonts.runs(utf8: Array("👨‍👩‍👧👍🏽❤️".utf8)).map(\.face) == [2])
        #expect(layout.colorGlyphs(originX: 0, originY: 0).count == 3)
    }

    @Test func weightClassesMapToTheNearestWeight() throws {
        #expect(try TextFixtures.inter(.regular).weightClass == 400)
        #expect(try TextFixtures.inter(.bold).weightClass == 700)
        #expect(FontWeight.nearest(toWeightClass: 100) == .regular)
        #expect(FontWeight.nearest(toWeightClass: 450) == .regular)
        #expect(FontWeight.nearest(toWeightClass: 451) == .medium)
        #expect(FontWeight.nearest(toWeightClass: 600) == .semibold)
        #expect(FontWeight.nearest(toWeightClass: 900) == .bold)
    }
}
