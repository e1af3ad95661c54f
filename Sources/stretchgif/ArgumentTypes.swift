import ArgumentParser
import GIF
import Layout
import ScrollSim
import StretchGIFKit

// The command's choice flags take the library's own types, so a bad value is refused while parsing (exit 64)
// with the list of valid values.

extension DeviceSpec: ExpressibleByArgument {
    /// A device preset by name, case-insensitive (`iPhone X`, `iphone 15 pro max`).
    public init?(argument: String) {
        guard let preset = DevicePresets.named(argument) else { return nil }
        self = preset
    }

    /// The preset names, for help and errors.
    public static var allValueStrings: [String] { DevicePresets.all.map(\.name) }
}

extension Orientation: ExpressibleByArgument {}
extension ImageOverride: ExpressibleByArgument {}
extension DitherMode: ExpressibleByArgument {}
extension TraceFormat: ExpressibleByArgument {}
extension LayoutFormat: ExpressibleByArgument {}
extension PhysicsOverrides.BounceKind: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}
