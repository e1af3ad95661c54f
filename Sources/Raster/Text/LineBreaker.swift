/// Greedy word wrapping of one paragraph (no "\n" inside) to a maximum width in design units.
///
/// Lines break after a run of spaces (the spaces are dropped); a word (or a run of
/// text without spaces, such as Japanese) wider than the whole line is broken
/// between clusters (never inside a ligature). Each line is reshaped on its own, so kerning and ligatures
/// are exact per line, and a line whose reshaped width still overflows gives back clusters until it fits
/// (a line always keeps at least one cluster, so wrapping always progresses).
struct LineBreaker {
    /// The faces that shape the text.
    var fonts: FontCascade
    /// Widest line allowed, in the primary face's design units; nil = no wrapping.
    var maxWidthUnits: Double?

    /// The paragraph's lines as UTF-8, in order. An empty paragraph gives one empty line.
    func lines(paragraph: [UInt8]) -> [[UInt8]] {
        guard let limit = maxWidthUnits, !paragraph.isEmpty else { return [paragraph] }
        let run = ShapedRun(utf8: paragraph, fonts: fonts)
        let clusters = run.clusters
        guard !clusters.isEmpty else { return [paragraph] }

        var lines: [[UInt8]] = []
        var first = 0
        while first < clusters.count {
            var (end, next) = greedyBreak(clusters: clusters, from: first, limit: limit)
            // Reshape the chosen line; step back a cluster at a time while shaping across the cut overflows.
            var bytes = lineBytes(paragraph, clusters, first, end)
            while end - first > 1, ShapedRun(utf8: bytes, fonts: fonts).width > limit {
                end -= 1
                next = end
                while end - first > 1, clusters[end - 1].isSpace { end -= 1 }
                bytes = lineBytes(paragraph, clusters, first, end)
            }
            lines.append(bytes)
            // `next` is already past the spaces a line broke at; always advance by at least one cluster.
            first = max(next, first + 1)
        }
        return lines
    }

    /// The bytes of clusters `first..<end` with trailing spaces removed.
    private func lineBytes(_ paragraph: [UInt8], _ clusters: [ShapedRun.Cluster], _ first: Int, _ end: Int) -> [UInt8] {
        var last = end
        while last > first, clusters[last - 1].isSpace { last -= 1 }
        guard last > first else { return [] }
        return Array(paragraph[clusters[first].start..<clusters[last - 1].end])
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
