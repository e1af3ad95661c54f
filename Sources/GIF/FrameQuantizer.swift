/// Maps frames to palette indices for one palette, dither mode and strength, remembering per-colour answers
/// from frame to frame (a frame's colours mostly reappear in the next one).
///
/// The answers are pure functions of the colour, so `map` gives exactly what `Palette.quantize` gives for the
/// same frame, whatever frames this quantizer saw before. Use one quantizer per thread (it is a mutable value).
package struct FrameQuantizer: Sendable {
    /// The palette frames are mapped to.
    package let palette: Palette
    /// The dither mode (`.none` whenever the clamped strength is 0).
    package let dither: DitherMode
    /// Dither strength clamped to 0...1 (NaN and infinities give 0).
    package let strength: Double
    private var cache = QuantizeCache()
    /// For ordered dithering, `thresholds[k] = (k + 0.5) / 64`: a pixel whose Bayer value is k takes the far colour
    /// when the colour's share exceeds `thresholds[k]`.
    private static let thresholds = (0..<(BayerMatrix.size * BayerMatrix.size)).map {
        (Double($0) + 0.5) / Double(BayerMatrix.size * BayerMatrix.size)
    }
    private static let bayer = BayerMatrix.values.map { UInt8($0) }

    /// A quantizer for `palette` with `dither` scaled by `strength` (see `Palette.quantize`).
    package init(palette: Palette, dither: DitherMode, strength: Double) {
        self.palette = palette
        let amount = strength.isFinite ? min(max(strength, 0), 1) : 0
        self.strength = amount
        self.dither = amount == 0 ? .none : dither
    }

    /// The frame's palette indices, exactly as `Palette.quantize(rgba:width:height:dither:strength:)` gives them.
    /// Throws `GIFError.frameSizeMismatch` when the buffer size does not match, or `.invalidParameter` for a
    /// negative size.
    package mutating func quantize(rgba: [UInt8], width: Int, height: Int) throws(GIFError) -> [UInt8] {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false else {
            throw .invalidParameter(name: "frame size", value: "\(width)x\(height)", expected: "non-negative width and height")
        }
        guard rgba.count == width * height * 4 else {
            throw .frameSizeMismatch(what: "RGBA frame \(width)x\(height)", expected: width * height * 4, actual: rgba.count)
        }
        switch dither {
        case .none: return mapLookup(rgba: rgba, width: width, height: height, ordered: false)
        case .ordered: return mapLookup(rgba: rgba, width: width, height: height, ordered: true)
        case .diffusion: return palette.quantizeDiffusion(rgba: rgba, width: width, height: height, strength: strength)
        }
    }

    /// Nearest colour, or ordered dithering (see `Palette.quantize`): c1 = nearest(v); if v is exactly c1 it is
    /// kept. Otherwise c2 = nearest(2v - c1), the colour on the far side of v; t = projection of v onto the
    /// segment c1 -> c2 (0...1, weighted metric) is the share of c2 a perfect mix would need. The pixel takes c2
    /// when `t * strength` exceeds its Bayer threshold (`(bayer + 0.5) / 64`), so over an 8x8 tile the mix
    /// averages to v; the choice depends only on (colour, x mod 8, y mod 8), which makes it stable across frames.
    /// Per colour the cache keeps c1, c2 and the number of thresholds below its share (`level`): the pixel takes
    /// c2 exactly when its Bayer value is below `level`.
    private mutating func mapLookup(rgba: [UInt8], width: Int, height: Int, ordered: Bool) -> [UInt8] {
        let count = width * height
        let palette = self.palette, strength = self.strength
        return rgba.withUnsafeBufferPointer { src in
            Self.bayer.withUnsafeBufferPointer { bayer in
                [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                    guard count > 0, let base = src.baseAddress else {
                        initialized = 0
                        return
                    }
                    let pixels = UnsafeRawPointer(base)
                    // The last colour's answer: flat areas and runs skip even the cache probe.
                    var lastKey: UInt32 = .max
                    var first: UInt8 = 0, second: UInt8 = 0, level: UInt8 = 0
                    let tileMask = BayerMatrix.size - 1
                    for y in 0..<height {
                        let bayerRow = (y & tileMask) * BayerMatrix.size
                        let rowStart = y &* width
                        for x in 0..<width {
                            // Wrapping arithmetic: p < count, so no offset overflows (no checks in the loop).
                            let p = rowStart &+ x
                            // Red, green and blue in one load (bytes r, g, b, a), byte-swapped to the key 0xRRGGBB,
                            // whose slots collide less on the default demo than 0xBBGGRR's (docs/gif.md#the-floor).
                            let word = pixels.loadUnaligned(fromByteOffset: p &* 4, as: UInt32.self)
                            let key = UInt32(littleEndian: word).byteSwapped >> 8
                            if key != lastKey {
                                lastKey = key
                                let slot = QuantizeCache.slot(key)
                                if let hit = cache.lookup(slot) {
                                    (first, second, level) = hit
                                } else {
                                    let r = Int(key >> 16), g = Int(key >> 8 & 0xFF), b = Int(key & 0xFF)
                                    (first, second, level) = ordered
                                        ? Self.orderedAnswer(palette, r: r, g: g, b: b, strength: strength)
                                        : Self.nearestAnswer(palette, r: r, g: g, b: b)
                                    cache.store(slot, first: first, second: second, level: level)
                                }
                            }
                            out[p] = bayer[bayerRow &+ (x & tileMask)] < level ? second : first
                        }
                    }
                    initialized = count
                }
            }
        }
    }

    private static func nearestAnswer(_ palette: Palette, r: Int, g: Int, b: Int) -> (UInt8, UInt8, UInt8) {
        let index = UInt8(palette.table.nearest(r: r, g: g, b: b).index)
        return (index, index, 0)
    }

    /// (c1, c2, level) of one colour for ordered dithering.
    private static func orderedAnswer(_ palette: Palette, r: Int, g: Int, b: Int, strength: Double) -> (UInt8, UInt8, UInt8) {
        let wr = Double(ColorMetric.redWeight), wg = Double(ColorMetric.greenWeight), wb = Double(ColorMetric.blueWeight)
        let first = palette.table.nearest(r: r, g: g, b: b)
        let only = (UInt8(first.index), UInt8(first.index), UInt8(0))
        guard first.distance > 0 else { return only }
        let c1 = palette.colors[first.index]
        let second = palette.table.nearest(
            r: min(max(2 * r - Int(c1.r), 0), 255),
            g: min(max(2 * g - Int(c1.g), 0), 255),
            b: min(max(2 * b - Int(c1.b), 0), 255)).index
        guard second != first.index else { return only }
        let c2 = palette.colors[second]
        let ar = Double(Int(c2.r) - Int(c1.r)), ag = Double(Int(c2.g) - Int(c1.g)), ab = Double(Int(c2.b) - Int(c1.b))
        let vr = Double(r - Int(c1.r)), vg = Double(g - Int(c1.g)), vb = Double(b - Int(c1.b))
        let length = wr * ar * ar + wg * ag * ag + wb * ab * ab
        guard length > 0 else { return only }
        let t = (wr * ar * vr + wg * ag * vg + wb * ab * vb) / length
        let share = min(max(t, 0), 1) * strength
        var level = 0
        while level < thresholds.count && share > thresholds[level] { level += 1 }
        return (UInt8(first.index), UInt8(second), UInt8(level))
    }
}
