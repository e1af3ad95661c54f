/// Separable image resampling between a source grid and a destination pixel grid related by
/// destination = origin + scale · source (per axis).
///
/// Per axis and per destination pixel: when shrinking (scale < 1) a box filter averages every source pixel under
/// the destination pixel's footprint, weighted by the exact overlap length (area averaging); when enlarging
/// (scale >= 1) a bilinear tent weights the two source pixels nearest the destination pixel's centre. At scale 1
/// both give the same weights, so slowly changing scales stay continuous. Nothing is rounded to whole pixels:
/// fractional origins move the result smoothly (no shimmer). Filtering happens in premultiplied sRGB space.
enum Resampler {
    /// One destination pixel's source taps along one axis: `weights[k]` applies to source index `first + k`.
    struct Taps {
        var first: Int
        var weights: [Float]
    }

    /// Taps for destination cells `start ..< start + count` over `sourceCount` source cells.
    static func taps(start: Int, count: Int, origin: Double, scale: Double, sourceCount: Int) -> [Taps] {
        (0..<count).map { index in
            let cell = Double(start + index)
            if scale < 1 {
                let low = Swift.max(0, (cell - origin) / scale)
                let high = Swift.min(Double(sourceCount), (cell + 1 - origin) / scale)
                guard high > low else {
                    // Footprint outside the source: repeat the nearest edge pixel.
                    let edge = low >= Double(sourceCount) ? sourceCount - 1 : 0
                    return Taps(first: edge, weights: [1])
                }
                let first = Swift.min(sourceCount - 1, Int(low.rounded(.down)))
                let last = Swift.min(sourceCount - 1, Int(high.rounded(.up)) - 1)
                var weights: [Float] = []
                for source in first...Swift.max(first, last) {
                    let overlap = Swift.min(Double(source + 1), high) - Swift.max(Double(source), low)
                    weights.append(Float(Swift.max(0, overlap) / (high - low)))
                }
                return Taps(first: first, weights: weights)
            }
            let centre = (cell + 0.5 - origin) / scale - 0.5
            let base = centre.rounded(.down)
            let fraction = Float(centre - base)
            let left = Int(Swift.max(-1, Swift.min(Double(sourceCount), base)))
            let clampedLeft = Swift.min(sourceCount - 1, Swift.max(0, left))
            let clampedRight = Swift.min(sourceCount - 1, Swift.max(0, left + 1))
            if clampedLeft == clampedRight { return Taps(first: clampedLeft, weights: [1]) }
            return Taps(first: clampedLeft, weights: [1 - fraction, fraction])
        }
    }

    /// Resamples premultiplied RGBA `source` (sourceWidth x sourceHeight) onto destination `region`, where
    /// destination x = originX + scaleX · source x (same for y). Returns region.width x region.height premultiplied
    /// RGBA bytes.
    static func resample(source: [UInt8], sourceWidth: Int, sourceHeight: Int, region: PixelBounds,
                         originX: Double, originY: Double, scaleX: Double, scaleY: Double) -> [UInt8] {
        let width = region.width, height = region.height
        guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0 else { return [] }
        let columns = taps(start: region.x0, count: width, origin: originX, scale: scaleX, sourceCount: sourceWidth)
        let rows = taps(start: region.y0, count: height, origin: originY, scale: scaleY, sourceCount: sourceHeight)
        let firstRow = rows.map(\.first).min() ?? 0
        let lastRow = rows.map { $0.first + $0.weights.count - 1 }.max() ?? 0
        // Horizontal pass over only the source rows the vertical taps read.
        let rowCount = lastRow - firstRow + 1
        var horizontal = [Float](repeating: 0, count: rowCount * width * 4)
        source.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { out in
                for row in 0..<rowCount {
                    let sourceBase = (firstRow + row) * sourceWidth * 4
                    let outBase = row * width * 4
                    for (column, tap) in columns.enumerated() {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (k, weight) in tap.weights.enumerated() {
                            let s = sourceBase + (tap.first + k) * 4
                            r += weight * Float(src[s])
                            g += weight * Float(src[s + 1])
                            b += weight * Float(src[s + 2])
                            a += weight * Float(src[s + 3])
                        }
                        let o = outBase + column * 4
                        out[o] = r
                        out[o + 1] = g
                        out[o + 2] = b
                        out[o + 3] = a
                    }
                }
            }
        }
        var output = [UInt8](repeating: 0, count: width * height * 4)
        horizontal.withUnsafeBufferPointer { horizontal in
            output.withUnsafeMutableBufferPointer { output in
                for (y, tap) in rows.enumerated() {
                    let rowBase = (tap.first - firstRow) * width * 4
                    for x in 0..<width {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (k, weight) in tap.weights.enumerated() {
                            let s = rowBase + (k * width + x) * 4
                            r += weight * horizontal[s]
                            g += weight * horizontal[s + 1]
                            b += weight * horizontal[s + 2]
                            a += weight * horizontal[s + 3]
                        }
                        let o = (y * width + x) * 4
                        let alpha = Swift.min(255, Swift.max(0, a.rounded()))
                        output[o + 3] = UInt8(alpha)
                        output[o] = UInt8(Swift.min(alpha, Swift.max(0, r.rounded())))
                        output[o + 1] = UInt8(Swift.min(alpha, Swift.max(0, g.rounded())))
                        output[o + 2] = UInt8(Swift.min(alpha, Swift.max(0, b.rounded())))
                    }
                }
            }
        }
        return output
    }
}
