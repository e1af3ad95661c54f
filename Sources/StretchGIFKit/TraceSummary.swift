import Foundation
import ScrollSim

/// The numbers a design review reads off one simulated scroll (docs/physics.md#review-numbers): how far the content
/// went past an edge, when it came to rest, and whether the physics is UIKit's default.
///
/// Contract:
/// - `peakOverscroll` is the largest distance, in points, the content offset goes past the geometry's bounds
///   (`minOffset - offset` above the top edge, `offset - maxOffset` below the bottom one) at any instant of the trace;
///   0 (and `peakEdge` nil) when it never leaves them. A timeline is probed every millisecond, at every phase change
///   and release, and refined to 0.01 ms around the largest probe, so the peak is the curve's, not a frame's.
/// - `restMilliseconds` is the instant, in ms since the gesture began (the animation's clock), from which the view is
///   at rest until the trace ends, by the simulator's own rest rule: the `.resting` phase, which starts once a bounce
///   is within 0.5 pt of its edge and slower than `ScrollPhysics.velocityThreshold`, or a deceleration is that slow and
///   within half a pixel of its projection (docs/physics.md#rest-detection). Nil when the trace ends not at rest.
/// - `isUIKitDefault` is true when the physics equals `ScrollPhysics()` (every UIKit default, the one place they live)
///   but for what is not a physics constant: the touch rate is the device's (a 120 Hz ProMotion device at 120 Hz is
///   still UIKit's default) and `bounces` / `alwaysBounceVertical` are the scroll view's configuration (a scene of
///   short content sets `alwaysBounce`). Any other rubber band, deceleration, bounce model or decay, settle speed,
///   glide floor or repeated-flick setting makes it false.
///
/// ```swift
/// let numbers = TraceSummary(animation: animation)   // a rendered panel
/// numbers.caption                                    // "peak 93 pt top · rest 1.12 s · UIKit default"
/// ```
package struct TraceSummary: Sendable, Equatable {
    /// The edge the content went past.
    package enum Edge: String, Sendable, Equatable {
        /// Above the top (pulled down, offset below `minOffset`).
        case top
        /// Below the bottom (pushed up, offset above `maxOffset`).
        case bottom
    }

    /// Largest overscroll in points (>= 0).
    package let peakOverscroll: Double
    /// The edge of `peakOverscroll`; nil when the content stays within its bounds.
    package let peakEdge: Edge?
    /// When the peak happens, ms since the gesture began (0 when there is none).
    package let peakMilliseconds: Double
    /// When the view comes to rest for good, ms since the gesture began; nil when the trace ends not at rest.
    package let restMilliseconds: Double?
    /// Whether the physics is UIKit's default (see the type's contract).
    package let isUIKitDefault: Bool

    /// The numbers of `samples` (in time order) for a view of `geometry` with `physics` on a device whose touch
    /// rate is `deviceTouchRate`: the peak among the samples and the first sample of the final run of resting ones.
    package init(samples: [ScrollSample], geometry: ScrollGeometry, physics: ScrollPhysics,
                 deviceTouchRate: Double = ScrollPhysics.defaultTouchRate)
    {
        var peak = 0.0, edge: Edge?, peakTime = 0.0
        for sample in samples {
            let (distance, side) = Self.overscroll(sample.offset, geometry)
            if distance > peak { (peak, edge, peakTime) = (distance, side, sample.timeMilliseconds) }
        }
        var rest: Double?
        for sample in samples {
            if sample.phase != .resting { rest = nil } else if rest == nil { rest = sample.timeMilliseconds }
        }
        peakOverscroll = peak
        peakEdge = edge
        peakMilliseconds = peakTime
        restMilliseconds = rest
        isUIKitDefault = physics == ScrollPhysics(bounces: physics.bounces,
                                                  alwaysBounceVertical: physics.alwaysBounceVertical,
                                                  touchRate: deviceTouchRate)
    }

    /// The numbers of `timeline` (see the type's contract for how it is probed).
    package init(timeline: ScrollTimeline, geometry: ScrollGeometry, physics: ScrollPhysics,
                 deviceTouchRate: Double = ScrollPhysics.defaultTouchRate)
    {
        let duration = max(0, timeline.durationMilliseconds)
        // One probe a millisecond (fewer for a very long trace), plus every event instant.
        let step = max(1, duration / 200_000)
        var times = (0...Int((duration / step).rounded(.down))).map { Double($0) * step }
        times += timeline.phaseChanges.map(\.timeMilliseconds) + timeline.releases.map(\.timeMilliseconds)
        times.append(duration)
        times = times.filter { $0 >= 0 && $0 <= duration }.sorted()
        var samples = times.map { timeline.sample(atMilliseconds: $0) }
        // Refine around the largest probe: the curve's peak lies within one step of it.
        let coarse = TraceSummary(samples: samples, geometry: geometry, physics: physics,
                                  deviceTouchRate: deviceTouchRate)
        if coarse.peakEdge != nil {
            let fine = stride(from: -step, through: step, by: step / 100).map { coarse.peakMilliseconds + $0 }
            samples += fine.filter { $0 >= 0 && $0 <= duration }.map { timeline.sample(atMilliseconds: $0) }
            samples.sort { $0.timeMilliseconds < $1.timeMilliseconds }
        }
        self.init(samples: samples, geometry: geometry, physics: physics, deviceTouchRate: deviceTouchRate)
    }

    /// The numbers of `animation`'s scroll (its geometry, resolved physics and device touch rate).
    package init(animation: Animation) {
        let motion = animation.plan.production.motion
        self.init(timeline: motion.timeline, geometry: motion.geometry, physics: motion.physics,
                  deviceTouchRate: animation.resolvedScene.device.touchRate)
    }

    /// How far `offset` lies past `geometry`'s bounds, and which edge.
    static func overscroll(_ offset: Double, _ geometry: ScrollGeometry) -> (Double, Edge?) {
        if offset < geometry.minOffset { return (geometry.minOffset - offset, .top) }
        if offset > geometry.maxOffset { return (offset - geometry.maxOffset, .bottom) }
        return (0, nil)
    }

    /// The peak as a reviewer reads it: "93 pt top", or "0 pt" when the content never left its bounds.
    package var peakText: String {
        let points = Int(peakOverscroll.rounded())
        guard let peakEdge, points > 0 else { return "0 pt" }
        return "\(points) pt \(peakEdge.rawValue)"
    }

    /// The time to rest as a reviewer reads it: "rest 1.12 s", or "not at rest" when the trace ends moving.
    package var restText: String {
        restMilliseconds.map { String(format: "rest %.2f s", $0 / 1000) } ?? "not at rest"
    }

    /// One line for a panel: "peak 93 pt top · rest 1.12 s · UIKit default" (or "· not default").
    package var caption: String {
        "peak \(peakText) · \(restText) · \(isUIKitDefault ? "UIKit default" : "not default")"
    }
}
