import Testing
@testable import Raster

/// Small exact-pixel goldens, one per feature. Look at `Golden/*.png` after re-recording.
@Suite("Golden images")
struct GoldenTests {
    static let size = 48
    let background = Color(hex: "#F4F1EA") ?? .white
    let ink = Color(hex: "#BE2045") ?? .black

    func canvas() -> Pixmap { Pixmap(width: Self.size, height: Self.size, fill: background) }

    /// A test picture: four coloured quadrants with a white diagonal, `width` x `height`.
    static func testPicture(width: Int, height: Int) -> RasterImage {
        var pixmap = Pixmap(width: width, height: height, fill: Color(hex: "#1DA3FB") ?? .black)
        let w = Double(width), h = Double(height)
        pixmap.fillRect(Rect(x: w / 2, y: 0, width: w / 2, height: h / 2), paint: .solid(Color(hex: "#FC4548") ?? .black))
        pixmap.fillRect(Rect(x: 0, y: h / 2, width: w / 2, height: h / 2), paint: .solid(Color(hex: "#9EC627") ?? .black))
        pixmap.fillRect(Rect(x: w / 2, y: h / 2, width: w / 2, height: h / 2), paint: .solid(Color(hex: "#804AFB") ?? .black))
        pixmap.fill(.polygon([Point(x: 0, y: 0), Point(x: w * 0.12, y: 0), Point(x: w, y: h), Point(x: w * 0.88, y: h)]),
                    paint: .solid(.white))
        return RasterImage(pixmap)
    }

    @Test func antiAliasedCircle() throws {
        var pixmap = canvas()
        pixmap.fill(.circle(center: Point(x: 23.3, y: 24.6), radius: 17.4), paint: .solid(ink))
        try GoldenImage.check(pixmap, named: "circle")
    }

    @Test func roundedRects() throws {
        var pixmap = canvas()
        pixmap.fill(.roundedRect(Rect(x: 3, y: 3, width: 42, height: 19), radius: 8), paint: .solid(ink))
        pixmap.fill(.roundedRect(Rect(x: 3, y: 26, width: 42, height: 19), radius: 8, style: .continuous),
                    paint: .solid(Color(hex: "#5275FB") ?? .black))
        try GoldenImage.check(pixmap, named: "rounded-rect")
    }

    @Test func starFillRules() throws {
        for (rule, name) in [(FillRule.nonZero, "star-nonzero"), (.evenOdd, "star-evenodd")] {
            var pixmap = canvas()
            pixmap.fill(.polygon(pentagram(center: Point(x: 24, y: 25.5), radius: 22)), paint: .solid(ink), fillRule: rule)
            try GoldenImage.check(pixmap, named: name)
        }
    }

    @Test func linearGradient() throws {
        var pixmap = canvas()
        pixmap.fill(.roundedRect(Rect(x: 4, y: 4, width: 40, height: 40), radius: 10),
                    paint: .linearGradient(start: Point(x: 4, y: 4), end: Point(x: 44, y: 44), stops: [
                        GradientStop(0, Color(hex: "#1DA3FB") ?? .black), GradientStop(0.5, .white),
                        GradientStop(1, Color(hex: "#804AFB") ?? .black)]))
        try GoldenImage.check(pixmap, named: "gradient")
    }

    @Test func trapeziumClipMask() throws {
        var pixmap = canvas()
        // The Yahoo-style header mask: (0,0) -> (w,0) -> (w,h) -> (0, h − cut), here at 48 px with a 14 px cut.
        let trapezium = Path.polygon([Point(x: 0, y: 0), Point(x: 48, y: 0), Point(x: 48, y: 40), Point(x: 0, y: 26)])
        let clip = ClipMask(path: trapezium, width: 48, height: 48)
        pixmap.drawImage(Self.testPicture(width: 32, height: 24), in: Rect(x: 0, y: 0, width: 48, height: 40),
                         contentMode: .scaleAspectFill, clip: clip)
        try GoldenImage.check(pixmap, named: "trapezium-clip")
    }

    @Test func aspectFillUpscale() throws {
        var pixmap = canvas()
        let view = Rect(x: 4, y: 8, width: 40, height: 30)
        pixmap.drawImage(Self.testPicture(width: 12, height: 12), in: view, contentMode: .scaleAspectFill,
                         clip: .rect(view, width: 48, height: 48))
        try GoldenImage.check(pixmap, named: "aspect-fill-up")
    }

    @Test func aspectFillDownscale() throws {
        var pixmap = canvas()
        let view = Rect(x: 4.5, y: 8.25, width: 39, height: 30)
        pixmap.drawImage(Self.testPicture(width: 160, height: 90), in: view, contentMode: .scaleAspectFill,
                         clip: .rect(view, width: 48, height: 48))
        try GoldenImage.check(pixmap, named: "aspect-fill-down")
    }

    @Test func pixelAlignedRects() throws {
        var pixmap = canvas()
        pixmap.fillRect(Rect(x: 4, y: 4, width: 20, height: 12), paint: .solid(ink))
        pixmap.fill(.rect(Rect(x: 24, y: 16, width: 20, height: 12)), paint: .solid(Color(hex: "#1BAF20") ?? .black))
        pixmap.fillRect(Rect(x: 4, y: 32, width: 40, height: 12), paint: .solid(.black), opacity: 0.5)
        try GoldenImage.check(pixmap, named: "pixel-rects")
        // Sharpness, independent of the golden: only the four colours, no blended edge pixels except the 50% band.
        let colours = Set((0..<48).flatMap { y in (0..<48).map { x in pixmap.color(x: x, y: y) } })
        #expect(colours.count == 4)
    }
}
