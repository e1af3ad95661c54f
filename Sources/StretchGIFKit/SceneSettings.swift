import Layout
import ScrollSim

/// Interprets a scene's `physics:` section (and its scroll settings) as ScrollSim physics.
enum SceneSettings {
    /// The keys a `physics:` section accepts (docs/scenes.md#physics): the table's (`PhysicsParameter`).
    static let physicsKeys = PhysicsParameter.allCases.map(\.sceneKey)

    /// Default physics with the scene's device touch rate, scroll flags and `physics:` settings applied, in file
    /// order.
    static func physics(from scene: Scene) throws(StretchGIFError) -> ScrollPhysics {
        var physics = ScrollPhysics()
        physics.bounces = scene.scroll.bounces
        physics.alwaysBounceVertical = scene.scroll.alwaysBounceVertical
        physics.touchRate = scene.device.touchRate
        var spring: (stiffness: Double, damping: Double?, mass: Double)? = nil
        let defaultK = BounceModel.flutterStiffness, defaultM = BounceModel.flutterMass
        for setting in scene.physics {
            func failure(_ message: String) -> StretchGIFError {
                .invalidFile(path: scene.sourceName, line: setting.line, column: setting.column, message: message)
            }
            guard let parameter = PhysicsParameter(rawValue: setting.key) else {
                throw failure("unknown physics key '\(setting.key)'; expected one of " + physicsKeys.joined(separator: ", "))
            }
            if parameter == .bounce {
                switch setting.value {
                case "uikit": spring = nil
                case "spring": spring = spring ?? (defaultK, nil, defaultM)
                default: throw failure("physics.bounce expects \(parameter.phrase) (got '\(setting.value)')")
                }
                continue
            }
            guard let value = parameter.value(from: setting.value) else {
                throw failure("physics.\(setting.key) expects \(parameter.phrase) (got '\(setting.value)')")
            }
            if let field = parameter.physicsKeyPath {
                physics[keyPath: field] = value
                continue
            }
            switch parameter {
            case .bounceDecay: physics.bounceModel = .uikit(decayPerMillisecond: value)
            case .springStiffness: spring = (value, spring?.damping, spring?.mass ?? defaultM)
            case .springDamping: spring = (spring?.stiffness ?? defaultK, value, spring?.mass ?? defaultM)
            case .springMass: spring = (spring?.stiffness ?? defaultK, spring?.damping, value)
            default: break  // every other parameter has a key path
            }
        }
        if let spring {
            // Flutter's iOS-like spring: damping ratio 1.1, c = 1.1 * 2 * sqrt(k * m) (docs/physics.md#spring-bounce).
            let damping = spring.damping
                ?? BounceModel.flutterDampingRatio * 2 * (spring.stiffness * spring.mass).squareRoot()
            physics.bounceModel = .spring(stiffness: spring.stiffness, damping: damping, mass: spring.mass)
        }
        return physics
    }
}
