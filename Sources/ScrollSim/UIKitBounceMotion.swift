#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Time `tau` is in ms since the segment began; offsets in points; velocities in pt/ms. The formula is exact for
// non-integer `tau`, so the motion does not depend on how it is sampled.

/// UIKit's first-order bounce (docs/physics.md#bounce). With `e` the overscroll past `edge`, D the decay per ms and
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
