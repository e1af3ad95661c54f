import Foundation
import Raster
import ScrollSim

/// The picture of a trace: offset (blue, left axis) and velocity (orange, right axis) against time, with each
/// phase shaded and labelled and the releases marked. Drawn with Raster at 2x for crisp lines.
struct TracePlot: Sendable {
    let samples: [ScrollSample]
    let timeline: ScrollTimeline

    /// Canvas size in points and the plot area's margins.
    static let size = (width: 960.0, height: 520.0)
    static let margin = (left: 78.0, right: 84.0, top: 56.0, bottom: 64.0)
    static let scale = 2.0

    /// Phase shading colours (light tints) and label colours.
    static func phaseColor(_ phase: ScrollPhase) -> Color {
        switch phase {
        case .tracking: return Color(r: 0x34, g: 0xC7, b: 0x59)
        case .decelerating: return Color(r: 0x00, g: 0x7A, b: 0xFF)
        case .bouncing: return Color(r: 0xFF, g: 0x3B, b: 0x30)
        case .resting: return Color(r: 0x8E, g: 0x8E, b: 0x93)
        }
    }

    /// Renders the plot as PNG bytes.
    func pngBytes() throws(StretchGIFError) -> [UInt8] {
        let fonts = try FontLibrary.load(fontPaths: [], texts: []).family()
        guard let regular = fonts.face(for: .regular), let bold = fonts.face(for: .semibold) else {
            throw .renderFailed(message: "cannot load Inter for the plot")
        }
        let s = Self.scale
        var pixmap = Pixmap(width: Int(Self.size.width * s), height: Int(Self.size.height * s),
                            fill: Color(r: 255, g: 255, b: 255))
        let plot = Rect(x: Self.margin.left, y: Self.margin.top,
                        width: Self.size.width - Self.margin.left - Self.margin.right,
                        height: Self.size.height - Self.margin.top - Self.margin.bottom)
        let duration = max(timeline.durationMilliseconds, samples.last?.timeMilliseconds ?? 1, 1)
        let offsets = samples.map(\.offset), velocities = samples.map(\.velocity)
        let offsetRange = Self.niceRange(min: offsets.min() ?? 0, max: offsets.max() ?? 1)
        let velocityRange = Self.niceRange(min: velocities.min() ?? 0, max: velocities.max() ?? 1)
        func x(_ t: Double) -> Double { plot.x + plot.width * t / duration }
        func yOffset(_ v: Double) -> Double {
            plot.y + plot.height * (1 - (v - offsetRange.lower) / (offsetRange.upper - offsetRange.lower))
        }
        func yVelocity(_ v: Double) -> Double {
            plot.y + plot.height * (1 - (v - velocityRange.lower) / (velocityRange.upper - velocityRange.lower))
        }
        func px(_ r: Rect) -> Rect { Rect(x: r.x * s, y: r.y * s, width: r.width * s, height: r.height * s) }
        func text(_ string: String, _ face: FontFace, size: Double, at point: Point, color: Color,
                  align: Raster.TextAlignment = .left) {
            let layout = TextLayout(string: string, face: face, attributes: TextAttributes(size: size), maxWidth: nil,
                                    scale: s)
            var originX = point.x
            if align == .center { originX -= layout.measuredSize.width / 2 }
            if align == .right { originX -= layout.measuredSize.width }
            for mask in layout.coverageMasks(originX: originX * s, originY: point.y * s) {
                pixmap.fill(mask: mask, paint: .solid(color))
            }
        }
        // Phase bands, from the timeline's own phase changes (not from the sampling).
        var bands: [(start: Double, end: Double, phase: ScrollPhase)] = []
        for change in timeline.phaseChanges where change.timeMilliseconds <= duration {
            if let last = bands.last, last.phase == change.phase { continue }
            if !bands.isEmpty { bands[bands.count - 1].end = change.timeMilliseconds }
            bands.append((change.timeMilliseconds, duration, change.phase))
        }
        for band in bands where band.end > band.start {
            let rect = Rect(x: x(band.start), y: plot.y, width: x(band.end) - x(band.start), height: plot.height)
            pixmap.fillRect(px(rect), paint: .solid(Self.phaseColor(band.phase)), opacity: 0.09)
            if rect.width > 46 {
                text(band.phase.rawValue, bold, size: 11, at: Point(x: rect.x + rect.width / 2, y: plot.y + 6),
                     color: Self.phaseColor(band.phase), align: .center)
            }
        }
        // Grid and axes.
        let grey = Color(r: 0xD1, g: 0xD1, b: 0xD6)
        let ink = Color(r: 0x3C, g: 0x3C, b: 0x43)
        for step in 0...5 {
            let fraction = Double(step) / 5
            let y = plot.y + plot.height * (1 - fraction)
            pixmap.fillRect(px(Rect(x: plot.x, y: y - 0.25, width: plot.width, height: 0.5)), paint: .solid(grey))
            let offsetValue = offsetRange.lower + (offsetRange.upper - offsetRange.lower) * fraction
            let velocityValue = velocityRange.lower + (velocityRange.upper - velocityRange.lower) * fraction
            text(String(format: "%.0f", offsetValue), regular, size: 11, at: Point(x: plot.x - 8, y: y - 7),
                 color: Color(r: 0x00, g: 0x5A, b: 0xC8), align: .right)
            text(String(format: "%.0f", velocityValue), regular, size: 11, at: Point(x: plot.maxX + 8, y: y - 7),
                 color: Color(r: 0xC8, g: 0x64, b: 0x00))
        }
        let seconds = duration / 1000
        let tick = seconds <= 2 ? 0.25 : seconds <= 6 ? 0.5 : seconds <= 15 ? 1 : 5
        var t = 0.0
        while t <= seconds + 1e-9 {
            let xt = x(t * 1000)
            pixmap.fillRect(px(Rect(x: xt - 0.25, y: plot.y, width: 0.5, height: plot.height)), paint: .solid(grey),
                            opacity: 0.6)
            text(String(format: "%gs", t), regular, size: 11, at: Point(x: xt, y: plot.maxY + 6), color: ink,
                 align: .center)
            t += tick
        }
        pixmap.fillRect(px(Rect(x: plot.x - 0.5, y: plot.y, width: 1, height: plot.height)), paint: .solid(ink))
        pixmap.fillRect(px(Rect(x: plot.x, y: plot.maxY - 0.5, width: plot.width, height: 1)), paint: .solid(ink))
        if offsetRange.lower < 0 && offsetRange.upper > 0 {
            let zero = yOffset(0)
            pixmap.fillRect(px(Rect(x: plot.x, y: zero - 0.5, width: plot.width, height: 1)), paint: .solid(ink),
                            opacity: 0.35)
        }
        // Curves as stroked polylines (thin quads per segment).
        func polyline(_ points: [Point], color: Color, width: Double) {
            var path = Path()
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
                let nx = -dy / length * width / 2, ny = dx / length * width / 2
                path.move(to: Point(x: (a.x + nx) * s, y: (a.y + ny) * s))
                path.line(to: Point(x: (b.x + nx) * s, y: (b.y + ny) * s))
                path.line(to: Point(x: (b.x - nx) * s, y: (b.y - ny) * s))
                path.line(to: Point(x: (a.x - nx) * s, y: (a.y - ny) * s))
                path.close()
            }
            pixmap.fill(path, paint: .solid(color))
        }
        polyline(samples.map { Point(x: x($0.timeMilliseconds), y: yVelocity($0.velocity)) },
                 color: Color(r: 0xFF, g: 0x95, b: 0x00), width: 1.6)
        polyline(samples.map { Point(x: x($0.timeMilliseconds), y: yOffset($0.offset)) },
                 color: Color(r: 0x00, g: 0x7A, b: 0xFF), width: 2.2)
        for release in timeline.releases {
            let xr = x(release.timeMilliseconds)
            pixmap.fillRect(px(Rect(x: xr - 0.5, y: plot.y, width: 1, height: plot.height)), paint: .solid(ink),
                            opacity: 0.7)
            // A boosted flick names its multiplier; a release under the glide floor names the finger's speed.
            let label = release.flickBoost > 1
                ? String(format: "release %.0f pt/s (%gx boost)", release.velocity, release.flickBoost)
                : release.velocity == 0 && release.fingerVelocity != 0
                    ? String(format: "release 0 pt/s (finger %.0f)", release.fingerVelocity)
                    : String(format: "release %.0f pt/s", release.velocity)
            text(label, regular, size: 10,
                 at: Point(x: xr + 4, y: plot.maxY - 18), color: ink)
        }
        // Titles and legend.
        text("Scroll trace", bold, size: 17, at: Point(x: plot.x, y: 16), color: ink)
        // Legend: a swatch before each series' name.
        var legendX = plot.x + 130
        let entries: [(String, Color?)] = [
            ("offset (pt, left axis)", Color(r: 0x00, g: 0x7A, b: 0xFF)),
            ("velocity (pt/s, right axis)", Color(r: 0xFF, g: 0x95, b: 0x00)),
            (timeline.restOffset.map { String(format: "rests at %.1f pt", $0) } ?? "does not come to rest", nil),
        ]
        for (label, swatch) in entries {
            if let swatch {
                pixmap.fillRect(px(Rect(x: legendX, y: 26, width: 14, height: 3)), paint: .solid(swatch))
                legendX += 19
            }
            text(label, regular, size: 12, at: Point(x: legendX, y: 20), color: ink)
            let width = TextLayout(string: label, face: regular, attributes: TextAttributes(size: 12), maxWidth: nil,
                                   scale: 1).measuredSize.width
            legendX += width + 22
        }
        text("time", regular, size: 11, at: Point(x: plot.x + plot.width / 2, y: plot.maxY + 26), color: ink,
             align: .center)
        return try Animation.png(pixmap)
    }

    /// A range padded by 8% that never collapses to a point.
    static func niceRange(min lower: Double, max upper: Double) -> (lower: Double, upper: Double) {
        var (a, b) = (lower, upper)
        if b - a < 1 { a -= 1; b += 1 }
        let pad = (b - a) * 0.08
        return (a - pad, b + pad)
    }
}
