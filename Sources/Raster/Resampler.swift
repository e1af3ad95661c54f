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

    /// Taps of many destination cells flattened into three arrays (no per-cell allocation in the hot loops):
    /// cell i reads source indices `first[i] ..< first[i] + (start[i + 1] - start[i])` with weights
    /// `weights[start[i] ..< start[i + 1]]`.
    struct FlatTaps {
        var first: [Int] = []
        var start: [Int] = [0]
        var weights: [Float] = []

        init(_ taps: [Taps]) {
            first.reserveCapacity(taps.count)
            start.reserveCapacity(taps.count + 1)
            for tap in taps {
                first.append(tap.first)
                weights += tap.weights
                start.append(weights.count)
            }
        }
    }

    /// Resamples premultiplied RGBA `source` (sourceWidth x sourceHeight) onto destination `region`, where
    /// destination x = originX + scaleX · source x (same for y). Returns region.width x region.height premultiplied
    /// RGBA bytes.
    static func resample(source: [UInt8], sourceWidth: Int, sourceHeight: Int, region: PixelBounds,
                         originX: Double, originY: Double, scaleX: Double, scaleY: Double) -> [UInt8] {
        let width = region.width, height = region.height
        guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0,
              source.count >= sourceWidth * sourceHeight * 4 else { return [] }
        let columnTaps = taps(start: region.x0, count: width, origin: originX, scale: scaleX, sourceCount: sourceWidth)
        let rowTaps = taps(start: region.y0, count: height, origin: originY, scale: scaleY, sourceCount: sourceHeight)
        let firstRow = rowTaps.map(\.first).min() ?? 0
        let lastRow = rowTaps.map { $0.first + $0.weights.count - 1 }.max() ?? 0
        let columns = FlatTaps(columnTaps)
        let rows = FlatTaps(rowTaps)
        // Horizontal pass over only the source rows the vertical taps read. The sums run in the same order as a
        // plain loop over the taps, so the result does not depend on the fast paths below.
        let rowCount = lastRow - firstRow + 1
        var horizontal = [Float](repeating: 0, count: rowCount * width * 4)
        source.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { out in
                guard let outPointer = out.baseAddress else { return }
                let outRaw = UnsafeMutableRawPointer(outPointer)
                columns.first.withUnsafeBufferPointer { firsts in
                    columns.start.withUnsafeBufferPointer { starts in
                        columns.weights.withUnsafeBufferPointer { weights in
                            for row in 0..<rowCount {
                                let sourceBase = (firstRow + row) * sourceWidth * 4
                                let outBase = row * width * 4
                                for column in 0..<width {
                                    var sum = SIMD4<Float>(repeating: 0)
                                    var s = sourceBase + firsts[column] * 4
                                    for k in starts[column]..<starts[column + 1] {
                                        let pixel = SIMD4<UInt8>(src[s], src[s + 1], src[s + 2], src[s + 3])
                                        sum += weights[k] * SIMD4<Float>(pixel)
                                        s += 4
                                    }
                                    outRaw.storeBytes(of: sum, toByteOffset: (outBase + column * 4) * 4,
                                                      as: SIMD4<Float>.self)
                                }
                            }
                        }
                    }
                }
            }
        }
        let rowStride = width * 4
        return [UInt8](unsafeUninitializedCapacity: height * rowStride) { output, initialized in
            horizontal.withUnsafeBufferPointer { horizontal in
                rows.start.withUnsafeBufferPointer { starts in
                    rows.weights.withUnsafeBufferPointer { weights in
                        guard let hBase = horizontal.baseAddress, let outBase = output.baseAddress else { return }
                        let h = UnsafeRawPointer(hBase)
                        let out = UnsafeMutableRawPointer(outBase)
                        for y in 0..<height {
                            let rowBase = (rows.first[y] - firstRow) * rowStride
                            let tapStart = starts[y], tapEnd = starts[y + 1]
                            let outRow = y * rowStride
                            for x in 0..<width {
                                // One pixel's four channels as lanes: each lane is the scalar sum, in tap order.
                                var sum = SIMD4<Float>(repeating: 0)
                                var s = rowBase + x * 4
                                for k in tapStart..<tapEnd {
                                    sum += weights[k] * h.loadUnaligned(fromByteOffset: s * 4, as: SIMD4<Float>.self)
                                    s += rowStride
                                }
                                let bytes = roundedBytes(sum)
                                // Colour channels may not exceed alpha (the premultiplied invariant).
                                let clamped = pointwiseMin(bytes, SIMD4<UInt8>(repeating: bytes[3]))
                                out.storeBytes(of: clamped, toByteOffset: outRow + x * 4, as: SIMD4<UInt8>.self)
                            }
                        }
                    }
                }
            }
            initialized = height * rowStride
        }
    }

    /// Each lane clamped to 0...255 (NaN gives 0) and rounded half away from zero, exactly as
    /// `min(255, max(0, v)).rounded()` per lane, without libm calls: adding 1.5 · 2^23 leaves the value rounded
    /// half to even in the low mantissa bits (IEEE 754 addition), and the exact ties that went down are bumped.
    @inline(__always)
    static func roundedBytes(_ value: SIMD4<Float>) -> SIMD4<UInt8> {
        let magic = SIMD4<Float>(repeating: 12_582_912)  // 1.5 · 2^23: ulp 1 over [2^23, 2^24)
        var clamped = value.replacing(with: 0, where: .!(value .> 0))
        clamped.replace(with: 255, where: clamped .> 255)
        let shifted = clamped + magic
        let nearestEven = shifted - magic
        var whole = unsafeBitCast(shifted, to: SIMD4<UInt32>.self) & 0x3FF
        whole.replace(with: whole &+ 1, where: clamped - nearestEven .== 0.5)
        return SIMD4<UInt8>(truncatingIfNeeded: whole)
    }
}
