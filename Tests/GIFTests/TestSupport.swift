@testable import GIF

/// Deterministic 64-bit LCG (Knuth MMIX constants) so test inputs are reproducible.
struct SeededGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 20) }
}

/// An opaque RGBA8 canvas for building synthetic frames.
struct TestCanvas {
    let width: Int
    let height: Int
    var rgba: [UInt8]

    init(width: Int, height: Int, fill: PaletteColor) {
        self.width = width
        self.height = height
        rgba = []
        rgba.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { rgba += [fill.r, fill.g, fill.b, 255] }
    }

    mutating func set(_ x: Int, _ y: Int, _ c: PaletteColor) {
        let o = (y * width + x) * 4
        rgba[o] = c.r; rgba[o + 1] = c.g; rgba[o + 2] = c.b; rgba[o + 3] = 255
    }

    func pixel(_ x: Int, _ y: Int) -> PaletteColor {
        let o = (y * width + x) * 4
        return PaletteColor(r: rgba[o], g: rgba[o + 1], b: rgba[o + 2])
    }

    mutating func fillRect(x: Int, y: Int, w: Int, h: Int, _ c: PaletteColor) {
        for yy in y..<(y + h) { for xx in x..<(x + w) { set(xx, yy, c) } }
    }

    /// Horizontal gradient from `from` to `to` over the rows y..<y+h.
    mutating func gradient(y: Int, h: Int, from: PaletteColor, to: PaletteColor) {
        for yy in y..<(y + h) {
            for xx in 0..<width {
                let t = Double(xx) / Double(max(width - 1, 1))
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
                set(xx, yy, PaletteColor(r: mix(from.r, to.r), g: mix(from.g, to.g), b: mix(from.b, to.b)))
            }
        }
    }
}

/// The RGBA a viewer should show for `indices` mapped through `palette`.
func expectedRGBA(_ indices: [UInt8], _ palette: Palette) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(indices.count * 4)
    for i in indices {
        let c = palette[Int(i)]
        out += [c.r, c.g, c.b, 255]
    }
    return out
}

/// Brute-force nearest palette index under the module's metric (lowest index on ties).
func bruteForceNearest(_ palette: Palette, _ r: Int, _ g: Int, _ b: Int) -> Int {
    var best = 0, bestDistance = Int.max
    for (i, c) in palette.colors.enumerated() {
        let dr = r - Int(c.r), dg = g - Int(c.g), db = b - Int(c.b)
        let d = 3 * dr * dr + 4 * dg * dg + 2 * db * db
        if d < bestDistance { bestDistance = d; best = i }
    }
    return best
}

/// Index of the first occurrence of `needle` in `haystack`.
func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
        return start
    }
    return nil
}
