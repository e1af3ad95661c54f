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
    ///
    /// With `visible` (device space), a run of a curve's chords whose control polygon lies wholly outside it
    /// (`CurveChords`) becomes one chord to the run's end, so the work follows what can be seen rather than how large
    /// the coordinates are: 20,000 characters of curves with million-unit controls drew 3.7 million chords (18-55 s
    /// in the sanitized fuzz build) for a 64 px canvas. The other vertices are the same numbers as without it. A
    /// filled outline inside `visible` keeps its winding, since a curve and its chord differ only inside their control
    /// polygon, and a row of pixels meets the closed loop they make as often going down as going up; strokes pass
    /// the visible area grown by the pen's half width, which bounds everything a missed run could add.
    func flattened(transform: Transform = .identity, tolerance: Double = Path.flatteningTolerance,
                   visible: Rect? = nil) -> FlattenedPath {
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
                CurveChords(controls: [p0, c, p], count: n, visible: visible).append(to: &current)
            case .cubicTo(let c1, let c2, let p):
                let p0 = last()
                if current.isEmpty { current = [p0] }
                let ax = p0.x - 2 * c1.x + c2.x, ay = p0.y - 2 * c1.y + c2.y
                let bx = c1.x - 2 * c2.x + p.x, by = c1.y - 2 * c2.y + p.y
                let second = Swift.max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = chordCount(0.75 * second)
                CurveChords(controls: [p0, c1, c2, p], count: n, visible: visible).append(to: &current)
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

/// The chords of one quadratic or cubic Bézier (`controls`: 3 or 4 points) at the parameters t = 1/n ... n/n.
/// With `visible`, runs of chords are split in halves until a run is short or the control polygon of its piece of
/// the curve misses `visible` on one side, and such a run gives only its last vertex: the work is about
/// log2(n) tests per run near `visible`, not n.
struct CurveChords {
    var controls: [Point]
    var count: Int
    var visible: Rect?

    /// Runs at most this many chords long are not split further.
    static let shortRun = 16

    /// Appends the vertices after the start (the start is already the contour's last vertex).
    func append(to contour: inout [Point]) {
        guard let visible else {
            for step in 1...count { contour.append(point(at: step)) }
            return
        }
        append(from: 0, to: count, within: visible, to: &contour)
    }

    /// The vertices of steps `low + 1 ... high`.
    private func append(from low: Int, to high: Int, within visible: Rect, to contour: inout [Point]) {
        if high - low > 1, misses(visible, from: low, to: high) {
            contour.append(point(at: high))
        } else if high - low <= Self.shortRun {
            for step in (low + 1)...high { contour.append(point(at: step)) }
        } else {
            let middle = low + (high - low) / 2
            append(from: low, to: middle, within: visible, to: &contour)
            append(from: middle, to: high, within: visible, to: &contour)
        }
    }

    /// The curve's point at t = step / count, by the same formula for every caller, so a run's end point is the
    /// number the uniform subdivision gives.
    private func point(at step: Int) -> Point {
        let t = Double(step) / Double(count), u = 1 - t
        if controls.count == 3 {
            let p0 = controls[0], c = controls[1], p = controls[2]
            return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                         y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
        }
        let p0 = controls[0], c1 = controls[1], c2 = controls[2], p = controls[3]
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return Point(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                     y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p.y)
    }

    /// Whether the piece of the curve for t in [low/count, high/count] lies wholly left of, right of, above or below
    /// `visible`: its control points bound it, as a Bézier lies inside their convex hull. They are the blossoms of
    /// a's and b's (de Casteljau's construction with the parameter changing per level). Non-finite numbers compare
    /// false, so such pieces are kept.
    private func misses(_ visible: Rect, from low: Int, to high: Int) -> Bool {
        let a = Double(low) / Double(count), b = Double(high) / Double(count)
        var left = true, right = true, above = true, below = true
        func include(_ q: Point) {
            left = left && q.x < visible.minX
            right = right && q.x > visible.maxX
            above = above && q.y < visible.minY
            below = below && q.y > visible.maxY
        }
        func lerp(_ p: Point, _ q: Point, _ t: Double) -> Point {
            Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        }
        if controls.count == 3 {
            func blossom(_ r: Double, _ t: Double) -> Point {
                lerp(lerp(controls[0], controls[1], r), lerp(controls[1], controls[2], r), t)
            }
            include(blossom(a, a)); include(blossom(a, b)); include(blossom(b, b))
        } else {
            func blossom(_ r: Double, _ s: Double, _ t: Double) -> Point {
                let q0 = lerp(controls[0], controls[1], r), q1 = lerp(controls[1], controls[2], r)
                let q2 = lerp(controls[2], controls[3], r)
                return lerp(lerp(q0, q1, s), lerp(q1, q2, s), t)
            }
            include(blossom(a, a, a)); include(blossom(a, a, b)); include(blossom(a, b, b)); include(blossom(b, b, b))
        }
        return left || right || above || below
    }
}
