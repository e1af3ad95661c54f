/// The physics parameter table (docs/physics.md#tunables): every tunable of `ScrollPhysics` once, with its scene key
/// (the case's raw value, `physics.KEY` in a scene file), its valid range and the phrase derived from it, its default
/// and where it lives in `ScrollPhysics`. `ScrollPhysics.validate()`, the library's overrides, the scene's `physics:`
/// section, `stretchgif`'s flags (the kebab-case of the key: `glideFloor` -> `--glide-floor`) and `sweep` all read it.
///
/// Adding a parameter: a case and its `row` here, its `ScrollPhysics` field, its `PhysicsOverrides` field (with its
/// `overrideKeyPath`) and its flag in `stretchgif`'s `PhysicsFlags`; each missing piece is a compile error or a failing
/// `PhysicsParameterTableTests` case, and the scene key, validation, help phrase and sweep axis follow from the row.
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
    package static let rubberBandRange = ParameterRange("a number", lower: 0, lowerInclusive: false, upper: 1)
    /// The rates kept per ms (deceleration and UIKit's bounce decay): 1 would never stop, 0 stops at once.
    package static let ratePerMillisecondRange = ParameterRange("a number", lower: 0, lowerInclusive: false, upper: 1,
                                                               upperInclusive: false)

    /// One row of the table: everything about one parameter but its scene key.
    package struct Row {
        /// What it is, as a help text starts: `Rubber-band coefficient c`.
        package let summary: String
        /// The valid numbers; nil for `bounce`, which takes only its keywords.
        package let range: ParameterRange?
        /// Words it takes besides numbers, each with the number it stands for (nil: a choice, not a number).
        package let keywords: [(word: String, value: Double?)]
        /// The value `ScrollPhysics()` has (UIKit's); nil when the default is not a number of its own.
        package let defaultValue: Double?
        /// The default in words, for help texts and errors: `UIKit: 0.55`.
        package let defaultNote: String
        /// Where it lives in `ScrollPhysics`; nil for the bounce model's parameters, which live in `bounceModel`.
        package let physicsKeyPath: WritableKeyPath<ScrollPhysics, Double>?
        /// The name `PhysicsParameterError` gives it: the `ScrollPhysics` field's.
        package let physicsName: String?
    }

    /// The table (each parameter once): summary, range, keywords, default, its field in `ScrollPhysics`.
    package var row: Row {
        typealias P = ScrollPhysics
        switch self {
        case .rubberBand:
            return Row(summary: "Rubber-band coefficient c", range: Self.rubberBandRange, keywords: [],
                       defaultValue: P.uikitRubberBandCoefficient, defaultNote: "UIKit: %@",
                       physicsKeyPath: \.rubberBandCoefficient, physicsName: "rubberBandCoefficient")
        case .deceleration:
            return Row(summary: "Deceleration rate per ms", range: Self.ratePerMillisecondRange,
                       keywords: [("normal", P.normalDecelerationRate), ("fast", P.fastDecelerationRate)],
                       defaultValue: P.normalDecelerationRate, defaultNote: "default normal, %@",
                       physicsKeyPath: \.decelerationRate, physicsName: "decelerationRate")
        case .bounce:
            return Row(summary: "Bounce model", range: nil, keywords: [("uikit", nil), ("spring", nil)],
                       defaultValue: nil, defaultNote: "default uikit", physicsKeyPath: nil, physicsName: nil)
        case .bounceDecay:
            return Row(summary: "UIKit bounce decay per ms", range: Self.ratePerMillisecondRange, keywords: [],
                       defaultValue: BounceModel.uikitDecayPerMillisecond, defaultNote: "UIKit: %@",
                       physicsKeyPath: nil, physicsName: nil)
        case .springStiffness:
            return Row(summary: "Spring bounce stiffness", range: .above(0), keywords: [],
                       defaultValue: BounceModel.flutterStiffness, defaultNote: "default %@", physicsKeyPath: nil,
                       physicsName: nil)
        case .springDamping:
            return Row(summary: "Spring bounce damping coefficient", range: .above(0), keywords: [], defaultValue: nil,
                       defaultNote: "default: damping ratio \(ParameterRange.text(BounceModel.flutterDampingRatio))",
                       physicsKeyPath: nil, physicsName: nil)
        case .springMass:
            return Row(summary: "Spring bounce mass", range: .above(0), keywords: [],
                       defaultValue: BounceModel.flutterMass, defaultNote: "default %@", physicsKeyPath: nil,
                       physicsName: nil)
        case .velocityThreshold:
            return Row(summary: "Speed under which motion is settled (at rest)", range: .above(0, "a speed in pt/s"),
                       keywords: [], defaultValue: P.defaultVelocityThreshold, defaultNote: "default %@",
                       physicsKeyPath: \.velocityThreshold, physicsName: nil)
        case .touchRate:
            return Row(summary: "Touch events per second the release velocity is estimated from",
                       range: ParameterRange("a rate in Hz", P.touchRateRange), keywords: [],
                       defaultValue: P.defaultTouchRate, defaultNote: "default: the device's, %@; ProMotion 120",
                       physicsKeyPath: \.touchRate, physicsName: nil)
        case .glideFloor:
            return Row(summary: "Slowest release that glides (0: every release glides)",
                       range: ParameterRange("a speed in pt/s", P.glideFloorRange), keywords: [],
                       defaultValue: P.uikitGlideFloor, defaultNote: "UIKit: %@", physicsKeyPath: \.glideFloor,
                       physicsName: nil)
        case .flickBoost:
            return Row(summary: "Largest repeated-flick multiplier (fast flicks in one direction double from the third)",
                       range: ParameterRange("a multiplier", P.flickBoostRange),
                       keywords: [("on", FlickBoost.uikitMaximumMultiplier), ("off", 1)],
                       defaultValue: FlickBoost.uikitMaximumMultiplier, defaultNote: "default on = %@; off = 1",
                       physicsKeyPath: \.flickBoost.maximumMultiplier, physicsName: nil)
        case .flickSpeed:
            return Row(summary: "A release faster than this is a fast flick",
                       range: ParameterRange("a speed in pt/s", P.flickSpeedRange), keywords: [],
                       defaultValue: FlickBoost.uikitMinimumSpeed, defaultNote: "default %@",
                       physicsKeyPath: \.flickBoost.minimumSpeed, physicsName: nil)
        case .flickWindow:
            return Row(summary: "Longest time between two fast flicks of one run",
                       range: ParameterRange("a number of milliseconds", P.flickWindowRange), keywords: [],
                       defaultValue: FlickBoost.uikitWindowMilliseconds, defaultNote: "default %@",
                       physicsKeyPath: \.flickBoost.windowMilliseconds, physicsName: nil)
        }
    }

    /// The scene key, as in `physics: {glideFloor: 100}`.
    public var sceneKey: String { rawValue }
    /// The name `PhysicsParameterError` gives it: the `ScrollPhysics` field's (`rubberBandCoefficient`).
    package var physicsName: String { row.physicsName ?? rawValue }
    /// What it is, as a help text starts.
    public var summary: String { row.summary }
    /// The valid numbers; nil for `bounce`.
    public var range: ParameterRange? { row.range }
    /// Words it takes besides numbers, each with the number it stands for.
    package var keywords: [(word: String, value: Double?)] { row.keywords }
    /// The value `ScrollPhysics()` has; nil for `bounce` and `springDamping` (from the damping ratio).
    public var defaultValue: Double? { row.defaultValue }
    /// The default in words: `UIKit: 0.55` (the row's note with `%@` standing for the default value).
    package var defaultNote: String {
        let row = row
        return row.defaultNote.replacingFirst("%@", with: row.defaultValue.map(ParameterRange.text) ?? "")
    }
    /// Where it lives in `ScrollPhysics`; nil for the bounce model's parameters.
    package var physicsKeyPath: WritableKeyPath<ScrollPhysics, Double>? { row.physicsKeyPath }

    /// What a valid value looks like, for help texts and errors: the keywords, then the range's phrase
    /// (`on, off or a multiplier from 1 to 1000`, `a number in (0, 1]`).
    package var phrase: String {
        var words = keywords.map(\.word)
        if let range { words.append(range.phrase) }
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }

    /// Its value in `physics`; nil for `bounce` and for the parameters of the bounce model `physics` does not use.
    package func value(in physics: ScrollPhysics) -> Double? {
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
    package func error(_ value: Double) -> PhysicsParameterError {
        PhysicsParameterError(parameter: physicsName, value: value, expected: "\(range?.phrase ?? phrase) (\(defaultNote))")
    }
}

extension String {
    /// The text with the first `target` replaced by `replacement`.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while !rest.isEmpty {
            if rest.hasPrefix(target) { return result + replacement + rest.dropFirst(target.count) }
            result.append(rest.removeFirst())
        }
        return result
    }
}
