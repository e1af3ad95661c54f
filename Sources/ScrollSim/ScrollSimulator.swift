#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs gesture scripts against UIScrollView's physics (docs/physics.md#timeline) and returns analytic timelines.
///
/// Parameters are used as given: call `ScrollGeometry.validate()` and `ScrollPhysics.validate()` first. Invalid
/// values never crash the simulator but give meaningless motion.
public struct ScrollSimulator: Sendable {
    /// The scroll view's geometry.
    public var geometry: ScrollGeometry
    /// The physics.
    public var physics: ScrollPhysics
    /// The offset at time 0, before the first action (`nil`: `geometry.minOffset`). Past an edge it bounces back.
    public var initialOffset: Double?

    /// The finger's mean velocity over this many ms before lifting is the release velocity (a short window as
    /// UIKit's pan recognizer uses); a finger that rested this long lifts with velocity 0.
    public static let releaseVelocityWindowMilliseconds = 80.0

    /// Creates a simulator.
    public init(geometry: ScrollGeometry, physics: ScrollPhysics, initialOffset: Double? = nil) {
        self.geometry = geometry
        self.physics = physics
        self.initialOffset = initialOffset
    }

    /// Simulates `script` once into a timeline of analytic segments.
    public func run(_ script: GestureScript) -> ScrollTimeline {
        var builder = TimelineBuilder(geometry: geometry, physics: physics, touchOrigins: touchOrigins(for: script))
        builder.place(initialOffset ?? geometry.minOffset)
        for action in script.actions {
            builder.perform(action)
        }
        return ScrollTimeline(segments: builder.segments, durationMilliseconds: builder.now, releases: builder.releases)
    }

    /// Where each touch puts the finger down: chosen so the touch's whole excursion is centred in the viewport.
    func touchOrigins(for script: GestureScript) -> [Double] {
        var origins: [Double] = []
        var touching = false
        var translation = 0.0
        var lowest = 0.0
        var highest = 0.0
        func endTouch() {
            if touching { origins.append(geometry.viewportHeight / 2 - (lowest + highest) / 2) }
            touching = false
        }
        func touch() {
            if !touching { touching = true; translation = 0; lowest = 0; highest = 0 }
        }
        func move(_ delta: Double) {
            translation += delta
            lowest = min(lowest, translation)
            highest = max(highest, translation)
        }
        for action in script.actions {
            switch action {
            case .wait, .waitUntilRest: break
            case .drag(let direction, let distance, _, _):
                touch(); move(direction.fingerSign * distance)
            case .hold: touch()
            case .release, .setOffset: endTouch()
            case .fling(let direction, let speed):
                touch(); move(direction.fingerSign * speed / 1000 * GestureAction.flingMilliseconds); endTouch()
            }
        }
        endTouch()
        return origins
    }
}

/// The simulator's mutable state while it walks a script.
struct TimelineBuilder {
    let geometry: ScrollGeometry
    let physics: ScrollPhysics
    let constraint: OffsetConstraint
    let touchOrigins: [Double]

    private(set) var segments: [TimelineSegment] = []
    private(set) var releases: [ReleaseEvent] = []
    private(set) var now = 0.0

    private var touching = false
    private var touchCount = 0
    private var touchDownTime = 0.0
    private var fingerY = 0.0
    private var unconstrainedOffset = 0.0
    private var strokes: [FingerStroke] = []

    init(geometry: ScrollGeometry, physics: ScrollPhysics, touchOrigins: [Double]) {
        self.geometry = geometry
        self.physics = physics
        self.constraint = OffsetConstraint(geometry: geometry, physics: physics)
        self.touchOrigins = touchOrigins
    }

    mutating func perform(_ action: GestureAction) {
        switch action {
        case .wait(let milliseconds):
            if touching { addStroke(deltaY: 0, milliseconds: milliseconds, easing: .linear) } else { now += max(0, milliseconds) }
        case .hold(let milliseconds):
            touch()
            addStroke(deltaY: 0, milliseconds: milliseconds, easing: .linear)
        case .drag(let direction, let distance, let milliseconds, let easing):
            touch()
            addStroke(deltaY: direction.fingerSign * distance, milliseconds: milliseconds, easing: easing)
        case .release:
            if touching { lift(velocity: estimatedReleaseVelocity()) }
        case .fling(let direction, let speed):
            touch()
            let milliseconds = GestureAction.flingMilliseconds
            addStroke(deltaY: direction.fingerSign * speed / 1000 * milliseconds, milliseconds: milliseconds, easing: .linear)
            lift(velocity: -direction.fingerSign * speed / 1000)
        case .setOffset(let offset):
            touching = false
            place(offset)
        case .waitUntilRest(let maxMilliseconds):
            let cap = now + max(0, maxMilliseconds)
            if touching {
                addStroke(deltaY: 0, milliseconds: max(0, maxMilliseconds), easing: .linear)
            } else if let last = segments.last, case .resting = last.kind {
                now = max(now, min(last.startTime, cap))
            } else {
                now = cap
            }
        }
    }

    /// Jumps to `offset` at `now` with the finger up, then lets it settle from rest.
    mutating func place(_ offset: Double) {
        let start = constraint.allowsBounce ? offset : geometry.clampedToBounds(offset)
        _ = planFreeMotion(offset: start, velocityState: 0, derivative: 0)
    }

    // MARK: Touch

    private mutating func touch() {
        guard !touching else { return }
        let current = currentSample()
        unconstrainedOffset = constraint.unconstrained(forDisplayed: current.offset)
        touching = true
        touchDownTime = now
        fingerY = touchCount < touchOrigins.count ? touchOrigins[touchCount] : geometry.viewportHeight / 2
        touchCount += 1
        strokes = []
    }

    private mutating func addStroke(deltaY: Double, milliseconds: Double, easing: Easing) {
        let duration = max(0, milliseconds)
        let stroke = FingerStroke(startTime: now, startY: fingerY, deltaY: deltaY, durationMilliseconds: duration, easing: easing)
        append(TimelineSegment(
            startTime: now,
            kind: .tracking(TrackingMotion(stroke: stroke, startUnconstrainedOffset: unconstrainedOffset, constraint: constraint))))
        strokes.append(stroke)
        unconstrainedOffset -= deltaY
        fingerY += deltaY
        now += duration
    }

    /// The finger's y at absolute time `time` during the current touch.
    private func fingerY(at time: Double) -> Double {
        guard let stroke = strokes.last(where: { $0.startTime <= time }) else { return strokes.first?.startY ?? fingerY }
        return stroke.y(at: time - stroke.startTime)
    }

    /// The offset's release velocity in pt/ms: minus the finger's mean velocity over the last
    /// `releaseVelocityWindowMilliseconds` of the touch (computed on the analytic finger path).
    private func estimatedReleaseVelocity() -> Double {
        let windowStart = max(touchDownTime, now - ScrollSimulator.releaseVelocityWindowMilliseconds)
        let span = now - windowStart
        guard span > 0 else { return 0 }
        return -(fingerY - fingerY(at: windowStart)) / span
    }

    private mutating func lift(velocity: Double) {
        touching = false
        let offset = constraint.displayed(unconstrainedOffset)
        let releaseTime = now
        let rest = planFreeMotion(offset: offset, velocityState: velocity, derivative: velocity)
        releases.append(ReleaseEvent(timeMilliseconds: releaseTime, velocity: velocity * 1000, projectedRestOffset: rest))
    }

    // MARK: Timeline

    private func currentSample() -> ScrollSample {
        ScrollTimeline(segments: segments, durationMilliseconds: now, releases: []).sample(atMilliseconds: now)
    }

    /// Appends `segment`, dropping planned segments that would begin at or after it (an interruption).
    private mutating func append(_ segment: TimelineSegment) {
        while let last = segments.last, last.startTime >= segment.startTime { segments.removeLast() }
        segments.append(segment)
    }

    /// Plans the finger-up motion from `offset` at `now` until it rests; returns the resting offset.
    /// `velocityState` is UIKit's velocity state (pt/ms); `derivative` the offset's rate (pt/ms), used by the spring.
    private mutating func planFreeMotion(offset startOffset: Double, velocityState startVelocity: Double, derivative startDerivative: Double) -> Double {
        var planner = FreeMotionPlanner(geometry: geometry, physics: physics, allowsBounce: constraint.allowsBounce)
        let planned = planner.plan(offset: startOffset, velocityState: startVelocity, derivative: startDerivative, at: now)
        for segment in planned.segments { append(segment) }
        return planned.restOffset
    }
}
