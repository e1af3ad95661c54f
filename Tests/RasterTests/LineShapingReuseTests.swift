import Testing
@testable import Raster

/// Line breaking shapes each line to check its width; drawing takes that run instead of shaping the line again
/// (`LineBreaker.shapedLines`). Each run it hands over must be what shaping the line on its own gives.
@Suite struct LineShapingReuseTests {
    @Test(arguments: [
        "The quick brown fox jumps over the lazy dog, and then it jumps over the lazy dog again.",
        "Affine fluffy office waffles: ligatures across a wrapped line of text that keeps going on.",
        "שלום עולם, this line mixes Hebrew שלום with English words until it wraps twice.",
        "Short",
    ])
    func eachBrokenLineIsTheRunDrawingWouldShape(text: String) throws {
        let cascade = try TextBidiTests.cascade()
        let paragraph = Array(text.utf8)
        let bidi = BidiParagraph(utf8: paragraph)
        // 40,000 design units: Inter has 2,816 units to the em, so about 14 em, some 25 characters a line.
        let breaker = LineBreaker(fonts: cascade, maxWidthUnits: 40000)
        let lines = breaker.shapedLines(paragraph: paragraph, bidi: bidi)
        #expect(lines.map(\.range) == breaker.lineRanges(paragraph: paragraph, bidi: bidi))
        #expect(lines.allSatisfy { $0.run != nil }, "\(lines.map { ($0.range, $0.run == nil) })")
        if text != "Short" { #expect(lines.count >= 2) }
        for (range, run) in lines {
            guard let run else { continue }
            let line = LogicalLine(utf8: Array(paragraph[range]), levels: bidi?.lineLevels(range),
                                   baseLevel: bidi?.baseLevel ?? 0)
            let drawn = line.shaped(styles: breaker.styles)
            #expect(run.utf8 == drawn.utf8)
            #expect(run.glyphs == drawn.glyphs)
            #expect(run.width == drawn.width)
        }
    }
}
