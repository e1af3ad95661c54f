/// The outline ink of a `TextLayout` at one horizontal origin (`TextLayout.coverage(originX:)`): one mask per line,
/// placed across and kept relative to the line's baseline, so the same text can be drawn at any vertical origin
/// without building its masks again. A label that only moves up and down (every label of a scrolling screen)
/// keeps its coverage from frame to frame: `masks(originY:)` gives exactly what
/// `TextLayout.coverageMasks(originX:originY:)` gives for this `originX`, because a line's mask depends on the
/// vertical origin only through its rounded baseline row (docs/painter.md#text-coverage-between-frames).
package struct TextCoverage: Sendable, Equatable {
    /// One line's mask: `mask.originX` in pixels, `mask.originY` in rows from the rounded baseline.
    struct Line: Sendable, Equatable {
        /// The line's baseline below the text box's top, in pixels, unrounded (`TextLine.baseline` x scale).
        var baseline: Double
        var mask: CoverageMask
        /// Which of the draw call's colours fills it (`TextSpan.ink`; 0 for plain text).
        var ink: Int = 0
    }

    /// The horizontal origin (pixels) the masks were built for.
    package let originX: Double
    let lines: [Line]

    /// Bytes of coverage held (what keeping this value between frames costs).
    package var byteCount: Int { lines.reduce(0) { $0 + $1.mask.coverage.count } }

    /// The masks with the text box's top at `originY` pixels: each line's baseline row is
    /// `(originY + baseline).rounded()`, as `coverageMasks` rounds it. Empty for a non-finite origin or one beyond
    /// ±1e9 px (where the row arithmetic would not be exact), as there.
    package func masks(originY: Double) -> [CoverageMask] {
        guard originY.isFinite, abs(originY) < TextLayout.coordinateLimit else { return [] }
        return lines.map { line in
            var mask = line.mask
            mask.originY += Int((originY + line.baseline).rounded())
            return mask
        }
    }

    /// `masks(originY:)` with each mask's ink (`TextSpan.ink`): the index of the colour that fills it.
    package func inkedMasks(originY: Double) -> [(ink: Int, mask: CoverageMask)] {
        guard originY.isFinite, abs(originY) < TextLayout.coordinateLimit else { return [] }
        return lines.map { line in
            var mask = line.mask
            mask.originY += Int((originY + line.baseline).rounded())
            return (line.ink, mask)
        }
    }
}
