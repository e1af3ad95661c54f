extension Pixmap {
    /// Composites `source` source-over with its top-left pixel at (`x`, `y`) of this canvas, each pixel weighted
    /// by `mask`'s coverage at the same canvas pixel (0 outside the mask; no mask: full weight). Source pixels
    /// falling outside the canvas are dropped. An opaque source pixel under full coverage replaces the canvas
    /// pixel exactly, so the source's bytes come through unchanged there.
    package mutating func draw(_ source: Pixmap, atX x: Int, y: Int, mask: CoverageMask? = nil) {
        var region = canvasBounds.intersection(PixelBounds(x0: x, y0: y, x1: x + source.width, y1: y + source.height))
        if let mask {
            region = region.intersection(PixelBounds(x0: mask.originX, y0: mask.originY,
                                                     x1: mask.originX + mask.width, y1: mask.originY + mask.height))
        }
        guard !region.isEmpty else { return }
        let count = region.width
        let fullRow = [UInt8](repeating: 255, count: count)
        let canvasStride = rowStride, canvasFirst = firstPixel
        let sourceStride = source.rowStride, sourceFirst = source.firstPixel
        let coverage = mask?.coverage ?? []
        source.pixels.withUnsafeBufferPointer { sourceBuffer in
            coverage.withUnsafeBufferPointer { coverageBuffer in
                fullRow.withUnsafeBufferPointer { fullBuffer in
                    pixels.withUnsafeMutableBufferPointer { destinationBuffer in
                        guard let sourceBase = sourceBuffer.baseAddress, let canvas = destinationBuffer.baseAddress,
                              let full = fullBuffer.baseAddress else { return }
                        for row in region.y0..<region.y1 {
                            let weights: UnsafePointer<UInt8>
                            if let mask, let coverageBase = coverageBuffer.baseAddress {
                                weights = coverageBase + (row - mask.originY) * mask.width + (region.x0 - mask.originX)
                            } else {
                                weights = full
                            }
                            let from = sourceBase + (sourceFirst + (row - y) * sourceStride + (region.x0 - x)) * 4
                            let into = canvas + (canvasFirst + row * canvasStride + region.x0) * 4
                            // Opaque source pixels under full weight are copied whole (what blending stores for
                            // them), everything else blended.
                            var index = 0
                            while index < count {
                                let copyEnd = Pixmap.opaqueRunEnd(
                                    from, from: index, to: Pixmap.fullRunEnd(weights, from: index, count: count))
                                if copyEnd > index {
                                    (into + index * 4).update(from: from + index * 4, count: (copyEnd - index) * 4)
                                    index = copyEnd
                                    continue
                                }
                                var end = index + 1
                                while end < count && !(weights[end] == 255 && from[end * 4 + 3] == 255) { end += 1 }
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
