import Testing
@testable import Raster

@Suite struct TextMeasureTests {
    @Test func lineHeightIsUIFontLineHeightFromTheHheaTable() throws {
        let bytes = try #require(TextFixtures.interBytes())
        let tables = try #require(OpenTypeTables(bytes: bytes))
        let upem = Double(try #require(tables.unitsPerEm))
        let ascender = Double(try #require(tables.hheaAscender))
        let descender = Double(try #require(tables.hheaDescender))
        let gap = Double(try #require(tables.hheaLineGap))
        let expected = (ascender - descender + gap) / upem * 17
        let face = try FontFace(bytes: bytes, name: "Inter-Regular.otf")
        let layout = TextLayout(string: "Hg", face: face, attributes: TextAttributes(size: 17), maxWidth: nil, scale: 1)
        #expect(abs(layout.lineHeight - expected) < 1e-9)
        #expect(abs(face.metrics.lineHeight(pointSize: 17) - expected) < 1e-9)
        // Inter's line height is about 1.21 em: a sanity bound that would catch a units mix-up.
        #expect(expected > 17 * 1.1 && expected < 17 * 1.35)
    }

    @Test func heightIsLineCountTimesLineHeight() throws {
        let face = try TextFixtures.inter()
        for multiple in [1.0, 1.5] {
            let attributes = TextAttributes(size: 15, lineHeightMultiple: multiple)
            let layout = TextLayout(
                string: TextWrappingTests.sentence, face: face, attributes: attributes, maxWidth: 150, scale: 2)
            #expect(layout.lineCount >= 3)
            let expectedLineHeight = face.metrics.lineHeight(pointSize: 15) * multiple
            #expect(abs(layout.lineHeight - expectedLineHeight) < 1e-9)
            #expect(abs(layout.measuredSize.height - Double(layout.lineCount) * expectedLineHeight) < 1e-9)
            #expect(layout.size.height == layout.measuredSize.height)
        }
    }

    @Test func measuringIsTheSameAtEveryScale() throws {
        let face = try TextFixtures.inter()
        let attributes = TextAttributes(size: 17)
        let sizes = [1.0, 2.0, 3.0].map {
            TextLayout(string: TextWrappingTests.sentence, face: face, attributes: attributes, maxWidth: 200, scale: $0)
        }
        #expect(sizes[0].measuredSize == sizes[1].measuredSize)
        #expect(sizes[1].measuredSize == sizes[2].measuredSize)
        #expect(sizes[0].lines.map(\.text) == sizes[2].lines.map(\.text))
    }

    @Test func pixelBaselinesStepByLineHeightTimesScale() throws {
        let face = try TextFixtures.inter()
        for scale in [1.0, 2.0, 3.0] {
            let layout = TextLayout(
                string: "Hx\nHx\nHx", face: face, attributes: TextAttributes(size: 17), maxWidth: nil, scale: scale)
            let masks = layout.coverageMasks(originX: 0, originY: 0)
            #expect(masks.count == 3)
            for index in 1..<masks.count {
                let step = Double(masks[index].originY - masks[index - 1].originY)
                #expect(abs(step - layout.lineHeight * scale) <= 1)
            }
            // The whole text fits in the measured box scaled to pixels.
            let bounds = try #require(TextFixtures.inkBounds(masks))
            #expect(bounds.minY >= 0 && Double(bounds.maxY) <= layout.measuredSize.height * scale + 1)
            #expect(bounds.minX >= 0 && Double(bounds.maxX) <= layout.measuredSize.width * scale + 1)
        }
    }

    @Test func capHeightInPixelsMatchesTheFontAtEachScale() throws {
        let bytes = try #require(TextFixtures.interBytes())
        let tables = try #require(OpenTypeTables(bytes: bytes))
        let capHeight = Double(try #require(tables.capHeight)) / Double(try #require(tables.unitsPerEm))
        let face = try FontFace(bytes: bytes, name: "Inter-Regular.otf")
        var heights: [Int] = []
        for scale in [1.0, 2.0, 3.0] {
            let layout = TextLayout(string: "H", face: face, attributes: TextAttributes(size: 17), maxWidth: nil, scale: scale)
            let bounds = try #require(TextFixtures.inkBounds(layout.coverageMasks(originX: 0, originY: 0)))
            let inkHeight = bounds.maxY - bounds.minY
            heights.append(inkHeight)
            // The flat top and bottom of "H" each add at most one partly covered row.
            #expect(abs(Double(inkHeight) - capHeight * 17 * scale) <= 1.5)
        }
        // Scaling by 2 doubles the pixel extent (each measurement is within a pixel).
        #expect(abs(heights[1] - 2 * heights[0]) <= 2)
    }

    @Test func doublingScaleDoublesInkWidth() throws {
        let face = try TextFixtures.inter()
        let attributes = TextAttributes(size: 17)
        func inkWidth(_ scale: Double) throws -> Int {
            let layout = TextLayout(string: "Stretchy Header", face: face, attributes: attributes, maxWidth: nil, scale: scale)
            let bounds = try #require(TextFixtures.inkBounds(layout.coverageMasks(originX: 0, originY: 0)))
            return bounds.maxX - bounds.minX
        }
        let one = try inkWidth(1), two = try inkWidth(2)
        #expect(one > 50)
        #expect(abs(two - 2 * one) <= 2)
    }

    @Test func degenerateInputsGiveEmptyResultsNotCrashes() throws {
        let face = try TextFixtures.inter()
        let zeroSize = TextLayout(string: "Hi", face: face, attributes: TextAttributes(size: 0), maxWidth: 100, scale: 2)
        #expect(zeroSize.lineCount == 0)
        #expect(zeroSize.measuredSize == Size(width: 0, height: 0))
        let nanScale = TextLayout(string: "Hi", face: face, attributes: TextAttributes(size: 17), maxWidth: nil, scale: .nan)
        #expect(nanScale.lineCount == 1)
        #expect(nanScale.coverageMasks(originX: 0, originY: 0).isEmpty)
        let ok = TextLayout(string: "Hi", face: face, attributes: TextAttributes(size: 17), maxWidth: .infinity, scale: 1)
        #expect(ok.maxWidth == nil)
        #expect(ok.coverageMasks(originX: .infinity, originY: 0).isEmpty)
    }
}
