#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Raster

/// `Pixmap.gaussianBlurred(sigma:)` and `Pixmap.alphaTinted(_:opacity:)`: expected values come from the Gaussian
/// formula evaluated here, not from the code under test.
@Suite("Gaussian blur and shadow tint of premultiplied pixels")
struct GaussianBlurTests {
    /// The premultiplied bytes of pixel (x, y) of a plain (non-window) canvas.
    static func pixel(_ canvas: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let index = (y * canvas.width + x) * 4
        return (0..<4).map { Int(canvas.pixels[index + $0]) }
    }

    /// A `width` x `height` transparent canvas with an opaque white vertical line one pixel wide at `column`.
    static func verticalLine(width: Int, height: Int, column: Int) -> Pixmap {
        var canvas = Pixmap(width: width, height: height)
        canvas.fillRect(Rect(x: Double(column), y: 0, width: 1, height: Double(height)), paint: .solid(.white))
        return canvas
    }

    /// The normalised Gaussian weights g₋ᵣ ... gᵣ, r = ⌈3σ⌉, straight from exp(−i² / 2σ²) / Σ.
    static func normalisedGaussian(sigma: Double) -> [Double] {
        let radius = Int((3 * sigma).rounded(.up))
        let raw = (-radius...radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    /// Deterministic translucent premultiplied pixels (colour <= alpha), from a linear congruential generator.
    static func noise(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var bytes: [UInt8] = []
        for _ in 0..<(width * height) {
            let alpha = next()
            bytes += [mul255(next(), alpha), mul255(next(), alpha), mul255(next(), alpha), alpha]
        }
        return Pixmap(width: width, height: height, premultipliedPixels: bytes)!
    }

    @Test("a one-pixel line's row profile is 255 times the normalised Gaussian", arguments: [1.0, 2.0])
    func lineProfile(sigma: Double) throws {
        let line = Self.verticalLine(width: 21, height: 40, column: 10)
        let (blurred, margin) = line.gaussianBlurred(sigma: sigma)
        let expected = Self.normalisedGaussian(sigma: sigma)
        let radius = expected.count / 2
        try #require(margin == radius)
        #expect(blurred.width == 21 + 2 * radius && blurred.height == 40 + 2 * radius)
        // Row 20 of the source is more than r rows from its top and bottom: the vertical pass sees a constant
        // column there, so the row is the horizontal profile alone.
        let row = 20 + margin
        for x in 0..<blurred.width {
            let offset = x - (10 + margin)
            let ideal = abs(offset) <= radius ? 255 * expected[offset + radius] : 0
            let value = Self.pixel(blurred, x, row)
            #expect(abs(Double(value[3]) - ideal) <= 1, "x \(x): alpha \(value[3]), expected \(ideal)")
            // White premultiplied: every channel equals alpha.
            #expect(value[0] == value[3] && value[1] == value[3] && value[2] == value[3])
        }
        // The centre: σ = 1 gives 255 · 1 / 2.5066 = 101.7, σ = 2 gives 255 / 5.0133 = 50.9 (Σ ≈ σ√(2π)).
        let centre = Double(Self.pixel(blurred, 10 + margin, row)[3])
        #expect(abs(centre - 255 / (sigma * (2 * Double.pi).squareRoot())) <= 1.5)
    }

    @Test("total alpha is conserved within the rounding of each result pixel")
    func alphaConserved() {
        for sigma in [0.7, 2.0, 3.3] {
            var dot = Pixmap(width: 5, height: 4)
            dot.fillRect(Rect(x: 1, y: 1, width: 2, height: 1), paint: .solid(Color(r: 40, g: 90, b: 200, a: 255)))
            let (blurred, _) = dot.gaussianBlurred(sigma: sigma)
            var total = 0
            for index in stride(from: 3, to: blurred.pixels.count, by: 4) { total += Int(blurred.pixels[index]) }
            // Each result alpha is rounded once (half a unit at most) after a sum of weights that is exactly 1.
            let pixels = blurred.width * blurred.height
            #expect(Double(abs(total - 2 * 255)) <= Double(pixels) * 0.51, "σ \(sigma): total \(total)")
        }
    }

    @Test("sigma 0, negative or NaN returns the same bytes and margin 0, also from a window")
    func zeroSigma() {
        let source = Self.noise(width: 7, height: 5, seed: 11)
        for sigma in [0.0, -3.0, Double.nan] {
            let (result, margin) = source.gaussianBlurred(sigma: sigma)
            #expect(margin == 0)
            #expect(result == source)
        }
        let window = Pixmap(window: source, x: 2, y: 1, width: 4, height: 3)
        let (result, margin) = window.gaussianBlurred(sigma: 0)
        #expect(margin == 0 && result.width == 4 && result.height == 3)
        for y in 0..<3 {
            for x in 0..<4 { #expect(Self.pixel(result, x, y) == Self.pixel(source, x + 2, y + 1)) }
        }
    }

    @Test("a uniform opaque interior keeps its colour exactly away from the edges")
    func uniformInterior() {
        let colour = Color(r: 200, g: 100, b: 50, a: 255)
        let block = Pixmap(width: 30, height: 26, fill: colour)
        let (blurred, margin) = block.gaussianBlurred(sigma: 2)
        #expect(margin == 6)
        // Source pixels at least r = 6 from every edge see only the colour; the weights sum to exactly one.
        for y in 6..<(26 - 6) {
            for x in 6..<(30 - 6) { #expect(Self.pixel(blurred, x + margin, y + margin) == [200, 100, 50, 255]) }
        }
        // The corners of the grown result are far outside the block: transparent.
        #expect(Self.pixel(blurred, 0, 0) == [0, 0, 0, 0])
    }

    @Test("the margin is ceil(3 sigma), sigma is clamped to the maximum")
    func margins() throws {
        let one = Pixmap(width: 1, height: 1, fill: .white)
        // ⌈3σ⌉: 0.4 -> ⌈1.2⌉ = 2, 1 -> 3, 1.5 -> ⌈4.5⌉ = 5, 2 -> 6, 2.34 -> ⌈7.02⌉ = 8.
        for (sigma, margin) in [(0.4, 2), (1.0, 3), (1.5, 5), (2.0, 6), (2.34, 8)] {
            let result = one.gaussianBlurred(sigma: sigma)
            #expect(result.margin == margin)
            #expect(result.pixmap.width == 1 + 2 * margin && result.pixmap.height == 1 + 2 * margin)
        }
        #expect(Pixmap.maximumBlurSigma == 200)
        // 3 · 200 = 600.
        #expect(one.gaussianBlurred(sigma: 1e9).margin == 600)
        #expect(one.gaussianBlurred(sigma: .infinity).margin == 600)
    }

    @Test("the fixed-point kernel sums to exactly 2^16 and is within one unit of the ideal weights")
    func kernelWeights() throws {
        for sigma in [0.01, 0.5, 1.0, 2.0, 7.5, 40.0, 200.0] {
            let half = Pixmap.gaussianKernel(sigma: sigma)
            #expect(half[0] + 2 * half.dropFirst().reduce(0, +) == 65536)
            let ideal = Self.normalisedGaussian(sigma: sigma)
            let radius = ideal.count / 2
            try #require(half.count == radius + 1)
            for i in 0...radius { #expect(abs(Double(half[i]) - ideal[radius + i] * 65536) <= 1.5) }
        }
    }

    @Test("translucent noise stays valid premultiplied, the same on every call, and a window blurs as its pixels")
    func premultipliedValid() throws {
        let source = Self.noise(width: 23, height: 17, seed: 5)
        let (blurred, margin) = source.gaussianBlurred(sigma: 1.7)
        for index in stride(from: 0, to: blurred.pixels.count, by: 4) {
            let alpha = blurred.pixels[index + 3]
            #expect(blurred.pixels[index] <= alpha && blurred.pixels[index + 1] <= alpha
                    && blurred.pixels[index + 2] <= alpha)
        }
        // Rebuilding from the bytes re-checks the invariant.
        #expect(Pixmap(width: blurred.width, height: blurred.height, premultipliedPixels: blurred.pixels) != nil)
        #expect(source.gaussianBlurred(sigma: 1.7).pixmap == blurred)
        let window = Pixmap(window: source, x: 3, y: 2, width: 12, height: 9)
        let fromWindow = window.gaussianBlurred(sigma: 1.7)
        #expect(fromWindow.margin == margin)
        #expect(fromWindow.pixmap == window.compacted().gaussianBlurred(sigma: 1.7).pixmap)
    }

    @Test("alpha 128 tinted opaque red at opacity 0.5 is (64, 0, 0, 64)")
    func tint() {
        var source = Pixmap(width: 2, height: 1)
        source.pixels = [128, 0, 128, 128, 0, 0, 0, 0]
        let red = Color(r: 255, g: 0, b: 0, a: 255)
        let tinted = source.alphaTinted(red, opacity: 0.5)
        // 255 · 0.5 · 128 / 255 = 64; red premultiplied by 64 is 64.
        let first = Self.pixel(tinted, 0, 0)
        #expect(abs(first[0] - 64) <= 1 && first[1] == 0 && first[2] == 0 && abs(first[3] - 64) <= 1)
        #expect(Self.pixel(tinted, 1, 0) == [0, 0, 0, 0])
        // A translucent grey shadow colour on an opaque pixel: alpha 51 · 1 · 255 / 255 = 51, grey 100 · 51 / 255
        // = 20; the source's colour plays no part.
        let opaque = Pixmap(width: 1, height: 1, fill: Color(r: 10, g: 200, b: 30, a: 255))
        #expect(Self.pixel(opaque.alphaTinted(Color(r: 100, g: 100, b: 100, a: 51), opacity: 1), 0, 0)
                == [20, 20, 20, 51])
        #expect(Self.pixel(opaque.alphaTinted(red, opacity: .nan), 0, 0) == [0, 0, 0, 0])
    }
}
