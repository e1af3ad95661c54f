import ArgumentParser
import StretchGIFKit

/// How frames are sampled in time and sized in pixels.
struct FrameOptions: ParsableArguments, RenderFlagGroup {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Frames per second, \(RenderOptions.Rules.fps.phrase); GIF plays at most 50 (faster rates are merged).",
        valueName: "fps"))
    var fps: Double = RenderOptions.Defaults.fps

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point: \(RenderOptions.Rules.scale.phrase) (@1x, @2x, @3x).",
                                                         valueName: "n"))
    var scale: Int = RenderOptions.Defaults.scale

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Output width, \(RenderOptions.Rules.width.phrase): renders larger and reduces with an area filter to exactly N.",
        valueName: "pixels"))
    var width: Int?

    @Flag(help: "Draw a touch indicator where the finger is.")
    var touches = false

    @Flag(help: "Draw the phone around the screen: a dark bezel with the device's rounded display corners and notch (the frame grows by 16 pt on each side).")
    var bezel = false

    func validate() throws {
        try validateWithLibraryRules()
    }

    /// Copies these flags into the library's options.
    func apply(to options: inout RenderOptions) {
        options.fps = fps
        options.scale = scale
        options.width = width
        options.touches = touches
        options.bezel = bezel
    }
}
