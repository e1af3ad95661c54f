/// One touch event of a moving finger: when it was delivered (ms since the script began) and where the finger was
/// (viewport `y`, growing downward). See docs/physics.md#touch-events.
package struct TouchEvent: Sendable, Equatable {
    /// When the event was delivered, ms since the script began.
    package var timeMilliseconds: Double
    /// The finger's `y` in points (downward).
    package var y: Double

    /// Creates an event at `timeMilliseconds` with the finger at `y`.
    package init(timeMilliseconds: Double, y: Double) {
        self.timeMilliseconds = timeMilliseconds
        self.y = y
    }
}

/// UIKit's release velocity (docs/physics.md#release-velocity): a blend of the last three event-to-event velocities
/// of the finger, weighted toward the oldest.
package enum ReleaseVelocity {
    /// The weights of the last three event-to-event velocities, oldest first: `0.6 s(n-2) + 0.35 s(n-1) + 0.05 s(n)`.
    /// UIPanGestureRecognizer smooths its event velocities (0.2 x current + 0.8 x previous) and UIScrollView blends the
    /// last ones at release (0.75 x previous + 0.25 x latest); together they come to these weights. Sources: decompiled
    /// UIKit (`-[UIPanGestureRecognizer velocityInView:]`) and, independently, Flutter's
    /// `IOSScrollViewFlingVelocityTracker` (docs/physics.md#release-velocity).
    package static let weights = (oldest: 0.6, middle: 0.35, newest: 0.05)

    /// A finger whose last touch event is at least this old when it lifts releases with velocity 0: 100 ms (public
    /// descriptions of UIKit: a finger that rested about 100 ms before lifting does not fling;
    /// docs/physics.md#release-velocity). A finger that does not move sends no touch events.
    package static let restMilliseconds = 100.0

    /// The finger's release velocity `dy/dt` in pt/ms from its touch events, oldest first (the touch-down first, when
    /// it is among them), lifting at `liftMilliseconds`.
    ///
    /// With the last four events `e0 ... e3` (fewer: the missing velocities count as 0) and
    /// `s(i) = (e(i).y - e(i-1).y) / (e(i).time - e(i-1).time)`:
    /// `0.6 s(1) + 0.35 s(2) + 0.05 s(3)`. 0 when there is no event, or when the last one is at least
    /// `restMilliseconds` before the lift. A pair of events at the same instant contributes 0.
    package static func fingerVelocity(events: [TouchEvent], liftMilliseconds: Double) -> Double {
        guard let last = events.last, liftMilliseconds - last.timeMilliseconds < restMilliseconds else { return 0 }
        /// The velocity between event `index - 1` and `index`, counted from the end (0 = the newest pair).
        func velocity(fromEnd offset: Int) -> Double {
            let index = events.count - 1 - offset
            guard index >= 1 else { return 0 }
            let span = events[index].timeMilliseconds - events[index - 1].timeMilliseconds
            return span > 0 ? (events[index].y - events[index - 1].y) / span : 0
        }
        return weights.oldest * velocity(fromEnd: 2) + weights.middle * velocity(fromEnd: 1)
            + weights.newest * velocity(fromEnd: 0)
    }

    /// The number of events `fingerVelocity` reads: the last four (three velocities).
    package static let eventCount = 4
}
