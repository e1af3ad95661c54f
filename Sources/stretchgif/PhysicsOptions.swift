import ArgumentParser
import ScrollSim
import StretchGIFKit

/// Flags that tune the UIScrollView model (docs/physics.md); each overrides the scene's `physics:` section. The
/// table's flags (`PhysicsFlags`) take one value each here.
struct PhysicsOptions: ParsableArguments {
    @OptionGroup var flags: PhysicsFlags

    @Option(parsing: .unconditional, help: ArgumentHelp("Content insets in points, as top,bottom (e.g. 0,34).",
                                                         valueName: "top,bottom"))
    var contentInset: String?

    func validate() throws {
        for (parameter, text) in flags.numbers where parameter.value(from: text) == nil {
            throw ValidationError("\(parameter.flagName) expects \(parameter.phrase) (got '\(text)')")
        }
        if let contentInset, PhysicsOverrides.ContentInset(text: contentInset) == nil {
            throw ValidationError("--content-inset expects two numbers of points from 0 to 1000000 as top,bottom "
                + "(got '\(contentInset)')")
        }
        let physics = overrides
        try FlagNames.validating { () throws(StretchGIFError) in try physics.validate() }
    }

    /// These flags as the library's physics overrides.
    var overrides: PhysicsOverrides {
        var physics = flags.switches
        for (parameter, text) in flags.numbers {
            if let value = parameter.value(from: text) { parameter.apply(value, to: &physics) }
        }
        physics.contentInset = contentInset.flatMap(PhysicsOverrides.ContentInset.init(text:))
        return physics
    }
}
