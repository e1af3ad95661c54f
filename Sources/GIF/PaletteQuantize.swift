extension Palette {
    /// Maps an opaque RGBA8 frame (`width * height * 4` bytes, alpha ignored) to palette indices.
    ///
    /// A pure function of its arguments: deterministic, thread-safe, and independent of how many threads the
    /// caller uses. Pixels whose colour is in the palette always get that colour's index (no dither noise).
    /// `strength` (clamped to 0...1) scales the dither; 0 behaves like `.none`.
    /// Throws `GIFError.frameSizeMismatch` when the buffer size does not match, or `.invalidParameter` for a
    /// negative size.
    public func quantize(rgba: [UInt8], width: Int, height: Int, dither: DitherMode, strength: Double) throws(GIFError) -> [UInt8] {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false else {
            throw .invalidParameter(name: "frame size", value: "\(width)x\(height)", expected: "non-negative width and height")
        }
        let pixelCount = width * height
        guard rgba.count == pixelCount * 4 else {
            throw .frameSizeMismatch(what: "RGBA frame \(width)x\(height)", expected: pixelCount * 4, actual: rgba.count)
        }
        let amount = strength.isFinite ? min(max(strength, 0), 1) : 0
        if amount == 0 { return quantizeNearest(rgba: rgba, pixelCount: pixelCount) }
        switch dither {
        case .none: return quantizeNearest(rgba: rgba, pixelCount: pixelCount)
        case .ordered: return quantizeOrdered(rgba: rgba, width: width, height: height, strength: amount)
        case .diffusion: return quantizeDiffusion(rgba: rgba, width: width, height: height, strength: amount)
        }
    }

    private func quantizeNearest(rgba: [UInt8], pixelCount: Int) -> [UInt8] {
        var cache = QuantizeCache()
        return rgba.withUnsafeBufferPointer { src in
            [UInt8](unsafeUninitializedCapacity: pixelCount) { out, initialized in
                var lastKey: UInt32 = .max
                var lastIndex: UInt8 = 0
                for p in 0..<pixelCount {
                    let r = src[4 * p], g = src[4 * p + 1], b = src[4 * p + 2]
                    let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                    if key != lastKey {  // runs of one colour (flat UI) skip the search
                        lastKey = key
                        let slot = QuantizeCache.slot(key)
                        if cache.keys[slot] == key {
                            lastIndex = cache.first[slot]
                        } else {
                            lastIndex = UInt8(table.nearest(r: Int(r), g: Int(g), b: Int(b)).index)
                            cache.store(key, slot: slot, first: lastIndex, second: lastIndex, share: 0)
                        }
                    }
                    out[p] = lastIndex
                }
                initialized = pixelCount
            }
        }
    }

    /// Ordered (pattern) dithering with the two palette colours around the pixel.
    ///
    /// c1 = nearest(v); if v is exactly c1 it is kept. Otherwise c2 = nearest(2v - c1), the colour on the far
    /// side of v; t = projection of v onto the segment c1 -> c2 (0...1, weighted metric) is the share of c2 a
    /// perfect mix would need. The pixel takes c2 when `t * strength` exceeds its Bayer threshold
    /// (`(bayer + 0.5) / 64`), so over an 8x8 tile the mix averages to v; the choice depends only on
    /// (colour, x mod 8, y mod 8), which makes it stable across frames.
    private func quantizeOrdered(rgba: [UInt8], width: Int, height: Int, strength: Double) -> [UInt8] {
        let thresholds = BayerMatrix.values.map { (Double($0) + 0.5) / Double(BayerMatrix.size * BayerMatrix.size) }
        var cache = QuantizeCache()
        return rgba.withUnsafeBufferPointer { src in
            thresholds.withUnsafeBufferPointer { thresholds in
                [UInt8](unsafeUninitializedCapacity: width * height) { out, initialized in
                    // The last colour's (c1, c2, share): flat areas and runs skip even the cache probe.
                    var lastKey: UInt32 = .max
                    var lastFirst: UInt8 = 0, lastSecond: UInt8 = 0
                    var lastShare = 0.0
                    let tileMask = BayerMatrix.size - 1
                    for y in 0..<height {
                        let thresholdRow = (y & tileMask) * BayerMatrix.size
                        let rowStart = y * width
                        for x in 0..<width {
                            let p = rowStart + x
                            let r = src[4 * p], g = src[4 * p + 1], b = src[4 * p + 2]
                            let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                            if key != lastKey {
                                lastKey = key
                                let slot = QuantizeCache.slot(key)
                                if cache.keys[slot] == key {
                                    lastFirst = cache.first[slot]
                                    lastSecond = cache.second[slot]
                                    lastShare = cache.share[slot]
                                } else {
                                    (lastFirst, lastSecond, lastShare) = orderedPair(r: Int(r), g: Int(g), b: Int(b),
                                                                                     strength: strength)
                                    cache.store(key, slot: slot, first: lastFirst, second: lastSecond, share: lastShare)
                                }
                            }
                            out[p] = lastShare > thresholds[thresholdRow + (x & tileMask)] ? lastSecond : lastFirst
                        }
                    }
                    initialized = width * height
                }
            }
        }
    }

    /// For ordered dithering: (c1, c2, share of c2 scaled by `strength`) of one colour (see `quantizeOrdered`).
    private func orderedPair(r: Int, g: Int, b: Int, strength: Double) -> (UInt8, UInt8, Double) {
        let wr = Double(ColorMetric.redWeight), wg = Double(ColorMetric.greenWeight), wb = Double(ColorMetric.blueWeight)
        let first = table.nearest(r: r, g: g, b: b)
        guard first.distance > 0 else { return (UInt8(first.index), UInt8(first.index), 0) }
        let c1 = colors[first.index]
        let second = table.nearest(
            r: min(max(2 * r - Int(c1.r), 0), 255),
            g: min(max(2 * g - Int(c1.g), 0), 255),
            b: min(max(2 * b - Int(c1.b), 0), 255)).index
        guard second != first.index else { return (UInt8(first.index), UInt8(first.index), 0) }
        let c2 = colors[second]
        let ar = Double(Int(c2.r) - Int(c1.r)), ag = Double(Int(c2.g) - Int(c1.g)), ab = Double(Int(c2.b) - Int(c1.b))
        let vr = Double(r - Int(c1.r)), vg = Double(g - Int(c1.g)), vb = Double(b - Int(c1.b))
        let length = wr * ar * ar + wg * ag * ag + wb * ab * ab
        guard length > 0 else { return (UInt8(first.index), UInt8(first.index), 0) }
        let t = (wr * ar * vr + wg * ag * vg + wb * ab * vb) / length
        return (UInt8(first.index), UInt8(second), min(max(t, 0), 1) * strength)
    }

    /// Serpentine Floyd–Steinberg (weights 7/16, 3/16, 5/16, 1/16; Floyd & Steinberg 1976) over the pixels
    /// whose colour is not in the palette. Exact palette colours map to themselves and neither receive nor
    /// pass on error; error aimed at them is dropped. The propagated error is scaled by `strength`.
    private func quantizeDiffusion(rgba: [UInt8], width: Int, height: Int, strength: Double) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        // Error rows with one pixel of margin on each side: index (x + 1) * 3 + channel.
        let rowLength = (width + 2) * 3
        var current = [Double](repeating: 0, count: rowLength)
        var next = [Double](repeating: 0, count: rowLength)
        var exact = [Bool](repeating: false, count: width * height)
        rgba.withUnsafeBufferPointer { src in
            for p in 0..<(width * height) {
                let match = table.nearest(r: Int(src[4 * p]), g: Int(src[4 * p + 1]), b: Int(src[4 * p + 2]))
                if match.distance == 0 {
                    exact[p] = true
                    out[p] = UInt8(match.index)
                }
            }
            for y in 0..<height {
                let leftToRight = y % 2 == 0
                for step in 0..<width {
                    let x = leftToRight ? step : width - 1 - step
                    let p = y * width + x
                    if exact[p] { continue }
                    let e = (x + 1) * 3
                    let r = Double(src[4 * p]) + current[e]
                    let g = Double(src[4 * p + 1]) + current[e + 1]
                    let b = Double(src[4 * p + 2]) + current[e + 2]
                    let index = table.nearest(r: Self.clampChannel(r), g: Self.clampChannel(g), b: Self.clampChannel(b)).index
                    out[p] = UInt8(index)
                    let chosen = colors[index]
                    let er = (r - Double(chosen.r)) * strength
                    let eg = (g - Double(chosen.g)) * strength
                    let eb = (b - Double(chosen.b)) * strength
                    let ahead = leftToRight ? 1 : -1
                    /// Adds `weight` of the error to pixel (tx, y + dy) unless it is outside or an exact colour.
                    func spread(_ tx: Int, _ dy: Int, _ weight: Double) {
                        let ty = y + dy
                        guard tx >= 0, tx < width, ty < height, !exact[ty * width + tx] else { return }
                        let te = (tx + 1) * 3
                        if dy == 0 {
                            current[te] += er * weight; current[te + 1] += eg * weight; current[te + 2] += eb * weight
                        } else {
                            next[te] += er * weight; next[te + 1] += eg * weight; next[te + 2] += eb * weight
                        }
                    }
                    spread(x + ahead, 0, 7.0 / 16)
                    spread(x - ahead, 1, 3.0 / 16)
                    spread(x, 1, 5.0 / 16)
                    spread(x + ahead, 1, 1.0 / 16)
                }
                swap(&current, &next)
                for i in 0..<rowLength { next[i] = 0 }
            }
        }
        return out
    }

    @inline(__always)
    private static func clampChannel(_ value: Double) -> Int {
        Int(min(max(value, 0), 255).rounded())
    }
}
