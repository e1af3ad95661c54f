import ArgumentParser
import Layout
import StretchGIFKit

/// `stretchgif presets`: the built-in devices and scenes.
struct Presets: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "presets",
                                                     abstract: "List the built-in device presets and scenes.")

    @Flag(help: "Print only the scene names, one per line (for scripts).")
    var names = false

    func run() throws {
        if names {
            for name in StretchScene.builtInNames { try StandardStreams.print(name) }
            return
        }
        try StandardStreams.print("Devices (portrait points; --orientation landscape swaps them):")
        for device in DevicePresets.all {
            let inset = device.safeArea
            try StandardStreams.print("  " + pad(device.name, 20) + pad("\(formatNumber(device.width)) x \(formatNumber(device.height))", 12)
                  + "safe area top \(formatNumber(inset.top)), bottom \(formatNumber(inset.bottom)); "
                  + "corner radius \(formatNumber(device.cornerRadius)); touch events \(formatNumber(device.touchRate)) Hz")
        }
        try StandardStreams.print("")
        try StandardStreams.print("Scenes (stretchgif render NAME; the first is the default):")
        for scene in StretchScene.builtInSummaries {
            try StandardStreams.print("  " + pad(scene.name, 20) + scene.summary)
        }
    }
}
