/// Compositing a layer through an affine transform (a view's `transform`, rotation and scale included).
///
/// The layer's rectangle [0, width] x [0, height], mapped by the transform, is rasterized like any path, which
/// gives each canvas pixel its exact-area coverage (so the transformed edges are anti-aliased, and whole-pixel
/// edges stay sharp). Each covered canvas pixel samples the layer bilinearly, in premultiplied space, at its
/// centre mapped back into the layer; the sample is weighted by coverage x clip x opacity and blended
/// source-over with the same helper every other drawing call uses.
///
/// Samples near the layer's edge repeat the edge pixels instead of reading transparency beyond them: the
/// coverage already fades the edge, and fading the sample as well would darken every edge twice (a layer
/// shifted half a pixel would get edge alpha 64 instead of 128, and a layer scaled 2x would lose a quarter of
/// its alpha along the border).
///
/// Bilinear weights are fixed point, in 1/`layerSampleOne` steps per axis:
///
///     top = p₀₀ · (256 − wx) + p₁₀ · wx,  bottom = p₀₁ · (256 − wx) + p₁₁ · wx      (at most 65,280)
///     out = (top · (256 − wy) + bottom · wy + 2¹⁵) >> 16
///
/// Fractions 0 give the pixel's own bytes, so an integer translation copies the layer exactly, and the same
/// weights for every channel with monotonic rounding keep colour <= alpha.
extension Pixmap {
    /// Steps per pixel of the bilinear fractions: 8 bits, so a byte times a weight, and the sum of two such, fits
    /// 16 bits, and the two-axis product fits 32.
    static let layerSampleOne = 256

    /// Composites `layer` source-over, its pixel (u, v) — the square [u, u+1) x [v, v+1), centre (u + ½, v + ½) —
    /// mapped by `transform` (CGAffineTransform convention, from layer pixels to this canvas's pixels). Each canvas
    /// pixel inside the mapped rectangle takes the layer's bilinear sample (premultiplied, edge pixels repeated)
    /// at its centre mapped back, weighted by the rectangle's exact-area coverage of the pixel (anti-aliased
    /// edges), `clip`'s coverage and `opacity` (clamped to 0...1; NaN draws nothing). Only the canvas pixels in
    /// the mapped rectangle's bounding box are visited. A transform with a zero or non-finite determinant, or
    /// any non-finite coefficient, draws nothing. With an integer translation, opacity 1 and no clip this gives
    /// exactly the bytes of `draw(_:atX:y:mask:)` without a mask.
    package mutating func draw(_ layer: Pixmap, transform: Transform, opacity: Double, clip: ClipMask?) {
        let opacityByte = Int(Color.byte(opacity.isNaN ? 0 : opacity))
        let coefficients = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard opacityByte > 0, layer.width > 0, layer.height > 0, coefficients.allSatisfy(\.isFinite),
              let inverse = transform.inverted() else { return }
        let layerRect = Path.rect(Rect(x: 0, y: 0, width: Double(layer.width), height: Double(layer.height)))
        let mask = coverage(of: layerRect, transform: transform, clip: clip)
        let region = drawableBounds(clip).intersection(
            PixelBounds(x0: mask.originX, y0: mask.originY, x1: mask.originX + mask.width,
                        y1: mask.originY + mask.height))
        guard !region.isEmpty else { return }
        // A rectangle clip is already the region's limit; only a mask clip weights pixels (as in `composite`).
        var clipMask: CoverageMask?
        if let clip, case .mask(let m) = clip.storage { clipMask = m }
        let clipCoverage = clipMask?.coverage ?? []
        let count = region.width
        // Pixels left unsampled (zero coverage or clip) get weight 0 and are never read by the blend.
        let sampled = UnsafeMutablePointer<UInt8>.allocate(capacity: count * 4)
        sampled.initialize(repeating: 0, count: count * 4)
        defer { sampled.deallocate() }
        let canvasStride = rowStride, canvasFirst = firstPixel
        let sampler = LayerSampler(layer: layer, inverse: inverse)
        layer.pixels.withUnsafeBufferPointer { layerBuffer in
            mask.coverage.withUnsafeBufferPointer { maskBuffer in
                clipCoverage.withUnsafeBufferPointer { clipBuffer in
                    pixels.withUnsafeMutableBufferPointer { destinationBuffer in
                        guard let layerBase = layerBuffer.baseAddress, let maskBase = maskBuffer.baseAddress,
                              let canvas = destinationBuffer.baseAddress else { return }
                        for y in region.y0..<region.y1 {
                            let coverage = maskBase + (y - mask.originY) * mask.width + (region.x0 - mask.originX)
                            var clipRow: UnsafePointer<UInt8>?
                            if let clipMask, let clipBase = clipBuffer.baseAddress {
                                // The region lies inside the clip's bounds, hence inside its mask.
                                clipRow = clipBase + (y - clipMask.originY) * clipMask.width
                                    + (region.x0 - clipMask.originX)
                            }
                            for index in 0..<count where coverage[index] != 0 && clipRow?[index] != 0 {
                                sampler.sample(layerBase, x: region.x0 + index, y: y, into: sampled + index * 4)
                            }
                            Pixmap.blendRow(sampled, coverage: coverage, clip: clipRow, opacity: opacityByte,
                                            count: count,
                                            into: canvas + (canvasFirst + y * canvasStride + region.x0) * 4)
                        }
                    }
                }
            }
        }
    }
}

/// Bilinear sampling of a layer at canvas pixel centres mapped back through a transform's inverse.
private struct LayerSampler {
    let inverse: Transform
    let width: Int
    let height: Int
    let rowStride: Int
    let firstPixel: Int

    init(layer: Pixmap, inverse: Transform) {
        self.inverse = inverse
        width = layer.width
        height = layer.height
        rowStride = layer.rowStride
        firstPixel = layer.firstPixel
    }

    /// Writes the layer's premultiplied sample for the centre of canvas pixel (`x`, `y`) to `output[0 ..< 4]`.
    @inline(__always)
    func sample(_ pixels: UnsafePointer<UInt8>, x: Int, y: Int, into output: UnsafeMutablePointer<UInt8>) {
        let centre = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        // Measured from pixel centres: layer pixel i's centre is at i + ½.
        let (x0, x1, wx) = Self.taps(centre.x - 0.5, count: width)
        let (y0, y1, wy) = Self.taps(centre.y - 0.5, count: height)
        let one = Pixmap.layerSampleOne
        let top = pixels + (firstPixel + y0 * rowStride) * 4, bottom = pixels + (firstPixel + y1 * rowStride) * 4
        for channel in 0..<4 {
            let upper = Int(top[x0 * 4 + channel]) * (one - wx) + Int(top[x1 * 4 + channel]) * wx
            let lower = Int(bottom[x0 * 4 + channel]) * (one - wx) + Int(bottom[x1 * 4 + channel]) * wx
            output[channel] = UInt8(truncatingIfNeeded: (upper * (one - wy) + lower * wy + one * one / 2) / (one * one))
        }
    }

    /// The two pixels around `position` (in pixel-centre units) along an axis of `count` pixels, edges repeated,
    /// and the second one's weight in 0 ..< `layerSampleOne` (a fraction that rounds up to a whole step reads the
    /// second pixel alone, as the first).
    @inline(__always)
    static func taps(_ position: Double, count: Int) -> (Int, Int, Int) {
        // Clamped first, so a far-away position cannot overflow `Int` (the guard in `draw` has rejected NaN).
        let clamped = Swift.min(Double(count), Swift.max(-1, position))
        let whole = clamped.rounded(.down)
        var first = Int(whole)
        var weight = Int(((clamped - whole) * Double(Pixmap.layerSampleOne)).rounded())
        if weight == Pixmap.layerSampleOne {
            first += 1
            weight = 0
        }
        let low = Swift.min(count - 1, Swift.max(0, first)), high = Swift.min(count - 1, Swift.max(0, first + 1))
        return (low, high, low == high ? 0 : weight)
    }
}
