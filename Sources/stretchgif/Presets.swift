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
            print("  " + pad(device.name, 20) + pad("\(formatNumber(device.width)) x \(formatNumber(device.height))", 12)
                  + "safe area top \(formatNumber(inset.top)), bottom \(formatNumber(inset.bottom)); corner radius \(formatNumber(device.cornerRadius))")
        }
        print("")
        print("Scenes (stretchgif render NAME; the first is the default):")
        for scene in BuiltInScenes.all {
            print("  " + pad(scene.name, 20) + (sceneSummaries.first { $0.name == scene.name }?.summary ?? ""))
        }
    }
}

/// `text` left-aligned in a column of `width` characters (at least one space after it).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// A number without a trailing ".0" when it is whole.
func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// One line on what each built-in scene demonstrates (seeds.md A-E).
let sceneSummaries: [(name: String, summary: String)] = [
    ("stretchy", "A: Auto Layout stretchy header, iPhone X (the default)"),
    ("stretchy-parallax", "A without the height constraint: the image compresses, parallax-like"),
    ("news-digest", "B: Yahoo News Digest header with the cut-away mask and news rows"),
    ("grid", "C: evenly spaced squares; content size from constraints"),
    ("stretch-weights", "D: a row laid out by WeView stretch weights"),
    ("short-content", "E: content shorter than the screen that still bounces (alwaysBounceVertical)"),
]
