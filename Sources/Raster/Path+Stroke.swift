extension Path {
    /// The area a pen `width` wide covers when drawn along this path, with round joins and round caps, as a path
    /// to fill with `.nonZero`. Curves are first replaced by chords within the fill's flattening tolerance (so call it
    /// on a path already in pixels). The outline is a union of pieces that all turn clockwise on screen: a rectangle
    /// along each chord and a disc on every vertex (a join, or a cap at an open end); under the non-zero rule
    /// overlapping pieces add up and never cancel. A sub-path ended by `close` is joined back to its start.
    public func strokedOutline(width: Double) -> Path {
        let half = width / 2
        guard half > 0, half.isFinite else { return Path() }
        var outline = Path()
        for (polyline, closed) in strokePolylines(tolerance: Path.flatteningTolerance) {
            var points = polyline
            if closed, let first = points.first { points.append(first) }
            for (p, q) in zip(points, points.dropFirst()) where p != q {
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
            for point in polyline { outline.append(.circle(center: point, radius: half)) }
        }
        return outline
    }

    /// Each sub-path as chords (vertices in order, duplicates kept) and whether it was closed.
    private func strokePolylines(tolerance: Double) -> [([Point], Bool)] {
        var result: [([Point], Bool)] = []
        var piece: [PathElement] = []
        func finish(closed: Bool) {
            if let contour = Path(elements: piece).flattened(tolerance: tolerance).contours.first {
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
