import Layout
import ScrollSim

/// Interprets a scene's `physics:` section (and its scroll settings) as ScrollSim physics.
enum SceneSettings {
    /// The keys a `physics:` section accepts (docs/scenes.md#physics).
    static let physicsKeys = ["rubberBand", "deceleration", "bounce", "bounceDecay", "springStiffness",
                              "springDamping", "springMass", "velocityThreshold", "touchRate", "glideFloor",
                              "flickBoost", "flickSpeed", "flickWindow"]

    /// Default physics with the scene's device touch rate, scroll flags and `physics:` settings applied, in file
    /// order.
    static func physics(from scene: Scene) throws(StretchGIFError) -> ScrollPhysics {
        typealias Rules = PhysicsOverrides.Rules
        var physics = ScrollPhysics()
        physics.bounces = scene.scroll.bounces
        physics.alwaysBounceVertical = scene.scroll.alwaysBounceVertical
        physics.touchRate = scene.device.touchRate
        var spring: (stiffness: Double, damping: Double?, mass: Double)? = nil
        let defaultK = Rules.defaultSpringStiffness, defaultM = Rules.defaultSpringMass
        for setting in scene.physics {
            func failure(_ message: String) -> StretchGIFError {
                .invalidFile(path: scene.sourceName, line: setting.line, column: setting.column, message: message)
            }
            func number(_ rule: NumberRule<Double>) throws(StretchGIFError) -> Double {
                guard let value = Double(setting.value), rule.accepts(value) else {
                    throw failure("physics.\(setting.key) expects \(rule.phrase) (got '\(setting.value)')")
                }
                return value
            }
            switch setting.key {
            case "rubberBand": physics.rubberBandCoefficient = try number(Rules.rubberBand)
            case "deceleration":
                switch setting.value {
                case "normal": physics.decelerationRate = ScrollPhysics.normalDecelerationRate
                case "fast": physics.decelerationRate = ScrollPhysics.fastDecelerationRate
                default: physics.decelerationRate = try number(Rules.decelerationRate)
                }
            case "bounce":
                switch setting.value {
                case "uikit": spring = nil
                case "spring": spring = spring ?? (defaultK, nil, defaultM)
                default: throw failure("physics.bounce expects uikit or spring (got '\(setting.value)')")
                }
            case "bounceDecay": physics.bounceModel = .uikit(decayPerMillisecond: try number(Rules.bounceDecay))
            case "springStiffness": spring = (try number(Rules.springParameter), spring?.damping, spring?.mass ?? defaultM)
            case "springDamping":
                spring = (spring?.stiffness ?? defaultK, try number(Rules.springParameter), spring?.mass ?? defaultM)
            case "springMass": spring = (spring?.stiffness ?? defaultK, spring?.damping, try number(Rules.springParameter))
            case "velocityThreshold": physics.velocityThreshold = try number(Rules.velocityThreshold)
            case "touchRate": physics.touchRate = try number(Rules.touchRate)
            case "glideFloor": physics.glideFloor = try number(Rules.glideFloor)
            case "flickBoost":
                guard let maximum = PhysicsOverrides.flickBoost(text: setting.value) else {
                    throw failure("physics.flickBoost expects \(Rules.flickBoost.phrase) (got '\(setting.value)')")
                }
                physics.flickBoost.maximumMultiplier = maximum
            case "flickSpeed": physics.flickBoost.minimumSpeed = try number(Rules.flickSpeed)
            case "flickWindow": physics.flickBoost.windowMilliseconds = try number(Rules.flickWindow)
            default:
                throw failure("unknown physics key '\(setting.key)'; expected one of " + physicsKeys.joined(separator: ", "))
            }
        }
        if let spring {
            // Flutter's iOS-like spring: damping ratio 1.1, c = 1.1 * 2 * sqrt(k * m) (docs/physics.md#spring-bounce).
            let damping = spring.damping
                ?? Rules.defaultSpringDampingRatio * 2 * (spring.stiffness * spring.mass).squareRoot()
            physics.bounceModel = .spring(stiffness: spring.stiffness, damping: damping, mass: spring.mass)
        }
        return physics
    }
}
