import Foundation

/// SSIM (structural similarity) of two luma planes, the quality `--max-size` ranks its candidates by
/// (docs/formats.md#size-budget): Wang, Bovik, Sheikh and Simoncelli's definition, "Image quality assessment: from
/// error visibility to structural similarity" (IEEE TIP 2004), as docs/formats.md#size-budget states it.
package enum StructuralSimilarity {
    /// A luma plane: `width` x `height` values from 0 to 255, row-major.
    package struct Plane: Sendable, Equatable {
        package let width: Int
        package let height: Int
        package let values: [Double]

        package init(width: Int, height: Int, values: [Double]) {
            precondition(width > 0 && height > 0 && values.count == width * height, "a plane's size")
            self.width = width
            self.height = height
            self.values = values
        }

        /// The luma of straight RGB or RGBA bytes (`channels` 3 or 4): BT.601's Y' = 0.299 R + 0.587 G + 0.114 B,
        /// the weights of the SSIM paper's own MATLAB code (docs/formats.md#size-budget); alpha is ignored.
        package init(width: Int, height: Int, pixels: [UInt8], channels: Int) {
            self = pixels.withUnsafeBufferPointer { pixels in
                Plane(width: width, height: height, pixels: pixels, channels: channels, resampledToWidth: width,
                      height: height)
            }
        }

        /// Y' of the pixel at byte `offset` of `pixels` (its R, G and B bytes, in that order).
        private static func luma(_ pixels: UnsafeBufferPointer<UInt8>, at offset: Int) -> Double {
            0.299 * Double(pixels[offset]) + 0.587 * Double(pixels[offset + 1]) + 0.114 * Double(pixels[offset + 2])
        }

        /// The luma of straight RGB or RGBA bytes `width` x `height` (as `init(width:height:pixels:channels:)`),
        /// resampled to `targetWidth` x `targetHeight` as `resampled(width:height:)` does, without holding the
        /// full-size plane: one source row of luma at a time and the picture reduced along its rows.
        package init(width: Int, height: Int, pixels: UnsafeBufferPointer<UInt8>, channels: Int,
                     resampledToWidth targetWidth: Int, height targetHeight: Int)
        {
            guard targetWidth != width || targetHeight != height else {
                var values = [Double](repeating: 0, count: width * height)
                for index in 0..<(width * height) { values[index] = Self.luma(pixels, at: index * channels) }
                self.init(width: width, height: height, values: values)
                return
            }
            self = Self.resample(width: width, height: height, toWidth: targetWidth, height: targetHeight) { y, row in
                let base = y * width * channels
                for x in 0..<width { row[x] = Self.luma(pixels, at: base + x * channels) }
            }
        }

        /// This plane resampled to `width` x `height`, each axis on its own: enlarged bilinearly with pixel centres
        /// aligned (the centre of output pixel x maps to (x + 0.5) * self.width / width - 0.5, clamped at the edges),
        /// which is how a smaller file looks shown at the reference size; reduced by area averaging (each output
        /// pixel the mean of the source it covers, partly covered pixels weighted by their share), which is how
        /// `--max-size` measures a larger picture at its capped size (docs/formats.md#size-budget).
        package func resampled(width targetWidth: Int, height targetHeight: Int) -> Plane {
            if targetWidth == width && targetHeight == height { return self }
            return values.withUnsafeBufferPointer { values in
                Self.resample(width: width, height: height, toWidth: targetWidth, height: targetHeight) { y, row in
                    for x in 0..<width { row[x] = values[y * width + x] }
                }
            }
        }

        /// A plane `targetWidth` x `targetHeight` from a `width` x `height` source whose rows `row(y, &buffer)`
        /// writes: each source row reduced or enlarged along x as it comes, then the columns along y.
        private static func resample(width: Int, height: Int, toWidth targetWidth: Int, height targetHeight: Int,
                                     row: (Int, inout [Double]) -> Void) -> Plane
        {
            let columns = taps(targetWidth, from: width), rows = taps(targetHeight, from: height)
            var source = [Double](repeating: 0, count: width)
            var across = [Double](repeating: 0, count: targetWidth * height)
            for y in 0..<height {
                row(y, &source)
                for (x, taps) in columns.enumerated() {
                    var sum = 0.0
                    for (index, weight) in taps { sum += source[index] * weight }
                    across[y * targetWidth + x] = sum
                }
            }
            var out = [Double](repeating: 0, count: targetWidth * targetHeight)
            for (y, taps) in rows.enumerated() {
                for x in 0..<targetWidth {
                    var sum = 0.0
                    for (index, weight) in taps { sum += across[index * targetWidth + x] * weight }
                    out[y * targetWidth + x] = sum
                }
            }
            return Plane(width: targetWidth, height: targetHeight, values: out)
        }

        /// The source samples and weights of each of `count` outputs along an axis of `source` samples: two bilinear
        /// taps when enlarging (or keeping the size), the covered samples by their covered share when reducing.
        static func taps(_ count: Int, from source: Int) -> [[(index: Int, weight: Double)]] {
            if count >= source {
                return (0..<count).map { index in
                    let position = min(max((Double(index) + 0.5) * Double(source) / Double(count) - 0.5, 0),
                                       Double(source - 1))
                    let low = Int(position), fraction = position - Double(low)
                    return [(low, 1 - fraction), (min(low + 1, source - 1), fraction)]
                }
            }
            let span = Double(source) / Double(count)
            return (0..<count).map { index in
                let from = Double(index) * span, to = Double(index + 1) * span
                return (Int(from)..<min(Int(to.rounded(.up)), source)).map { sample in
                    let covered = min(to, Double(sample + 1)) - max(from, Double(sample))
                    return (sample, covered / span)
                }
            }
        }
    }

    /// The paper's window: an 11 x 11 Gaussian of standard deviation 1.5, normalised to sum 1 (separable: this is
    /// one axis).
    static let window: [Double] = {
        let radius = 5, sigma = 1.5
        let raw = (-radius...radius).map { offset in exp(-Double(offset * offset) / (2 * sigma * sigma)) }
        let sum = raw.reduce(0, +)
        return raw.map { $0 / sum }
    }()
    /// C1 = (K1 L)^2 and C2 = (K2 L)^2 with K1 = 0.01, K2 = 0.03 and L = 255, the dynamic range of 8-bit samples
    /// (the paper's constants, docs/formats.md#size-budget).
    static let c1 = (0.01 * 255) * (0.01 * 255)
    static let c2 = (0.03 * 255) * (0.03 * 255)

    /// Mean SSIM of `a` and `b` (same size) over every window position that lies wholly inside the image (no
    /// padding): SSIM(x, y) = (2 mu_x mu_y + C1)(2 sigma_xy + C2) /
    /// ((mu_x^2 + mu_y^2 + C1)(sigma_x^2 + sigma_y^2 + C2)),
    /// the means, variances and covariance weighted by `window`. 1 for identical planes. A plane narrower or
    /// shorter than the window is one window of equal weights.
    package static func ssim(_ a: Plane, _ b: Plane) -> Double {
        precondition(a.width == b.width && a.height == b.height, "SSIM compares planes of one size")
        let width = a.width, height = a.height
        let weights = width >= window.count && height >= window.count ? window : []
        if weights.isEmpty {
            let count = Double(a.values.count)
            let meanA = a.values.reduce(0, +) / count, meanB = b.values.reduce(0, +) / count
            var varA = 0.0, varB = 0.0, cov = 0.0
            for (x, y) in zip(a.values, b.values) {
                varA += (x - meanA) * (x - meanA)
                varB += (y - meanB) * (y - meanB)
                cov += (x - meanA) * (y - meanB)
            }
            return similarity(meanA, meanB, varA / count, varB / count, cov / count)
        }
        let span = weights.count
        let outWidth = width - span + 1, outHeight = height - span + 1
        // The five weighted sums, filtered along rows into `outWidth` columns, then down the columns.
        let count = outWidth * height
        var rowA = [Double](repeating: 0, count: count), rowB = rowA, rowAA = rowA, rowBB = rowA, rowAB = rowA
        a.values.withUnsafeBufferPointer { va in
            b.values.withUnsafeBufferPointer { vb in
                for y in 0..<height {
                    let base = y * width
                    for x in 0..<outWidth {
                        var sa = 0.0, sb = 0.0, saa = 0.0, sbb = 0.0, sab = 0.0
                        for tap in 0..<span {
                            let weight = weights[tap], pa = va[base + x + tap], pb = vb[base + x + tap]
                            sa += weight * pa
                            sb += weight * pb
                            saa += weight * pa * pa
                            sbb += weight * pb * pb
                            sab += weight * pa * pb
                        }
                        let index = y * outWidth + x
                        rowA[index] = sa; rowB[index] = sb; rowAA[index] = saa; rowBB[index] = sbb; rowAB[index] = sab
                    }
                }
            }
        }
        var total = 0.0
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                var meanA = 0.0, meanB = 0.0, sumAA = 0.0, sumBB = 0.0, sumAB = 0.0
                for tap in 0..<span {
                    let weight = weights[tap], index = (y + tap) * outWidth + x
                    meanA += weight * rowA[index]
                    meanB += weight * rowB[index]
                    sumAA += weight * rowAA[index]
                    sumBB += weight * rowBB[index]
                    sumAB += weight * rowAB[index]
                }
                total += similarity(meanA, meanB, sumAA - meanA * meanA, sumBB - meanB * meanB, sumAB - meanA * meanB)
            }
        }
        return total / Double(outWidth * outHeight)
    }

    /// The SSIM formula for one window's statistics.
    private static func similarity(_ meanA: Double, _ meanB: Double, _ varA: Double, _ varB: Double, _ cov: Double)
        -> Double
    {
        (2 * meanA * meanB + c1) * (2 * cov + c2) / ((meanA * meanA + meanB * meanB + c1) * (varA + varB + c2))
    }
}
