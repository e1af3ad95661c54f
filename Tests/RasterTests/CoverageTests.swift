import Foundation
import Testing
@testable import Raster

@Suite("Coverage from signed-area accumulation")
struct CoverageTests {
    let canvas = Pixmap(width: 64, height: 64)

    /// Chords of a convex curve lie inside it and each loses at most (2/3)·chord·sagitta of area, so flattening
    /// loses at most (2/3)·perimeter·tolerance.
    static func flatteningLoss(perimeter: Double) -> Double { 2.0 / 3.0 * perimeter * Path.flatteningTolerance }

    @Test("total coverage of a circle equals πr²", arguments: [(17.3, 31.4, 30.9), (20, 32, 32), (3.5, 10.25, 9.75)])
    func circleArea(radius: Double, x: Double, y: Double) {
        let mask = canvas.coverage(of: .circle(center: Point(x: x, y: y), radius: radius))
        // Budget: flattening loss; the cubic arcs deviate < 0.03 % in radius (0.06 % in area); byte rounding adds at
        // most 0.5/255 per edge pixel (two pixels per unit of perimeter).
        let perimeter = 2 * Double.pi * radius
        let budget = Self.flatteningLoss(perimeter: perimeter) + 0.0006 * Double.pi * radius * radius
            + 2 * perimeter * 0.5 / 255
        let error = Double.pi * radius * radius - coveredArea(mask)
        #expect(abs(error) < budget)
    }

    @Test("flattened circle vertices lie on the circle and chords stay within tolerance")
    func flatteningTolerance() {
        let radius = 40.0
        let contour = Path.circle(center: .zero, radius: radius).flattened().contours[0]
        for (index, p) in contour.enumerated() {
            let q = contour[(index + 1) % contour.count]
            // Vertices: only the cubic's own radial error (0.027 %).
            #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - radius) < 0.0003 * radius)
            // Chord midpoints: no deeper inside than the tolerance plus that error.
            let mid = Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            #expect(radius - (mid.x * mid.x + mid.y * mid.y).squareRoot() < Path.flatteningTolerance + 0.0003 * radius)
        }
    }

    @Test("total coverage of a polygon equals its shoelace area")
    func polygonArea() {
        let points = [Point(x: 3.3, y: 5.7), Point(x: 50.2, y: 9.1), Point(x: 41.75, y: 58.4), Point(x: 12.6, y: 44.2)]
        let mask = canvas.coverage(of: .polygon(points))
        // Exact area accumulation; only byte rounding (<= 0.5/255 per partially covered pixel, ~200 of them).
        #expect(abs(coveredArea(mask) - shoelaceArea(points)) < 0.4)
    }

    @Test("a rotated square keeps its area", arguments: [0.1, 0.5236, 0.7854, 1.2])
    func rotatedSquare(angle: Double) {
        let transform = Transform.translation(x: -10, y: -10).concatenating(.rotation(angle))
            .concatenating(.translation(x: 32.3, y: 31.7))
        let mask = canvas.coverage(of: .rect(Rect(x: 0, y: 0, width: 20, height: 20)), transform: transform)
        #expect(abs(coveredArea(mask) - 400) < 0.4)
    }

    @Test("translating by whole pixels moves the mask exactly")
    func wholePixelTranslation() {
        // Dyadic coordinates: every intermediate value is exact in binary, so nothing may differ.
        let path = Path.circle(center: Point(x: 17.25, y: 20.625), radius: 9.5)
        let moved = canvas.coverage(of: path, transform: .translation(x: 7, y: 11))
        let original = canvas.coverage(of: path)
        #expect(moved.coverage == original.coverage)
        #expect(moved.width == original.width && moved.height == original.height)
        #expect(moved.originX == original.originX + 7 && moved.originY == original.originY + 11)
    }

    @Test("the rect fast path equals the general path", arguments: [
        Rect(x: 4, y: 6, width: 20, height: 11), Rect(x: 0, y: 0, width: 64, height: 64),
        Rect(x: 3.25, y: 7.5, width: 20.5, height: 11.125), Rect(x: 10.3, y: 2.7, width: 0.4, height: 33.3),
        Rect(x: -5.5, y: 50.2, width: 30, height: 30),
    ])
    func rectFastPath(rect: Rect) {
        let limit = PixelBounds(x0: 0, y0: 0, x1: 64, y1: 64)
        let fast = Rasterizer.coverage(ofRect: rect, limit: limit)
        let general = Rasterizer.coverage(of: Path.rect(rect).flattened(), fillRule: .nonZero, limit: limit)
        #expect(fast.originX == general.originX && fast.originY == general.originY)
        #expect(fast.width == general.width && fast.height == general.height)
        let aligned = [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0.rounded() == $0 }
        if aligned {
            #expect(fast.coverage == general.coverage)
        } else {
            // Both compute the same exact area; Float accumulation may flip a rounding at .5.
            let worst = zip(fast.coverage, general.coverage).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1)
        }
    }

    /// A right trapezium with vertical sides at fractional x (the vertical-edge path) against its exact area per
    /// pixel: columns inside both sides get the sloped top's share, the side columns that share times their part.
    @Test("vertical edges at fractional x give the exact area per pixel", arguments: [2.3, 5.0, 0.75])
    func verticalEdges(left: Double) {
        let right = left + 9.4, top = 3.6, bottom = 14.2
        // Top edge from (left, top) to (right, top + 2): y = top + 2 (x - left) / (right - left).
        let path = Path.polygon([Point(x: left, y: top), Point(x: right, y: top + 2), Point(x: right, y: bottom),
                                 Point(x: left, y: bottom)])
        let mask = Rasterizer.coverage(of: path.flattened(), fillRule: .nonZero,
                                       limit: PixelBounds(x0: 0, y0: 0, x1: 32, y1: 32))
        // Area of pixel (px, py) inside the shape, integrated over x in steps fine enough for 1/255 accuracy.
        func area(_ px: Int, _ py: Int) -> Double {
            let steps = 2000
            var total = 0.0
            for step in 0..<steps {
                let x = Double(px) + (Double(step) + 0.5) / Double(steps)
                guard x > left && x < right else { continue }
                let upper = max(Double(py), top + 2 * (x - left) / (right - left))
                total += max(0, min(Double(py + 1), bottom) - upper)
            }
            return total / Double(steps)
        }
        var worst = 0.0
        for py in mask.originY..<(mask.originY + mask.height) {
            for px in mask.originX..<(mask.originX + mask.width) {
                let actual = Double(mask.coverage[(py - mask.originY) * mask.width + (px - mask.originX)])
                worst = max(worst, abs(actual - area(px, py) * 255))
            }
        }
        #expect(worst <= 1)
        #expect(mask.originX == Int(left.rounded(.down)) && mask.width == Int(right.rounded(.up)) - mask.originX)
    }

    @Test("a whole-pixel rect is perfectly sharp")
    func sharpRect() {
        var pixmap = Pixmap(width: 16, height: 16, fill: .white)
        pixmap.fill(.rect(Rect(x: 3, y: 4, width: 5, height: 6)), paint: .solid(.black))
        for y in 0..<16 {
            for x in 0..<16 {
                let inside = (3..<8).contains(x) && (4..<10).contains(y)
                #expect(pixmap.color(x: x, y: y) == (inside ? Color.black : Color.white))
            }
        }
        // Also through the general rasteriser (a rect drawn as an explicit quadrilateral with a midpoint vertex).
        let general = Pixmap(width: 16, height: 16).coverage(of: .polygon([
            Point(x: 3, y: 4), Point(x: 5, y: 4), Point(x: 8, y: 4), Point(x: 8, y: 10), Point(x: 3, y: 10),
        ]))
        #expect(Set(general.coverage) == [255])
        #expect(general.originX == 3 && general.originY == 4 && general.width == 5 && general.height == 6)
    }

    @Test("non-zero fills a pentagram's centre, even-odd leaves it empty")
    func starRules() {
        let star = Path.polygon(pentagram(center: Point(x: 32, y: 32), radius: 28))
        let nonZero = canvas.coverage(of: star, fillRule: .nonZero)
        let evenOdd = canvas.coverage(of: star, fillRule: .evenOdd)
        func at(_ mask: CoverageMask, _ x: Int, _ y: Int) -> UInt8 {
            mask.coverage[(y - mask.originY) * mask.width + (x - mask.originX)]
        }
        #expect(at(nonZero, 32, 32) == 255)
        #expect(at(evenOdd, 32, 32) == 0)
        // A pixel inside the top point (winding 1) is full under both rules.
        #expect(at(nonZero, 32, 10) == 255)
        #expect(at(evenOdd, 32, 10) == 255)
        // The filled star is the 10-point outline (tips alternating with the inner pentagon's corners); the inner
        // pentagon's circumradius is R·cos72°/cos36° (where the chords between tips cross).
        let innerRadius = 28 * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let inner = (0..<5).map { index -> Point in
            let angle = -Double.pi / 2 + Double.pi / 5 + Double(index) * 2 * Double.pi / 5
            return Point(x: 32 + innerRadius * cos(angle), y: 32 + innerRadius * sin(angle))
        }
        let tips = (0..<5).map { index -> Point in
            let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / 5
            return Point(x: 32 + 28 * cos(angle), y: 32 + 28 * sin(angle))
        }
        var outline: [Point] = []
        for index in 0..<5 {
            outline.append(tips[index])
            outline.append(inner[index])
        }
        let starArea = shoelaceArea(outline)
        let pentagonArea = shoelaceArea(inner)
        // Errors only in the ~10 cells where edges cross (each at most 1 px², in practice much less).
        #expect(abs(coveredArea(nonZero) - starArea) < 1.0)
        #expect(abs(coveredArea(evenOdd) - (starArea - pentagonArea)) < 1.0)
    }

    @Test("overlapping sub-paths under non-zero cover their union once")
    func overlappingCircles() {
        var path = Path.circle(center: Point(x: 24, y: 32), radius: 14)
        path.append(.circle(center: Point(x: 40, y: 32), radius: 14))
        let mask = canvas.coverage(of: path)
        // Union = 2πr² − lens; lens area for distance d: 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let r = 14.0, d = 16.0
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let union = 2 * Double.pi * r * r - lens
        // Budget: flattening loss over both circles plus the two cells where the circles cross. A winding-unaware
        // accumulation would be off by the whole lens (~194 px²).
        let budget = Self.flatteningLoss(perimeter: 4 * Double.pi * r) + 2
        #expect(abs(coveredArea(mask) - union) < budget)
        #expect(mask.coverage[(32 - mask.originY) * mask.width + (32 - mask.originX)] == 255)
        // Even-odd punches the lens out.
        let evenOdd = canvas.coverage(of: path, fillRule: .evenOdd)
        #expect(abs(coveredArea(evenOdd) - (union - lens)) < budget)
        #expect(evenOdd.coverage[(32 - evenOdd.originY) * evenOdd.width + (32 - evenOdd.originX)] == 0)
    }

    @Test("a reversed inner contour is a hole under non-zero")
    func reversedHole() {
        var path = Path.rect(Rect(x: 8, y: 8, width: 40, height: 40))
        path.append(.polygon([Point(x: 18, y: 18), Point(x: 18, y: 38), Point(x: 38, y: 38), Point(x: 38, y: 18)]))
        let mask = canvas.coverage(of: path)
        #expect(coveredArea(mask) == 1600 - 400)
        #expect(mask.coverage[(28 - 8) * mask.width + (28 - 8)] == 0)
    }

    @Test("coverage is confined to the clip and the canvas")
    func boundedByClip() {
        let clip = ClipMask.rect(Rect(x: 10, y: 12, width: 8, height: 9), width: 64, height: 64)
        let mask = canvas.coverage(of: .circle(center: Point(x: 10, y: 10), radius: 30), clip: clip)
        #expect(mask.originX == 10 && mask.originY == 12 && mask.width == 8 && mask.height == 9)
        #expect(Set(mask.coverage) == [255])
        let offCanvas = canvas.coverage(of: .circle(center: Point(x: -50, y: -50), radius: 10))
        #expect(offCanvas.width == 0 || offCanvas.height == 0)
    }

    @Test("absurd and non-finite coordinates neither trap nor paint")
    func hostileCoordinates() {
        var pixmap = Pixmap(width: 8, height: 8)
        pixmap.fill(.polygon([Point(x: .nan, y: 1), Point(x: 5, y: .infinity), Point(x: 1, y: 1)]), paint: .solid(.black))
        pixmap.fill(.polygon([Point(x: -1e300, y: -1e300), Point(x: 1e300, y: 4), Point(x: 4, y: 1e300)]),
                    paint: .solid(.black))
        pixmap.fill(.circle(center: Point(x: 4, y: 4), radius: 1e12), paint: .solid(.black))
        #expect(pixmap.color(x: 4, y: 4) == .black)
    }
}
