/// How the GIF encoder maps colours that are not in the palette (`RenderOptions.dither`; docs/gif.md#dithering).
///
/// In every mode a pixel whose colour IS a palette colour maps to that colour exactly and never receives
/// dither noise, so flat UI areas stay clean and do not shimmer from frame to frame.
public enum DitherMode: String, Sendable, Equatable, CaseIterable {
    /// Nearest palette colour only (banding on gradients, no noise).
    case none
    /// Positional 8x8 Bayer pattern mixing the two palette colours around the pixel: the same input pixel at
    /// the same position always gives the same index, so static and scrolling content is stable across frames.
    /// The default (at strength `RenderOptions.Defaults.ditherStrength`).
    case ordered
    /// Serpentine Floyd–Steinberg error diffusion restricted to pixels that are not palette colours. Smoother
    /// gradients, but a change anywhere upstream can change the noise downstream (more shimmer, more bytes).
    case diffusion
}

/// The 8x8 Bayer threshold matrix (values 0...63, each once), built by the classic recursive construction
/// M(2n) = [[4M, 4M+2], [4M+3, 4M+1]] (Bayer 1973, "An optimum method for two-level rendition").
enum BayerMatrix {
    /// Side length of the matrix.
    static let size = 8
    /// Row-major thresholds `values[y * 8 + x]`.
    static let values: [Int] = (0..<(size * size)).map { value(x: $0 % size, y: $0 / size) }

    /// Threshold at (x, y), 0 ≤ x, y < 8: each bit level contributes 2 * (x xor y) + y, the lowest bit most
    /// significantly (that is what the recursive construction unrolls to).
    static func value(x: Int, y: Int) -> Int {
        var result = 0
        for level in 0..<3 {
            let xBit = (x >> level) & 1
            let yBit = (y >> level) & 1
            result = result << 2 | (2 * (xBit ^ yBit) + yBit)
        }
        return result
    }
}
