#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Closed-form motions, one per timeline segment. Time `tau` is in ms since the segment began; offsets in points;
// velocities in pt/ms. Every formula is exact for non-integer `tau`, so a motion does not depend on how it is sampled.

/// Free deceleration inside the bounds (physics.md, "Free deceleration"). With `K = F / (1 - F)`:
/// `x(tau) = x0 + v0 * K * (1 - F^tau)` and the velocity state `v(tau) = v0 * F^tau`, which is exactly what chaining
/// UIKit's per-step update `dx = v*F*(1-F^tau)/(1-F)`, `v *= F^tau` gives.
struct DecelerationMotion: Sendable, Equatable {
    var startOffset: Double
    /// Velocity state at the start, pt/ms.
    var startVelocity: Double
    /// F, per ms.
    var rate: Double

    var logRate: Double { log(rate) }
    var travelFactor: Double { rate / (1 - rate) }

    /// The limit the motion approaches, `x0 + v0 * K`.
    var projectedOffset: Double { startOffset + startVelocity * travelFactor }

    func offset(at tau: Double) -> Double {
        // 1 - F^tau, computed as -expm1(tau ln F) to keep precision for small tau.
        startOffset + startVelocity * travelFactor * -expm1(tau * logRate)
    }

    func velocityState(at tau: Double) -> Double {
        startVelocity * exp(tau * logRate)
    }

    /// `dx/dtau = -v0 * K * ln F * F^tau`.
    func derivative(at tau: Double) -> Double {
        -startVelocity * travelFactor * logRate * exp(tau * logRate)
    }

    /// When the offset reaches `edge`, if it does: `F^tau = 1 - (edge - x0) / (v0 K)`.
    func timeToReach(_ edge: Double) -> Double? {
        let totalTravel = startVelocity * travelFactor
        guard totalTravel != 0 else { return nil }
        let fraction = (edge - startOffset) / totalTravel
        guard fraction >= 0, fraction < 1 else { return nil }
        return log1p(-fraction) / logRate
    }
}

/// UIKit's first-order bounce (physics.md, "Bounce"). With `e` the overscroll past `edge`, D the decay per ms and
/// `K = F / (1 - F)`: `e(tau) = D^tau * (e0 + K * v0 * (1 - F^tau))`, velocity state `v(tau) = v0 * (F*D)^tau`, the
/// closed form of chaining `e' = e*D^tau + (1-F^tau)*D^tau*F*v/(1-F)`, `v' = v*(F*D)^tau`.
struct UIKitBounceMotion: Sendable, Equatable {
    var edge: Double
    var startOvershoot: Double
    /// Velocity state at the start, pt/ms.
    var startVelocity: Double
    /// F, per ms.
    var rate: Double
    /// D, per ms.
    var decay: Double

    var travelFactor: Double { rate / (1 - rate) }

    func overshoot(at tau: Double) -> Double {
        exp(tau * log(decay)) * (startOvershoot + travelFactor * startVelocity * -expm1(tau * log(rate)))
    }

    func velocityState(at tau: Double) -> Double {
        startVelocity * exp(tau * (log(rate) + log(decay)))
    }

    /// `de/dtau = ln D * e(tau) - D^tau * K * v0 * ln F * F^tau`.
    func derivative(at tau: Double) -> Double {
        log(decay) * overshoot(at: tau)
            - exp(tau * log(decay)) * travelFactor * startVelocity * log(rate) * exp(tau * log(rate))
    }

    /// The first `tau > 0` at which the overshoot returns through zero into the content:
    /// `F^tau = 1 + e0 / (K v0)`, valid when that lies in (0, 1).
    func timeOfReentry() -> Double? {
        let drift = travelFactor * startVelocity
        guard drift != 0 else { return nil }
        let power = 1 + startOvershoot / drift
        guard power > 0, power < 1 else { return nil }
        let tau = log(power) / log(rate)
        return tau > Self.minimumEventTime ? tau : nil
    }

    /// Events closer to the segment start than this (ms) are the segment's own starting point.
    static let minimumEventTime = 1e-9
}

/// A damped spring pulling the overscroll `e` to zero: `m e'' + c e' + k e = 0` with time in SECONDS (the
/// customary units for these constants, e.g. Flutter's), evaluated in closed form. Inputs and outputs of the
/// methods use ms and pt/ms like the other motions.
struct SpringBounceMotion: Sendable, Equatable {
    var edge: Double
    var startOvershoot: Double
    /// de/dt at the start, pt/ms.
    var startVelocity: Double
    var stiffness: Double
    var damping: Double
    var mass: Double

    /// The solution's shape, from the characteristic roots of `m r² + c r + k = 0`.
    private enum Shape {
        /// `e = exp(-a s) (A cos(w s) + B sin(w s))`.
        case underdamped(decay: Double, frequency: Double, cosine: Double, sine: Double)
        /// `e = exp(-a s) (A + B s)`.
        case critical(decay: Double, constant: Double, linear: Double)
        /// `e = A exp(r1 s) + B exp(r2 s)`.
        case overdamped(root1: Double, root2: Double, coefficient1: Double, coefficient2: Double)
    }

    private var shape: Shape {
        let e0 = startOvershoot
        let w0 = startVelocity * 1000  // pt/s
        let a = damping / (2 * mass)
        let naturalSquared = stiffness / mass
        let discriminant = a * a - naturalSquared
        if abs(discriminant) <= 1e-12 * naturalSquared {
            return .critical(decay: a, constant: e0, linear: w0 + a * e0)
        }
        if discriminant < 0 {
            let w = (-discriminant).squareRoot()
            return .underdamped(decay: a, frequency: w, cosine: e0, sine: (w0 + a * e0) / w)
        }
        let root = discriminant.squareRoot()
        let r1 = -a + root
        let r2 = -a - root
        let c1 = (w0 - r2 * e0) / (r1 - r2)
        return .overdamped(root1: r1, root2: r2, coefficient1: c1, coefficient2: e0 - c1)
    }

    func overshoot(at tau: Double) -> Double {
        let s = tau / 1000
        switch shape {
        case .underdamped(let a, let w, let c, let d):
            return exp(-a * s) * (c * cos(w * s) + d * sin(w * s))
        case .critical(let a, let c, let d):
            return exp(-a * s) * (c + d * s)
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * exp(r1 * s) + c2 * exp(r2 * s)
        }
    }

    /// de/dt in pt/ms.
    func derivative(at tau: Double) -> Double {
        let s = tau / 1000
        let perSecond: Double
        switch shape {
        case .underdamped(let a, let w, let c, let d):
            perSecond = exp(-a * s) * ((d * w - a * c) * cos(w * s) - (c * w + a * d) * sin(w * s))
        case .critical(let a, let c, let d):
            perSecond = exp(-a * s) * (d - a * (c + d * s))
        case .overdamped(let r1, let r2, let c1, let c2):
            perSecond = c1 * r1 * exp(r1 * s) + c2 * r2 * exp(r2 * s)
        }
        return perSecond / 1000
    }

    /// The first `tau > 0` (ms) at which the overshoot passes through zero into the content, solved analytically.
    func timeOfReentry() -> Double? {
        let seconds: Double?
        switch shape {
        case .underdamped(_, let w, let c, let d):
            // A cos + B sin = R cos(w s - phi); zeros at w s = phi + pi/2 + n pi.
            let phi = atan2(d, c)
            seconds = [-1.0, 0, 1, 2].lazy
                .map { (phi + Double.pi / 2 + $0 * Double.pi) / w }
                .first { $0 * 1000 > UIKitBounceMotion.minimumEventTime }
        case .critical(_, let c, let d):
            seconds = d != 0 ? -c / d : nil
        case .overdamped(let r1, let r2, let c1, let c2):
            let ratio = c1 != 0 ? -c2 / c1 : 0
            seconds = ratio > 0 ? log(ratio) / (r1 - r2) : nil
        }
        guard let s = seconds, s.isFinite, s * 1000 > UIKitBounceMotion.minimumEventTime else { return nil }
        return s * 1000
    }
}

/// The finger on the content (physics.md, "Drag"): the unconstrained offset is the drag's start minus the finger's
/// translation, shown through the rubber band past an edge.
struct TrackingMotion: Sendable, Equatable {
    var stroke: FingerStroke
    /// The unconstrained offset when this stroke began.
    var startUnconstrainedOffset: Double
    var constraint: OffsetConstraint

    func unconstrainedOffset(at tau: Double) -> Double {
        startUnconstrainedOffset - (stroke.y(at: tau) - stroke.startY)
    }

    func offset(at tau: Double) -> Double {
        constraint.displayed(unconstrainedOffset(at: tau))
    }

    /// d offset / dt in pt/ms: the finger's speed (reversed) times the rubber band's slope.
    func derivative(at tau: Double) -> Double {
        -stroke.velocity(at: tau) * constraint.slope(at: unconstrainedOffset(at: tau))
    }
}
