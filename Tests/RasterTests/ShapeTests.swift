import Testing
@testable import Raster

@Suite("Shape builders and transforms")
struct ShapeTests {
    let canvas = Pixmap(width: 64, height: 64)

    @Test("an over-large corner radius clamps to a stadium")
    func radiusClamp() {
        let mask = canvas.coverage(of: .roundedRect(Rect(x: 10, y: 10, width: 40, height: 20), radius: 100))
        // Stadium: a 20 x 20 middle square plus a full circle of radius 10.
        let area = 20 * 20 + Double.pi * 100
        let budget = 2.0 / 3.0 * (2 * Double.pi * 10) * Path.flatteningTolerance + 0.0006 * area + 0.5
        #expect(abs(coveredArea(mask) - area) < budget)
    }

    @Test("a rounded rect's area is the rect minus four corner notches")
    func roundedRectArea() {
        let r = 6.0
        let mask = canvas.coverage(of: .roundedRect(Rect(x: 4.5, y: 7.25, width: 50, height: 30), radius: r))
        let area = 50 * 30 - (4 - Double.pi) * r * r
        let budget = 2.0 / 3.0 * (2 * Double.pi * r) * Path.flatteningTolerance + 0.0006 * area + 0.5
        #expect(abs(coveredArea(mask) - area) < budget)
    }

    @Test("continuous corners reach further along the edges but meet the circular arc at 45°")
    func continuousCorners() throws {
        let r = 10.0
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 60, height: 40), radius: r, style: .continuous)
        guard case .moveTo(let start) = path.elements.first else {
            Issue.record("expected moveTo first")
            return
        }
        #expect(abs(start.x - 1.528 * r) < 1e-9 && start.y == 0)
        // The top-left corner is the last curve: evaluate it at t = 1/2.
        let curve = try #require(path.elements.compactMap { element -> (Point, Point, Point)? in
            if case .cubicTo(let c1, let c2, let to) = element { return (c1, c2, to) }
            return nil
        }.last)
        let p0 = Point(x: 0, y: 1.528 * r)
        let mid = Point(x: (p0.x + 3 * curve.0.x + 3 * curve.1.x + curve.2.x) / 8,
                        y: (p0.y + 3 * curve.0.y + 3 * curve.1.y + curve.2.y) / 8)
        let arcMid = r - r / 2.0.squareRoot()
        #expect(abs(mid.x - arcMid) < 1e-9 && abs(mid.y - arcMid) < 1e-9)
    }

    @Test("transform algebra: concatenation order and inverse")
    func transforms() throws {
        let t = Transform.scale(2).translatedBy(x: 3, y: -1)
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 5, y: 1))
        let inverse = try #require(t.inverted())
        let back = inverse.apply(Point(x: 5, y: 1))
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        #expect(Transform.scale(x: 0, y: 1).inverted() == nil)
        let quarter = Transform.rotation(Double.pi / 2).apply(Point(x: 1, y: 0))
        #expect(abs(quarter.x) < 1e-12 && abs(quarter.y - 1) < 1e-12)
    }

    @Test("quadratic curves flatten onto the parabola")
    func quadratic() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.quad(to: Point(x: 40, y: 0), control: Point(x: 20, y: 40))
        path.close()
        // Area under the parabola: (2/3)·base·height, height = 20 (half the control's offset).
        let mask = canvas.coverage(of: path)
        let area = 2.0 / 3.0 * 40 * 20
        #expect(abs(coveredArea(mask) - area) < 2.0 / 3.0 * 100 * Path.flatteningTolerance + 0.5)
    }

    @Test("two mask clips intersect by multiplying coverage")
    func maskIntersection() {
        let a = ClipMask(path: .circle(center: Point(x: 20, y: 20), radius: 12.3), width: 40, height: 40)
        let b = ClipMask(path: .polygon([Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 40)]), width: 40, height: 40)
        let both = a.intersected(with: b)
        for (x, y) in [(20, 20), (10, 14), (30, 9), (8, 20), (25, 14), (0, 0)] {
            let expected = (Int(a.coverage(x: x, y: y)) * Int(b.coverage(x: x, y: y)) + 127) / 255
            #expect(Int(both.coverage(x: x, y: y)) == expected)
        }
    }

    @Test("image opacity and clip combine")
    func imageOpacityAndClip() {
        let white = RasterImage(width: 1, height: 1, premultipliedPixels: [255, 255, 255, 255])!
        var pixmap = Pixmap(width: 4, height: 1, fill: .black)
        pixmap.drawImage(white, in: Rect(x: 0, y: 0, width: 4, height: 1), contentMode: .scaleToFill, opacity: 0.5,
                         clip: .rect(Rect(x: 1, y: 0, width: 2, height: 1), width: 4, height: 1))
        // 50 % of white over black = 128 inside the clip.
        #expect((0..<4).map { pixmap.color(x: $0, y: 0).r } == [0, 128, 128, 0])
    }
}
