import Foundation
import Testing
@testable import Raster

/// A `width` x `height` opaque canvas of vertical stripes `period` pixels wide, the first half of each black,
/// the second white.
private func stripes(width: Int, height: Int, period: Int) -> Pixmap {
    var pixmap = Pixmap(width: width, height: height, fill: .black)
    for x in 0..<width where x % period >= period / 2 {
        pixmap.fillRect(Rect(x: Double(x), y: 0, width: 1, height: Double(height)), paint: .solid(.white))
    }
    return pixmap
}

/// An independent Gaussian of one row: the ideal weights exp(−k²/2σ²) over |k| <= 5σ (normalised), the row's
/// ends repeated past them, as the material's blur documents. A vertical-stripe canvas repeats its edge rows too, so
/// its 2-D Gaussian is this 1-D one.
private func gaussianRow(_ row: [Double], sigma: Double) -> [Double] {
    let reach = Int((5 * sigma).rounded(.up))
    let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    return row.indices.map { x in
        var sum = 0.0
        for k in -reach...reach { sum += weights[k + reach] * row[min(row.count - 1, max(0, x + k))] }
        return sum / total
    }
}

/// The documented material of one opaque grey level g (0...255): saturation leaves a grey alone, then the tint
/// source-over (t·tₐ + g·(1 − tₐ)), then the colour dodge min(255, c / (1 − d)).
private func materialGrey(_ g: Double, tint: Color, dodge: Double) -> Double {
    let alpha = Double(tint.a) / 255
    return min(255, (Double(tint.r) * alpha + g * (1 - alpha)) / (1 - dodge))
}

@Suite struct BackdropTests {
    /// A material across stripes equals an independent Gaussian of the stripes followed by the tint and the dodge,
    /// within ±2 per channel, at a full-resolution sigma (4 px) and a reduced one (30 px, the materials' 30 pt at
    /// @1x). Cross-checked offline with numpy (`np.convolve` of the edge-padded row with the normalised kernel
    /// over |k| <= 5σ): σ = 30 px over 64 px black / 64 px white stripes gives 4.37 at x = 0 (black repeats to the
    /// left), 124.83 at x = 64 (the first white pixel, pulled down by the next black run too) and 182.21 at x = 96
    /// (a white run's centre); ultraThin's tint #BFBFBF at 112/255 and dodge 13/255 then give
    /// (191·112/255 + g·(1 − 112/255)) / (1 − 13/255) = 90.98, 162.16 and 196.07.
    @Test(arguments: [(4.0, 16), (30.0, 128)])
    func stripesAreBlurredTintedAndDodgedAsDocumented(sigma: Double, period: Int) throws {
        let width = 512, height = 24
        let tint = Color(r: 0xBF, g: 0xBF, b: 0xBF, a: 112), dodge = 0x0D / 255.0
        var canvas = stripes(width: width, height: height, period: period)
        let row = (0..<width).map { x in x % period >= period / 2 ? 255.0 : 0 }
        canvas.drawBackdrop(BackdropMaterial(sigma: sigma, saturation: 1.8, tint: tint, dodge: dodge),
                            in: .rect(Rect(x: 0, y: 4, width: Double(width), height: 16)), opacity: 1, clip: nil)
        let expected = gaussianRow(row, sigma: sigma).map { materialGrey($0, tint: tint, dodge: dodge) }
        var worst = 0.0
        for y in [4, 11, 19] {
            for x in 0..<width {
                let c = canvas.color(x: x, y: y)
                #expect(c.a == 255 && c.r == c.g && c.g == c.b)
                worst = max(worst, abs(Double(c.r) - expected[x]))
            }
        }
        #expect(worst <= 2, "largest difference \(worst)")
        if period == 128 {
            #expect(abs(expected[0] - 90.98) < 0.01 && abs(expected[64] - 162.16) < 0.01
                    && abs(expected[96] - 196.07) < 0.01)
        }
    }

    /// Saturation 1.8 on (120, 160, 200) by hand: L = 0.2126·120 + 0.7152·160 + 0.0722·200 = 154.384; each channel
    /// L + 1.8·(c − L): 154.384 − 61.8912 = 92.49, 154.384 + 10.1088 = 164.49, 154.384 + 82.1088 = 236.49, so
    /// (92, 164, 236), whose luminance is L again. A uniform canvas blurs to itself (edge pixels repeat).
    @Test func saturationFollowsTheRec709MatrixWorkedByHand() {
        var canvas = Pixmap(width: 40, height: 30, fill: Color(r: 120, g: 160, b: 200))
        canvas.drawBackdrop(BackdropMaterial(sigma: 5, saturation: 1.8), in: .rect(Rect(x: 5, y: 5, width: 30, height: 20)),
                            opacity: 1, clip: nil)
        #expect(canvas.color(x: 20, y: 15) == Color(r: 92, g: 164, b: 236))
        #expect(canvas.color(x: 5, y: 5) == Color(r: 92, g: 164, b: 236))
        #expect(canvas.color(x: 4, y: 5) == Color(r: 120, g: 160, b: 200))
    }

    /// Opacity 0 leaves the canvas's bytes; opacity 1 gives the material itself; 0.5 lies half way (±1).
    @Test func opacityMixesTheBackdropWithTheMaterial() {
        let material = BackdropMaterial(sigma: 6, saturation: 1.8, tint: Color(r: 0xB3, g: 0xB3, b: 0xB3, a: 209),
                                        dodge: 0x38 / 255.0)
        let shape = Path.rect(Rect(x: 0, y: 0, width: 64, height: 16))
        let original = stripes(width: 64, height: 16, period: 8)
        var none = original, full = original, half = original
        none.drawBackdrop(material, in: shape, opacity: 0, clip: nil)
        full.drawBackdrop(material, in: shape, opacity: 1, clip: nil)
        half.drawBackdrop(material, in: shape, opacity: 0.5, clip: nil)
        let untouched = none.pixels == original.pixels, drawn = full.pixels != original.pixels
        #expect(untouched && drawn)
        var worst = 0.0
        for index in stride(from: 0, to: original.pixels.count, by: 4) {
            for lane in 0..<3 {
                let mid = (Double(original.pixels[index + lane]) + Double(full.pixels[index + lane])) / 2
                worst = max(worst, abs(Double(half.pixels[index + lane]) - mid))
            }
        }
        #expect(worst <= 1)
        // The full material over an 8 px stripe pattern at sigma 6 is nearly flat: mid grey tinted and dodged,
        // (179·0.8196 + 127.5·0.1804) / (1 − 56/255) = 217.5.
        #expect(abs(Double(full.color(x: 32, y: 8).r) - 217.5) <= 2)
    }

    /// Outside the rounded shape, and outside the clip, no byte changes; inside, the material replaces the stripes.
    @Test func pixelsOutsideTheShapeAndTheClipAreUntouched() {
        let original = stripes(width: 100, height: 80, period: 10)
        var canvas = original
        let shape = Path.roundedRect(Rect(x: 10, y: 10, width: 80, height: 60), radius: 20, style: .continuous)
        let clip = ClipMask.rect(Rect(x: 0, y: 0, width: 100, height: 50), width: 100, height: 80)
        canvas.drawBackdrop(BackdropMaterial(sigma: 3, tint: Color(r: 255, g: 0, b: 0, a: 128)), in: shape,
                            opacity: 1, clip: clip)
        let coverage = original.coverage(of: shape)
        var changedOutside: [(Int, Int)] = []
        for y in 0..<80 {
            for x in 0..<100 {
                let mx = x - coverage.originX, my = y - coverage.originY
                let inside = mx >= 0 && my >= 0 && mx < coverage.width && my < coverage.height
                    && coverage.coverage[my * coverage.width + mx] > 0
                if (!inside || y >= 50) && canvas.color(x: x, y: y) != original.color(x: x, y: y) {
                    changedOutside.append((x, y))
                }
            }
        }
        #expect(changedOutside.isEmpty, "changed outside: \(changedOutside.prefix(5))")
        // The rounded corner leaves the rectangle's corner pixel alone; the centre is tinted red.
        #expect(canvas.color(x: 10, y: 10) == original.color(x: 10, y: 10))
        let centre = canvas.color(x: 50, y: 30)
        #expect(centre.r > centre.g && centre.g == centre.b)
    }
}
