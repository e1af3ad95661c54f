#if canImport(Glibc)
import Glibc
#endif

/// Deterministic pictures painted with this module's own painter (no randomness, no files).
package enum ProceduralImage {
    /// A photo-like landscape at dusk: sky gradient, glowing sun, three hazy mountain ranges with smooth ridges,
    /// a lake reflecting the sky and sun, and a dark foreground shore. Every feature is placed relative to the
    /// size, so any size (375x262 by default for the header, or larger for @2x/@3x) gives the same picture with
    /// resolution-appropriate detail. Sizes are clamped to 1...4096.
    package static func landscape(width: Int, height: Int) -> RasterImage {
        let w = Swift.max(1, Swift.min(4096, width)), h = Swift.max(1, Swift.min(4096, height))
        let W = Double(w), H = Double(h)
        var canvas = Pixmap(width: w, height: h, fill: .black)
        let horizon = 0.66 * H
        func hex(_ text: String) -> Color { Color(hex: text) ?? .black }
        func point(_ x: Double, _ y: Double) -> Point { Point(x: x * W, y: y * H) }

        // Sky: deep blue overhead warming to peach at the horizon.
        canvas.fillRect(Rect(x: 0, y: 0, width: W, height: horizon + 1), paint: .linearGradient(
            start: point(0, 0), end: Point(x: 0, y: horizon), stops: [
                GradientStop(0, hex("#1E3766")), GradientStop(0.45, hex("#5877AE")),
                GradientStop(0.78, hex("#D99A8A")), GradientStop(1, hex("#F8CF9C")),
            ]))

        // Sun glow and disc.
        let sun = point(0.70, 0.50)
        let unit = Swift.min(W, H * 1.43)
        canvas.fillRect(Rect(x: 0, y: 0, width: W, height: horizon + 1), paint: .radialGradient(
            center: sun, radius: 0.55 * unit, stops: [
                GradientStop(0, hex("#FFE8B8D0")), GradientStop(0.25, hex("#FFD29A70")),
                GradientStop(1, hex("#FFC08A00")),
            ]))
        canvas.fill(.circle(center: sun, radius: 0.045 * unit), paint: .solid(hex("#FFF6E0")))

        // Wispy clouds: soft-edged ellipses (a radial gradient stretched by the fill transform), lit from below.
        let clouds: [(Double, Double, Double, Double, Double)] = [
            (0.20, 0.21, 0.19, 0.022, 0.55), (0.30, 0.25, 0.13, 0.016, 0.45), (0.12, 0.26, 0.08, 0.012, 0.35),
            (0.78, 0.14, 0.17, 0.020, 0.45), (0.88, 0.17, 0.09, 0.012, 0.35), (0.57, 0.34, 0.12, 0.013, 0.50),
            (0.66, 0.37, 0.07, 0.009, 0.40),
        ]
        for (cx, cy, rx, ry, alpha) in clouds {
            softEllipse(&canvas, center: point(cx, cy), radiusX: rx * W, radiusY: ry * H, color: hex("#FCE2D4"),
                        opacity: alpha)
        }

        // Mountain ranges, far to near: each lower, darker, less hazy.
        let ranges: [(base: Double, amplitude: Double, seed: Double, top: String, bottom: String)] = [
            (0.56, 0.17, 1.3, "#A497BE", "#D2AEB6"),
            (0.62, 0.14, 4.1, "#6A6E96", "#9389A6"),
            (0.685, 0.12, 7.7, "#34445F", "#505A73"),
        ]
        for range in ranges {
            let ridge = ridgePath(width: W, baseY: range.base * H, bottomY: horizon + 0.02 * H,
                                  amplitude: range.amplitude * H, seed: range.seed)
            canvas.fill(ridge, paint: .linearGradient(
                start: Point(x: 0, y: (range.base - range.amplitude) * H), end: Point(x: 0, y: horizon),
                stops: [GradientStop(0, hex(range.top)), GradientStop(1, hex(range.bottom))]))
            // Haze settling in the valleys in front of this range.
            canvas.fillRect(Rect(x: 0, y: (range.base - 0.03) * H, width: W, height: horizon - (range.base - 0.03) * H),
                            paint: .linearGradient(start: Point(x: 0, y: (range.base - 0.03) * H),
                                                   end: Point(x: 0, y: horizon),
                                                   stops: [GradientStop(0, hex("#F3C9A800")),
                                                           GradientStop(1, hex("#F3C9A860"))]))
        }

        // Lake: the sky mirrored (warm at the shoreline, deep blue towards the viewer).
        let lake = Rect(x: 0, y: horizon, width: W, height: H - horizon)
        canvas.fillRect(lake, paint: .linearGradient(start: Point(x: 0, y: horizon), end: Point(x: 0, y: H), stops: [
            GradientStop(0, hex("#C99A97")), GradientStop(0.35, hex("#6D7BA6")), GradientStop(1, hex("#22335A")),
        ]))
        // Sun reflection: soft horizontal glints under the sun, wider and fainter towards the viewer.
        let glints = 16
        for index in 0..<glints {
            let t = Double(index) / Double(glints - 1)
            let y = horizon + (0.02 + 0.9 * t * t) * (H - horizon)
            let wobble = sin(Double(index) * 2.3) * 0.012 * W
            let halfWidth = (0.03 + 0.06 * t) * W * (0.65 + 0.35 * abs(sin(Double(index) * 1.7)))
            let halfHeight = Swift.max(0.7, (0.005 + 0.007 * t) * H)
            softEllipse(&canvas, center: Point(x: sun.x + wobble, y: y), radiusX: halfWidth, radiusY: halfHeight,
                        color: hex("#FFE9C4"), opacity: 0.9 - 0.55 * t)
        }
        // Soft line where water meets the far shore.
        canvas.fillRect(Rect(x: 0, y: horizon, width: W, height: Swift.max(1, 0.006 * H)),
                        paint: .solid(hex("#F6D3B0")), opacity: 0.45)

        // Foreground shore: dark rolling hill on the left with a gentle slope into the water.
        var shore = Path()
        shore.move(to: point(-0.02, 1.02))
        shore.line(to: point(-0.02, 0.74))
        shore.curve(to: point(0.30, 0.86), control1: point(0.10, 0.70), control2: point(0.20, 0.80))
        shore.curve(to: point(0.58, 1.02), control1: point(0.40, 0.92), control2: point(0.50, 0.97))
        shore.close()
        canvas.fill(shore, paint: .linearGradient(start: point(0, 0.72), end: point(0.1, 1), stops: [
            GradientStop(0, hex("#3A4A35")), GradientStop(0.3, hex("#223022")), GradientStop(1, hex("#0E150F")),
        ]))
        // A second, lower spit of land on the right for balance.
        var rightShore = Path()
        rightShore.move(to: point(1.02, 1.02))
        rightShore.line(to: point(1.02, 0.86))
        rightShore.curve(to: point(0.72, 1.02), control1: point(0.90, 0.85), control2: point(0.80, 0.95))
        rightShore.close()
        canvas.fill(rightShore, paint: .linearGradient(start: point(0, 0.85), end: point(0, 1), stops: [
            GradientStop(0, hex("#2A3830")), GradientStop(1, hex("#101814")),
        ]))
        return RasterImage(canvas)
    }

    /// A soft-edged ellipse: colour at `opacity` in the middle fading to nothing at the rim.
    static func softEllipse(_ canvas: inout Pixmap, center: Point, radiusX: Double, radiusY: Double, color: Color,
                            opacity: Double) {
        let transform = Transform.scale(x: radiusX, y: radiusY).translatedBy(x: center.x, y: center.y)
        canvas.fill(.circle(center: .zero, radius: 1), paint: .radialGradient(
            center: .zero, radius: 1, stops: [GradientStop(0, color), GradientStop(0.45, color.withAlphaMultiplied(by: 0.7)),
                                              GradientStop(1, color.withAlphaMultiplied(by: 0))]),
            opacity: opacity, transform: transform)
    }

    /// A closed mountain silhouette: a smooth ridge (quadratic curves through the midpoints of samples of a
    /// sum of sines with sharpened peaks) above `baseY`, filled down to `bottomY`.
    static func ridgePath(width: Double, baseY: Double, bottomY: Double, amplitude: Double, seed: Double) -> Path {
        let samples = 28
        var points: [Point] = []
        for index in 0...samples {
            let u = Double(index) / Double(samples) * 1.1 - 0.05
            let peaks = 1 - abs(sin(2.6 * u * Double.pi + seed))          // sharp crests
            let rolling = 0.5 + 0.5 * sin(5.3 * u * Double.pi + 1.7 * seed) // secondary bumps
            let fine = 0.5 + 0.5 * sin(11.9 * u * Double.pi + 2.9 * seed)
            let height = 0.62 * peaks + 0.28 * rolling + 0.10 * fine
            points.append(Point(x: u * width, y: baseY - amplitude * height))
        }
        var path = Path()
        path.move(to: Point(x: points[0].x, y: bottomY))
        path.line(to: points[0])
        for index in 1..<points.count - 1 {
            let mid = Point(x: (points[index].x + points[index + 1].x) / 2, y: (points[index].y + points[index + 1].y) / 2)
            path.quad(to: mid, control: points[index])
        }
        if let last = points.last {
            path.line(to: last)
            path.line(to: Point(x: last.x, y: bottomY))
        }
        path.close()
        return path
    }
}
