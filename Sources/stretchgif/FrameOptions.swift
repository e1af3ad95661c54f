import ArgumentParser
import GIF
import StretchGIFKit

/// How frames are sampled in time and sized in pixels.
struct FrameOptions: ParsableArguments {
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
        var options = RenderOptions()
        apply(to: &options)
        try FlagNames.validating { () throws(StretchGIFError) in try options.validate() }
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

/// GIF encoding and output flags for `render` and `hash`.
struct EncodingOptions: ParsableArguments {
    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp(
        "Output path: the GIF for render (default <scene>.gif here), the manifest for hash (default: standard output).",
        valueName: "path"))
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Play the animation N times: \(RenderOptions.Rules.loop.phrase).",
                                                         valueName: "n"))
    var loop: Int = RenderOptions.Defaults.loop

    @Option(parsing: .unconditional, help: ArgumentHelp("Palette size, \(RenderOptions.Rules.colors.phrase).", valueName: "n"))
    var colors: Int = RenderOptions.Defaults.colors

    @Option(parsing: .unconditional, help: ArgumentHelp("Dithering: none, ordered or diffusion.", valueName: "mode"))
    var dither: DitherMode = RenderOptions.Defaults.dither

    @Option(parsing: .unconditional, help: ArgumentHelp("Dithering strength, \(RenderOptions.Rules.ditherStrength.phrase).",
                                                         valueName: "s"))
    var ditherStrength: Double = RenderOptions.Defaults.ditherStrength

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Worker threads for rendering and quantizing, \(RenderOptions.Rules.jobs.phrase) (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Print nothing but errors (no progress, no summary).")
    var quiet = false

    func validate() throws {
        var options = RenderOptions()
        apply(to: &options)
        try FlagNames.validating { () throws(StretchGIFError) in try options.validate() }
    }

    /// Copies these flags into the library's options.
    func apply(to options: inout RenderOptions) {
        options.loop = loop
        options.colors = colors
        options.dither = dither
        options.ditherStrength = ditherStrength
        options.jobs = jobs
    }
}
