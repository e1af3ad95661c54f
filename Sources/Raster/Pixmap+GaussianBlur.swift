#if canImport(Glibc)
import Glibc
#endif

/// A true Gaussian blur of premultiplied pixels, and the tint that turns a blurred layer into a CALayer-style
/// shadow.
///
/// The blur is separable: one horizontal pass, then one vertical pass, each with the same integer kernel of radius
/// r = ⌈3σ⌉ (three standard deviations hold 99.73 % of a Gaussian's mass) whose weights are
/// wᵢ = exp(−i² / (2σ²)) / Σⱼ exp(−j² / (2σ²)), scaled to `gaussianWeightOne` and rounded so that they sum to it
/// exactly. All arithmetic after the kernel is integer, so the bytes are the same on every run and machine:
///
///     h = round(Σ wᵢ · p[x + i] / 2⁸)            horizontal, kept as 16 bits (8 fraction bits; at most 65,280)
///     out = round(Σ wⱼ · h[y + j] / 2²⁴)         vertical, to a byte
///
/// Every channel of a pixel gets the same weights, and rounding (add half, shift) is monotonic, so a colour that
/// is <= its alpha in every source pixel stays <= its alpha in the result (premultiplied stays valid).
extension Pixmap {
    /// Largest standard deviation, in pixels, `gaussianBlurred(sigma:)` uses (larger ones are clamped to it): the
    /// kernel is then 2·600 + 1 taps and the result grows by 600 pixels a side, which bounds the memory a blur
    /// can ask for (a chosen limit, not a UIKit one).
    package static let maximumBlurSigma = 200.0

    /// The unit of the fixed-point kernel weights (they sum to exactly this). 2¹⁶ keeps both passes' sums in
    /// `UInt32`: across, 255 · 2¹⁶; down, 65,280 · 2¹⁶ + 2²³ < 2³².
    static let gaussianWeightOne = 1 << 16
    /// Fraction bits the horizontal pass keeps between passes (its sums are rounded from 16 to 8 fraction bits).
    static let gaussianIntermediateShift = 8

    /// The kernel radius for `sigma` (already clamped): ⌈3σ⌉.
    static func gaussianRadius(sigma: Double) -> Int { Int((3 * sigma).rounded(.up)) }

    /// The kernel's weights w₀ ... w_r (w₋ᵢ = wᵢ), in units of `gaussianWeightOne`, with w₀ + 2·Σᵢ₌₁ʳ wᵢ equal to
    /// `gaussianWeightOne` exactly. Each weight is the rounded ideal value; the rounding's leftover (at most r + 1
    /// units) goes a unit at a time, first to the centre when it is odd, then in symmetric pairs to the weights
    /// whose rounding moved them furthest the other way (largest remainder), so no weight moves by more than one.
    static func gaussianKernel(sigma: Double) -> [Int] {
        let radius = gaussianRadius(sigma: sigma)
        // i = 0 is 1 however small σ is (σ² may underflow to 0, and 0 / 0 is NaN).
        let gaussian = (0...radius).map { i in i == 0 ? 1 : exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = gaussian[0] + 2 * gaussian.dropFirst().reduce(0, +)
        let ideal = gaussian.map { $0 / total * Double(gaussianWeightOne) }
        var weights = ideal.map { Int($0.rounded()) }
        var leftover = gaussianWeightOne - (weights[0] + 2 * weights.dropFirst().reduce(0, +))
        if leftover % 2 != 0 {
            let step = leftover > 0 ? 1 : -1
            weights[0] += step
            leftover -= step
        }
        if leftover != 0 {
            let step = leftover > 0 ? 1 : -1
            // Pairs most in need of the step first: largest (ideal − rounded) when adding, smallest when taking.
            // radius >= 1 (σ > 0), and at most r pairs are needed: |leftover| <= r + 1 and it is even here.
            let order = (1...radius).sorted { lhs, rhs in
                let l = (ideal[lhs] - Double(weights[lhs])) * Double(step)
                let r = (ideal[rhs] - Double(weights[rhs])) * Double(step)
                return l != r ? l > r : lhs < rhs
            }
            var index = 0
            while leftover != 0 {
                weights[order[index % order.count]] += step
                leftover -= 2 * step
                index += 1
            }
        }
        return weights
    }

    /// The canvas blurred by a Gaussian of standard deviation `sigma` pixels (see the extension's comment for the
    /// kernel and arithmetic), grown by `margin` = ⌈3σ⌉ pixels on every side so nothing is cut off: pixel (x, y)
    /// of this canvas is pixel (x + margin, y + margin) of the result, and pixels outside this canvas count as
    /// transparent. `sigma` above `maximumBlurSigma` (or infinite) is clamped to it; `sigma` <= 0 or NaN returns
    /// the pixels unchanged (in storage of their own) with margin 0. Total alpha is kept up to rounding, every
    /// result pixel is valid premultiplied (colour <= alpha), and the bytes are deterministic. Cost: about
    /// (width + 2·margin) · (height + 2·margin) · (2·margin + 1) multiply-adds per channel; fully transparent
    /// source pixels and rows are skipped.
    package func gaussianBlurred(sigma: Double) -> (pixmap: Pixmap, margin: Int) {
        guard sigma > 0 else { return (compacted(), 0) }
        let sigma = Swift.min(sigma, Self.maximumBlurSigma)
        let halfKernel = Self.gaussianKernel(sigma: sigma)
        // w₋ᵣ ... wᵣ.
        let kernel = (halfKernel.dropFirst().reversed() + halfKernel).map { UInt32($0) }
        let radius = kernel.count / 2
        let outWidth = width + 2 * radius, outHeight = height + 2 * radius
        var result = Pixmap(width: outWidth, height: outHeight)
        guard width > 0, height > 0 else { return (result, radius) }
        let across = horizontalGaussianPass(kernel, outWidth: outWidth)
        let half = UInt32(1) << UInt32(Self.gaussianIntermediateShift + 16 - 1)
        let shift = UInt32(Self.gaussianIntermediateShift + 16)
        let lanes = outWidth * 4
        let sourceHeight = height
        var sums = [UInt32](repeating: 0, count: lanes)
        across.rows.withUnsafeBufferPointer { rows in
            sums.withUnsafeMutableBufferPointer { sumBuffer in
                result.pixels.withUnsafeMutableBufferPointer { output in
                    guard let rowBase = rows.baseAddress, let sum = sumBuffer.baseAddress,
                          let out = output.baseAddress else { return }
                    for y in 0..<outHeight {
                        // Result row y is source row y − r: it reads source rows y − 2r ... y, row `row` with
                        // kernel tap row − (y − r), at index row − y + 2r of w₋ᵣ ... wᵣ.
                        let first = Swift.max(0, y - 2 * radius), last = Swift.min(sourceHeight - 1, y)
                        guard first <= last else { continue }
                        sum.update(repeating: half, count: lanes)
                        var any = false
                        for row in first...last where across.isNonZero[row] {
                            any = true
                            let weight = kernel[row - y + 2 * radius]
                            let from = rowBase + row * lanes
                            for lane in 0..<lanes { sum[lane] &+= weight &* UInt32(from[lane]) }
                        }
                        guard any else { continue }
                        let into = out + y * lanes
                        for pixel in 0..<outWidth {
                            let lane = pixel &* 4
                            let alpha = UInt8(truncatingIfNeeded: sum[lane &+ 3] &>> shift)
                            // Never needed for valid sources (see above); keeps the invariant for any input.
                            into[lane] = Swift.min(alpha, UInt8(truncatingIfNeeded: sum[lane] &>> shift))
                            into[lane &+ 1] = Swift.min(alpha, UInt8(truncatingIfNeeded: sum[lane &+ 1] &>> shift))
                            into[lane &+ 2] = Swift.min(alpha, UInt8(truncatingIfNeeded: sum[lane &+ 2] &>> shift))
                            into[lane &+ 3] = alpha
                        }
                    }
                }
            }
        }
        return (result, radius)
    }

    /// The horizontal pass over every source row, `outWidth` = width + 2r pixels wide: `rows` holds row y's
    /// rounded sums (8 fraction bits) as `outWidth · 4` channel values, and `isNonZero[y]` is false for rows that
    /// came out all zero (fully transparent source rows), which the vertical pass skips.
    private func horizontalGaussianPass(_ kernel: [UInt32], outWidth: Int) -> (rows: [UInt16], isNonZero: [Bool]) {
        let taps = kernel.count, lanes = outWidth * 4
        let half = UInt32(1) << UInt32(Self.gaussianIntermediateShift - 1)
        let shift = UInt32(Self.gaussianIntermediateShift)
        var isNonZero = [Bool](repeating: false, count: height)
        var sums = [SIMD4<UInt32>](repeating: .zero, count: outWidth)
        let rowCount = height, columns = width, stride = rowStride, first = firstPixel
        let rows = [UInt16](unsafeUninitializedCapacity: rowCount * lanes) { output, initialized in
            pixels.withUnsafeBufferPointer { source in
                kernel.withUnsafeBufferPointer { weights in
                    sums.withUnsafeMutableBufferPointer { sumBuffer in
                        guard let base = source.baseAddress, let out = output.baseAddress,
                              let w = weights.baseAddress, let sum = sumBuffer.baseAddress else { return }
                        for y in 0..<rowCount {
                            let into = out + y * lanes
                            let from = base + (first + y * stride) * 4
                            sum.update(repeating: SIMD4(repeating: half), count: outWidth)
                            var any = false
                            // Scatter: source pixel x adds into result pixels x ... x + 2r (x − r ... x + r in
                            // source coordinates, shifted right by the margin r).
                            for x in 0..<columns {
                                let s = x &* 4
                                guard from[s &+ 3] != 0 || from[s] != 0 || from[s &+ 1] != 0 || from[s &+ 2] != 0
                                else { continue }
                                any = true
                                let pixel = SIMD4<UInt32>(UInt32(from[s]), UInt32(from[s &+ 1]), UInt32(from[s &+ 2]),
                                                          UInt32(from[s &+ 3]))
                                let target = sum + x
                                for tap in 0..<taps { target[tap] &+= pixel &* w[tap] }
                            }
                            isNonZero[y] = any
                            for pixel in 0..<outWidth {
                                let value = sum[pixel] &>> shift
                                let lane = pixel &* 4
                                into[lane] = UInt16(truncatingIfNeeded: value[0])
                                into[lane &+ 1] = UInt16(truncatingIfNeeded: value[1])
                                into[lane &+ 2] = UInt16(truncatingIfNeeded: value[2])
                                into[lane &+ 3] = UInt16(truncatingIfNeeded: value[3])
                            }
                        }
                    }
                }
            }
            initialized = rowCount * lanes
        }
        return (rows, isNonZero)
    }

    /// The canvas as a silhouette of one colour, for a shadow: every pixel becomes `color` (straight sRGB, then
    /// premultiplied) with alpha round(color.a · opacity · α / 255), α being the pixel's alpha (its colour is
    /// ignored); each premultiplied channel is then round(c · alpha / 255). `opacity` is clamped to 0...1 (NaN is
    /// 0). The result has the same size, in storage of its own.
    package func alphaTinted(_ color: Color, opacity: Double) -> Pixmap {
        let opacity = opacity.isNaN ? 0 : Swift.min(1, Swift.max(0, opacity))
        // The result pixel for each source alpha: one rounding from the exact product.
        let table: [UInt32] = (0...255).map { alpha in
            let a = UInt8((Double(color.a) * opacity * Double(alpha) / 255).rounded())
            return Pixmap.packed(r: mul255(color.r, a), g: mul255(color.g, a), b: mul255(color.b, a), a: a)
        }
        var result = Pixmap(width: width, height: height)
        let columns = width, rowCount = height, stride = rowStride, first = firstPixel
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBytes { output in
                guard let base = source.baseAddress, let out = output.baseAddress else { return }
                for y in 0..<rowCount {
                    let from = base + (first + y * stride) * 4
                    for x in 0..<columns {
                        out.storeBytes(of: table[Int(from[x &* 4 &+ 3])], toByteOffset: (y * columns + x) * 4,
                                       as: UInt32.self)
                    }
                }
            }
        }
        return result
    }
}
