#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Time `tau` is in ms since the segment began; offsets in points; velocities in pt/ms. The formula is exact for
// non-integer `tau`, so the motion does not depend on how it is sampled.

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
