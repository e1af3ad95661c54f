extension Path {
    /// The area a pen `width` wide covers when drawn along this path, with round joins and round caps, as a path
    /// to fill with `.nonZero`. Curves are first replaced by chords within the fill's flattening tolerance (so call it
    /// on a path already in pixels). The outline is a union of pieces that all turn clockwise on screen: a rectangle
    /// along each chord and a disc on every vertex (a join, or a cap at an open end); under the non-zero rule
    /// overlapping pieces add up and never cancel. A sub-path ended by `close` is joined back to its start.
    ///
    /// With `visible` (the canvas, in the same pixels), only what can reach it is built, so the outline stays small
    /// for any pen width (docs/scenes.md#limits): when one vertex's disc covers all of `visible` (grown by a pixel)
    /// the outline is that rectangle, and discs and chord rectangles that miss it are left out.
    package func strokedOutline(width: Double, visible: Rect? = nil) -> Path {
        let half = width / 2
        guard half > 0, half.isFinite else { return Path() }
        let area = visible.map { Rect(x: $0.x - 1, y: $0.y - 1, width: $0.width + 2, height: $0.height + 2) }
        // The same test as below on the ends of lines and curves first, before any curve is flattened.
        if let area, endsCover(area, half: half) { return .rect(area) }
        // Curves are cut short where nothing within the pen's reach of the area can come from them.
        let reach = area.map {
            Rect(x: $0.x - half, y: $0.y - half, width: $0.width + 2 * half, height: $0.height + 2 * half)
        }
        let polylines = strokePolylines(tolerance: Path.flatteningTolerance, visible: reach)
        if let area {
            for (polyline, _) in polylines {
                for point in polyline where Self.farthestCornerDistance(from: point, to: area) <= half {
                    return .rect(area)
                }
            }
        }
        func reaches(_ low: Point, _ high: Point) -> Bool {
            guard let area else { return true }
            return low.x - half <= area.maxX && high.x + half >= area.minX
                && low.y - half <= area.maxY && high.y + half >= area.minY
        }
        var outline = Path()
        for (polyline, closed) in polylines {
            var points = polyline
            if closed, let first = points.first { points.append(first) }
            for (p, q) in zip(points, points.dropFirst()) where p != q {
                guard reaches(Point(x: Swift.min(p.x, q.x), y: Swift.min(p.y, q.y)),
                              Point(x: Swift.max(p.x, q.x), y: Swift.max(p.y, q.y))) else { continue }
                let dx = q.x - p.x, dy = q.y - p.y
                let length = (dx * dx + dy * dy).squareRoot()
                // n is the chord direction turned 90° anticlockwise on screen (y down): for p → q pointing right it
                // points up, and p+n, q+n, q-n, p-n is top-left, top-right, bottom-right, bottom-left, clockwise;
                // every other direction is a rotation of that, which keeps the turn.
                let nx = dy / length * half, ny = -dx / length * half
                outline.append(.polygon([
                    Point(x: p.x + nx, y: p.y + ny), Point(x: q.x + nx, y: q.y + ny),
                    Point(x: q.x - nx, y: q.y - ny), Point(x: p.x - nx, y: p.y - ny),
                ]))
            }
            for point in polyline where area.map({ Self.distance(from: point, to: $0) <= half }) ?? true {
                outline.append(.circle(center: point, radius: half))
            }
        }
        return outline
    }

    /// Whether the disc of radius `half` around the end of some line or curve covers `rect`. Those ends are
    /// vertices of the stroke's polylines when every coordinate is finite (a contour with a non-finite vertex is
    /// dropped, so then the answer is false), so this finds the whole-area outline without flattening anything.
    private func endsCover(_ rect: Rect, half: Double) -> Bool {
        let bounds = controlBounds
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else {
            return false
        }
        for element in elements {
            switch element {
            case .lineTo(let p), .quadTo(_, let p), .cubicTo(_, _, let p):
                if Self.farthestCornerDistance(from: p, to: rect) <= half { return true }
            case .moveTo, .close: break
            }
        }
        return false
    }

    /// Distance from `point` to the nearest point of `rect` (0 inside).
    static func distance(from point: Point, to rect: Rect) -> Double {
        let dx = Swift.max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = Swift.max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Distance from `point` to the corner of `rect` farthest from it: a disc this wide around `point` covers `rect`.
    static func farthestCornerDistance(from point: Point, to rect: Rect) -> Double {
        let dx = Swift.max(abs(point.x - rect.minX), abs(point.x - rect.maxX))
        let dy = Swift.max(abs(point.y - rect.minY), abs(point.y - rect.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Each sub-path as chords (vertices in order, duplicates kept) and whether it was closed.
    /// With `visible`, runs of a curve's chords that cannot come near it are one chord (`CurveChords`).
    private func strokePolylines(tolerance: Double, visible: Rect?) -> [([Point], Bool)] {
        var result: [([Point], Bool)] = []
        var piece: [PathElement] = []
        func finish(closed: Bool) {
            if let contour = Path(elements: piece).flattened(tolerance: tolerance, visible: visible).contours.first {
                result.append((contour, closed))
            } else if closed, case .moveTo(let dot) = piece.first {
                // A closed sub-path with no length still gets its round dot.
                result.append(([dot], false))
            }
            piece = []
        }
        var start: Point?
        for element in elements {
            switch element {
            case .moveTo(let p):
                if !piece.isEmpty { finish(closed: false) }
                start = p
                piece = [element]
            case .close:
                if !piece.isEmpty { finish(closed: true) }
                if let start { piece = [.moveTo(start)] }
            default:
                if piece.isEmpty { piece = [.moveTo(start ?? Point(x: 0, y: 0))] }
                piece.append(element)
            }
        }
        if piece.count > 1 { finish(closed: false) }
        return result
    }
}
