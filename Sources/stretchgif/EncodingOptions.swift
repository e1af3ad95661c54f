import ArgumentParser
import GIF
import StretchGIFKit

/// GIF encoding and output flags for `render` and `hash`.
struct EncodingOptions: ParsableArguments, RenderFlagGroup {
    @Option(name: .shortAndLong, parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Output path. render: a file in the format its extension names (\(OutputFormat.extensionList)), - for "
            + "standard output; repeat -o for several formats from one run (default: the scene's render.output, "
            + "else <scene>.gif here). hash: the manifest (default: standard output).",
        valueName: "path"))
    var output: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Play the animation N times: \(RenderOptions.Rules.loop.phrase) (default: the scene's render.loop, else "
            + "\(RenderOptions.Defaults.loop)).",
        valueName: "n"))
    var loop: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Palette size, \(RenderOptions.Rules.colors.phrase) (default: the scene's render.colors, else "
            + "\(RenderOptions.Defaults.colors)).",
        valueName: "n"))
    var colors: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Dithering: none, ordered or diffusion (default: the scene's render.dither, else "
            + "\(RenderOptions.Defaults.dither.rawValue)).",
        valueName: "mode"))
    var dither: DitherMode?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Dithering strength, \(RenderOptions.Rules.ditherStrength.phrase) (default: the scene's render.ditherStrength, "
            + "else \(formatNumber(RenderOptions.Defaults.ditherStrength))).",
        valueName: "s"))
    var ditherStrength: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Lossy LZW, \(RenderOptions.Rules.lossy.phrase): a pixel may show a nearby palette colour when that shrinks "
            + "the GIF, at most \(formatNumber(GIFOptions.lossyLevelsPerStep)) x N levels (of 255) from its own and, up "
            + "to N = \(GIFOptions.lossyFlatLimit), no further than its neighbours differ, so flat areas stay exact; "
            + "above \(GIFOptions.lossyFlatLimit) any pixel may move \(formatNumber(GIFOptions.lossyLevelsPerStep)) x "
            + "(N - \(GIFOptions.lossyFlatLimit)) levels (default: the scene's render.lossy, else "
            + "\(RenderOptions.Defaults.lossy)). GIF only: WebP, MP4 and WebM ignore it.",
        valueName: "n"))
    var lossy: Int?

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
        if let loop { options.loop = loop }
        if let colors { options.colors = colors }
        if let dither { options.dither = dither }
        if let ditherStrength { options.ditherStrength = ditherStrength }
        if let lossy { options.lossy = lossy }
        if let jobs { options.jobs = jobs }
    }
}
