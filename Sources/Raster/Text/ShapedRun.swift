/// A shaped piece of UTF-8 text: its glyphs laid along a pen in the primary face's design units, and its cluster
/// units. Text is split into runs by the face that covers it (`FontCascade.runs`); each run is shaped by HarfBuzz
/// with its own face and its advances converted to primary units, so widths add up across faces. This initializer
/// shapes left to right; `init(utf8:levels:fonts:)` (ShapedRun+Bidi.swift) shapes text with right-to-left runs.
struct ShapedRun: Sendable {
    /// An indivisible piece for line breaking: the glyphs of one HarfBuzz cluster (a character, or a ligature).
    struct Cluster: Sendable, Equatable {
        /// First UTF-8 byte of the cluster.
        var start: Int
        /// One past its last UTF-8 byte.
        var end: Int
        /// Summed advance of its glyphs in primary design units.
        var advance: Double
        /// True when every byte is an ASCII space: a break opportunity.
        var isSpace: Bool
    }

    /// The text that was shaped.
    var utf8: [UInt8]
    /// Glyphs with their pen positions, in the order they are drawn along the pen: logical order for left-to-right
    /// text, visual order for a line shaped with embedding levels (`init(utf8:levels:fonts:)`).
    var glyphs: [PositionedGlyph]
    /// Total advance in primary design units (a whole number when only the primary face is used).
    var width: Double
    /// Cluster units in logical order, covering every byte of `utf8`.
    var clusters: [Cluster]

    /// Shapes `utf8` with the primary face alone.
    init(utf8: [UInt8], face: FontFace) {
        self.init(utf8: utf8, fonts: FontCascade(primary: face))
    }

    /// Shapes `utf8`, each run with the face `fonts` picks for it, and groups the glyphs into clusters.
    init(utf8: [UInt8], fonts: FontCascade) {
        self.init(utf8: utf8, styles: [SpanStyle(fonts: fonts, size: 1, ink: 0)], spans: nil)
    }

    /// Shapes `utf8` whose byte `i` belongs to style `spans[i]` of `styles` (all style 0 when nil): each piece of
    /// one style is split by the face its cascade picks, each face run shaped by HarfBuzz, and every advance
    /// converted to the reference units (`SpanStyle.toReference`). One style gives exactly the single-style result.
    init(utf8: [UInt8], styles: [SpanStyle], spans: [Int]?) {
        self.utf8 = utf8
        var pen = 0.0
        var positioned: [PositionedGlyph] = []
        var clusters: [Cluster] = []
        for piece in SpanStyle.pieces(of: utf8.indices, spans: spans) {
            let fonts = styles[piece.style].fonts
            let pieceBytes = piece.range == utf8.indices ? utf8 : Array(utf8[piece.range])
            for run in fonts.runs(utf8: pieceBytes) {
                let face = fonts.faces[run.face]
                // Reference units per unit of this face: exactly 1 for the reference style's primary face.
                let toPrimary = SpanStyle.toReference(style: piece.style, face: run.face, in: styles)
                let bytes = run.range == pieceBytes.indices ? pieceBytes : Array(pieceBytes[run.range])
                let shaped = face.shape(utf8: bytes)
                positioned.reserveCapacity(positioned.count + shaped.count)
                for glyph in shaped {
                    positioned.append(PositionedGlyph(
                        glyphID: glyph.glyphID, face: run.face, x: pen + Double(glyph.xOffset) * toPrimary,
                        yOffset: Double(glyph.yOffset) * toPrimary, style: piece.style))
                    let advance = Double(glyph.xAdvance) * toPrimary
                    pen += advance
                    let offset = piece.range.lowerBound + run.range.lowerBound
                    let start = offset + min(max(0, glyph.cluster), bytes.count)
                    if let last = clusters.last, last.start == start {
                        clusters[clusters.count - 1].advance += advance
                    } else {
                        clusters.append(Cluster(start: start, end: utf8.count, advance: advance, isSpace: false))
                    }
                }
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
