import Foundation
import Raster
import ScrollSim

extension TracePlot {
    /// One text of the plot, placed: its box in points (`rect.x`, `rect.y` the top left of its line box).
    struct Label: Sendable {
        let text: String
        let bold: Bool
        let size: Double
        let rect: Rect
        let color: Color
    }

    /// Where everything of the plot goes, in points: the plot area, the axes' ranges and ticks, the phase bands and
    /// every label, none overlapping another (`PlotLabels`).
    struct Layout: Sendable {
        let plot: Rect
        let duration: Double
        let offsetRange: (lower: Double, upper: Double)
        let velocityRange: (lower: Double, upper: Double)
        let offsetTicks: [PlotLabels.Tick]
        let velocityTicks: [PlotLabels.Tick]
        let timeTicks: [PlotLabels.Tick]
        let bands: [(start: Double, end: Double, phase: ScrollPhase)]
        let labels: [Label]
        let legendSwatches: [(x: Double, color: Color)]
    }

    static let offsetInk = Color(r: 0x00, g: 0x5A, b: 0xC8)
    static let velocityInk = Color(r: 0xC8, g: 0x64, b: 0x00)
    static let ink = Color(r: 0x3C, g: 0x3C, b: 0x43)
    static let offsetLine = Color(r: 0x00, g: 0x7A, b: 0xFF)
    static let velocityLine = Color(r: 0xFF, g: 0x95, b: 0x00)

    /// The plot's layout with its labels measured in `regular` and `bold`.
    func layout(regular: FontFace, bold: FontFace) -> Layout {
        func measure(_ text: String, bold isBold: Bool = false, size: Double) -> Size {
            TextLayout(string: text, face: isBold ? bold : regular, attributes: TextAttributes(size: size),
                       maxWidth: nil, scale: 1).measuredSize
        }
        func label(_ text: String, bold isBold: Bool = false, size: Double, x: Double, y: Double, color: Color,
                   align: Raster.TextAlignment = .left, centreY: Bool = false) -> Label {
            let box = measure(text, bold: isBold, size: size)
            let left = align == .center ? x - box.width / 2 : align == .right ? x - box.width : x
            let top = centreY ? y - box.height / 2 : y
            return Label(text: text, bold: isBold, size: size, rect: Rect(x: left, y: top, width: box.width,
                                                                           height: box.height), color: color)
        }
        let plot = Rect(x: Self.margin.left, y: Self.margin.top,
                        width: Self.size.width - Self.margin.left - Self.margin.right,
                        height: Self.size.height - Self.margin.top - Self.margin.bottom)
        let duration = max(timeline.durationMilliseconds, samples.last?.timeMilliseconds ?? 1, 1)
        let offsets = samples.map(\.offset), velocities = samples.map(\.velocity)
        let offsetRange = Self.niceRange(min: offsets.min() ?? 0, max: offsets.max() ?? 1)
        let velocityRange = Self.niceRange(min: velocities.min() ?? 0, max: velocities.max() ?? 1)
        let tickSize = 11.0
        // A vertical axis' labels are spaced as if two lines tall: a line of air between two, for a calmer grid.
        let lineHeight = measure("0", size: tickSize).height * 2
        let offsetTicks = PlotLabels.ticks(lower: offsetRange.lower, upper: offsetRange.upper, length: plot.height) {
            _ in lineHeight
        }
        let velocityTicks = PlotLabels.ticks(lower: velocityRange.lower, upper: velocityRange.upper,
                                             length: plot.height) { _ in lineHeight }
        let timeTicks = PlotLabels.ticks(lower: 0, upper: duration / 1000, length: plot.width, unit: "s") {
            measure($0, size: tickSize).width
        }
        var candidates: [Label] = []
        // Title, legend and axis title first: they always fit.
        candidates.append(label("Scroll trace", bold: true, size: 17, x: plot.x, y: 16, color: Self.ink))
        var legendX = plot.x + 130
        var swatches: [(x: Double, color: Color)] = []
        let entries: [(String, Color?)] = [
            ("offset (pt, left axis)", Self.offsetLine), ("velocity (pt/s, right axis)", Self.velocityLine),
            (timeline.restOffset.map { "rests at \(PlotLabels.text($0, step: 0.1)) pt" } ?? "does not come to rest",
             nil),
        ]
        for (text, swatch) in entries {
            if let swatch {
                swatches.append((legendX, swatch))
                legendX += 19
            }
            let entry = label(text, size: 12, x: legendX, y: 20, color: Self.ink)
            candidates.append(entry)
            legendX += entry.rect.width + 22
        }
        candidates.append(label("time", size: 11, x: plot.x + plot.width / 2, y: plot.maxY + 26, color: Self.ink,
                                align: .center))
        for tick in timeTicks {
            candidates.append(label(tick.text, size: tickSize, x: plot.x + tick.position, y: plot.maxY + 6,
                                    color: Self.ink, align: .center))
        }
        for tick in offsetTicks {
            candidates.append(label(tick.text, size: tickSize, x: plot.x - 8, y: plot.maxY - tick.position,
                                    color: Self.offsetInk, align: .right, centreY: true))
        }
        for tick in velocityTicks {
            candidates.append(label(tick.text, size: tickSize, x: plot.maxX + 8, y: plot.maxY - tick.position,
                                    color: Self.velocityInk, centreY: true))
        }
        // Phase bands, from the timeline's own phase changes (not from the sampling), each named when it fits.
        var bands: [(start: Double, end: Double, phase: ScrollPhase)] = []
        for change in timeline.phaseChanges where change.timeMilliseconds <= duration {
            if let last = bands.last, last.phase == change.phase { continue }
            if !bands.isEmpty { bands[bands.count - 1].end = change.timeMilliseconds }
            bands.append((change.timeMilliseconds, duration, change.phase))
        }
        for band in bands where band.end > band.start {
            let left = plot.x + plot.width * band.start / duration, right = plot.x + plot.width * band.end / duration
            let name = label(band.phase.rawValue, bold: true, size: 11, x: (left + right) / 2, y: plot.y + 6,
                             color: Self.phaseColor(band.phase), align: .center)
            if name.rect.x >= left + 2, name.rect.maxX <= right - 2 { candidates.append(name) }
        }
        // Releases: each named on the lowest of three rows where it meets no other label; else left unnamed.
        var releaseLabels: [Label] = []
        for release in timeline.releases {
            let xr = plot.x + plot.width * release.timeMilliseconds / duration
            // A boosted flick names its multiplier; a release under the glide floor names the finger's speed.
            let speed = PlotLabels.text(release.velocity, step: 1)
            let text = release.flickBoost > 1
                ? "release \(speed) pt/s (\(String(format: "%g", release.flickBoost))x boost)"
                : release.velocity == 0 && release.fingerVelocity != 0
                    ? "release 0 pt/s (finger \(PlotLabels.text(release.fingerVelocity, step: 1)))"
                    : "release \(speed) pt/s"
            for row in 0..<3 {
                let candidate = label(text, size: 10, x: xr + 4, y: plot.maxY - 18 - Double(row) * 14, color: Self.ink)
                let clear = candidate.rect.maxX <= Self.size.width
                    && !(candidates + releaseLabels).contains { PlotLabels.overlaps($0.rect, candidate.rect,
                                                                                    margin: PlotLabels.gap / 2) }
                if clear { releaseLabels.append(candidate); break }
            }
        }
        let labels = PlotLabels.withoutCollisions(candidates + releaseLabels) { $0.rect }
        return Layout(plot: plot, duration: duration, offsetRange: offsetRange, velocityRange: velocityRange,
                      offsetTicks: offsetTicks, velocityTicks: velocityTicks, timeTicks: timeTicks, bands: bands,
                      labels: labels, legendSwatches: swatches)
    }
}
