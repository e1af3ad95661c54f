/// Repeated flicks (docs/physics.md#repeated-flicks): on iOS, flicking again and again in the same direction makes
/// the content go faster and faster. Public descriptions agree on when it happens (three or more fast flicks in the
/// same direction within about a second) and on its cap (16x), not on the growth; stretchgif's rule:
///
/// - a release is a *fast flick* when it glides (see `ScrollPhysics.glideFloor`) and its finger speed is above
///   `minimumSpeed`;
/// - fast flicks form a *run* while each is in the same direction as the previous one and released at most
///   `windowMilliseconds` after it; any other release (slower, opposite, later) or a `set offset` ends the run;
/// - the `n`-th fast flick of a run leaves with its finger velocity times `multiplier(forFlick: n)`: 1 for the first
///   two, then doubling (2, 4, 8, ...) up to `maximumMultiplier`.
///
/// The rule is a pure function of the script, so an animation is reproducible.
public struct FlickBoost: Sendable, Equatable {
    /// A gliding release faster than this (pt/s) is a fast flick. Default 600 pt/s (`uikitMinimumSpeed`).
    public var minimumSpeed: Double
    /// Longest time from one fast flick's release to the next one's for both to be in the same run, ms.
    /// Default 1000 ms (`uikitWindowMilliseconds`).
    public var windowMilliseconds: Double
    /// The largest multiplier; 1 turns the boost off. Default 16 (`uikitMaximumMultiplier`).
    public var maximumMultiplier: Double

    /// About 600 pt/s: the speed above which public reverse-engineering of UIKit counts a release as a fast flick.
    public static let uikitMinimumSpeed = 600.0
    /// About one second between flicks (the same public description).
    public static let uikitWindowMilliseconds = 1000.0
    /// At most 16x (the same public description).
    public static let uikitMaximumMultiplier = 16.0
    /// The first fast flick of a run that is boosted: the third.
    package static let firstBoostedFlick = 3
    /// The multiplier grows by this factor per further fast flick: the third flick goes 2x, the sixth reaches 16x.
    package static let growthPerFlick = 2.0

    /// The default rule: 600 pt/s, 1000 ms, up to 16x.
    public static let uikitDefault = FlickBoost()
    /// No boost: every flick leaves with its own velocity.
    public static let off = FlickBoost(maximumMultiplier: 1)

    /// Creates the rule; every parameter defaults to the public description of UIKit's behaviour.
    public init(minimumSpeed: Double = FlickBoost.uikitMinimumSpeed,
                windowMilliseconds: Double = FlickBoost.uikitWindowMilliseconds,
                maximumMultiplier: Double = FlickBoost.uikitMaximumMultiplier) {
        self.minimumSpeed = minimumSpeed
        self.windowMilliseconds = windowMilliseconds
        self.maximumMultiplier = maximumMultiplier
    }

    /// The velocity multiplier of the `flick`-th fast flick of a run (1-based): 1 before `firstBoostedFlick`, then
    /// `min(maximumMultiplier, growthPerFlick^(flick - firstBoostedFlick + 1))`, so 2, 4, 8, 16, 16, ... by default.
    /// Never below 1.
    package func multiplier(forFlick flick: Int) -> Double {
        guard flick >= Self.firstBoostedFlick, maximumMultiplier > 1 else { return 1 }
        var multiplier = 1.0
        for _ in 0...(flick - Self.firstBoostedFlick) {
            multiplier *= Self.growthPerFlick
            if multiplier >= maximumMultiplier { return maximumMultiplier }
        }
        return multiplier
    }
}
