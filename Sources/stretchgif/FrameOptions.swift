import ArgumentParser
import StretchGIFKit

/// How frames are sampled in time and sized in pixels. A flag not given keeps the scene's `render:` value, or the
/// library's default (`RenderOptions.Defaults`).
struct FrameOptions: ParsableArguments, RenderFlagGroup {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Frames per second, \(RenderOptions.Rules.fps.phrase); GIF plays at most 50 (faster rates are merged) "
            + "(default: the scene's render.fps, else \(formatNumber(RenderOptions.Defaults.fps))).",
        valueName: "fps"))
    var fps: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Pixels per point: \(RenderOptions.Rules.scale.phrase) (@1x, @2x, @3x) (default: the scene's render.scale, "
            + "else \(RenderOptions.Defaults.scale)).",
        valueName: "n"))
    var scale: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Output width, \(RenderOptions.Rules.width.phrase): renders larger and reduces with an area filter to exactly N.",
        valueName: "pixels"))
    var width: Int?

    @Flag(inversion: .prefixedNo, help: "Draw a touch indicator where the finger is (default: the scene's render.touches, else off).")
    var touches: Bool?

    @Flag(inversion: .prefixedNo, help: "Draw the phone around the screen: body, side buttons, display corners, notch or Dynamic Island or home button, and a soft shadow (docs/scenes.md#bezel) (default: the scene's render.bezel, else off).")
    var bezel: Bool?

    func validate() throws {
        try validateWithLibraryRules()
    }

    /// Copies these flags into the library's options.
    func apply(to options: inout RenderOptions) {
        if let fps { options.fps = fps }
        if let scale { options.scale = scale }
        if let width { options.width = width }
        if let touches { options.touches = touches }
        if let bezel { options.bezel = bezel }
    }
}
