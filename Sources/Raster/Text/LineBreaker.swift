/// Greedy word wrapping of one paragraph (no "\n" inside) to a maximum width in design units.
///
/// Lines break after a run of spaces (the spaces are dropped); a word (or a run of
/// text without spaces, such as Japanese) wider than the whole line is broken
/// between clusters (never inside a ligature). Each line is reshaped on its own, so kerning and ligatures
/// are exact per line, and a line whose reshaped width still overflows gives back clusters until it fits
/// (a line always keeps at least one cluster, so wrapping always progresses).
struct LineBreaker {
    /// The span styles that shape the text (one for plain text).
    var styles: [SpanStyle]
    /// Widest line allowed, in the reference style's primary design units; nil = no wrapping.
    var maxWidthUnits: Double?
    /// The style of each byte of the paragraph being broken (`SpanStyle.pieces`); nil = all style 0.
    var spans: [Int]? = nil

    /// A breaker for plain text set in `fonts`.
    init(fonts: FontCascade, maxWidthUnits: Double?) {
        self.init(styles: [SpanStyle(fonts: fonts, size: 1, ink: 0)], maxWidthUnits: maxWidthUnits)
    }

    /// A breaker for text set in `styles`, the paragraph's bytes styled by `spans`.
    init(styles: [SpanStyle], maxWidthUnits: Double?, spans: [Int]? = nil) {
        self.styles = styles
        self.maxWidthUnits = maxWidthUnits
        self.spans = spans
    }

    /// The paragraph's lines as UTF-8, in order. An empty paragraph gives one empty line.
    func lines(paragraph: [UInt8]) -> [[UInt8]] {
        lineRanges(paragraph: paragraph).map { Array(paragraph[$0]) }
    }

    /// The byte ranges of the paragraph's lines, in order (trailing spaces of each line left out). With `bidi`
    /// (the paragraph's resolved levels) every candidate line is measured as it will be drawn, its runs shaped in
    /// their own direction (`ShapedRun.init(utf8:levels:fonts:)`); breaking still walks the text in logical order.
    /// An empty paragraph gives one empty range.
    func lineRanges(paragraph: [UInt8], bidi: BidiParagraph? = nil) -> [Range<Int>] {
        shapedLines(paragraph: paragraph, bidi: bidi).map(\.range)
    }

    /// `lineRanges(paragraph:bidi:)`, each line with the run breaking shaped it into when it did (the line's bytes,
    /// levels and spans shaped exactly as `LogicalLine.shaped(styles:)` shapes them, so drawing can take it instead
    /// of shaping the line again); nil for a line breaking did not shape on its own (no wrapping, or one cluster).
    func shapedLines(paragraph: [UInt8], bidi: BidiParagraph? = nil) -> [(range: Range<Int>, run: ShapedRun?)] {
        guard let limit = maxWidthUnits, !paragraph.isEmpty else { return [(paragraph.indices, nil)] }
        let whole = shape(paragraph, paragraph.indices, bidi)
        let clusters = whole.clusters
        guard !clusters.isEmpty else { return [(paragraph.indices, nil)] }
        // A line that is the whole paragraph is the run shaped above.
        func shapeLine(_ range: Range<Int>) -> ShapedRun {
            range == paragraph.indices ? whole : shape(paragraph, range, bidi)
        }

        var lines: [(range: Range<Int>, run: ShapedRun?)] = []
        var first = 0
        while first < clusters.count {
            var (end, next) = greedyBreak(clusters: clusters, from: first, limit: limit)
            // Reshape the chosen line; step back a cluster at a time while shaping across the cut overflows.
            var range = lineRange(clusters, first, end)
            var run: ShapedRun?
            while end - first > 1 {
                let shaped = shapeLine(range)
                guard shaped.width > limit else {
                    run = shaped
                    break
                }
                end -= 1
                next = end
                while end - first > 1, clusters[end - 1].isSpace { end -= 1 }
                range = lineRange(clusters, first, end)
            }
            lines.append((range, run))
            // `next` is already past the spaces a line broke at; always advance by at least one cluster.
            first = max(next, first + 1)
        }
        return lines
    }

    /// `range` of the paragraph shaped as one line: left to right, or by its levels when there is `bidi`.
    private func shape(_ paragraph: [UInt8], _ range: Range<Int>, _ bidi: BidiParagraph?) -> ShapedRun {
        let bytes = range == paragraph.indices ? paragraph : Array(paragraph[range])
        let lineSpans = spans.map { range == paragraph.indices ? $0 : Array($0[range]) }
        guard let bidi else { return ShapedRun(utf8: bytes, styles: styles, spans: lineSpans) }
        return ShapedRun(utf8: bytes, levels: bidi.lineLevels(range), styles: styles, spans: lineSpans)
    }

    /// The byte range of clusters `first..<end` with trailing spaces removed (empty when all are spaces).
    private func lineRange(_ clusters: [ShapedRun.Cluster], _ first: Int, _ end: Int) -> Range<Int> {
        var last = end
        while last > first, clusters[last - 1].isSpace { last -= 1 }
        guard last > first else { return clusters[first].start..<clusters[first].start }
        return clusters[first].start..<clusters[last - 1].end
    }

    /// The greedy choice from cluster `first`: the line holds clusters `first..<end`, the next line starts at `next`.
    private func greedyBreak(clusters: [ShapedRun.Cluster], from first: Int, limit: Double) -> (end: Int, next: Int) {
        var width = 0.0
        var spaceRunStart: Int?
        var breakAfterSpaces: (end: Int, next: Int)?
        for index in first..<clusters.count {
            let cluster = clusters[index]
            if cluster.isSpace {
                if spaceRunStart == nil { spaceRunStart = index }
                width += cluster.advance
                continue
            }
            if let runStart = spaceRunStart {
                // Only a space run with a word before it on this line is a place to break.
                if runStart > first { breakAfterSpaces = (runStart, index) }
                spaceRunStart = nil
            }
            if width + cluster.advance > limit {
                if let candidate = breakAfterSpaces { return candidate }
                if index > first { return (index, index) }  // over-long word: break between clusters
                return (index + 1, index + 1)  // a single cluster wider than the line still gets a line
            }
            width += cluster.advance
        }
        return (clusters.count, clusters.count)
    }
}
