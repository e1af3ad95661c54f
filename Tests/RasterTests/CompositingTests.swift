import Testing
@testable import Raster

@Suite("Source-over compositing and paints")
struct CompositingTests {
    @Test("half coverage of opaque red over white blends by a·b/255")
    func partialCoverage() {
        var pixmap = Pixmap(width: 2, height: 1, fill: .white)
        let mask = CoverageMask(originX: 0, originY: 0, width: 2, height: 1, coverage: [128, 255])
        pixmap.fill(mask: mask, paint: .solid(Color(r: 255, g: 0, b: 0)))
        // red: 128 + 255·127/255 = 255; green: 0 + 255·127/255 = 127.
        #expect(pixmap.color(x: 0, y: 0) == Color(r: 255, g: 127, b: 127))
        #expect(pixmap.color(x: 1, y: 0) == Color(r: 255, g: 0, b: 0))
    }

    @Test("opacity scales the source alpha")
    func opacity() {
        var pixmap = Pixmap(width: 1, height: 1, fill: .white)
        pixmap.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), paint: .solid(.black), opacity: 0.5)
        // 0.5 -> 128/255 of black: 255·(255 − 128)/255 = 127.
        #expect(pixmap.color(x: 0, y: 0) == Color(r: 127, g: 127, b: 127))
    }

    @Test("translucent colour over transparent keeps straight colour")
    func overTransparent() {
        var pixmap = Pixmap(width: 1, height: 1)
        pixmap.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), paint: .solid(Color(r: 200, g: 100, b: 50, a: 102)))
        // 102/255 = 0.4 exactly: premultiplied (80, 40, 20, 102), and unpremultiplying gives the colour back.
        #expect(pixmap.pixels == [80, 40, 20, 102])
        #expect(pixmap.color(x: 0, y: 0) == Color(r: 200, g: 100, b: 50, a: 102))
    }

    @Test("a horizontal linear gradient samples pixel centres")
    func linearGradient() {
        var pixmap = Pixmap(width: 256, height: 1)
        pixmap.fillRect(Rect(x: 0, y: 0, width: 256, height: 1),
                        paint: .linearGradient(start: Point(x: 0, y: 0), end: Point(x: 256, y: 0),
                                               stops: [GradientStop(0, .black), GradientStop(1, .white)]))
        for x in [0, 1, 100, 127, 128, 255] {
            let expected = UInt8((255 * (Double(x) + 0.5) / 256).rounded())
            #expect(pixmap.color(x: x, y: 0) == Color(r: expected, g: expected, b: expected))
        }
    }

    @Test("gradients pad beyond their end points and honour middle stops")
    func gradientStops() {
        var pixmap = Pixmap(width: 10, height: 1)
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        pixmap.fillRect(Rect(x: 0, y: 0, width: 10, height: 1), paint: .linearGradient(
            start: Point(x: 2, y: 0), end: Point(x: 8, y: 0),
            stops: [GradientStop(1, blue), GradientStop(0, red), GradientStop(0.5, .white)]))
        #expect(pixmap.color(x: 0, y: 0) == red)
        #expect(pixmap.color(x: 9, y: 0) == blue)
        // x = 4.5 -> t = 2.5/6 = 0.41667 between red (0) and white (0.5): g = b = 255·0.8333 = 212.5 -> 213.
        #expect(pixmap.color(x: 4, y: 0) == Color(r: 255, g: 213, b: 213))
    }

    @Test("gradient geometry follows the fill transform")
    func gradientTransform() {
        var pixmap = Pixmap(width: 20, height: 1)
        // In path space the gradient runs 0...10; scaled by 2 it spans 0...20 pixels.
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 0.5)),
                    paint: .linearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 0),
                                           stops: [GradientStop(0, .black), GradientStop(1, .white)]),
                    transform: .scale(2))
        // Pixel 9 centre 9.5 -> path x 4.75 -> t 0.475 -> 121.1 -> 121.
        #expect(pixmap.color(x: 9, y: 0) == Color(r: 121, g: 121, b: 121))
    }

    @Test("a radial gradient is centred and reaches its last stop at the radius")
    func radialGradient() {
        var pixmap = Pixmap(width: 21, height: 21)
        pixmap.fillRect(Rect(x: 0, y: 0, width: 21, height: 21), paint: .radialGradient(
            center: Point(x: 10.5, y: 10.5), radius: 10, stops: [GradientStop(0, .white), GradientStop(1, .black)]))
        #expect(pixmap.color(x: 10, y: 10) == .white)
        #expect(pixmap.color(x: 0, y: 10) == .black)
        // Pixel (15, 10): distance 5 -> t 0.5 -> 127.5 -> 128.
        #expect(pixmap.color(x: 15, y: 10) == Color(r: 128, g: 128, b: 128))
    }

    @Test("colour helpers parse hex and clamp doubles")
    func colors() {
        #expect(Color(hex: "#BE2045") == Color(r: 0xBE, g: 0x20, b: 0x45))
        #expect(Color(hex: "1daf20") == Color(r: 0x1D, g: 0xAF, b: 0x20))
        #expect(Color(hex: "#fff8") == Color(r: 255, g: 255, b: 255, a: 0x88))
        #expect(Color(hex: "#12345678") == Color(r: 0x12, g: 0x34, b: 0x56, a: 0x78))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(red: 1.5, green: 0.5, blue: -1, alpha: .nan) == Color(r: 255, g: 128, b: 0, a: 0))
    }

    @Test("unpremultiplying then premultiplying is the identity for valid premultiplied bytes")
    func premultiplyRoundTrip() throws {
        var bytes: [UInt8] = []
        for alpha in stride(from: 0, through: 255, by: 17) {
            for value in stride(from: 0, through: alpha, by: Swift.max(1, alpha / 5)) {
                bytes += [UInt8(value), UInt8(value / 2), 0, UInt8(alpha)]
            }
        }
        let count = bytes.count / 4
        let pixmap = try #require(Pixmap(width: count, height: 1, premultipliedPixels: bytes))
        let back = try #require(RasterImage(width: count, height: 1, straightRGBA: pixmap.unpremultipliedRGBA()))
        #expect(back.pixels == bytes)
    }
}
