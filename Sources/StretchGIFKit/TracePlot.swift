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
        let fonts = try FontLibrary.load(fontPaths: [], texts: []).family
        guard let regular = fonts.face(for: .regular), let bold = fonts.face(for: .semibold) else {
            throw .renderFailed(message: "cannot load Inter for the plot")
        }
        let s = Self.scale
        var pixmap = Pixmap(width: Int(Self.size.width * s), height: Int(Self.size.height * s),
                            fill: Color(r: 255, g: 255, b: 255))
        let layout = self.layout(regular: regular, bold: bold)
        let plot = layout.plot, duration = layout.duration
        let offsetRange = layout.offsetRange, velocityRange = layout.velocityRange
        func x(_ t: Double) -> Double { plot.x + plot.width * t / duration }
        func yOffset(_ v: Double) -> Double {
            plot.y + plot.height * (1 - (v - offsetRange.lower) / (offsetRange.upper - offsetRange.lower))
        }
        func yVelocity(_ v: Double) -> Double {
            plot.y + plot.height * (1 - (v - velocityRange.lower) / (velocityRange.upper - velocityRange.lower))
        }
        func px(_ r: Rect) -> Rect { Rect(x: r.x * s, y: r.y * s, width: r.width * s, height: r.height * s) }
        for band in layout.bands where band.end > band.start {
            let rect = Rect(x: x(band.start), y: plot.y, width: x(band.end) - x(band.start), height: plot.height)
            pixmap.fillRect(px(rect), paint: .solid(Self.phaseColor(band.phase)), opacity: 0.09)
        }
        // Grid (at the offset ticks), right-axis tick marks and axes.
        let grey = Color(r: 0xD1, g: 0xD1, b: 0xD6)
        let ink = Self.ink
        for tick in layout.offsetTicks {
            let y = plot.maxY - tick.position
            pixmap.fillRect(px(Rect(x: plot.x, y: y - 0.25, width: plot.width, height: 0.5)), paint: .solid(grey))
        }
        for tick in layout.velocityTicks {
            let y = plot.maxY - tick.position
            pixmap.fillRect(px(Rect(x: plot.maxX, y: y - 0.25, width: 5, height: 0.5)), paint: .solid(Self.velocityInk))
        }
        for tick in layout.timeTicks {
            let xt = plot.x + tick.position
            pixmap.fillRect(px(Rect(x: xt - 0.25, y: plot.y, width: 0.5, height: plot.height)), paint: .solid(grey),
                            opacity: 0.6)
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
                 color: Self.velocityLine, width: 1.6)
        polyline(samples.map { Point(x: x($0.timeMilliseconds), y: yOffset($0.offset)) },
                 color: Self.offsetLine, width: 2.2)
        for release in timeline.releases {
            let xr = x(release.timeMilliseconds)
            pixmap.fillRect(px(Rect(x: xr - 0.5, y: plot.y, width: 1, height: plot.height)), paint: .solid(ink),
                            opacity: 0.7)
        }
        for swatch in layout.legendSwatches {
            pixmap.fillRect(px(Rect(x: swatch.x, y: 26, width: 14, height: 3)), paint: .solid(swatch.color))
        }
        for label in layout.labels {
            let text = TextLayout(string: label.text, face: label.bold ? bold : regular,
                                  attributes: TextAttributes(size: label.size), maxWidth: nil, scale: s)
            for mask in text.coverageMasks(originX: label.rect.x * s, originY: label.rect.y * s) {
                pixmap.fill(mask: mask, paint: .solid(label.color))
            }
        }
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
