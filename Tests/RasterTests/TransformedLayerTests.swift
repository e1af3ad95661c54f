import Testing
@testable import Raster

/// `Pixmap.draw(_:transform:opacity:clip:)`: expected pixels are worked out by hand from the geometry.
@Suite("Compositing a layer through an affine transform")
struct TransformedLayerTests {
    static let red = Color(r: 255, g: 0, b: 0, a: 255)
    static let green = Color(r: 0, g: 255, b: 0, a: 255)
    static let blue = Color(r: 0, g: 0, b: 255, a: 255)

    static func pixel(_ canvas: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        GaussianBlurTests.pixel(canvas, x, y)
    }

    @Test("identity plus an integer translation gives draw(atX:y:)'s bytes", arguments: [(3, -2), (-4, 5), (0, 0)])
    func integerTranslationMatchesDraw(offset: (Int, Int)) {
        let layer = GaussianBlurTests.noise(width: 9, height: 7, seed: 21)
        var opaqueSpots = layer
        // Some opaque pixels too, which `draw(atX:y:)` copies whole.
        opaqueSpots.fillRect(Rect(x: 2, y: 1, width: 5, height: 2), paint: .solid(Self.blue))
        let background = GaussianBlurTests.noise(width: 12, height: 10, seed: 4)
        var expected = background
        expected.draw(opaqueSpots, atX: offset.0, y: offset.1)
        var drawn = background
        drawn.draw(opaqueSpots, transform: .translation(x: Double(offset.0), y: Double(offset.1)), opacity: 1,
                   clip: nil)
        #expect(drawn == expected)
        #expect(drawn != background)
    }

    @Test("scale 2 of a 4 x 4 opaque layer covers exactly pixels 0..<8 x 0..<8")
    func scaleUp() {
        let layer = Pixmap(width: 4, height: 4, fill: Self.red)
        var canvas = Pixmap(width: 12, height: 11)
        canvas.draw(layer, transform: .scale(2), opacity: 1, clip: nil)
        for y in 0..<11 {
            for x in 0..<12 {
                let inside = x < 8 && y < 8
                #expect(Self.pixel(canvas, x, y) == (inside ? [255, 0, 0, 255] : [0, 0, 0, 0]), "(\(x), \(y))")
            }
        }
    }

    @Test("scale 0.5 of an 8 x 8 opaque layer gives a fully covered 4 x 4 block")
    func scaleDown() {
        let layer = Pixmap(width: 8, height: 8, fill: Self.green)
        var canvas = Pixmap(width: 6, height: 6)
        canvas.draw(layer, transform: .scale(0.5), opacity: 1, clip: nil)
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = x < 4 && y < 4
                #expect(Self.pixel(canvas, x, y) == (inside ? [0, 255, 0, 255] : [0, 0, 0, 0]), "(\(x), \(y))")
            }
        }
    }

    @Test("a quarter turn clockwise puts the layer's left column on top")
    func quarterTurn() {
        // Layer 3 wide, 2 tall: column 0 red except its top pixel (0, 0), which is green; columns 1-2 blue.
        var layer = Pixmap(width: 3, height: 2, fill: Self.blue)
        layer.fillRect(Rect(x: 0, y: 0, width: 1, height: 2), paint: .solid(Self.red))
        layer.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), paint: .solid(Self.green))
        // (u, v) -> (2 − v, u): a 90° turn clockwise on screen (y down) followed by a shift right by the layer's
        // height, so the 3 x 2 layer lands on canvas pixels x 0..<2, y 0..<3. Layer pixel (u, v)'s centre
        // (u + ½, v + ½) goes to (1.5 − v, u + ½): canvas pixel (1 − v, u). So canvas row 0 is layer column 0:
        // (0, 0) <- layer (0, 1) red, (1, 0) <- layer (0, 0) green; rows 1 and 2 are blue.
        let quarter = Transform(a: 0, b: 1, c: -1, d: 0, tx: 2, ty: 0)
        var canvas = Pixmap(width: 4, height: 4)
        canvas.draw(layer, transform: quarter, opacity: 1, clip: nil)
        let r = [255, 0, 0, 255], g = [0, 255, 0, 255], b = [0, 0, 255, 255], o = [0, 0, 0, 0]
        let expected = [[r, g, o, o], [b, b, o, o], [b, b, o, o], [o, o, o, o]]
        for y in 0..<4 {
            for x in 0..<4 { #expect(Self.pixel(canvas, x, y) == expected[y][x], "(\(x), \(y))") }
        }
        // The same turn built from `Transform.rotation` (cos(π/2) is 6e-17, not 0) lands within a unit.
        var rotated = Pixmap(width: 4, height: 4)
        rotated.draw(layer, transform: Transform.rotation(Double.pi / 2).translatedBy(x: 2, y: 0), opacity: 1,
                     clip: nil)
        for y in 0..<4 {
            for x in 0..<4 {
                let got = Self.pixel(rotated, x, y)
                #expect(zip(got, expected[y][x]).allSatisfy { abs($0 - $1) <= 1 }, "(\(x), \(y)): \(got)")
            }
        }
    }

    @Test("a 45 degree turn keeps the layer's area: alpha sums to 255 per layer pixel")
    func diagonalTurnKeepsArea() {
        let layer = Pixmap(width: 6, height: 4, fill: Self.blue)
        let turn = Transform.translation(x: -3, y: -2).concatenating(.rotation(Double.pi / 4))
            .concatenating(.translation(x: 10, y: 10))
        var canvas = Pixmap(width: 20, height: 20)
        canvas.draw(layer, transform: turn, opacity: 1, clip: nil)
        var total = 0
        for index in stride(from: 3, to: canvas.pixels.count, by: 4) { total += Int(canvas.pixels[index]) }
        // A rotation keeps area (determinant 1): 24 pixels' worth, up to each edge pixel's coverage rounding.
        #expect(abs(total - 24 * 255) <= 20, "total alpha \(total)")
        // The centre is inside, far from the corners (which reach ≈ 3.5 px from it).
        #expect(Self.pixel(canvas, 10, 10) == [0, 0, 255, 255])
        #expect(Self.pixel(canvas, 10, 5) == [0, 0, 0, 0] && Self.pixel(canvas, 4, 10) == [0, 0, 0, 0])
    }

    @Test("a half-pixel shift gives half-covered edge pixels")
    func halfPixelShift() {
        let layer = Pixmap(width: 4, height: 3, fill: Self.blue)
        var canvas = Pixmap(width: 7, height: 4)
        canvas.draw(layer, transform: .translation(x: 1.5, y: 0), opacity: 1, clip: nil)
        // The layer spans x 1.5 ... 5.5: pixels 1 and 5 are half covered, 2-4 fully.
        for y in 0..<3 {
            for x in [1, 5] {
                let value = Self.pixel(canvas, x, y)
                #expect(abs(value[3] - 128) <= 1 && value[2] == value[3] && value[0] == 0, "(\(x), \(y))")
            }
            for x in 2...4 { #expect(Self.pixel(canvas, x, y) == [0, 0, 255, 255]) }
            #expect(Self.pixel(canvas, 0, y) == [0, 0, 0, 0] && Self.pixel(canvas, 6, y) == [0, 0, 0, 0])
        }
        #expect(Self.pixel(canvas, 3, 3) == [0, 0, 0, 0])
    }

    @Test("opacity 0.5 halves alpha, a clip restricts the drawing")
    func opacityAndClip() {
        let layer = Pixmap(width: 4, height: 4, fill: Self.red)
        var half = Pixmap(width: 4, height: 4)
        half.draw(layer, transform: .identity, opacity: 0.5, clip: nil)
        let value = Self.pixel(half, 2, 2)
        #expect(abs(value[3] - 128) <= 1 && value[0] == value[3] && value[1] == 0)

        // A whole-pixel rectangle clip: only columns 0-1 are drawn.
        var clipped = Pixmap(width: 6, height: 4)
        clipped.draw(layer, transform: .translation(x: 1, y: 0), opacity: 1,
                     clip: .rect(Rect(x: 0, y: 0, width: 3, height: 4), width: 6, height: 4))
        for y in 0..<4 {
            #expect(Self.pixel(clipped, 1, y) == [255, 0, 0, 255] && Self.pixel(clipped, 2, y) == [255, 0, 0, 255])
            for x in [0, 3, 4, 5] { #expect(Self.pixel(clipped, x, y) == [0, 0, 0, 0]) }
        }
        // A fractional clip edge at x 2.5: column 2 half covered, column 3 not at all.
        var soft = Pixmap(width: 6, height: 4)
        soft.draw(layer, transform: .translation(x: 1, y: 0), opacity: 1,
                  clip: .rect(Rect(x: 0, y: 0.5, width: 2.5, height: 3), width: 6, height: 4))
        #expect(Self.pixel(soft, 1, 2) == [255, 0, 0, 255])
        #expect(abs(Self.pixel(soft, 2, 2)[3] - 128) <= 1 && abs(Self.pixel(soft, 1, 0)[3] - 128) <= 1)
        #expect(Self.pixel(soft, 3, 2) == [0, 0, 0, 0])
    }

    @Test("a singular or non-finite transform draws nothing")
    func singular() {
        let layer = Pixmap(width: 4, height: 4, fill: Self.red)
        let background = GaussianBlurTests.noise(width: 8, height: 8, seed: 9)
        let transforms = [Transform.scale(x: 0, y: 1), Transform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1),
                          Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), .translation(x: .infinity, y: 0)]
        for transform in transforms {
            var canvas = background
            canvas.draw(layer, transform: transform, opacity: 1, clip: nil)
            #expect(canvas == background)
        }
    }

    @Test("drawing into a window gives the bytes a canvas of its own gets")
    func intoWindow() {
        // The layer is itself a window (a 5 x 6 rectangle of a larger canvas).
        let layer = Pixmap(window: GaussianBlurTests.noise(width: 8, height: 9, seed: 2), x: 1, y: 2, width: 5,
                           height: 6)
        let turn = Transform.rotation(0.3).scaledBy(x: 1.4, y: 0.9).translatedBy(x: 4.2, y: 1.7)
        var own = Pixmap(width: 10, height: 9, fill: Self.green)
        own.draw(layer.compacted(), transform: turn, opacity: 0.8, clip: nil)
        var window = Pixmap(window: Pixmap(width: 16, height: 14, fill: Self.blue), x: 3, y: 2, width: 10, height: 9)
        window.replaceAll(with: Self.green)
        window.draw(layer, transform: turn, opacity: 0.8, clip: nil)
        #expect(window.compacted() == own)
    }
}
