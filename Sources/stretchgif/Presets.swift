import ArgumentParser
import Layout

/// `stretchgif presets`: the built-in devices and scenes.
struct Presets: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in device presets and scenes.")

    @Flag(help: "Print only the scene names, one per line (for scripts).")
    var names = false

    func run() throws {
        if names {
            for scene in BuiltInScenes.all { print(scene.name) }
            return
        }
        print("Devices (portrait points; --orientation landscape swaps them):")
        for device in DevicePresets.all {
            let inset = device.safeArea
            print("  " + pad(device.name, 20) + pad("\(format(device.width)) x \(format(device.height))", 12)
                  + "safe area top \(format(inset.top)), bottom \(format(inset.bottom)); corner radius \(format(device.cornerRadius))")
        }
        print("")
        print("Scenes (stretchgif render NAME; the first is the default):")
        for scene in BuiltInScenes.all {
            print("  " + pad(scene.name, 20) + BuiltInScenes.summary(of: scene.name))
        }
    }
}

/// `text` left-aligned in a column of `width` characters (at least one space after it).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// A number without a trailing ".0" when it is whole.
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
