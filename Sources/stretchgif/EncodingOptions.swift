import ArgumentParser
import GIF
import StretchGIFKit

/// GIF encoding and output flags for `render` and `hash`.
struct EncodingOptions: ParsableArguments, RenderFlagGroup {
    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp(
        "Output path: the GIF for render (default <scene>.gif here; - for standard output), the manifest for hash (default: standard output).",
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
        try validateWithLibraryRules()
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
