extension Palette {
    /// Maps an opaque RGBA8 frame (`width * height * 4` bytes, alpha ignored) to palette indices.
    ///
    /// A pure function of its arguments: deterministic, thread-safe, and independent of how many threads the
    /// caller uses. Pixels whose colour is in the palette always get that colour's index (no dither noise).
    /// `strength` (clamped to 0...1) scales the dither; 0 behaves like `.none`.
    /// Throws `GIFError.frameSizeMismatch` when the buffer size does not match, or `.invalidParameter` for a
    /// negative size.
    package func quantize(rgba: [UInt8], width: Int, height: Int, dither: DitherMode, strength: Double) throws(GIFError) -> [UInt8] {
        var quantizer = FrameQuantizer(palette: self, dither: dither, strength: strength)
        return try quantizer.quantize(rgba: rgba, width: width, height: height)
    }

    /// Serpentine Floyd–Steinberg (weights 7/16, 3/16, 5/16, 1/16; Floyd & Steinberg 1976) over the pixels
    /// whose colour is not in the palette. Exact palette colours map to themselves and neither receive nor
    /// pass on error; error aimed at them is dropped. The propagated error is scaled by `strength`.
    func quantizeDiffusion(rgba: [UInt8], width: Int, height: Int, strength: Double) -> [UInt8] {
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
