import Testing
@testable import Raster

/// Small exact-pixel goldens, one per feature. Look at `Golden/*.png` after re-recording (a recording run fails,
/// saying what it wrote; run again to check). Beside each recorded comparison, the picture is checked against a
/// reference worked out from the shapes' definitions (`GoldenReference`): point-sampled coverage for the shapes,
/// the gradient's formula for its colours, the test picture's quadrants for the images.
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

    /// Tolerance against the point-sampled coverage, in levels of a channel: the sampling's 1/16 of the
    /// ink-to-background difference (212 levels here: 13) and the painter's own coverage along curves and slanted
    /// edges, within 4 % of the exact area (up to 9.5 levels measured). An edge moved by a quarter pixel moves its
    /// pixels by about 50 levels, a fill-rule mistake by 212.
    static let coverageTolerance = 24.0

    @Test func antiAliasedCircle() throws {
        var pixmap = canvas()
        pixmap.fill(.circle(center: Point(x: 23.3, y: 24.6), radius: 17.4), paint: .solid(ink))
        try GoldenImage.check(pixmap, named: "circle")
        let checked = GoldenReference.check(pixmap, tolerance: Self.coverageTolerance, "circle") { x, y in
            GoldenReference.mix(background, ink, GoldenReference.coverage(x: x, y: y) { px, py in
                (px - 23.3) * (px - 23.3) + (py - 24.6) * (py - 24.6) <= 17.4 * 17.4
            })
        }
        #expect(checked == 48 * 48)
    }

    @Test func roundedRects() throws {
        var pixmap = canvas()
        let circular = Rect(x: 3, y: 3, width: 42, height: 19), continuous = Rect(x: 3, y: 26, width: 42, height: 19)
        let blue = Color(hex: "#5275FB") ?? .black
        pixmap.fill(.roundedRect(circular, radius: 8), paint: .solid(ink))
        pixmap.fill(.roundedRect(continuous, radius: 8, style: .continuous), paint: .solid(blue))
        try GoldenImage.check(pixmap, named: "rounded-rect")
        // Circular corners, rows 0...23 (the top shape and the background around it): point-sampled.
        GoldenReference.check(pixmap, tolerance: Self.coverageTolerance, "circular corners") { x, y in
            y < 24 ? GoldenReference.mix(background, ink, GoldenReference.coverage(x: x, y: y) {
                GoldenReference.inside(circular, radius: 8, x: $0, y: $1)
            }) : nil
        }
        // Continuous corners have no closed form here; the shape is still the rectangle's: background outside it,
        // solid in the middle band (rows 34...36, columns 12...35, more than 8 px from every side), and the same
        // seen in a mirror across either axis of the rectangle (columns x and 47 - x, rows y and 70 - y).
        var wrong: [String] = []
        for y in 24..<48 {
            for x in 0..<48 {
                let colour = pixmap.color(x: x, y: y)
                if x < 3 || x >= 45 || y < 26 || y >= 45, colour != background { wrong.append("(\(x), \(y)) \(colour)") }
                if (34...36).contains(y), (12...35).contains(x), colour != blue { wrong.append("(\(x), \(y)) \(colour)") }
                guard (26..<45).contains(y) else { continue }
                for mirrored in [pixmap.color(x: 47 - x, y: y), pixmap.color(x: x, y: 70 - y)]
                where abs(Int(mirrored.r) - Int(colour.r)) > 1 || abs(Int(mirrored.b) - Int(colour.b)) > 1 {
                    wrong.append("(\(x), \(y)) \(colour) against its mirror \(mirrored)")
                }
            }
        }
        #expect(wrong.isEmpty, "continuous corners: \(wrong.prefix(4))")
    }

    @Test func starFillRules() throws {
        let star = pentagram(center: Point(x: 24, y: 25.5), radius: 22)
        for (rule, name) in [(FillRule.nonZero, "star-nonzero"), (.evenOdd, "star-evenodd")] {
            var pixmap = canvas()
            pixmap.fill(.polygon(star), paint: .solid(ink), fillRule: rule)
            try GoldenImage.check(pixmap, named: name)
            GoldenReference.check(pixmap, tolerance: Self.coverageTolerance, name) { x, y in
                GoldenReference.mix(background, ink, GoldenReference.coverage(x: x, y: y) {
                    GoldenReference.inside(star, rule, x: $0, y: $1)
                })
            }
            // The centre is inside the inner pentagon: wound twice, so filled by non-zero and empty by even-odd.
            #expect(pixmap.color(x: 24, y: 25) == (rule == .nonZero ? ink : background), "\(name)")
        }
    }

    @Test func linearGradient() throws {
        var pixmap = canvas()
        let box = Rect(x: 4, y: 4, width: 40, height: 40)
        let stops = [(29.0, 163.0, 251.0), (255.0, 255.0, 255.0), (128.0, 74.0, 251.0)]  // #1DA3FB, white, #804AFB
        pixmap.fill(.roundedRect(box, radius: 10),
                    paint: .linearGradient(start: Point(x: 4, y: 4), end: Point(x: 44, y: 44), stops: [
                        GradientStop(0, Color(hex: "#1DA3FB") ?? .black), GradientStop(0.5, .white),
                        GradientStop(1, Color(hex: "#804AFB") ?? .black)]))
        try GoldenImage.check(pixmap, named: "gradient")
        // Where the shape covers the whole pixel (all four corners inside: the shape is convex), the colour at its
        // centre: t = ((x + 0.5 - 4) + (y + 0.5 - 4)) / 80 along the diagonal axis, mixed between the two stops
        // around t; outside the box, the background.
        let checked = GoldenReference.check(pixmap, tolerance: 1, "gradient") { x, y in
            if x + 1 <= 4 || x >= 44 || y + 1 <= 4 || y >= 44 { return GoldenReference.channels(background) }
            let corners = [(0, 0), (1, 0), (0, 1), (1, 1)].map { dx, dy in
                GoldenReference.inside(box, radius: 10, x: Double(x + dx), y: Double(y + dy))
            }
            guard !corners.contains(false) else { return nil }
            let t = (Double(x) + Double(y) - 7) / 80
            let (a, b, f) = t < 0.5 ? (stops[0], stops[1], t / 0.5) : (stops[1], stops[2], (t - 0.5) / 0.5)
            return [a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f]
        }
        #expect(checked > 48 * 48 - 200)
    }

    @Test func trapeziumClipMask() throws {
        var pixmap = canvas()
        // The Yahoo-style header mask: (0,0) -> (w,0) -> (w,h) -> (0, h − cut), here at 48 px with a 14 px cut.
        let trapezium = Path.polygon([Point(x: 0, y: 0), Point(x: 48, y: 0), Point(x: 48, y: 40), Point(x: 0, y: 26)])
        let clip = ClipMask(path: trapezium, width: 48, height: 48)
        pixmap.drawImage(Self.testPicture(width: 32, height: 24), in: Rect(x: 0, y: 0, width: 48, height: 40),
                         contentMode: .scaleAspectFill, clip: clip)
        try GoldenImage.check(pixmap, named: "trapezium-clip")
        // Aspect fill of 32 x 24 into 48 x 40: scale max(48/32, 40/24) = 5/3, 160/3 px wide, centred: x from -8/3.
        // A pixel wholly under the cut (its top-left corner below the line from (0, 26) to (48, 40)) is
        // background; one wholly above it shows the picture, checked where the picture is flat.
        let checked = GoldenReference.check(pixmap, tolerance: 0, "trapezium clip") { x, y in
            func below(_ px: Double, _ py: Double) -> Bool { py >= 26 + 14 * px / 48 }
            let (left, right, top, bottom) = (Double(x), Double(x + 1), Double(y), Double(y + 1))
            if below(left, top) && below(right, top) { return GoldenReference.channels(background) }
            guard !below(left, bottom), !below(right, bottom) else { return nil }
            return GoldenReference.imageColor(x: x, y: y, origin: Point(x: -8.0 / 3, y: 0), scale: 5.0 / 3,
                                              width: 32, height: 24, reach: 1.5).map(GoldenReference.channels)
        }
        #expect(checked > 800)
    }

    @Test func aspectFillUpscale() throws {
        var pixmap = canvas()
        let view = Rect(x: 4, y: 8, width: 40, height: 30)
        pixmap.drawImage(Self.testPicture(width: 12, height: 12), in: view, contentMode: .scaleAspectFill,
                         clip: .rect(view, width: 48, height: 48))
        try GoldenImage.check(pixmap, named: "aspect-fill-up")
        // 12 x 12 into 40 x 30: scale max(40/12, 30/12) = 10/3, 40 x 40, centred: y from 8 - 5 = 3. Bilinear taps
        // reach 1.5 source pixels from a pixel centre's source position.
        let checked = checkImage(pixmap, view: view, origin: Point(x: 4, y: 3), scale: 10.0 / 3, width: 12,
                                      height: 12, reach: 1.5, "aspect fill up")
        #expect(checked > 48 * 48 - 40 * 30 + 100)
    }

    @Test func aspectFillDownscale() throws {
        var pixmap = canvas()
        let view = Rect(x: 4.5, y: 8.25, width: 39, height: 30)
        pixmap.drawImage(Self.testPicture(width: 160, height: 90), in: view, contentMode: .scaleAspectFill,
                         clip: .rect(view, width: 48, height: 48))
        try GoldenImage.check(pixmap, named: "aspect-fill-down")
        // 160 x 90 into 39 x 30: scale max(39/160, 30/90) = 1/3, 160/3 x 30, centred: x from 4.5 - (160/3 - 39)/2.
        // Each output pixel averages about 3 x 3 source pixels: reach 4 covers the filter.
        let checked = checkImage(pixmap, view: view, origin: Point(x: 4.5 - (160.0 / 3 - 39) / 2, y: 8.25),
                                      scale: 1.0 / 3, width: 160, height: 90, reach: 4, "aspect fill down")
        #expect(checked > 48 * 48 - 40 * 31 + 200)
    }

    /// Checks an image drawn into `view` (clipped to it): background wholly outside the view, the test picture's
    /// flat colours wholly inside it. Returns how many pixels were checked.
    func checkImage(_ pixmap: Pixmap, view: Rect, origin: Point, scale: Double, width: Int, height: Int,
                           reach: Double, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int
    {
        GoldenReference.check(pixmap, tolerance: 0, name, sourceLocation: sourceLocation) { x, y in
            let (left, top, right, bottom) = (Double(x), Double(y), Double(x + 1), Double(y + 1))
            if right <= view.x || left >= view.x + view.width || bottom <= view.y || top >= view.y + view.height {
                return GoldenReference.channels(background)
            }
            guard left >= view.x, right <= view.x + view.width, top >= view.y, bottom <= view.y + view.height
            else { return nil }
            return GoldenReference.imageColor(x: x, y: y, origin: origin, scale: scale, width: width, height: height,
                                              reach: reach).map(GoldenReference.channels)
        }
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
        // And where: ink, green and half black over (244, 241, 234) = (122, 120.5, 117) by rectangle, else
        // background.
        GoldenReference.check(pixmap, tolerance: 1, "pixel rects") { x, y in
            if (4..<24).contains(x), (4..<16).contains(y) { return GoldenReference.channels(ink) }
            if (24..<44).contains(x), (16..<28).contains(y) { return [27, 175, 32] }
            if (4..<44).contains(x), (32..<44).contains(y) { return [122, 120.5, 117] }
            return GoldenReference.channels(background)
        }
    }
}
