/// The timing curve of a finger drag: progress `p(u)` for the fraction `u` in 0...1 of the drag's duration.
public enum Easing: String, Sendable, Equatable, CaseIterable {
    /// `p = u`: constant finger speed.
    case linear
    /// `p = u²`: starts still, ends fast (releases with velocity).
    case easeIn = "ease-in"
    /// `p = 1 - (1 - u)²`: starts fast, ends still.
    case easeOut = "ease-out"
    /// `p = 3u² - 2u³` (smoothstep): still at both ends.
    case easeInOut = "ease-in-out"

    /// The progress at fraction `u`, clamped to 0...1.
    public func progress(_ fraction: Double) -> Double {
        let u = min(max(fraction, 0), 1)
        switch self {
        case .linear: return u
        case .easeIn: return u * u
        case .easeOut: return 1 - (1 - u) * (1 - u)
        case .easeInOut: return u * u * (3 - 2 * u)
        }
    }

    /// `dp/du` at fraction `u` (0 outside 0...1).
    package func rate(_ fraction: Double) -> Double {
        guard fraction >= 0, fraction <= 1 else { return 0 }
        let u = fraction
        switch self {
        case .linear: return 1
        case .easeIn: return 2 * u
        case .easeOut: return 2 * (1 - u)
        case .easeInOut: return 6 * u * (1 - u)
        }
    }
}
