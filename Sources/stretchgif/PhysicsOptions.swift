import Foundation
import ArgumentParser
import ScrollSim

/// Flags that tune the UIScrollView model; each overrides the scene's `physics:` section.
struct PhysicsOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Rubber-band coefficient c in (0, 1] (UIKit: 0.55).", valueName: "c"))
    var rubberBand: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Deceleration rate per ms: normal (0.998), fast (0.99) or a number in (0, 1).",
                               valueName: "rate"))
    var deceleration: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Bounce model: uikit (first-order, the default) or spring.", valueName: "model"))
    var bounce: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("UIKit bounce decay per ms in (0, 1) (UIKit: 0.99).", valueName: "rate"))
    var bounceDecay: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Spring bounce stiffness, > 0 (default 100).", valueName: "k"))
    var springStiffness: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Spring bounce damping coefficient, > 0 (default: damping ratio 1.1).",
                               valueName: "c"))
    var springDamping: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Spring bounce mass, > 0 (default 0.5).", valueName: "m"))
    var springMass: Double?

    @Flag(help: "Bounce even when the content is shorter than the viewport (alwaysBounceVertical).")
    var alwaysBounce = false

    @Flag(help: "Turn bouncing off: the offset is clamped to the content bounds.")
    var noBounce = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Content insets in points, as top,bottom (e.g. 0,34).", valueName: "top,bottom"))
    var contentInset: String?

    func validate() throws {
        if alwaysBounce && noBounce { throw ValidationError("--always-bounce and --no-bounce exclude each other") }
        if let value = rubberBand { try Self.check("--rubber-band", value, "a number in (0, 1]") { $0 > 0 && $0 <= 1 } }
        if let deceleration { _ = try Self.decelerationRate(deceleration) }
        if let bounce, bounce != "uikit" && bounce != "spring" {
            throw ValidationError("--bounce expects uikit or spring (got '\(bounce)')")
        }
        if let value = bounceDecay { try Self.check("--bounce-decay", value, "a number in (0, 1)") { $0 > 0 && $0 < 1 } }
        if let value = springStiffness { try Self.check("--spring-stiffness", value, "a number > 0") { $0 > 0 } }
        if let value = springDamping { try Self.check("--spring-damping", value, "a number > 0") { $0 > 0 } }
        if let value = springMass { try Self.check("--spring-mass", value, "a number > 0") { $0 > 0 } }
        if let contentInset { _ = try Self.insets(contentInset) }
        if bounce == "uikit" && hasSpringParameters {
            throw ValidationError("--spring-stiffness, --spring-damping and --spring-mass need --bounce spring")
        }
        if bounce == "spring" && bounceDecay != nil {
            throw ValidationError("--bounce-decay applies to --bounce uikit, not spring")
        }
    }

    private static func check(_ flag: String, _ value: Double, _ expected: String, _ valid: (Double) -> Bool) throws {
        guard value.isFinite, valid(value) else {
            throw ValidationError("\(flag) expects \(expected) (got \(formatNumber(value)))")
        }
    }

    /// `normal`, `fast` or a number strictly between 0 and 1.
    static func decelerationRate(_ text: String) throws -> Double {
        switch text {
        case "normal": return ScrollPhysics.normalDecelerationRate
        case "fast": return ScrollPhysics.fastDecelerationRate
        default:
            guard let value = Double(text), value.isFinite, value > 0, value < 1 else {
                throw ValidationError("--deceleration expects normal, fast or a number in (0, 1) (got '\(text)')")
            }
            return value
        }
    }

    /// `top,bottom` in points, each finite and >= 0.
    static func insets(_ text: String) throws -> (top: Double, bottom: Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let top = parts[0], let bottom = parts[1], top.isFinite, bottom.isFinite,
              top >= 0, bottom >= 0
        else { throw ValidationError("--content-inset expects two numbers >= 0 as top,bottom (got '\(text)')") }
        return (top, bottom)
    }

    /// True when any spring parameter was given.
    private var hasSpringParameters: Bool { springStiffness != nil || springDamping != nil || springMass != nil }

    /// The physics after applying these flags over `base` (the scene's settings or the defaults).
    /// Spring parameters without `--bounce` select the spring model.
    func applied(to base: ScrollPhysics) throws -> ScrollPhysics {
        var physics = base
        if let rubberBand { physics.rubberBandCoefficient = rubberBand }
        if let deceleration { physics.decelerationRate = try Self.decelerationRate(deceleration) }
        var (decay, stiffness, damping, mass) = (0.99, 100.0, Double.nan, 0.5)
        var useSpring = false
        switch physics.bounceModel {
        case .uikit(let value): decay = value
        case .spring(let k, let c, let m): (stiffness, damping, mass, useSpring) = (k, c, m, true)
        }
        if let bounce { useSpring = bounce == "spring" } else if hasSpringParameters { useSpring = true }
        if useSpring {
            stiffness = springStiffness ?? stiffness
            mass = springMass ?? mass
            // Flutter's iOS-like spring uses damping ratio 1.1: c = 1.1 * 2 * sqrt(k * m).
            damping = springDamping ?? (damping.isNaN ? 1.1 * 2 * (stiffness * mass).squareRoot() : damping)
            physics.bounceModel = .spring(stiffness: stiffness, damping: damping, mass: mass)
        } else {
            physics.bounceModel = .uikit(decayPerMillisecond: bounceDecay ?? decay)
        }
        if alwaysBounce { physics.alwaysBounceVertical = true }
        if noBounce { physics.bounces = false }
        return physics
    }
}
