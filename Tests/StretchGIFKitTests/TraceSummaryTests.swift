import Foundation
import Testing
import ScrollSim
@testable import StretchGIFKit

/// `TraceSummary` (docs/physics.md#review-numbers): the peak overscroll, the time to rest and whether the physics is
/// UIKit's default, checked against values worked out by hand.
@Suite struct TraceSummaryTests {
    /// A pull of 200 pt at the top of a 600 pt viewport that is held still, then let go: the view bounces back from
    /// rest, so the peak is the rubber band's `(1 - 1 / (x c / d + 1)) d` and the UIKit bounce from rest is
    /// `e0 * 0.99^t`, which settles at `|e| <= 0.5 pt` (docs/physics.md#rest-detection) after `ln(0.5 / e0) / ln 0.99` ms.
    static let pull = "drag down 200 over 0.5s ease-out; hold 0.2s; release; wait until rest"

    func summary(rubberBand: Double?, insetTop: Double = 0) throws -> TraceSummary {
        var options = RenderOptions()
        options.gesture = Self.pull
        options.physics.rubberBand = rubberBand
        if insetTop > 0 { options.physics.contentInset = PhysicsOverrides.ContentInset(top: insetTop, bottom: 0) }
        let trace = try ScrollTrace(viewportHeight: 600, contentHeight: 2000, options: options)
        let geometry = ScrollGeometry(viewportHeight: 600, contentHeight: 2000, contentInsetTop: insetTop)
        return TraceSummary(timeline: trace.timeline, geometry: geometry,
                            physics: options.physics.applied(to: ScrollPhysics()))
    }

    @Test(arguments: [(0.55, 0.0), (0.7, 0.0), (0.55, 50.0)])
    func aHeldPullPeaksAtTheRubberBandAndRestsWhenTheBounceIsWithinHalfAPoint(coefficient: Double, inset: Double)
        throws
    {
        let numbers = try summary(rubberBand: coefficient == 0.55 ? nil : coefficient, insetTop: inset)
        let peak = (1 - 1 / (200 * coefficient / 600 + 1)) * 600  // 92.958 pt at 0.55, 113.514 pt at 0.7
        #expect(abs(numbers.peakOverscroll - peak) < 0.01, "\(numbers.peakOverscroll) vs \(peak)")
        #expect(numbers.peakEdge == .top)
        let rest = 700 + log(0.5 / peak) / log(0.99)  // 1219.91 ms at 0.55, 1239.79 ms at 0.7
        #expect(abs(try #require(numbers.restMilliseconds) - rest) < 0.01, "\(String(describing: numbers.restMilliseconds))")
        #expect(numbers.isUIKitDefault == (coefficient == 0.55))
        if coefficient == 0.55, inset == 0 {
            #expect(numbers.caption == "peak 93 pt top · rest 1.22 s · UIKit default")
        }
    }

    /// Synthetic samples: the largest excursion past either edge wins and names its edge; rest is the first sample
    /// of the final run of resting samples.
    @Test func samplesGiveThePeakEdgeAndTheLastRest() {
        let geometry = ScrollGeometry(viewportHeight: 500, contentHeight: 900)  // bounds 0...400
        func sample(_ t: Double, _ offset: Double, _ phase: ScrollPhase) -> ScrollSample {
            ScrollSample(timeMilliseconds: t, offset: offset, velocity: 0, phase: phase, fingerY: nil)
        }
        let samples = [
            sample(0, 0, .resting), sample(100, -30, .tracking), sample(200, -12, .bouncing), sample(300, 0, .resting),
            sample(400, 200, .decelerating), sample(500, 441.5, .bouncing), sample(600, 410, .bouncing),
            sample(700, 400, .resting), sample(800, 400, .resting),
        ]
        let numbers = TraceSummary(samples: samples, geometry: geometry, physics: ScrollPhysics())
        #expect(numbers.peakOverscroll == 41.5)
        #expect(numbers.peakEdge == .bottom)
        #expect(numbers.peakMilliseconds == 500)
        #expect(numbers.restMilliseconds == 700)
        #expect(numbers.caption == "peak 42 pt bottom · rest 0.70 s · UIKit default")
        // Ending on the move: no rest. Never past an edge: no peak.
        let moving = TraceSummary(samples: Array(samples.prefix(5)), geometry: geometry,
                                  physics: ScrollPhysics(rubberBandCoefficient: 0.4))
        #expect(moving.restMilliseconds == nil)
        #expect(moving.peakEdge == .top && moving.peakOverscroll == 30)
        #expect(moving.caption == "peak 30 pt top · not at rest · not default")
        let still = TraceSummary(samples: [sample(0, 0, .resting)], geometry: geometry, physics: ScrollPhysics())
        #expect(still.peakEdge == nil && still.peakOverscroll == 0 && still.restMilliseconds == 0)
        #expect(still.peakText == "0 pt")
    }

    /// UIKit's default is `ScrollPhysics()` with the device's own touch rate and whatever `bounces` and
    /// `alwaysBounceVertical` the scroll view has; any other setting is not.
    @Test func uikitDefaultIsEveryDefaultAtTheDevicesTouchRate() {
        let geometry = ScrollGeometry(viewportHeight: 500, contentHeight: 900)
        func isDefault(_ physics: ScrollPhysics, device: Double = 60) -> Bool {
            TraceSummary(samples: [], geometry: geometry, physics: physics, deviceTouchRate: device).isUIKitDefault
        }
        #expect(isDefault(ScrollPhysics()))
        #expect(isDefault(ScrollPhysics(touchRate: 120), device: 120))
        #expect(!isDefault(ScrollPhysics(touchRate: 120)))
        #expect(!isDefault(ScrollPhysics(rubberBandCoefficient: 0.56)))
        #expect(!isDefault(ScrollPhysics(decelerationRate: ScrollPhysics.fastDecelerationRate)))
        #expect(!isDefault(ScrollPhysics(bounceModel: .uikit(decayPerMillisecond: 0.98))))
        #expect(isDefault(ScrollPhysics(alwaysBounceVertical: true)))
        #expect(isDefault(ScrollPhysics(bounces: false)))
        #expect(!isDefault(ScrollPhysics(glideFloor: 0)))
        #expect(!isDefault(ScrollPhysics(velocityThreshold: 2)))
        #expect(!isDefault(ScrollPhysics(flickBoost: FlickBoost(maximumMultiplier: 1))))
        #expect(!isDefault(ScrollPhysics(bounceModel: .flutterSpring)))
    }
}
