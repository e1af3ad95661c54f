import Foundation
import Testing
import ScrollSim
import StretchTypes
@testable import StretchGIFKit

/// The trace plot's labels (docs/physics.md#trace-plot-labels): round-number ticks spaced by their measured size,
/// no two labels overlapping, and never "-0".
@Suite struct PlotLabelTests {
    /// Whether `text` shows a negative zero: "-0", "-0.0", "-0s" and the like (but not "-0.5").
    static func showsNegativeZero(_ text: String) -> Bool {
        text.range(of: #"-0(\.0*)?(?![0-9.]*[1-9])"#, options: .regularExpression) != nil
    }

    @Test func valuesThatRoundToZeroReadZero() {
        #expect(PlotLabels.text(-0.0, step: 5) == "0")
        #expect(PlotLabels.text(-0.3, step: 1) == "0")
        #expect(PlotLabels.text(-0.04, step: 0.1) == "0.0")
        #expect(PlotLabels.text(-1e-12, step: 0.2, unit: "s") == "0.0s")
        #expect(PlotLabels.text(-2.5, step: 0.5) == "-2.5")
        #expect(PlotLabels.text(-20, step: 20) == "-20")
        #expect(PlotLabels.text(0.25, step: 0.05) == "0.25")
        #expect(Self.showsNegativeZero("-0") && Self.showsNegativeZero("-0.00s") && !Self.showsNegativeZero("-0.5"))
    }

    /// Ranges around zero, as the plot pads them (`TracePlot.niceRange`): round steps, 0 itself a tick, no "-0".
    @Test(arguments: [(-1e-9, 0.0), (-0.3, 0.2), (-1.08, 1.08), (-93.4, 0.0), (-0.004, 3.7), (-4000.0, 12.0)])
    func ticksAroundZeroNeverReadMinusZero(lower: Double, upper: Double) {
        let range = TracePlot.niceRange(min: lower, max: upper)
        let ticks = PlotLabels.ticks(lower: range.lower, upper: range.upper, length: 400) { _ in 14 }
        #expect(ticks.count >= 2, "\(ticks)")
        #expect(ticks.contains { $0.value == 0 && Double($0.text) == 0 && !$0.text.hasPrefix("-") })
        for tick in ticks { #expect(!Self.showsNegativeZero(tick.text), "\(tick.text) in \(range)") }
        for (a, b) in zip(ticks, ticks.dropFirst()) { #expect(b.position - a.position >= 14 + PlotLabels.gap) }
    }

    /// Wide labels on a short axis: fewer, farther apart, never closer than their own widths plus the gap.
    @Test func ticksSpaceByTheirMeasuredWidth() {
        let ticks = PlotLabels.ticks(lower: 0, upper: 1000, length: 120) { Double($0.count) * 9 }
        #expect(ticks.map(\.text) == ["0", "500", "1000"])
        let many = PlotLabels.ticks(lower: 0, upper: 1000, length: 2000) { Double($0.count) * 9 }
        #expect(many.count > 20)
    }

    /// The safety net under the spacing: a label that would overlap, or come within half the gap of, one placed
    /// before it is dropped; the earlier one stays.
    @Test func aLabelTouchingAnEarlierOneIsDropped() {
        let title = Rect(x: 0, y: 0, width: 10, height: 10)
        let overlapping = Rect(x: 5, y: 5, width: 10, height: 10)
        let clear = Rect(x: 20, y: 0, width: 10, height: 10)
        let tooClose = Rect(x: 11, y: 0, width: 5, height: 5)  // 1 pt from the title, under gap / 2 = 2 pt
        let kept = PlotLabels.withoutCollisions([title, overlapping, clear, tooClose]) { $0 }
        #expect(kept == [title, clear])
    }

    /// Every label of real plots (a pull, a long fling, a still view, a burst of quick flicks whose release labels
    /// crowd) lies inside the canvas and overlaps no other; none reads "-0".
    @Test(arguments: [
        "drag down 200 over 0.5s ease-out; hold 0.2s; release; wait until rest",
        "fling up 4000; wait until rest",
        "wait 1s",
        "fling up 2000; wait 0.05s; fling up 2000; wait 0.05s; fling up 2000; wait 0.05s; fling up 2000; "
            + "wait until rest",
        "drag down 0.3 over 0.2s; release; wait until rest",
    ])
    func plotLabelsNeverOverlap(gesture: String) throws {
        var options = RenderOptions()
        options.gesture = gesture
        let trace = try ScrollTrace(viewportHeight: 600, contentHeight: 20_000, options: options)
        let fonts = try FontLibrary.load(fontPaths: [], texts: []).family
        let regular = try #require(fonts.face(for: .regular)), bold = try #require(fonts.face(for: .semibold))
        let layout = TracePlot(samples: trace.samples, timeline: trace.timeline).layout(regular: regular, bold: bold)
        #expect(layout.offsetTicks.count >= 2 && layout.velocityTicks.count >= 2 && layout.timeTicks.count >= 2)
        let labels = layout.labels
        #expect(labels.count >= layout.offsetTicks.count + layout.timeTicks.count)
        for (i, a) in labels.enumerated() {
            #expect(a.rect.x >= 0 && a.rect.maxX <= TracePlot.size.width && a.rect.y >= 0
                    && a.rect.maxY <= TracePlot.size.height, "\(a.text) at \(a.rect)")
            #expect(!Self.showsNegativeZero(a.text), "\(a.text)")
            for b in labels[(i + 1)...] {
                #expect(!PlotLabels.overlaps(a.rect, b.rect), "'\(a.text)' \(a.rect) overlaps '\(b.text)' \(b.rect)")
            }
        }
    }
}
