import Foundation
import ScrollSim

/// UIScrollView physics set by the caller over the scene's own `physics:` settings; nil (or false) keeps the
/// scene's value. The model and every constant are in docs/physics.md.
public struct PhysicsOverrides: Sendable, Equatable {
    /// Rubber-band coefficient c (`Rules.rubberBand`; UIKit 0.55), docs/physics.md#rubber-band.
    public var rubberBand: Double?
    /// Velocity kept per millisecond while decelerating, docs/physics.md#deceleration.
    public var deceleration: Deceleration?
    /// The bounce model; spring parameters without it select `.spring`.
    public var bounce: BounceKind?
    /// UIKit bounce decay per millisecond (`Rules.bounceDecay`; UIKit 0.99), docs/physics.md#bounce.
    public var bounceDecay: Double?
    /// Spring bounce stiffness k (`Rules.springParameter`; default 100).
    public var springStiffness: Double?
    /// Spring bounce damping coefficient c (`Rules.springParameter`; default: damping ratio 1.1).
    public var springDamping: Double?
    /// Spring bounce mass m (`Rules.springParameter`; default 0.5).
    public var springMass: Double?
    /// Bounce even when the content is shorter than the viewport (alwaysBounceVertical).
    public var alwaysBounce = false
    /// Clamp the offset to the content bounds (bounces = false).
    public var noBounce = false
    /// Content insets replacing the scene's, in points.
    public var contentInset: ContentInset?
    /// Speed under which motion is settled, pt/s (`PhysicsParameter.velocityThreshold`; default 1),
    /// docs/physics.md#rest-detection.
    public var velocityThreshold: Double?
    /// Touch events per second (`Rules.touchRate`; default: the device's, 60 or 120 Hz), docs/physics.md#touch-events.
    public var touchRate: Double?
    /// Slowest release that glides, pt/s (`Rules.glideFloor`; UIKit about 250), docs/physics.md#glide-floor.
    public var glideFloor: Double?
    /// Largest repeated-flick multiplier (`Rules.flickBoost`; default 16, 1 = off), docs/physics.md#repeated-flicks.
    public var flickBoost: Double?
    /// Speed above which a release is a fast flick, pt/s (`Rules.flickSpeed`; default 600).
    public var flickSpeed: Double?
    /// Longest time between two fast flicks of one run, ms (`Rules.flickWindow`; default 1000).
    public var flickWindow: Double?

    /// No overrides.
    public init() {}

    /// The deceleration rate: UIKit's two named rates or any rate in `Rules.decelerationRate`.
    public enum Deceleration: Sendable, Equatable {
        /// `UIScrollView.DecelerationRate.normal`: 0.998 per ms.
        case normal
        /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms.
        case fast
        /// Any rate in (0, 1) per ms.
        case rate(Double)

        /// The velocity kept per millisecond.
        public var perMillisecond: Double {
            switch self {
            case .normal: ScrollPhysics.normalDecelerationRate
            case .fast: ScrollPhysics.fastDecelerationRate
            case .rate(let value): value
            }
        }

        /// `normal`, `fast` or a number in (0, 1); nil for anything else.
        package init?(text: String) {
            guard let value = PhysicsParameter.deceleration.value(from: text) else { return nil }
            self.init(perMillisecond: value)
        }

        /// UIKit's named rate when `value` is one of them, else `.rate(value)`.
        init(perMillisecond value: Double) {
            switch value {
            case ScrollPhysics.normalDecelerationRate: self = .normal
            case ScrollPhysics.fastDecelerationRate: self = .fast
            default: self = .rate(value)
            }
        }
    }

    /// The largest repeated-flick multiplier written as `on` (16, the default), `off` (1) or a number in
    /// `Rules.flickBoost`; nil for anything else.
    package static func flickBoost(text: String) -> Double? {
        PhysicsParameter.flickBoost.value(from: text)
    }

    /// The deceleration as a number (`.rate`), for the table's key path: nil without a deceleration.
    package var decelerationRate: Double? {
        get { deceleration?.perMillisecond }
        set { deceleration = newValue.map(Deceleration.init(perMillisecond:)) }
    }

    /// Which bounce model plays the overscroll back to the edge.
    public enum BounceKind: String, Sendable, Equatable, CaseIterable {
        /// UIKit's first-order bounce (the default), docs/physics.md#bounce.
        case uikit
        /// A damped spring (Flutter's iOS-like scroll physics), docs/physics.md#spring-bounce.
        case spring
    }

    /// Top and bottom content insets in points (each `Rules.contentInset`).
    public struct ContentInset: Sendable, Equatable {
        /// Inset above the content.
        public var top: Double
        /// Inset below the content.
        public var bottom: Double

        /// Insets of `top` and `bottom` points.
        public init(top: Double, bottom: Double) {
            self.top = top
            self.bottom = bottom
        }

        /// Parses `TOP,BOTTOM` (two numbers >= 0); nil for anything else.
        package init?(text: String) {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let top = parts[0], let bottom = parts[1],
                  Rules.contentInset.accepts(top), Rules.contentInset.accepts(bottom) else { return nil }
            self.init(top: top, bottom: bottom)
        }
    }

    /// The valid values of every physics parameter, read from the table (`PhysicsParameter`).
    package enum Rules {
        /// Rubber-band coefficient.
        package static let rubberBand = PhysicsParameter.rubberBand.rule
        /// Deceleration rate per millisecond.
        package static let decelerationRate = PhysicsParameter.deceleration.rule
        /// UIKit bounce decay per millisecond.
        package static let bounceDecay = PhysicsParameter.bounceDecay.rule
        /// Spring stiffness, damping and mass.
        package static let springParameter = PhysicsParameter.springStiffness.rule
        /// Rest-detection speed in points per second.
        package static let velocityThreshold = PhysicsParameter.velocityThreshold.rule
        /// Touch events per second.
        package static let touchRate = PhysicsParameter.touchRate.rule
        /// Slowest release that glides, pt/s.
        package static let glideFloor = PhysicsParameter.glideFloor.rule
        /// Largest repeated-flick multiplier, with its keywords (`on, off or a multiplier from 1 to 1000`).
        package static let flickBoost = PhysicsParameter.flickBoost.rule(phrase: PhysicsParameter.flickBoost.phrase)
        /// Speed above which a release is a fast flick, pt/s.
        package static let flickSpeed = PhysicsParameter.flickSpeed.rule
        /// Longest time between two fast flicks of one run, ms.
        package static let flickWindow = PhysicsParameter.flickWindow.rule
        /// One content inset in points.
        package static let contentInset = NumberRule<Double>(lower: 0, upper: 1_000_000,
                                                            phrase: "a number of points from 0 to 1000000")
        /// The spring used when only some spring parameters are given: Flutter's iOS-like spring
        /// (docs/physics.md#spring-bounce).
        package static let defaultSpringStiffness = BounceModel.flutterStiffness
        /// Default spring mass.
        package static let defaultSpringMass = BounceModel.flutterMass
        /// Default damping ratio; the coefficient is ratio * 2 * sqrt(k * m).
        package static let defaultSpringDampingRatio = BounceModel.flutterDampingRatio
    }

    /// Throws `invalidParameter` naming the first value out of range (`physics.NAME`) or two that conflict.
    public func validate() throws(StretchGIFError) {
        if alwaysBounce && noBounce {
            throw .invalidParameter(name: "physics.alwaysBounce", message: "and physics.noBounce exclude each other")
        }
        for parameter in PhysicsParameter.allCases {
            guard let field = parameter.overrideKeyPath, let value = self[keyPath: field] else { continue }
            try parameter.rule(phrase: parameter.phrase).check(value, name: "physics.\(parameter.sceneKey)")
        }
        if let contentInset {
            try Rules.contentInset.check(contentInset.top, name: "physics.contentInset")
            try Rules.contentInset.check(contentInset.bottom, name: "physics.contentInset")
        }
        if bounce == .uikit && hasSpringParameters {
            throw .invalidParameter(name: "physics.springStiffness",
                                    message: "and physics.springDamping, physics.springMass need physics.bounce spring")
        }
        if bounce == .spring && bounceDecay != nil {
            throw .invalidParameter(name: "physics.bounceDecay", message: "applies to the uikit bounce, not spring")
        }
    }

    /// True when any spring parameter was given.
    var hasSpringParameters: Bool { springStiffness != nil || springDamping != nil || springMass != nil }

    /// `base` (the scene's physics) with these overrides applied. Spring parameters without `bounce` select the
    /// spring; a spring without a damping coefficient gets damping ratio 1.1: c = 1.1 * 2 * sqrt(k * m).
    func applied(to base: ScrollPhysics) -> ScrollPhysics {
        var physics = base
        for parameter in PhysicsParameter.allCases {
            guard let field = parameter.overrideKeyPath, let target = parameter.physicsKeyPath,
                  let value = self[keyPath: field] else { continue }
            physics[keyPath: target] = value
        }
        var decay = BounceModel.uikitDecayPerMillisecond
        var stiffness = Rules.defaultSpringStiffness, damping = Double.nan, mass = Rules.defaultSpringMass
        var useSpring = false
        switch physics.bounceModel {
        case .uikit(let value): decay = value
        case .spring(let k, let c, let m): (stiffness, damping, mass, useSpring) = (k, c, m, true)
        }
        if let bounce { useSpring = bounce == .spring } else if hasSpringParameters { useSpring = true }
        if useSpring {
            stiffness = springStiffness ?? stiffness
            mass = springMass ?? mass
            damping = springDamping
                ?? (damping.isNaN ? Rules.defaultSpringDampingRatio * 2 * (stiffness * mass).squareRoot() : damping)
            physics.bounceModel = .spring(stiffness: stiffness, damping: damping, mass: mass)
        } else {
            physics.bounceModel = .uikit(decayPerMillisecond: bounceDecay ?? decay)
        }
        if alwaysBounce { physics.alwaysBounceVertical = true }
        if noBounce { physics.bounces = false }
        return physics
    }
}

extension PhysicsParameter {
    /// Where the table's parameter lives in `PhysicsOverrides`; nil for `bounce` (`PhysicsOverrides.bounce`, a choice).
    package var overrideKeyPath: WritableKeyPath<PhysicsOverrides, Double?>? {
        switch self {
        case .rubberBand: \.rubberBand
        case .deceleration: \.decelerationRate
        case .bounce: nil
        case .bounceDecay: \.bounceDecay
        case .springStiffness: \.springStiffness
        case .springDamping: \.springDamping
        case .springMass: \.springMass
        case .velocityThreshold: \.velocityThreshold
        case .touchRate: \.touchRate
        case .glideFloor: \.glideFloor
        case .flickBoost: \.flickBoost
        case .flickSpeed: \.flickSpeed
        case .flickWindow: \.flickWindow
        }
    }

    /// The range as a `NumberRule`, whose phrase is the range's (`phrase` names the keywords too).
    package var rule: NumberRule<Double> { rule(phrase: range?.phrase ?? phrase) }

    /// The range as a `NumberRule` worded `phrase`.
    package func rule(phrase: String) -> NumberRule<Double> {
        NumberRule(lower: range?.lower, lowerInclusive: range?.lowerInclusive ?? true, upper: range?.upper,
                   upperInclusive: range?.upperInclusive ?? true, phrase: phrase)
    }
}
