/// How the corners of a rounded rectangle are drawn.
package enum CornerStyle: Sendable, Equatable {
    /// Quarter circles of the given radius (UIKit `cornerRadius` with `.circular` curve).
    case circular
    /// A smoother, squircle-like corner in the spirit of iOS 13+ `.continuous` corners: it starts further from
    /// the corner (1.528·r) and eases into the edge with much lower curvature.
    case continuous
}

extension Path {
    /// Control-point distance for a cubic approximating a quarter circle of radius 1: 4/3·(√2 − 1).
    /// (The classic value whose midpoint lies exactly on the circle; radial error < 0.03 %.)
    static let circleKappa = 0.552_284_749_830_793_4

    /// A closed axis-aligned rectangle, traced clockwise on screen (top-left, top-right, bottom-right, bottom-left).
    package static func rect(_ rect: Rect) -> Path {
        .polygon([Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                  Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)])
    }

    /// A closed polygon through `points` (nothing when fewer than 2 points).
    package static func polygon(_ points: [Point]) -> Path {
        guard points.count >= 2 else { return Path() }
        var path = Path()
        path.move(to: points[0])
        for point in points.dropFirst() { path.line(to: point) }
        path.close()
        return path
    }

    /// The ellipse inscribed in `rect`, as four cubic quarter-arcs, clockwise on screen from the right-most point.
    package static func ellipse(in rect: Rect) -> Path {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.minX + rx, cy = rect.minY + ry
        let kx = rx * circleKappa, ky = ry * circleKappa
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        path.curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        path.curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        path.curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        path.close()
        return path
    }

    /// The circle of `radius` around `center`.
    package static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A rectangle with rounded corners of `radius` (clamped to half the shorter side, like UIKit), clockwise.
    /// A radius <= 0 gives a plain rectangle.
    package static func roundedRect(_ rect: Rect, radius: Double, style: CornerStyle = .circular) -> Path {
        let limit = Swift.max(0, Swift.min(rect.width, rect.height) / 2)
        let r = Swift.min(Swift.max(0, radius.isNaN ? 0 : radius), limit)
        guard r > 0 else { return .rect(rect) }
        // extent: how far along each edge the corner curve reaches; handle: distance of the control points from
        // the corner's start/end, measured along the edge towards the corner.
        let extent: Double
        let handle: Double
        switch style {
        case .circular:
            extent = r
            handle = r * circleKappa
        case .continuous:
            // The corner starts 1.528·r from the vertex (the extent UIKit's continuous corners are commonly
            // measured to reach), limited so opposite corners do not overlap. One cubic per corner with both
            // control points at distance c from the vertex along the edges; c is chosen so the curve's midpoint
            // (e + 3c)/8 from each edge equals the circular arc's midpoint r·(1 − 1/√2): c = (8·r·(1 − 1/√2) − e)/3.
            // End curvature is then (2/3)·c/(e − c)² ≈ 0.11/r instead of 1/r: the corner eases in.
            extent = Swift.min(1.528 * r, limit)
            let vertexDistance = Swift.max(0, (8 * r * (1 - 0.707_106_781_186_547_5) - extent) / 3)
            handle = extent - vertexDistance
        }
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        let e = extent, h = handle
        var path = Path()
        path.move(to: Point(x: x0 + e, y: y0))
        path.line(to: Point(x: x1 - e, y: y0))
        path.curve(to: Point(x: x1, y: y0 + e), control1: Point(x: x1 - e + h, y: y0), control2: Point(x: x1, y: y0 + e - h))
        path.line(to: Point(x: x1, y: y1 - e))
        path.curve(to: Point(x: x1 - e, y: y1), control1: Point(x: x1, y: y1 - e + h), control2: Point(x: x1 - e + h, y: y1))
        path.line(to: Point(x: x0 + e, y: y1))
        path.curve(to: Point(x: x0, y: y1 - e), control1: Point(x: x0 + e - h, y: y1), control2: Point(x: x0, y: y1 - e + h))
        path.line(to: Point(x: x0, y: y0 + e))
        path.curve(to: Point(x: x0 + e, y: y0), control1: Point(x: x0, y: y0 + e - h), control2: Point(x: x0 + e - h, y: y0))
        path.close()
        return path
    }
}
