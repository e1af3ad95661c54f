/// The physics parameter table (docs/physics.md#tunables): every tunable of `ScrollPhysics` once, with its scene key
/// (the case's raw value, `physics.KEY` in a scene file), its valid range and the phrase derived from it, its default
/// and where it lives in `ScrollPhysics`. `ScrollPhysics.validate()`, the library's overrides, the scene's `physics:`
/// section, `stretchgif`'s flags (the kebab-case of the key: `glideFloor` -> `--glide-floor`) and `sweep` all read it.
///
/// Adding a parameter: a case here (with its range, default and summary), its `ScrollPhysics` field, and its field in
/// `PhysicsOverrides`; the scene key, the flag's validation and help, the sweep axis and the docs check follow.
public enum PhysicsParameter: String, Sendable, Equatable, CaseIterable {
    /// The rubber band's `c` (docs/physics.md#rubber-band).
    case rubberBand
    /// The velocity kept per ms of free deceleration (docs/physics.md#deceleration).
    case deceleration
    /// The bounce model, `uikit` or `spring` (docs/physics.md#bounce); the one parameter that is not a number.
    case bounce
    /// UIKit's bounce decay per ms (docs/physics.md#bounce).
    case bounceDecay
    /// The spring bounce's stiffness k (docs/physics.md#spring-bounce).
    case springStiffness
    /// The spring bounce's damping coefficient c.
    case springDamping
    /// The spring bounce's mass m.
    case springMass
    /// The speed under which motion is settled (docs/physics.md#rest-detection).
    case velocityThreshold
    /// Touch events per second (docs/physics.md#touch-events).
    case touchRate
    /// The slowest release that glides (docs/physics.md#glide-floor).
    case glideFloor
    /// The largest repeated-flick multiplier (docs/physics.md#repeated-flicks).
    case flickBoost
    /// The speed above which a release is a fast flick.
    case flickSpeed
    /// The longest time between two fast flicks of one run.
    case flickWindow

    /// The rubber band's valid coefficients, (0, 1]: the banded offset's slope at the edge is `c`
    /// (docs/physics.md#rubber-band), so c > 1 would move the content faster than the finger, which no rubber band
    /// does; 1 is the stiffest band that still follows the finger one to one at the edge. UIKit's is 0.55.
    public static let rubberBandRange = ParameterRange("a number", lower: 0, lowerInclusive: false, upper: 1)
    /// The rates kept per ms (deceleration and UIKit's bounce decay): 1 would never stop, 0 stops at once.
    public static let ratePerMillisecondRange = ParameterRange("a number", lower: 0, lowerInclusive: false, upper: 1,
                                                               upperInclusive: false)

    /// The scene key, as in `physics: {glideFloor: 100}`.
    public var sceneKey: String { rawValue }

    /// The name `PhysicsParameterError` gives it: the `ScrollPhysics` field's (`rubberBandCoefficient`).
    public var physicsName: String {
        switch self {
        case .rubberBand: "rubberBandCoefficient"
        case .deceleration: "decelerationRate"
        default: rawValue
        }
    }

    /// What it is, as a help text starts: `Rubber-band coefficient c`.
    public var summary: String {
        switch self {
        case .rubberBand: "Rubber-band coefficient c"
        case .deceleration: "Deceleration rate per ms"
        case .bounce: "Bounce model"
        case .bounceDecay: "UIKit bounce decay per ms"
        case .springStiffness: "Spring bounce stiffness"
        case .springDamping: "Spring bounce damping coefficient"
        case .springMass: "Spring bounce mass"
        case .velocityThreshold: "Speed under which motion is settled (at rest)"
        case .touchRate: "Touch events per second the release velocity is estimated from"
        case .glideFloor: "Slowest release that glides"
        case .flickBoost: "Largest repeated-flick multiplier (fast flicks in one direction double from the third)"
        case .flickSpeed: "A release faster than this is a fast flick"
        case .flickWindow: "Longest time between two fast flicks of one run"
        }
    }

    /// The valid numbers; nil for `bounce`, which takes only its keywords.
    public var range: ParameterRange? {
        switch self {
        case .rubberBand: Self.rubberBandRange
        case .deceleration, .bounceDecay: Self.ratePerMillisecondRange
        case .bounce: nil
        case .springStiffness, .springDamping, .springMass: .above(0)
        case .velocityThreshold: .above(0, "a speed in pt/s")
        case .touchRate: ParameterRange("a rate in Hz", ScrollPhysics.touchRateRange)
        case .glideFloor: ParameterRange("a speed in pt/s", ScrollPhysics.glideFloorRange)
        case .flickBoost: ParameterRange("a multiplier", ScrollPhysics.flickBoostRange)
        case .flickSpeed: ParameterRange("a speed in pt/s", ScrollPhysics.flickSpeedRange)
        case .flickWindow: ParameterRange("a number of milliseconds", ScrollPhysics.flickWindowRange)
        }
    }

    /// Words it takes besides numbers, each with the number it stands for (nil: a choice, not a number).
    public var keywords: [(word: String, value: Double?)] {
        switch self {
        case .deceleration: [("normal", ScrollPhysics.normalDecelerationRate), ("fast", ScrollPhysics.fastDecelerationRate)]
        case .bounce: [("uikit", nil), ("spring", nil)]
        case .flickBoost: [("on", FlickBoost.uikitMaximumMultiplier), ("off", 1)]
        default: []
        }
    }

    /// What a valid value looks like, for help texts and errors: the keywords, then the range's phrase
    /// (`on, off or a multiplier from 1 to 1000`, `a number in (0, 1]`).
    public var phrase: String {
        var words = keywords.map(\.word)
        if let range { words.append(range.phrase) }
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }

    /// The value `ScrollPhysics()` has (UIKit's); nil for `bounce` (`uikit`) and `springDamping`, whose default
    /// follows from the damping ratio (`BounceModel.flutterDampingRatio`).
    public var defaultValue: Double? {
        switch self {
        case .rubberBand: ScrollPhysics.uikitRubberBandCoefficient
        case .deceleration: ScrollPhysics.normalDecelerationRate
        case .bounce, .springDamping: nil
        case .bounceDecay: BounceModel.uikitDecayPerMillisecond
        case .springStiffness: BounceModel.flutterStiffness
        case .springMass: BounceModel.flutterMass
        case .velocityThreshold: ScrollPhysics.defaultVelocityThreshold
        case .touchRate: ScrollPhysics.defaultTouchRate
        case .glideFloor: ScrollPhysics.uikitGlideFloor
        case .flickBoost: FlickBoost.uikitMaximumMultiplier
        case .flickSpeed: FlickBoost.uikitMinimumSpeed
        case .flickWindow: FlickBoost.uikitWindowMilliseconds
        }
    }

    /// The default in words, for help texts and errors: `UIKit: 0.55`.
    public var defaultNote: String {
        let value = defaultValue.map(ParameterRange.text) ?? ""
        switch self {
        case .rubberBand, .bounceDecay, .glideFloor: return "UIKit: \(value)"
        case .deceleration: return "default normal, \(value)"
        case .bounce: return "default uikit"
        case .springDamping: return "default: damping ratio \(ParameterRange.text(BounceModel.flutterDampingRatio))"
        case .touchRate: return "default: the device's, \(value); ProMotion 120"
        case .flickBoost: return "default on = \(value); off = 1"
        default: return "default \(value)"
        }
    }

    /// Where it lives in `ScrollPhysics`; nil for the bounce model's parameters, which live in `bounceModel`.
    public var physicsKeyPath: WritableKeyPath<ScrollPhysics, Double>? {
        switch self {
        case .rubberBand: \.rubberBandCoefficient
        case .deceleration: \.decelerationRate
        case .bounce, .bounceDecay, .springStiffness, .springDamping, .springMass: nil
        case .velocityThreshold: \.velocityThreshold
        case .touchRate: \.touchRate
        case .glideFloor: \.glideFloor
        case .flickBoost: \.flickBoost.maximumMultiplier
        case .flickSpeed: \.flickBoost.minimumSpeed
        case .flickWindow: \.flickBoost.windowMilliseconds
        }
    }

    /// Its value in `physics`; nil for `bounce` and for the parameters of the bounce model `physics` does not use.
    public func value(in physics: ScrollPhysics) -> Double? {
        if let physicsKeyPath { return physics[keyPath: physicsKeyPath] }
        switch (self, physics.bounceModel) {
        case (.bounceDecay, .uikit(let decay)): return decay
        case (.springStiffness, .spring(let stiffness, _, _)): return stiffness
        case (.springDamping, .spring(_, let damping, _)): return damping
        case (.springMass, .spring(_, _, let mass)): return mass
        default: return nil
        }
    }

    /// Reads `text` as a scene key or flag gives it: a keyword or a number in `range`. Nil for anything else, and
    /// always for `bounce` (a choice, not a number).
    public func value(from text: String) -> Double? {
        if let keyword = keywords.first(where: { $0.word == text }) { return keyword.value }
        guard let range, let value = Double(text), range.contains(value) else { return nil }
        return value
    }

    /// Whether `stretchgif sweep` can vary it: every number but the flick boost, whose `on`/`off` reads as a switch.
    public var isSweepable: Bool { range != nil && self != .flickBoost }

    /// The error for `value` out of range: the phrase and the default.
    public func error(_ value: Double) -> PhysicsParameterError {
        PhysicsParameterError(parameter: physicsName, value: value, expected: "\(range?.phrase ?? phrase) (\(defaultNote))")
    }
}
