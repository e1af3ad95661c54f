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
    /// The current run of fast flicks (docs/physics.md#repeated-flicks): how many, their direction (the sign of the
    /// offset velocity) and when the last one was released; nil when there is none.
    private var flickRun: (count: Int, sign: Double, releaseTime: Double)?

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
            if touching { lift(fingerVelocity: estimatedReleaseVelocity()) }
        case .fling(let direction, let speed):
            touch()
            let milliseconds = GestureAction.flingMilliseconds
            addStroke(deltaY: direction.fingerSign * speed / 1000 * milliseconds, milliseconds: milliseconds, easing: .linear)
            lift(fingerVelocity: -direction.fingerSign * speed / 1000)
        case .setOffset(let offset):
            touching = false
            flickRun = nil
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

    /// The finger's y at absolute time `time` during the current touch (the stroke covering it, found by binary
    /// search; strokes are in time order).
    private func fingerY(at time: Double) -> Double {
        guard let first = strokes.first, time >= first.startTime else { return strokes.first?.startY ?? fingerY }
        var low = 0
        var high = strokes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if strokes[middle].startTime <= time { low = middle } else { high = middle - 1 }
        }
        return strokes[low].y(at: time - strokes[low].startTime)
    }

    /// The last `ReleaseVelocity.eventCount` touch events of the current touch, oldest first
    /// (docs/physics.md#touch-events).
    ///
    /// The touch-down is an event; after it the touch clock ticks every `1000 / touchRate` ms from the touch-down
    /// (tick `k` at `touchDown + k * interval`, computed from `k`), and a tick delivers an event when the finger's
    /// y there differs from the previous tick's (a still finger sends none). The finger is read on its exact path.
    /// Ticks are walked back from the last one at or before now; the walk stops early when no event was found in
    /// the last `ReleaseVelocity.restMilliseconds` (the estimate is 0 then whatever came before).
    /// A touch rate outside `ScrollPhysics.touchRateRange` (unvalidated physics) is read as the default.
    private func recentTouchEvents() -> [TouchEvent] {
        let rate = ScrollPhysics.touchRateRange.contains(physics.touchRate)
            ? physics.touchRate : ScrollPhysics.defaultTouchRate
        let interval = 1000 / rate
        let elapsed = max(0, now - touchDownTime)
        // The 1e-9 keeps a tick that lands on `now` up to rounding (e.g. 300 ms at 60 Hz = tick 18).
        var tick = Int((elapsed / interval + 1e-9).rounded(.down))
        func time(_ tick: Int) -> Double { min(touchDownTime + Double(tick) * interval, now) }
        var events: [TouchEvent] = []
        var laterTime = time(tick)
        var laterY = fingerY(at: laterTime)
        while tick > 0 && events.count < ReleaseVelocity.eventCount {
            if events.isEmpty && now - laterTime >= ReleaseVelocity.restMilliseconds { return [] }
            let earlierTime = time(tick - 1)
            let earlierY = fingerY(at: earlierTime)
            if laterY != earlierY { events.append(TouchEvent(timeMilliseconds: laterTime, y: laterY)) }
            laterTime = earlierTime
            laterY = earlierY
            tick -= 1
        }
        if events.count < ReleaseVelocity.eventCount {
            events.append(TouchEvent(timeMilliseconds: touchDownTime, y: fingerY(at: touchDownTime)))
        }
        return events.reversed()
    }

    /// The offset's release velocity in pt/ms as the finger gives it: minus the finger's blended touch-event
    /// velocity (`ReleaseVelocity.fingerVelocity`).
    private func estimatedReleaseVelocity() -> Double {
        -ReleaseVelocity.fingerVelocity(events: recentTouchEvents(), liftMilliseconds: now)
    }

    /// Lifts the finger, giving the offset `fingerVelocity` (pt/ms). Under the glide floor the content is left
    /// where it is (from rest: it still bounces back past an edge); a fast flick extends or starts the run of
    /// flicks and is multiplied by its boost (docs/physics.md#glide-floor, docs/physics.md#repeated-flicks).
    private mutating func lift(fingerVelocity: Double) {
        touching = false
        let speed = abs(fingerVelocity) * 1000
        let glides = fingerVelocity != 0 && speed >= physics.glideFloor
        var flick = 0
        if glides && speed > physics.flickBoost.minimumSpeed {
            let sign: Double = fingerVelocity > 0 ? 1 : -1
            if let run = flickRun, run.sign == sign, now - run.releaseTime <= physics.flickBoost.windowMilliseconds {
                flick = run.count + 1
            } else {
                flick = 1
            }
            flickRun = (flick, sign, now)
        } else {
            flickRun = nil
        }
        let boost = flick > 0 ? physics.flickBoost.multiplier(forFlick: flick) : 1
        let velocity = glides ? fingerVelocity * boost : 0
        let offset = constraint.displayed(unconstrainedOffset)
        let releaseTime = now
        let rest = planFreeMotion(offset: offset, velocityState: velocity, derivative: velocity)
        releases.append(ReleaseEvent(
            timeMilliseconds: releaseTime, velocity: velocity * 1000, projectedRestOffset: rest,
            fingerVelocity: fingerVelocity * 1000, flick: flick, flickBoost: boost))
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
