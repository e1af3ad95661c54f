import ArgumentParser
import ScrollSim
import StretchGIFKit

/// The physics table's flags (`PhysicsParameter`, docs/physics.md#tunables), shared by `render` (one value each,
/// `PhysicsOptions`) and `sweep` (a comma-separated list sweeps one, `SweepPhysicsOptions`), plus the two bounce
/// switches. Every numeric flag is read as text and checked against the table by the command that owns it, and its
/// help is the table's summary, phrase and default.
struct PhysicsFlags: ParsableArguments {
    @Option(parsing: .unconditional, help: PhysicsParameter.rubberBand.help(valueName: "c"))
    var rubberBand: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.deceleration.help(valueName: "rate"))
    var deceleration: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.bounce.help(valueName: "model"))
    var bounce: PhysicsOverrides.BounceKind?

    @Option(parsing: .unconditional, help: PhysicsParameter.bounceDecay.help(valueName: "rate"))
    var bounceDecay: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.springStiffness.help(valueName: "k"))
    var springStiffness: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.springDamping.help(valueName: "c"))
    var springDamping: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.springMass.help(valueName: "m"))
    var springMass: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.velocityThreshold.help(valueName: "pt/s"))
    var velocityThreshold: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.touchRate.help(valueName: "hz"))
    var touchRate: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.glideFloor.help(valueName: "pt/s"))
    var glideFloor: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.flickBoost.help(valueName: "max"))
    var flickBoost: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.flickSpeed.help(valueName: "pt/s"))
    var flickSpeed: String?

    @Option(parsing: .unconditional, help: PhysicsParameter.flickWindow.help(valueName: "ms"))
    var flickWindow: String?

    @Flag(help: "Bounce even when the content is shorter than the viewport (alwaysBounceVertical).")
    var alwaysBounce = false

    @Flag(help: "Turn bouncing off: the offset is clamped to the content bounds.")
    var noBounce = false

    /// The text given to `parameter`'s flag, nil when it was not given.
    func text(for parameter: PhysicsParameter) -> String? {
        switch parameter {
        case .rubberBand: rubberBand
        case .deceleration: deceleration
        case .bounce: bounce?.rawValue
        case .bounceDecay: bounceDecay
        case .springStiffness: springStiffness
        case .springDamping: springDamping
        case .springMass: springMass
        case .velocityThreshold: velocityThreshold
        case .touchRate: touchRate
        case .glideFloor: glideFloor
        case .flickBoost: flickBoost
        case .flickSpeed: flickSpeed
        case .flickWindow: flickWindow
        }
    }

    /// Every numeric flag given, with its text as typed, in table order.
    var numbers: [(parameter: PhysicsParameter, text: String)] {
        PhysicsParameter.allCases.compactMap { parameter in
            guard parameter.range != nil, let text = text(for: parameter) else { return nil }
            return (parameter, text)
        }
    }

    /// The overrides of the flags that are not numbers: `--bounce`, `--always-bounce`, `--no-bounce`.
    var switches: PhysicsOverrides {
        var physics = PhysicsOverrides()
        physics.bounce = bounce
        physics.alwaysBounce = alwaysBounce
        physics.noBounce = noBounce
        return physics
    }
}

extension PhysicsParameter {
    /// The flag's help: the table's summary, the phrase derived from its range and its default.
    func help(valueName: String) -> ArgumentHelp {
        ArgumentHelp("\(summary): \(phrase) (\(defaultNote)).", valueName: valueName)
    }

    /// The flag: `--glide-floor`.
    var flagName: String { FlagNames.flag(for: "physics." + sceneKey) }
}
