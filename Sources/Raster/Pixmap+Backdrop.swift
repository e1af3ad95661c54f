/// A material behind a shape: the pixels already painted under it, blurred, saturated, tinted and dodged, written
/// back through the shape's coverage (docs/painter.md#materials).
extension Pixmap {
    /// Largest blur, in canvas pixels, done at full resolution for a backdrop: a wider one is computed on a copy
    /// reduced so its standard deviation there is this many pixels, then sampled back bilinearly. At 6 pixels the
    /// reduction (a box as wide as the reduction factor f) and the bilinear enlargement (a tent 2f wide) add
    /// variances f²/12 and f²/6, a quarter of f² = (σ/6)², and the reduced blur is narrowed by that amount
    /// (σᵣ² = σ² − f²/4), so the whole chain has the Gaussian's variance; the Gaussian of σᵣ ≈ 6 passes under
    /// 10⁻¹⁵ of the amplitude at the reduced copy's Nyquist frequency (exp(−2π²σᵣ²/4)), so the reduction keeps
    /// everything the blur keeps.
    static let backdropFullResolutionSigma = 6.0

    /// Replaces what lies inside `shape` (pixels, non-zero rule) with the material `material` made from it, at
    /// `opacity`, inside `clip`. The material of a pixel is the canvas blurred by a Gaussian of standard deviation
    /// `material.sigma` (pixels beyond the canvas's edges repeat its edge pixels, so a material at the edge does
    /// not darken), then, in premultiplied channels 0...255:
    ///
    ///     L = 0.2126·r + 0.7152·g + 0.0722·b                  Rec. 709 luminance
    ///     c ← clamp(L + s·(c − L), 0, a)                      saturation s, each of r, g, b
    ///     c ← t_c·t_a + c·(1 − t_a),  a ← 255·t_a + a·(1 − t_a)   tint (straight t_c, alpha t_a) source-over
    ///     c ← min(a, c / (1 − d))                             colour dodge by the grey d
    ///
    /// rounded to bytes, and composited source-over with weight coverage × clip × opacity (each rounded to a byte
    /// product as fills are): an opaque backdrop at opacity 0.5 ends half way between itself and the material.
    /// Pixels outside the shape or the clip keep their bytes. The blur is exact (`gaussianBlurred`) up to
    /// `backdropFullResolutionSigma`, reduced beyond it; the bytes are deterministic.
    package mutating func drawBackdrop(_ material: BackdropMaterial, in shape: Path, opacity: Double, clip: ClipMask?) {
        let opacityByte = Int(Color.byte(opacity.isNaN ? 0 : opacity))
        guard opacityByte > 0, width > 0, height > 0 else { return }
        let mask = coverage(of: shape, clip: clip)
        let region = drawableBounds(clip).intersection(
            PixelBounds(x0: mask.originX, y0: mask.originY, x1: mask.originX + mask.width,
                        y1: mask.originY + mask.height))
        guard !region.isEmpty else { return }
        let sigma = material.sigma.isNaN ? 0 : Swift.min(Swift.max(0, material.sigma), Self.maximumBlurSigma)
        let backdrop = blurredBackdrop(region, sigma: sigma)
        let clipMask: ClipMask?
        if let clip, case .mask = clip.storage { clipMask = clip } else { clipMask = nil }
        let saturation = material.saturation.isFinite ? material.saturation : 1
        let tintAlpha = Double(material.tint.a) / 255
        let tintR = Double(material.tint.r) * tintAlpha, tintG = Double(material.tint.g) * tintAlpha
        let tintB = Double(material.tint.b) * tintAlpha
        let dodge = material.dodge.isFinite ? Swift.min(Swift.max(0, material.dodge), 0.999) : 0
        let gain = 1 / (1 - dodge)
        let columns = region.width
        var clipRow = [UInt8](repeating: 255, count: columns)
        let stride = rowStride, first = firstPixel
        pixels.withUnsafeMutableBufferPointer { canvas in
            guard let base = canvas.baseAddress else { return }
            for y in region.y0..<region.y1 {
                if let clipMask {
                    clipRow.withUnsafeMutableBufferPointer { clipMask.coverageRow(y: y, x0: region.x0, into: $0) }
                }
                let maskRow = (y - mask.originY) * mask.width - mask.originX
                let sampleRow = (y - region.y0) * columns * 4
                for x in region.x0..<region.x1 {
                    let weight = Pixmap.weight(mask.coverage[maskRow + x], clipMask == nil ? nil : clipRow[x - region.x0],
                                               opacityByte)
                    guard weight > 0 else { continue }
                    let s = sampleRow + (x - region.x0) * 4
                    var r = Double(backdrop[s]), g = Double(backdrop[s + 1]), b = Double(backdrop[s + 2])
                    var a = Double(backdrop[s + 3])
                    let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
                    r = Swift.min(a, Swift.max(0, luminance + saturation * (r - luminance)))
                    g = Swift.min(a, Swift.max(0, luminance + saturation * (g - luminance)))
                    b = Swift.min(a, Swift.max(0, luminance + saturation * (b - luminance)))
                    r = tintR + r * (1 - tintAlpha)
                    g = tintG + g * (1 - tintAlpha)
                    b = tintB + b * (1 - tintAlpha)
                    a = 255 * tintAlpha + a * (1 - tintAlpha)
                    r = Swift.min(a, r * gain)
                    g = Swift.min(a, g * gain)
                    b = Swift.min(a, b * gain)
                    let alpha = Int(Swift.min(255, a.rounded()))
                    Pixmap.blend(Swift.min(alpha, Int(r.rounded())), Swift.min(alpha, Int(g.rounded())),
                                 Swift.min(alpha, Int(b.rounded())), alpha, weight,
                                 into: base + (first + y * stride + x) * 4)
                }
            }
        }
    }

    /// The canvas under `region` blurred by `sigma` pixels, as premultiplied channels 0...255 (`region.width ·
    /// region.height · 4` values, row-major), pixels beyond the canvas's edges repeating its edge pixels.
    func blurredBackdrop(_ region: PixelBounds, sigma: Double) -> [Float] {
        let columns = region.width, rows = region.height
        guard sigma > 0 else {
            let source = edgeExtended(region)
            return source.pixels.map { Float($0) }
        }
        if sigma <= Self.backdropFullResolutionSigma {
            let margin = Self.gaussianRadius(sigma: sigma)
            let source = edgeExtended(PixelBounds(x0: region.x0 - margin, y0: region.y0 - margin,
                                                  x1: region.x1 + margin, y1: region.y1 + margin))
            // Region pixel (i, j) is source pixel (i + margin, j + margin), blurred pixel (i + 2·margin, ...).
            let (blurred, grown) = source.gaussianBlurred(sigma: sigma)
            var samples = [Float](repeating: 0, count: columns * rows * 4)
            for j in 0..<rows {
                let from = ((j + margin + grown) * blurred.width + margin + grown) * 4
                for lane in 0..<(columns * 4) { samples[j * columns * 4 + lane] = Float(blurred.pixels[from + lane]) }
            }
            return samples
        }
        // Reduced: the padding keeps the reduced blur's reach (3σ, plus the reduction's own footprint) inside
        // repeated edge pixels.
        let factor = sigma / Self.backdropFullResolutionSigma
        let pad = Self.gaussianRadius(sigma: sigma) + Int((2 * factor).rounded(.up))
        let source = edgeExtended(PixelBounds(x0: region.x0 - pad, y0: region.y0 - pad, x1: region.x1 + pad,
                                              y1: region.y1 + pad))
        let reduced = source.downsampled(toWidth: Swift.max(1, Int((Double(source.width) / factor).rounded(.up))))
        let scaleX = Double(source.width) / Double(reduced.width)
        let scaleY = Double(source.height) / Double(reduced.height)
        // σᵣ² = (σ² − f²/4) / f²: the reduction's box and the enlargement's tent make up the rest of the variance.
        let reducedSigma = (sigma * sigma - scaleX * scaleX / 4).squareRoot() / scaleX
        let (blurred, grown) = reduced.gaussianBlurred(sigma: reducedSigma)
        let lastX = blurred.width - 1, lastY = blurred.height - 1
        var samples = [Float](repeating: 0, count: columns * rows * 4)
        blurred.pixels.withUnsafeBufferPointer { bytes in
            for j in 0..<rows {
                // Pixel centres: source pixel p has centre p + 0.5, reduced pixel q has centre (q + 0.5)·scale.
                let v = (Double(j + pad) + 0.5) / scaleY - 0.5 + Double(grown)
                let y0 = Swift.min(lastY, Swift.max(0, Int(v.rounded(.down))))
                let y1 = Swift.min(lastY, y0 + 1)
                let fy = Swift.min(1, Swift.max(0, v - Double(y0)))
                for i in 0..<columns {
                    let u = (Double(i + pad) + 0.5) / scaleX - 0.5 + Double(grown)
                    let x0 = Swift.min(lastX, Swift.max(0, Int(u.rounded(.down))))
                    let x1 = Swift.min(lastX, x0 + 1)
                    let fx = Swift.min(1, Swift.max(0, u - Double(x0)))
                    let out = (j * columns + i) * 4
                    for lane in 0..<4 {
                        let top = Double(bytes[(y0 * blurred.width + x0) * 4 + lane]) * (1 - fx)
                            + Double(bytes[(y0 * blurred.width + x1) * 4 + lane]) * fx
                        let bottom = Double(bytes[(y1 * blurred.width + x0) * 4 + lane]) * (1 - fx)
                            + Double(bytes[(y1 * blurred.width + x1) * 4 + lane]) * fx
                        samples[out + lane] = Float(top * (1 - fy) + bottom * fy)
                    }
                }
            }
        }
        return samples
    }

    /// The pixels of `bounds` (which may reach past the canvas) in a canvas of their own, each pixel outside this
    /// canvas taking the nearest edge pixel's bytes. The canvas must not be empty.
    func edgeExtended(_ bounds: PixelBounds) -> Pixmap {
        var result = Pixmap(width: bounds.width, height: bounds.height)
        let lastX = width - 1, lastY = height - 1, stride = rowStride, first = firstPixel
        pixels.withUnsafeBytes { source in
            result.pixels.withUnsafeMutableBytes { output in
                guard let from = source.baseAddress, let into = output.baseAddress else { return }
                var index = 0
                for y in bounds.y0..<bounds.y1 {
                    let row = first + Swift.min(lastY, Swift.max(0, y)) * stride
                    for x in bounds.x0..<bounds.x1 {
                        let word = from.loadUnaligned(fromByteOffset: (row + Swift.min(lastX, Swift.max(0, x))) * 4,
                                                      as: UInt32.self)
                        into.storeBytes(of: word, toByteOffset: index * 4, as: UInt32.self)
                        index += 1
                    }
                }
            }
        }
        return result
    }
}
