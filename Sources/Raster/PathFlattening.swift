#if canImport(Glibc)
import Glibc
#endif

/// A straight edge of a flattened outline.
struct LineSegment {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
}

/// A path turned into closed polylines (curves replaced by chords).
struct FlattenedPath {
    /// Each closed contour's vertices (the closing edge from last back to first is implied).
    var contours: [[Point]]

    /// Every edge of every contour, closing edges included; zero-length edges dropped.
    var segments: [LineSegment] {
        var result: [LineSegment] = []
        for contour in contours where contour.count >= 2 {
            for index in contour.indices {
                let p = contour[index]
                let q = contour[(index + 1) % contour.count]
                if p != q { result.append(LineSegment(x0: p.x, y0: p.y, x1: q.x, y1: q.y)) }
            }
        }
        return result
    }

    /// The box around every vertex (empty Rect at 0,0 when there are none).
    var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours {
            for p in contour {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path {
    /// Maximum distance in pixels between a curve and its chords. Chords of a convex curve all lie on its inner
    /// side, so area is lost systematically (up to (2/3)·length·tolerance): 0.05 px keeps that below ~13/255 of
    /// an edge pixel and a circle's area within 0.35 %, at a few dozen chords per screen-sized curve.
    static let flatteningTolerance = 0.05

    /// Upper bound on chords per curve, so absurd coordinates cannot allocate without bound.
    static let maximumChordsPerCurve = 4096

    /// Transforms the path and replaces every curve by chords within `tolerance` pixels (device space).
    /// Uniform subdivision: a quadratic with second difference D = p0 − 2p1 + p2 deviates from n equal chords by
    /// at most |D|/(8n²); a cubic by at most (3/4)·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|)/n² (its second
    /// derivative is at most 6·max|Δ²| and a chord of parameter length 1/n deviates by |B''|/(8n²)).
    func flattened(transform: Transform = .identity, tolerance: Double = Path.flatteningTolerance) -> FlattenedPath {
        var contours: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero
        func finish() {
            if current.count >= 2 { contours.append(current) }
            current = []
        }
        func last() -> Point { current.last ?? start }
        func chordCount(_ deviationTimesN2: Double) -> Int {
            guard deviationTimesN2.isFinite, deviationTimesN2 > 0 else { return 1 }
            let n = (deviationTimesN2 / tolerance).squareRoot().rounded(.up)
            return Swift.max(1, Swift.min(Path.maximumChordsPerCurve, Int(n)))
        }
        for element in transformed(by: transform).elements {
            switch element {
            case .moveTo(let p):
                finish()
                start = p
                current = [p]
            case .lineTo(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .quadTo(let c, let p):
                let p0 = last()
                if current.isEmpty { current = [p0] }
                let dx = p0.x - 2 * c.x + p.x, dy = p0.y - 2 * c.y + p.y
                let n = chordCount((dx * dx + dy * dy).squareRoot() / 8)
                for step in 1...n {
                    let t = Double(step) / Double(n), u = 1 - t
                    current.append(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                         y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubicTo(let c1, let c2, let p):
                let p0 = last()
                if current.isEmpty { current = [p0] }
                let ax = p0.x - 2 * c1.x + c2.x, ay = p0.y - 2 * c1.y + c2.y
                let bx = c1.x - 2 * c2.x + p.x, by = c1.y - 2 * c2.y + p.y
                let second = Swift.max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = chordCount(0.75 * second)
                for step in 1...n {
                    let t = Double(step) / Double(n), u = 1 - t
                    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                    current.append(Point(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                                         y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                }
            case .close:
                let resume = start
                finish()
                start = resume
            }
        }
        finish()
        // Drop non-finite vertices' contours entirely: they cannot be rasterised meaningfully.
        return FlattenedPath(contours: contours.filter { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
    }
}
