#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import ScrollSim

/// A tall list: viewport 800 pt, content 5000 pt, so offsets run 0...4200.
let tallList = ScrollGeometry(viewportHeight: 800, contentHeight: 5000)

func run(_ script: String, geometry: ScrollGeometry = tallList, physics: ScrollPhysics = ScrollPhysics(),
         initialOffset: Double? = nil) throws -> ScrollTimeline {
    let parsed = try GestureScript.parse(script, sourceName: "test")
    return ScrollSimulator(geometry: geometry, physics: physics, initialOffset: initialOffset).run(parsed)
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// One step of UIKit's free deceleration, straight from docs/physics.md#deceleration: `dx = v*F*(1-F^tau)/(1-F)`, `v *= F^tau`.
func decelerationStep(offset: Double, velocity: Double, tau: Double, rate: Double) -> (Double, Double) {
    let keep = pow(rate, tau)
    return (offset + velocity * rate * (1 - keep) / (1 - rate), velocity * keep)
}

/// One step of UIKit's bounce, straight from docs/physics.md#bounce:
/// `e' = e*D^tau + (1-F^tau)*D^tau*F*v/(1-F)`, `v' = v*(F*D)^tau`.
func bounceStep(overshoot: Double, velocity: Double, tau: Double, rate: Double, decay: Double) -> (Double, Double) {
    let decayed = pow(decay, tau)
    let e = overshoot * decayed + (1 - pow(rate, tau)) * decayed * rate * velocity / (1 - rate)
    return (e, velocity * pow(rate * decay, tau))
}

/// The error parsing `text` as a gesture script named `g.txt` raises, or nil when it parses.
func parseError(_ text: String) -> GestureScriptError? {
    do {
        _ = try GestureScript.parse(text, sourceName: "g.txt")
        return nil
    } catch {
        return error
    }
}
