#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plans the motion after the finger lifts as analytic segments: free deceleration inside the bounds, a bounce past
/// an edge, and the transitions between them at exactly computed instants, until the view rests.
///
/// Events are found on the analytic curves, never on anyone's frame steps: edge crossings are solved in closed form;
/// settling (a conjunction of conditions) is located by a 1 ms scan of the closed-form curve refined by bisection
/// to 1e-12 ms relative.
struct FreeMotionPlanner {
    let geometry: ScrollGeometry
    let physics: ScrollPhysics
    let allowsBounce: Bool

    /// A bounce settles within this distance of its edge (docs/physics.md#rest-detection).
    static let bounceSettleDistance = 0.5
    /// A single bounce segment settles by this time at the latest (ms), whatever its parameters.
    static let bounceHorizonMilliseconds = 120_000.0
    /// Resolution of the settle scan on the analytic curve, ms.
    static let settleScanStepMilliseconds = 1.0
    /// Guards against endless edge-to-edge ping-pong with pathological parameters.
    static let maximumSegments = 256

    /// The planned segments and the offset they rest at.
    struct Plan {
        var segments: [TimelineSegment] = []
        var restOffset: Double = 0
    }

    private var velocityThresholdPerMillisecond: Double { physics.velocityThreshold / 1000 }

    mutating func plan(offset startOffset: Double, velocityState startVelocity: Double, derivative startDerivative: Double, at startTime: Double) -> Plan {
        var plan = Plan()
        var time = startTime
        var offset = startOffset
        var velocity = startVelocity
        var derivative = startDerivative
        // Set when a deceleration has just reached an edge moving outward: bounce from e = 0 there.
        var bounceFromEdge = false
        for _ in 0..<Self.maximumSegments {
            if !allowsBounce { offset = geometry.clampedToBounds(offset) }
            if !bounceFromEdge && offset >= geometry.minOffset && offset <= geometry.maxOffset {
                // Free deceleration.
                let motion = DecelerationMotion(startOffset: offset, startVelocity: velocity, rate: physics.decelerationRate)
                let settleTime = decelerationSettleTime(motion)
                let edge = velocity > 0 ? geometry.maxOffset : geometry.minOffset
                if velocity != 0, let crossing = motion.timeToReach(edge), crossing <= settleTime {
                    if crossing > 0 { plan.segments.append(TimelineSegment(startTime: time, kind: .decelerating(motion))) }
                    time += crossing
                    if !allowsBounce { return rest(at: edge, time: time, plan: plan) }
                    offset = edge
                    velocity = motion.velocityState(at: crossing)
                    derivative = motion.derivative(at: crossing)
                    bounceFromEdge = true
                    continue
                }
                if settleTime > 0 { plan.segments.append(TimelineSegment(startTime: time, kind: .decelerating(motion))) }
                let restOffset = geometry.clampedToBounds(geometry.roundedToPixelGrid(motion.projectedOffset))
                return rest(at: restOffset, time: time + settleTime, plan: plan)
            }
            // Past an edge (or at it, moving out): bounce back.
            let edge: Double
            if bounceFromEdge {
                edge = velocity > 0 ? geometry.maxOffset : geometry.minOffset
            } else {
                edge = offset < geometry.minOffset ? geometry.minOffset : geometry.maxOffset
            }
            bounceFromEdge = false
            switch physics.bounceModel {
            case .uikit(let decay):
                let motion = UIKitBounceMotion(
                    edge: edge, startOvershoot: offset - edge, startVelocity: velocity, rate: physics.decelerationRate, decay: decay)
                let reentry = motion.timeOfReentry()
                let threshold = velocityThresholdPerMillisecond
                let speedSettled = abs(velocity) <= threshold
                    ? 0 : log(threshold / abs(velocity)) / (log(physics.decelerationRate) + log(decay))
                let settle = Self.firstTime(from: speedSettled, through: reentry ?? Self.bounceHorizonMilliseconds) {
                    abs(motion.overshoot(at: $0)) <= Self.bounceSettleDistance && abs(motion.velocityState(at: $0)) <= threshold
                }
                if let reentry, settle == nil {
                    plan.segments.append(TimelineSegment(startTime: time, kind: .uikitBounce(motion)))
                    time += reentry
                    offset = edge
                    velocity = motion.velocityState(at: reentry)
                    derivative = motion.derivative(at: reentry)
                    continue
                }
                let settleTime = settle ?? Self.bounceHorizonMilliseconds
                if settleTime > 0 { plan.segments.append(TimelineSegment(startTime: time, kind: .uikitBounce(motion))) }
                return rest(at: edge, time: time + settleTime, plan: plan)
            case .spring(let stiffness, let damping, let mass):
                let motion = SpringBounceMotion(
                    edge: edge, startOvershoot: offset - edge, startVelocity: derivative,
                    stiffness: stiffness, damping: damping, mass: mass)
                let reentry = motion.timeOfReentry()
                let threshold = velocityThresholdPerMillisecond
                let settle = Self.firstTime(from: 0, through: reentry ?? Self.bounceHorizonMilliseconds) {
                    abs(motion.overshoot(at: $0)) <= Self.bounceSettleDistance && abs(motion.derivative(at: $0)) <= threshold
                }
                if let reentry, settle == nil {
                    plan.segments.append(TimelineSegment(startTime: time, kind: .springBounce(motion)))
                    time += reentry
                    offset = edge
                    derivative = motion.derivative(at: reentry)
                    velocity = Self.velocityState(forDerivative: derivative, rate: physics.decelerationRate)
                    continue
                }
                let settleTime = settle ?? Self.bounceHorizonMilliseconds
                if settleTime > 0 { plan.segments.append(TimelineSegment(startTime: time, kind: .springBounce(motion))) }
                return rest(at: edge, time: time + settleTime, plan: plan)
            }
        }
        return rest(at: geometry.clampedToBounds(geometry.roundedToPixelGrid(offset)), time: time, plan: plan)
    }

    private func rest(at offset: Double, time: Double, plan: Plan) -> Plan {
        var plan = plan
        plan.segments.append(TimelineSegment(startTime: time, kind: .resting(offset: offset)))
        plan.restOffset = offset
        return plan
    }

    /// When free deceleration settles: its speed is at most `velocityThreshold` AND the travel left to its
    /// projection, `K * |v|`, is under half a pixel (so the snap to the rounded projection stays within a pixel).
    /// Both are closed-form: `|v0| F^tau = limit` gives `tau = ln(limit / |v0|) / ln F`.
    private func decelerationSettleTime(_ motion: DecelerationMotion) -> Double {
        let speed = abs(motion.startVelocity)
        let halfPixelSpeed = 0.5 / geometry.pixelScale / motion.travelFactor
        let limit = min(velocityThresholdPerMillisecond, halfPixelSpeed)
        guard speed > limit else { return 0 }
        let tau = log(limit / speed) / motion.logRate
        return tau.isFinite && tau > 0 ? tau : 0
    }

    /// UIKit's velocity state whose deceleration has the offset rate `derivative` at its start:
    /// `dx/dt(0) = -v K ln F`.
    static func velocityState(forDerivative derivative: Double, rate: Double) -> Double {
        derivative * (1 - rate) / (-rate * log(rate))
    }

    /// The first time in `start...end` at which `condition` holds, on a scan of `settleScanStepMilliseconds` refined
    /// by bisection; nil if it never holds there.
    static func firstTime(from start: Double, through end: Double, where condition: (Double) -> Bool) -> Double? {
        guard start.isFinite, end.isFinite, start <= end else { return nil }
        if condition(start) { return start }
        var previous = start
        var step = 1
        let maximumSteps = Int(min(2_000_000, (end - start) / settleScanStepMilliseconds + 2))
        while step <= maximumSteps {
            let time = min(start + Double(step) * settleScanStepMilliseconds, end)
            if condition(time) { return bisect(falseAt: previous, trueAt: time, condition) }
            if time >= end { return nil }
            previous = time
            step += 1
        }
        return nil
    }

    /// Narrows a false-to-true transition of `condition` to 1e-12 (relative) and returns its true side.
    static func bisect(falseAt low: Double, trueAt high: Double, _ condition: (Double) -> Bool) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 {
            if high - low <= 1e-12 * max(1, abs(high)) { break }
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if condition(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
