import Foundation
import StretchTypes

/// The label rule of the trace plot (docs/physics.md#trace-plot-labels): tick values are round numbers (1, 2 or 5
/// times a power of ten) spaced so that neighbouring labels, measured in the plot's own font, keep a gap; a label
/// that would still touch one already placed is dropped; and no label reads "-0".
package enum PlotLabels {
    /// Least space between two labels, in points.
    package static let gap = 4.0

    /// `value` written with as many decimals as `step` needs (0.5 -> one, 20 -> none), followed by `unit`. A value
    /// that rounds to zero at that precision is written "0", never "-0".
    package static func text(_ value: Double, step: Double, unit: String = "") -> String {
        let decimals = max(0, min(6, Int((-log10(step)).rounded(.up))))
        let quantum = pow(10, -Double(decimals))
        var shown = (value / quantum).rounded() * quantum
        if shown == 0 || !shown.isFinite { shown = 0 }  // -0.0 == 0: drops the sign of negative zero
        return String(format: "%.\(decimals)f", shown) + unit
    }

    /// One tick: its value, its text and where it lies along the axis (points from the axis' start at `lower`).
    package struct Tick: Sendable, Equatable {
        package let value: Double
        package let text: String
        package let position: Double
    }

    /// Round-number ticks over `lower...upper` on an axis `length` points long: the smallest step (1, 2 or 5 times a
    /// power of ten) at which every two neighbouring labels, each `extent(text)` points long along the axis, are at
    /// least `gap` apart. Values are whole multiples of the step (so 0 is a tick whenever the range holds it).
    package static func ticks(lower: Double, upper: Double, length: Double, unit: String = "",
                              extent: (String) -> Double) -> [Tick]
    {
        guard upper > lower, length > 0, lower.isFinite, upper.isFinite else { return [] }
        let span = upper - lower
        var exponent = Int((log10(span) - 3).rounded(.down))
        while exponent < 308 {
            for multiple in [1.0, 2.0, 5.0] {
                let step = multiple * pow(10, Double(exponent))
                let low = (lower / step).rounded(.up), high = (upper / step).rounded(.down)
                guard high - low < 200, abs(low) < 1e15, abs(high) < 1e15 else { continue }
                let first = Int(low), last = Int(high)
                guard first <= last else { return [] }
                let ticks = (first...last).map { index -> Tick in
                    let value = Double(index) * step
                    return Tick(value: value, text: text(value, step: step, unit: unit),
                                position: (value - lower) / span * length)
                }
                let extents = ticks.map { extent($0.text) }
                let fits = zip(ticks.indices, ticks.indices.dropFirst()).allSatisfy { a, b in
                    ticks[b].position - ticks[a].position >= (extents[a] + extents[b]) / 2 + gap
                }
                if fits { return ticks }
            }
            exponent += 1
        }
        return []
    }

    /// The labels of `candidates` (in priority order) that keep `gap` / 2 clear of every label kept before them.
    package static func withoutCollisions<Label>(_ candidates: [Label], rect: (Label) -> Rect) -> [Label] {
        var kept: [Label] = []
        var boxes: [Rect] = []
        for candidate in candidates {
            let box = rect(candidate)
            if boxes.contains(where: { overlaps($0, box, margin: gap / 2) }) { continue }
            kept.append(candidate)
            boxes.append(box)
        }
        return kept
    }

    /// Whether `a` and `b` come closer than `margin` points (touching counts when the margin is positive).
    package static func overlaps(_ a: Rect, _ b: Rect, margin: Double = 0) -> Bool {
        a.x < b.maxX + margin && b.x < a.maxX + margin && a.y < b.maxY + margin && b.y < a.maxY + margin
    }
}
