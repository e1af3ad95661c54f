extension Pixmap {
    /// Rewrites every pixel `mask` covers (coverage above 0) with `backdrop`'s pixel there and `source` composited
    /// over it source-over, top-left at (`x`, `y`), weighted by the coverage; pixels the mask leaves at 0, or that
    /// fall outside `source`, keep this canvas's bytes. Where the mask covers, the bytes are exactly those
    /// `draw(source, atX: x, y: y, mask: mask)` gives on a copy of `backdrop`, so a canvas that starts as a copy of
    /// `backdrop` and is only ever changed by this call (with the same mask and an opaque-covering `source` of the
    /// same size) always equals that draw: the frame buffer a bezel reuses (docs/scenes.md#bezel) instead of copying
    /// the whole layer for every frame. Does nothing unless `backdrop` has this canvas's size.
    package mutating func composite(_ source: Pixmap, atX x: Int, y: Int, mask: CoverageMask, over backdrop: Pixmap) {
        guard backdrop.width == width, backdrop.height == height else { return }
        let region = canvasBounds
            .intersection(PixelBounds(x0: x, y0: y, x1: x + source.width, y1: y + source.height))
            .intersection(PixelBounds(x0: mask.originX, y0: mask.originY,
                                      x1: mask.originX + mask.width, y1: mask.originY + mask.height))
        guard !region.isEmpty else { return }
        let count = region.width
        let canvasStride = rowStride, canvasFirst = firstPixel
        let backdropStride = backdrop.rowStride, backdropFirst = backdrop.firstPixel
        let sourceStride = source.rowStride, sourceFirst = source.firstPixel
        source.pixels.withUnsafeBufferPointer { sourceBuffer in
            backdrop.pixels.withUnsafeBufferPointer { backdropBuffer in
                mask.coverage.withUnsafeBufferPointer { coverageBuffer in
                    pixels.withUnsafeMutableBufferPointer { destinationBuffer in
                        guard let sourceBase = sourceBuffer.baseAddress, let backdropBase = backdropBuffer.baseAddress,
                              let coverageBase = coverageBuffer.baseAddress,
                              let canvas = destinationBuffer.baseAddress else { return }
                        for row in region.y0..<region.y1 {
                            let weights = coverageBase + (row - mask.originY) * mask.width + (region.x0 - mask.originX)
                            let from = sourceBase + (sourceFirst + (row - y) * sourceStride + (region.x0 - x)) * 4
                            let under = backdropBase + (backdropFirst + row * backdropStride + region.x0) * 4
                            let into = canvas + (canvasFirst + row * canvasStride + region.x0) * 4
                            var index = 0
                            while index < count {
                                // Uncovered: the canvas already holds the backdrop's bytes there.
                                let zeroEnd = Pixmap.zeroRunEnd(weights, from: index, count: count)
                                if zeroEnd > index { index = zeroEnd; continue }
                                // Opaque source pixels fully covered: the source's bytes, as `draw` copies them.
                                let copyEnd = Pixmap.opaqueRunEnd(
                                    from, from: index, to: Pixmap.fullRunEnd(weights, from: index, count: count))
                                if copyEnd > index {
                                    (into + index * 4).update(from: from + index * 4, count: (copyEnd - index) * 4)
                                    index = copyEnd
                                    continue
                                }
                                // Partly covered (or a translucent source pixel): the backdrop, then the source over
                                // it.
                                var end = index + 1
                                while end < count && weights[end] != 0
                                    && !(weights[end] == 255 && from[end * 4 + 3] == 255) { end += 1 }
                                (into + index * 4).update(from: under + index * 4, count: (end - index) * 4)
                                Pixmap.blendRow(from + index * 4, coverage: weights + index, clip: nil, opacity: 255,
                                                count: end - index, into: into + index * 4)
                                index = end
                            }
                        }
                    }
                }
            }
        }
    }
}
