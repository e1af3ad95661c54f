#if canImport(Glibc)
import Glibc
#endif

/// SVG's elliptical arc (`A`) as cubic Béziers (docs/scenes.md#vector-shapes): the endpoint parameters are turned
/// into a centre, start angle and sweep (SVG 1.1, implementation notes F.6.5, radii scaled up when too small per
/// F.6.6), then the sweep is cut into pieces of at most 90° and each piece drawn as the usual cubic with handles
/// `4/3 · tan(piece / 4)` times the radius along the tangents.
enum ArcConversion {
    static func cubics(
        from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotationDegrees: Double, largeArc: Bool,
        sweep: Bool
    ) -> [VectorPath.Element] {
        guard start != end else { return [] }
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0 else { return [.lineTo(end)] }
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in a frame centred between the ends and aligned with the ellipse's axes.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: radii too small to reach both ends are scaled up just enough.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // F.6.5.2: the centre in that frame; the sign picks one of the two candidate ellipses.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let root = (max(0, numerator / denominator)).squareRoot() * (largeArc == sweep ? -1 : 1)
        let cx1 = root * rx * y1 / ry
        let cy1 = -root * ry * x1 / rx
        // F.6.5.3: back to user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        // F.6.5.5/6: start angle and sweep on the unit circle.
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func mapped(_ x: Double, _ y: Double) -> Point {
            Point(x: cx + rx * cosPhi * x - ry * sinPhi * y, y: cy + rx * sinPhi * x + ry * cosPhi * y)
        }
        var result: [VectorPath.Element] = []
        var angle = theta
        for piece in 0..<pieces {
            let next = angle + step
            let c1 = mapped(cos(angle) - handle * sin(angle), sin(angle) + handle * cos(angle))
            let c2 = mapped(cos(next) + handle * sin(next), sin(next) - handle * cos(next))
            // The last piece ends exactly on the given end point.
            let to = piece == pieces - 1 ? end : mapped(cos(next), sin(next))
            result.append(.cubicTo(control1: c1, control2: c2, to: to))
            angle = next
        }
        return result
    }
}
