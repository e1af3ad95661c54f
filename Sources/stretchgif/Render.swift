import ArgumentParser
import Foundation
import StretchGIFKit

/// `stretchgif render` (the default subcommand): scene + gesture -> GIF or animated WebP.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene playing a gesture into a GIF or an animated WebP (the default subcommand).",
        discussion: "The output format follows the file's extension (\(OutputFormat.extensionList)) unless --format names it.")

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Format") var formatOptions: FormatOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    func validate() throws {
        // A path whose extension names no format is refused before any work (standard output is GIF by default).
        if let output = encodingOptions.output, output != "-" {
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
        let outputPath = encodingOptions.output ?? sceneSettings.output
            ?? "\(scene.name)\((formatOptions.format ?? .gif).fileExtension)"
        let format = outputPath == "-"
            ? formatOptions.format ?? .gif
            : try OutputFormat.resolve(path: outputPath, format: formatOptions.format)
        let animation = try Animation(scene: scene, options: options)
        printDiagnostics(animation.diagnostics)
        let quiet = encodingOptions.quiet
        if animation.schedule.mergedForBrowserLimit && !quiet {
            printError(String(format: "stretchgif: warning: browsers play delays under 2 cs as 10 cs; "
                + "%g fps merged to an effective %.2f fps", options.fps, animation.schedule.effectiveFPS))
        }
        var bar = ProgressBar(quiet: quiet)
        let progress: ProgressHandler? = bar.enabled ? { bar.update($0) } : nil
        if outputPath == "-" {
            // Standard output carries the file, so nothing else is printed there.
            let bytes = try animation.bytes(format: format, progress: progress)
            bar.finish()
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        // The duration as the file states it: centiseconds for GIF, milliseconds for WebP.
        let written: (frames: Int, duration: String, bytes: Int)
        switch format {
        case .gif:
            let summary = try animation.writeGIF(toFile: outputPath, progress: progress)
            written = (summary.writtenFrames, String(format: "%.2f", Double(summary.totalCentiseconds) / 100),
                       summary.byteCount)
        case .webp:
            let summary = try animation.writeWebP(toFile: outputPath, progress: progress)
            written = (summary.frames, String(format: "%.3f", Double(summary.durationMilliseconds) / 1000),
                       summary.byteCount)
        }
        bar.finish()
        if !quiet {
            print(String(format: "wrote %@: %d x %d px, %d frames (%d rendered), %@ s, %@",
                         outputPath, animation.pixelWidth, animation.pixelHeight, written.frames,
                         animation.frameCount, written.duration, byteCountText(written.bytes)))
        }
    }
}

/// The output format and what only some formats use.
struct FormatOptions: ParsableArguments, RenderFlagGroup {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Output format: gif or webp (default: the output file's extension; GIF for standard output).",
        valueName: "format"))
    var format: OutputFormat?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "WebP quality, \(RenderOptions.Rules.quality.phrase): lossy at that quality (default: lossless). GIF ignores it.",
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
