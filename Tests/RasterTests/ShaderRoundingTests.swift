import Testing
@testable import Raster

@Suite("Gradient pixels: rounding and rows of one colour")
struct ShaderRoundingTests {
    /// The shader's rounding as it was written before, through the standard library's `rounded()` (libm's `round`):
    /// the independent path `roundedByte` must agree with for every input.
    static func viaRounded(_ value: Double) -> UInt8 { UInt8(Swift.min(255, Swift.max(0, value.rounded()))) }

    @Test("roundedByte rounds half away from zero and clamps to 0...255, NaN to 0")
    func roundedByteByHand() {
        #expect(Shader.roundedByte(0.5) == 1)
        #expect(Shader.roundedByte(1.5) == 2)
        #expect(Shader.roundedByte(2.5) == 3)  // not to even
        #expect(Shader.roundedByte(0.49999999999999994) == 0)  // the largest Double below 0.5
        #expect(Shader.roundedByte(127.49999999999999) == 127)
        #expect(Shader.roundedByte(254.5) == 255)
        #expect(Shader.roundedByte(300) == 255)
        #expect(Shader.roundedByte(-3) == 0)
        #expect(Shader.roundedByte(.nan) == 0)
        #expect(Shader.roundedByte(.infinity) == 255)
        #expect(Shader.roundedByte(-.infinity) == 0)
    }

    @Test("roundedByte equals rounded() then clamping at every whole and half step, and one ulp either side")
    func roundedByteMatchesRounded() {
        var values: [Double] = [-0.0, .leastNonzeroMagnitude, .ulpOfOne, 1e300, -1e300, -0.5]
        for step in -2...257 {
            for value in [Double(step), Double(step) + 0.5] { values += [value.nextDown, value, value.nextUp] }
        }
        for value in values {
            #expect(Shader.roundedByte(value) == Self.viaRounded(value), "value \(value)")
        }
    }

    @Test("every pixel of a row of a vertical gradient has that row's colour")
    func verticalGradientRows() {
        var pixmap = Pixmap(width: 5, height: 4)
        pixmap.fillRect(Rect(x: 0, y: 0, width: 5, height: 4), paint: .linearGradient(
            start: Point(x: 2, y: 0), end: Point(x: 2, y: 4),
            stops: [GradientStop(0, .black), GradientStop(1, .white)]))
        // Row y samples t = (y + 0.5) / 4: 255 t = 31.875, 95.625, 159.375, 223.125.
        for (y, level) in [(0, 32), (1, 96), (2, 159), (3, 223)] {
            for x in 0..<5 {
                #expect(pixmap.color(x: x, y: y) == Color(r: UInt8(level), g: UInt8(level), b: UInt8(level)),
                        "pixel (\(x), \(y))")
            }
        }
    }
}
