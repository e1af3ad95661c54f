import ArgumentParser
import ScrollSim
import StretchGIFKit

/// Flags that tune the UIScrollView model (docs/physics.md); each overrides the scene's `physics:` section.
struct PhysicsOptions: ParsableArguments {
    typealias Rules = PhysicsOverrides.Rules

    @Option(parsing: .unconditional, help: ArgumentHelp("Rubber-band coefficient c, \(Rules.rubberBand.phrase) (UIKit: 0.55).",
                                                         valueName: "c"))
    var rubberBand: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Deceleration rate per ms: normal (0.998), fast (0.99) or \(Rules.decelerationRate.phrase).", valueName: "rate"))
    var deceleration: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Bounce model: uikit (first-order, the default) or spring.",
                                                         valueName: "model"))
    var bounce: PhysicsOverrides.BounceKind?

    @Option(parsing: .unconditional, help: ArgumentHelp("UIKit bounce decay per ms, \(Rules.bounceDecay.phrase) (UIKit: 0.99).",
                                                         valueName: "rate"))
    var bounceDecay: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Spring bounce stiffness, \(Rules.springParameter.phrase) (default \(formatNumber(Rules.defaultSpringStiffness))).",
        valueName: "k"))
    var springStiffness: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Spring bounce damping coefficient, \(Rules.springParameter.phrase) (default: damping ratio \(formatNumber(Rules.defaultSpringDampingRatio))).",
        valueName: "c"))
    var springDamping: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Spring bounce mass, \(Rules.springParameter.phrase) (default \(formatNumber(Rules.defaultSpringMass))).", valueName: "m"))
    var springMass: Double?

    @Flag(help: "Bounce even when the content is shorter than the viewport (alwaysBounceVertical).")
    var alwaysBounce = false

    @Flag(help: "Turn bouncing off: the offset is clamped to the content bounds.")
    var noBounce = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Content insets in points, as top,bottom (e.g. 0,34).",
                                                         valueName: "top,bottom"))
    var contentInset: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Touch events per second the release velocity is estimated from, \(Rules.touchRate.phrase) "
            + "(default: the device's, 60; ProMotion 120).",
        valueName: "hz"))
    var touchRate: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Slowest release that glides, \(Rules.glideFloor.phrase) "
            + "(UIKit: \(formatNumber(ScrollPhysics.uikitGlideFloor))); 0: every release glides.",
        valueName: "pt/s"))
    var glideFloor: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Repeated fast flicks in one direction multiply the release velocity, doubling from the third up to this: "
            + "\(Rules.flickBoost.phrase) (on = \(formatNumber(FlickBoost.uikitMaximumMultiplier)), the default; off = 1).",
        valueName: "max"))
    var flickBoost: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "A release faster than this is a fast flick, \(Rules.flickSpeed.phrase) "
            + "(default \(formatNumber(FlickBoost.uikitMinimumSpeed))).",
        valueName: "pt/s"))
    var flickSpeed: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Longest time between two fast flicks of one run, \(Rules.flickWindow.phrase) "
            + "(default \(formatNumber(FlickBoost.uikitWindowMilliseconds))).",
        valueName: "ms"))
    var flickWindow: Double?

    func validate() throws {
        if let deceleration, PhysicsOverrides.Deceleration(text: deceleration) == nil {
            throw ValidationError("--deceleration expects normal, fast or \(Rules.decelerationRate.phrase) "
                + "(got '\(deceleration)')")
        }
        if let contentInset, PhysicsOverrides.ContentInset(text: contentInset) == nil {
            throw ValidationError("--content-inset expects two numbers of points from 0 to 1000000 as top,bottom "
                + "(got '\(contentInset)')")
        }
        if let flickBoost, PhysicsOverrides.flickBoost(text: flickBoost) == nil {
            throw ValidationError("--flick-boost expects \(Rules.flickBoost.phrase) (got '\(flickBoost)')")
        }
        let physics = overrides
        try FlagNames.validating { () throws(StretchGIFError) in try physics.validate() }
    }

    /// These flags as the library's physics overrides.
    var overrides: PhysicsOverrides {
        var physics = PhysicsOverrides()
        physics.rubberBand = rubberBand
        physics.deceleration = deceleration.flatMap(PhysicsOverrides.Deceleration.init(text:))
        physics.bounce = bounce
        physics.bounceDecay = bounceDecay
        physics.springStiffness = springStiffness
        physics.springDamping = springDamping
        physics.springMass = springMass
        physics.alwaysBounce = alwaysBounce
        physics.noBounce = noBounce
        physics.contentInset = contentInset.flatMap(PhysicsOverrides.ContentInset.init(text:))
        physics.touchRate = touchRate
        physics.glideFloor = glideFloor
        physics.flickBoost = flickBoost.flatMap(PhysicsOverrides.flickBoost(text:))
        physics.flickSpeed = flickSpeed
        physics.flickWindow = flickWindow
        return physics
    }
}
