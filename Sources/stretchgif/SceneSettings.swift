import Layout
import ScrollSim

/// Interprets a scene's `physics:` section (and its scroll settings) as ScrollSim physics.
enum SceneSettings {
    /// The keys a `physics:` section accepts.
    static let physicsKeys = ["rubberBand", "deceleration", "bounce", "bounceDecay", "springStiffness",
                              "springDamping", "springMass", "velocityThreshold"]

    /// Default physics with the scene's scroll flags and `physics:` settings applied, in file order.
    static func physics(from scene: Scene) throws -> ScrollPhysics {
        var physics = ScrollPhysics()
        physics.bounces = scene.scroll.bounces
        physics.alwaysBounceVertical = scene.scroll.alwaysBounceVertical
        var spring: (stiffness: Double, damping: Double?, mass: Double)? = nil
        for setting in scene.physics {
            let place = "\(scene.sourceName):\(setting.line):\(setting.column)"
            func number(_ valid: (Double) -> Bool, _ expected: String) throws -> Double {
                guard let value = Double(setting.value), value.isFinite, valid(value) else {
                    throw CLIError("\(place): error: physics.\(setting.key) expects \(expected) (got '\(setting.value)')")
                }
                return value
            }
            switch setting.key {
            case "rubberBand": physics.rubberBandCoefficient = try number({ $0 > 0 && $0 <= 1 }, "a number in (0, 1]")
            case "deceleration":
                switch setting.value {
                case "normal": physics.decelerationRate = ScrollPhysics.normalDecelerationRate
                case "fast": physics.decelerationRate = ScrollPhysics.fastDecelerationRate
                default: physics.decelerationRate = try number({ $0 > 0 && $0 < 1 }, "normal, fast or a number in (0, 1)")
                }
            case "bounce":
                switch setting.value {
                case "uikit": spring = nil
                case "spring": spring = spring ?? (100, nil, 0.5)
                default: throw CLIError("\(place): error: physics.bounce expects uikit or spring (got '\(setting.value)')")
                }
            case "bounceDecay":
                physics.bounceModel = .uikit(decayPerMillisecond: try number({ $0 > 0 && $0 < 1 }, "a number in (0, 1)"))
            case "springStiffness": spring = (try number({ $0 > 0 }, "a number > 0"), spring?.damping, spring?.mass ?? 0.5)
            case "springDamping": spring = (spring?.stiffness ?? 100, try number({ $0 > 0 }, "a number > 0"), spring?.mass ?? 0.5)
            case "springMass": spring = (spring?.stiffness ?? 100, spring?.damping, try number({ $0 > 0 }, "a number > 0"))
            case "velocityThreshold": physics.velocityThreshold = try number({ $0 > 0 }, "a speed in pt/s > 0")
            default:
                throw CLIError("\(place): error: unknown physics key '\(setting.key)'; expected one of "
                               + physicsKeys.joined(separator: ", "))
            }
        }
        if let spring {
            // Flutter's iOS-like spring: damping ratio 1.1, c = 1.1 * 2 * sqrt(k * m).
            let damping = spring.damping ?? 1.1 * 2 * (spring.stiffness * spring.mass).squareRoot()
            physics.bounceModel = .spring(stiffness: spring.stiffness, damping: damping, mass: spring.mass)
        }
        return physics
    }
}
