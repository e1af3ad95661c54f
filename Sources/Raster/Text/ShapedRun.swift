/// A shaped piece of UTF-8 text: its glyphs laid along a pen in design units, and its cluster units.
struct ShapedRun: Sendable {
    /// An indivisible piece for line breaking: the glyphs of one HarfBuzz cluster (a character, or a ligature).
    struct Cluster: Sendable, Equatable {
        /// First UTF-8 byte of the cluster.
        var start: Int
        /// One past its last UTF-8 byte.
        var end: Int
        /// Summed advance of its glyphs in design units.
        var advance: Int
        /// True when every byte is an ASCII space: a break opportunity.
        var isSpace: Bool
    }

    /// The text that was shaped.
    var utf8: [UInt8]
    /// Glyphs with their pen positions, in logical (left-to-right) order.
    var glyphs: [PositionedGlyph]
    /// Total advance in design units.
    var width: Int
    /// Cluster units in logical order, covering every byte of `utf8`.
    var clusters: [Cluster]

    /// Shapes `utf8` with `face` and groups the glyphs into clusters.
    init(utf8: [UInt8], face: FontFace) {
        self.utf8 = utf8
        let shaped = face.shape(utf8: utf8)
        var pen = 0
        var positioned: [PositionedGlyph] = []
        positioned.reserveCapacity(shaped.count)
        var clusters: [Cluster] = []
        for glyph in shaped {
            positioned.append(PositionedGlyph(glyphID: glyph.glyphID, x: pen + glyph.xOffset, yOffset: glyph.yOffset))
            pen += glyph.xAdvance
            let start = min(max(0, glyph.cluster), utf8.count)
            if let last = clusters.last, last.start == start {
                clusters[clusters.count - 1].advance += glyph.xAdvance
            } else {
                clusters.append(Cluster(start: start, end: utf8.count, advance: glyph.xAdvance, isSpace: false))
            }
        }
        // Each cluster ends where the next begins; LTR shaping keeps cluster values non-decreasing.
        for index in clusters.indices {
            if index + 1 < clusters.count { clusters[index].end = max(clusters[index].start, clusters[index + 1].start) }
            let bytes = utf8[clusters[index].start..<clusters[index].end]
            clusters[index].isSpace = !bytes.isEmpty && bytes.allSatisfy { $0 == 0x20 }
        }
        self.glyphs = positioned
        self.width = pen
        self.clusters = clusters
    }
}
