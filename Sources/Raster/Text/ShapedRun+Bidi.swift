extension ShapedRun {
    /// Shapes one line of `utf8` whose bytes have the embedding levels `levels` (`BidiParagraph.lineLevels`): the
    /// line is cut into level runs, the runs are put in visual order (`BidiRuns`), and each run is itemized by face
    /// (`FontCascade.runs`) and shaped — right to left for an odd level (its face runs drawn last to first, each
    /// shaped with HarfBuzz's RTL direction, which returns glyphs in visual order), left to right otherwise.
    /// `glyphs` are then in visual order along the pen; `clusters` stay in logical order, each with the advance of
    /// its glyphs, so line breaking and truncation work on logical text while measuring what is drawn. Levels of
    /// the wrong count shape the line left to right.
    init(utf8: [UInt8], levels: [UInt8], fonts: FontCascade) {
        let primaryUnitsPerEm = Double(max(1, fonts.primary.metrics.unitsPerEm))
        let runs = levels.count == utf8.count
            ? BidiRuns.visualOrder(levels: levels) : [BidiRun(range: utf8.indices, level: 0)]
        var pen = 0.0
        var positioned: [PositionedGlyph] = []
        // Per byte: whether a cluster starts there, and the advance of the glyphs of that cluster.
        var startsCluster = [Bool](repeating: false, count: utf8.count)
        var advances = [Double](repeating: 0, count: utf8.count)
        for run in runs where !run.range.isEmpty {
            let runBytes = Array(utf8[run.range])
            var faceRuns = fonts.runs(utf8: runBytes)
            if run.isRightToLeft { faceRuns.reverse() }
            for faceRun in faceRuns where !faceRun.range.isEmpty {
                let face = fonts.faces[faceRun.face]
                let toPrimary = faceRun.face == 0 ? 1 : primaryUnitsPerEm / Double(max(1, face.metrics.unitsPerEm))
                let bytes = Array(runBytes[faceRun.range])
                let offset = run.range.lowerBound + faceRun.range.lowerBound
                let shaped = face.shape(utf8: bytes, rightToLeft: run.isRightToLeft)
                positioned.reserveCapacity(positioned.count + shaped.count)
                for glyph in shaped {
                    positioned.append(PositionedGlyph(
                        glyphID: glyph.glyphID, face: faceRun.face, x: pen + Double(glyph.xOffset) * toPrimary,
                        yOffset: Double(glyph.yOffset) * toPrimary))
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
