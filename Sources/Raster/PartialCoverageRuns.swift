/// The pixels of a rectangle where a coverage mask is below full coverage (pixels outside the mask count as 0), as
/// runs along rows with each pixel's coverage: where a source painted straight into a canvas through a window must
/// still be composed over the backdrop (`Pixmap.composite(paintedInPlace:over:)`). Everywhere else in the
/// rectangle the mask is full, so an opaque source's bytes are already the composed ones.
package struct PartialCoverageRuns: Sendable, Equatable {
    /// One run: `count` pixels from column `x` of row `y`, their coverage at `weights[weightStart...]`.
    struct Run: Sendable, Equatable {
        let x: Int
        let y: Int
        let count: Int
        let weightStart: Int
    }

    /// The runs, row by row, left to right.
    let runs: [Run]
    /// Every run's coverage bytes, one after the other.
    let weights: [UInt8]
    /// The longest run's pixel count.
    let longestRun: Int

    /// The runs of the rectangle `x ..< x + width`, `y ..< y + height` (canvas pixels) where `mask` is below 255.
    package init(mask: CoverageMask, x: Int, y: Int, width: Int, height: Int) {
        var runs: [Run] = []
        var weights: [UInt8] = []
        for row in y..<(y + Swift.max(0, height)) {
            var column = x
            while column < x + width {
                let start = column
                while column < x + width && mask.coverage(x: column, y: row) < 255 { column += 1 }
                if column > start {
                    runs.append(Run(x: start, y: row, count: column - start, weightStart: weights.count))
                    for pixel in start..<column { weights.append(mask.coverage(x: pixel, y: row)) }
                }
                while column < x + width && mask.coverage(x: column, y: row) == 255 { column += 1 }
            }
        }
        self.runs = runs
        self.weights = weights
        longestRun = runs.reduce(0) { Swift.max($0, $1.count) }
    }

    /// How many pixels the runs hold.
    package var pixelCount: Int { weights.count }
}

extension CoverageMask {
    /// The coverage at canvas pixel (`x`, `y`): 0 outside the mask.
    func coverage(x: Int, y: Int) -> UInt8 {
        let column = x - originX, row = y - originY
        guard column >= 0, row >= 0, column < width, row < height else { return 0 }
        return coverage[row * width + column]
    }
}

extension Pixmap {
    /// Composes the pixels of `runs` over `backdrop` after a source was painted straight into them: each holds a
    /// source pixel, which becomes `backdrop`'s pixel with that source composited over it (source-over, weighted by
    /// the run's coverage; coverage 0 leaves the backdrop). These are the bytes `composite(_:atX:y:mask:over:)`
    /// gives there for the same source, mask and backdrop; with an opaque source, the pixels outside the runs
    /// already hold them. Does nothing unless `backdrop` has this canvas's size; the parts of runs outside the
    /// canvas are skipped.
    package mutating func composite(paintedInPlace runs: PartialCoverageRuns, over backdrop: Pixmap) {
        guard backdrop.width == width, backdrop.height == height else { return }
        guard runs.longestRun > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: runs.longestRun * 4)
        defer { scratch.deallocate() }
        let canvasStride = rowStride, canvasFirst = firstPixel, canvasWidth = width, canvasHeight = height
        let backdropStride = backdrop.rowStride, backdropFirst = backdrop.firstPixel
        backdrop.pixels.withUnsafeBufferPointer { backdropBuffer in
            runs.weights.withUnsafeBufferPointer { weightBuffer in
                pixels.withUnsafeMutableBufferPointer { destinationBuffer in
                    guard let backdropBase = backdropBuffer.baseAddress, let weightBase = weightBuffer.baseAddress,
                          let canvas = destinationBuffer.baseAddress else { return }
                    for run in runs.runs where run.y >= 0 && run.y < canvasHeight {
                        // The part of the run inside the canvas.
                        let x0 = Swift.max(run.x, 0), x1 = Swift.min(run.x + run.count, canvasWidth)
                        guard x1 > x0 else { continue }
                        let count = x1 - x0
                        let into = canvas + (canvasFirst + run.y * canvasStride + x0) * 4
                        let under = backdropBase + (backdropFirst + run.y * backdropStride + x0) * 4
                        scratch.update(from: into, count: count * 4)
                        into.update(from: under, count: count * 4)
                        Pixmap.blendRow(scratch, coverage: weightBase + run.weightStart + (x0 - run.x), clip: nil,
                                        opacity: 255, count: count, into: into)
                    }
                }
            }
        }
    }
}
