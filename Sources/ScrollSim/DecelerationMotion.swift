#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Time `tau` is in ms since the segment began; offsets in points; velocities in pt/ms. The formula is exact for
// non-integer `tau`, so the motion does not depend on how it is sampled.

/// Free deceleration inside the bounds (docs/physics.md#closed-forms). With `K = F / (1 - F)`:
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
