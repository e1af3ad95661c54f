import ArgumentParser
import Foundation
import StretchGIFKit

/// `stretchgif render` (the default subcommand): scene + gesture -> GIF, animated WebP, MP4 or WebM, several at once.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene playing a gesture into a GIF, an animated WebP, an MP4 or a WebM (the default subcommand).",
        discussion: "The output format follows the file's extension (\(OutputFormat.extensionList)) unless --format names it.")

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Format") var formatOptions: FormatOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    func validate() throws {
        let outputs = encodingOptions.output
        if outputs.count > 1 && formatOptions.format != nil {
            throw ValidationError("--format names the format of a single output; with several -o, give each file "
                + "the extension of its format (\(OutputFormat.extensionList))")
        }
        if outputs.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("-o - (standard output) may be given once")
        }
        for (position, path) in outputs.enumerated() where outputs[..<position].contains(path) && path != "-" {
            throw ValidationError("-o '\(path)' is given twice")
        }
        // A path whose extension names no format is refused before any work (standard output is GIF by default).
        for output in outputs where output != "-" {
            try FlagNames.validating { () throws(StretchGIFError) in
                _ = try OutputFormat.resolve(path: output, format: formatOptions.format)
            }
        }
    }

    func run() throws {
        let scene = try sceneOptions.loadScene()
        let sceneSettings = try SceneRenderSettings(scene: scene.model)
        var base = RenderOptions()
        sceneSettings.apply(to: &base)
        var options = stretchgif.renderOptions(
            base: base, scene: sceneOptions, frames: frameOptions, encoding: encodingOptions, physics: physicsOptions)
        formatOptions.apply(to: &options)
        let paths = encodingOptions.output.isEmpty
            ? [sceneSettings.output ?? "\(scene.name)\((formatOptions.format ?? .gif).fileExtension)"]
            : encodingOptions.output
        var targets: [OutputTarget] = []
        for path in paths {
            targets.append(path == "-"
                ? OutputTarget(.memory, format: formatOptions.format ?? .gif)
                : try OutputTarget(path: path, format: formatOptions.format))
        }
        let animation = try Animation(scene: scene, options: options)
        printDiagnostics(animation.diagnostics)
        let quiet = encodingOptions.quiet
        if animation.schedule.mergedForBrowserLimit && !quiet && targets.contains(where: { !$0.format.isVideo }) {
            printError(String(format: "stretchgif: warning: browsers play GIF and WebP delays under 2 cs as 10 cs; "
                + "%g fps merged to an effective %.2f fps there (MP4 and WebM keep every frame)",
                options.fps, animation.schedule.effectiveFPS))
        }
        var bar = ProgressBar(quiet: quiet)
        let progress: ProgressHandler? = bar.enabled ? { bar.update($0) } : nil
        let results = try animation.encode(targets, progress: progress)
        bar.finish()
        // Standard output carries a file, so nothing else is printed there then.
        let toStandardOutput = results.contains { $0.bytes != nil }
        for result in results {
            if let bytes = result.bytes {
                FileHandle.standardOutput.write(Data(bytes))
                continue
            }
            guard !quiet, !toStandardOutput, let path = result.summary.path else { continue }
            let summary = result.summary
            // The duration as the file states it: centiseconds for GIF, milliseconds for the others.
            let seconds = Double(summary.durationMilliseconds) / 1000
            let rendered = summary.format.isVideo ? animation.videoSchedule.frameCount : animation.frameCount
            print(String(format: "wrote %@: %d x %d px, %d frames (%d rendered), %@ s, %@",
                         path, summary.pixelWidth, summary.pixelHeight, summary.frames, rendered,
                         String(format: summary.format == .gif ? "%.2f" : "%.3f", seconds),
                         byteCountText(summary.byteCount)))
        }
    }
}

/// The output format and what only some formats use.
struct FormatOptions: ParsableArguments, RenderFlagGroup {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: the output file's "
            + "extension; GIF for standard output).",
        valueName: "format"))
    var format: OutputFormat?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Quality, \(RenderOptions.Rules.quality.phrase), higher is better: lossy WebP at that quality (default: "
            + "lossless); MP4 and WebM map it onto the codec's CRF scale (default: CRF 23 for H.264, 31 for VP9). "
            + "GIF ignores it.",
        valueName: "q"))
    var quality: Int?

    func validate() throws {
        try validateWithLibraryRules()
    }

    /// Copies these flags into the library's options.
    func apply(to options: inout RenderOptions) {
        if let quality { options.quality = quality }
    }
}
