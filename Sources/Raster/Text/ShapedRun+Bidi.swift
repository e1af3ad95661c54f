extension ShapedRun {
    /// Shapes one line of `utf8` whose bytes have the embedding levels `levels` (`BidiParagraph.lineLevels`): the
    /// line is cut into level runs, the runs are put in visual order (`BidiRuns`), and each run is itemized by face
    /// (`FontCascade.runs`) and shaped — right to left for an odd level (its face runs drawn last to first, each
    /// shaped with HarfBuzz's RTL direction, which returns glyphs in visual order), left to right otherwise.
    /// `glyphs` are then in visual order along the pen; `clusters` stay in logical order, each with the advance of
    /// its glyphs, so line breaking and truncation work on logical text while measuring what is drawn. Levels of
    /// the wrong count shape the line left to right.
    init(utf8: [UInt8], levels: [UInt8], fonts: FontCascade) {
        self.init(utf8: utf8, levels: levels, styles: [SpanStyle(fonts: fonts, size: 1, ink: 0)], spans: nil)
    }

    /// `init(utf8:levels:fonts:)` for text whose byte `i` belongs to style `spans[i]` of `styles` (all style 0
    /// when nil): inside each level run the pieces of one style are itemized by that style's faces, and a
    /// right-to-left run draws all its pieces last to first. Advances are in the reference units
    /// (`SpanStyle.toReference`).
    init(utf8: [UInt8], levels: [UInt8], styles: [SpanStyle], spans: [Int]?) {
        let runs = levels.count == utf8.count
            ? BidiRuns.visualOrder(levels: levels) : [BidiRun(range: utf8.indices, level: 0)]
        var pen = 0.0
        var positioned: [PositionedGlyph] = []
        // Per byte: whether a cluster starts there, and the advance of the glyphs of that cluster.
        var startsCluster = [Bool](repeating: false, count: utf8.count)
        var advances = [Double](repeating: 0, count: utf8.count)
        for run in runs where !run.range.isEmpty {
            // (style, face, absolute byte range) in logical order, then in drawing order.
            var faceRuns: [(style: Int, face: Int, range: Range<Int>)] = []
            for piece in SpanStyle.pieces(of: run.range, spans: spans) {
                let pieceBytes = Array(utf8[piece.range])
                for faceRun in styles[piece.style].fonts.runs(utf8: pieceBytes) where !faceRun.range.isEmpty {
                    let start = piece.range.lowerBound + faceRun.range.lowerBound
                    faceRuns.append((piece.style, faceRun.face, start..<(start + faceRun.range.count)))
                }
            }
            if run.isRightToLeft { faceRuns.reverse() }
            for faceRun in faceRuns {
                let face = styles[faceRun.style].fonts.faces[faceRun.face]
                let toPrimary = SpanStyle.toReference(style: faceRun.style, face: faceRun.face, in: styles)
                let bytes = Array(utf8[faceRun.range])
                let offset = faceRun.range.lowerBound
                let shaped = face.shape(utf8: bytes, rightToLeft: run.isRightToLeft)
                positioned.reserveCapacity(positioned.count + shaped.count)
                for glyph in shaped {
                    positioned.append(PositionedGlyph(
                        glyphID: glyph.glyphID, face: faceRun.face, x: pen + Double(glyph.xOffset) * toPrimary,
                        yOffset: Double(glyph.yOffset) * toPrimary, style: faceRun.style))
                    let advance = Double(glyph.xAdvance) * toPrimary
                    pen += advance
                    let start = offset + min(max(0, glyph.cluster), bytes.count - 1)
                    startsCluster[start] = true
                    advances[start] += advance
                }
            }
        }
        // Clusters in logical order; the first always starts at byte 0 so that they cover every byte.
        if !utf8.isEmpty { startsCluster[0] = true }
        var clusters: [Cluster] = []
        for index in utf8.indices where startsCluster[index] {
            if !clusters.isEmpty { clusters[clusters.count - 1].end = index }
            clusters.append(Cluster(start: index, end: utf8.count, advance: advances[index], isSpace: false))
        }
        for index in clusters.indices {
            let bytes = utf8[clusters[index].start..<clusters[index].end]
            clusters[index].isSpace = !bytes.isEmpty && bytes.allSatisfy { $0 == 0x20 }
        }
        self.utf8 = utf8
        self.glyphs = positioned
        self.width = pen
        self.clusters = clusters
    }
}
