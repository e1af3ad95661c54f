import ArgumentParser
import Foundation
import StretchGIFKit

/// `stretchgif render` (the default subcommand): scene + gesture -> GIF, animated WebP, MP4 or WebM, several at once.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene playing a gesture into a GIF, an animated WebP, an MP4 or a WebM (the default subcommand).",
        discussion: "The output format follows the file's extension (\(OutputFormat.extensionList)) unless --format names it.")

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Format") var formatOptions: FormatOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    @Flag(help: ArgumentHelp(
        "Play the gesture, turn the window a quarter over 0.4 s into the other orientation, then play the gesture "
            + "there, on a square canvas, in every -o's format (docs/scenes.md#orientation-change)."))
    var rotate = false

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
        if let same = OutputTarget.firstSameFile(in: outputs) {
            throw ValidationError("-o '\(same.first)' and -o '\(same.second)' are the same file (through a link); "
                + "give each output a file of its own")
        }
        if rotate {
            if formatOptions.maxBytes != nil {
                throw ValidationError("--rotate cannot be combined with --max-size")
            }
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
        let (targets, spools) = try StandardOutputSpool.targets(for: paths, format: formatOptions.format)
        defer { for spool in spools { spool.discard() } }
        if rotate {
            try renderRotation(scene: scene, options: options, targets: targets, spools: spools)
            return
        }
        let animation = try Animation(scene: scene, options: options)
        printDiagnostics(animation.diagnostics)
        let quiet = encodingOptions.quiet
        if animation.schedule.mergedForBrowserLimit && !quiet && targets.contains(where: { !$0.format.isVideo }) {
            printError(String(format: "stretchgif: warning: browsers play GIF and WebP delays under 2 cs as 10 cs; "
                + "%g fps merged to an effective %.2f fps there (MP4 and WebM keep every frame)",
                options.fps, animation.schedule.effectiveFPS))
        }
        if let maxBytes = formatOptions.maxBytes {
            MallocArenas.keepFree(MallocArenas.keptFreeBytesHoldingCandidates)
            try fitEach(targets, spools: spools, maxBytes: maxBytes, scene: scene, options: options, quiet: quiet)
            return
        }
        var bar = ProgressBar(quiet: quiet)
        let progress: ProgressHandler? = bar.enabled ? { bar.update($0) } : nil
        let results = try animation.encode(targets, progress: progress)
        bar.finish()
        try Self.deliver(results, spools: spools, quiet: quiet) { summary, path in
            let rendered = summary.format.isVideo ? animation.videoSchedule.frameCount : animation.frameCount
            return Self.summaryLine(summary, path: path, rendered: rendered)
        }
    }

    /// Copies each spooled output (`-o -`) to standard output and, unless `quiet` or standard output carries a file
    /// (then nothing else is printed there), prints one line per written file (`line(summary, path)`), in the
    /// targets' order.
    static func deliver(_ results: [EncodedOutput], spools: [StandardOutputSpool], quiet: Bool,
                        line: (OutputSummary, String) throws -> String) throws {
        let toStandardOutput = !spools.isEmpty || results.contains { $0.bytes != nil }
        for result in results {
            if let bytes = result.bytes {
                try StandardStreams.output(bytes)
                continue
            }
            if let spool = spools.first(where: { $0.path == result.summary.path }) {
                try spool.copyToStandardOutput()
                continue
            }
            guard !quiet, !toStandardOutput, let path = result.summary.path else { continue }
            try StandardStreams.print(try line(result.summary, path))
        }
    }

    /// `--rotate`: the gesture, a quarter turn into the other orientation, the gesture again, into every output.
    private func renderRotation(scene: StretchScene, options: RenderOptions, targets: [OutputTarget],
                                spools: [StandardOutputSpool]) throws {
        let rotation = try RotationAnimation(scene: scene, options: options)
        printDiagnostics(rotation.before.diagnostics + rotation.after.diagnostics)
        let quiet = encodingOptions.quiet
        var bar = ProgressBar(quiet: quiet)
        let progress: ProgressHandler? = bar.enabled ? { bar.update($0) } : nil
        let results = try rotation.encode(targets, progress: progress)
        bar.finish()
        let parts = rotation.partFrameCounts
        try Self.deliver(results, spools: spools, quiet: quiet) { summary, path in
            let rendered = summary.format.isVideo ? rotation.videoSchedule.frameCount : rotation.frameCount
            return Self.summaryLine(summary, path: path, rendered: rendered)
                + " (GIF frames: \(parts.before) \(rotation.before.resolvedScene.orientation.rawValue), "
                + "\(parts.turning) turning, \(parts.after) \(rotation.after.resolvedScene.orientation.rawValue))"
        }
    }

    /// "wrote PATH: W x H px, N frames (M rendered), D s, SIZE"; the duration as the file states it, centiseconds
    /// for GIF and milliseconds for the others.
    static func summaryLine(_ summary: OutputSummary, path: String, rendered: Int) -> String {
        let seconds = Double(summary.durationMilliseconds) / 1000
        return String(format: "wrote %@: %d x %d px, %d frames (%d rendered), %@ s, %@",
                      path, summary.pixelWidth, summary.pixelHeight, summary.frames, rendered,
                      String(format: summary.format == .gif ? "%.2f" : "%.3f", seconds),
                      byteCountText(summary.byteCount))
    }

    /// `--max-size`: searches each target's settings on its own (docs/formats.md#size-budget), writes the file the
    /// search chose and says which settings it took. Attempts are listed on standard error as they finish.
    private func fitEach(_ targets: [OutputTarget], spools: [StandardOutputSpool], maxBytes: Int, scene: StretchScene,
                         options: RenderOptions, quiet: Bool) throws
    {
        var fits: [(target: OutputTarget, fit: SizeBudget.Fit)] = []
        for target in targets {
            let fit: SizeBudget.Fit
            do {
                fit = try SizeBudget.fit(scene: scene, options: options, format: target.format, maxBytes: maxBytes) {
                    attempt in
                    guard !quiet else { return }
                    printError("max-size: \(target.format.rawValue) with \(Self.flagText(attempt.changes)): "
                        + "\(byteCountText(attempt.byteCount))\(Self.qualityText(attempt.quality))"
                        + "\(attempt.fits ? "" : ", too big")")
                }
            } catch {
                throw Self.unmeetable(error)
            }
            fits.append((target, fit))
        }
        // Files are written only once every search succeeded; the chosen file (at most the budget) is in memory, so
        // standard output gets it directly.
        for (target, fit) in fits {
            switch target.destination {
            case .memory: try StandardStreams.output(fit.bytes)
            case .file(let path) where spools.contains(where: { $0.path == path }): try StandardStreams.output(fit.bytes)
            case .file(let path): try writeFileAtomically(fit.bytes, toFile: path)
            }
        }
        guard !quiet, spools.isEmpty, !fits.contains(where: { $0.target.destination == .memory }) else { return }
        for (target, fit) in fits {
            guard case .file(let path) = target.destination else { continue }
            try StandardStreams.print(Self.summaryLine(fit.summary, path: path, rendered: fit.renderedFrames)
                + "; fits \(ByteSize(bytes: maxBytes)) with "
                + Self.flagText(fit.changes) + Self.qualityText(fit.quality)
                + " (\(fit.attempts.count) \(fit.attempts.count == 1 ? "try" : "tries"))")
        }
    }
}

extension Render {
    /// A well-formed `--max-size` that no settings meet is a failed run (exit 1), not a bad flag
    /// (docs/formats.md#size-budget); other errors pass unchanged.
    /// The settings a size search changed, as the flags that set them (`--lossy 80 --colors 128`; each stage is named
    /// like its flag), or "the starting settings".
    static func flagText(_ changes: [SizeBudget.Change]) -> String {
        changes.isEmpty ? "the starting settings" : changes.map { "--\($0.stage.rawValue) \($0.value)" }.joined(separator: " ")
    }

    /// `, quality 0.8412 (ssim 0.9301, timing 0.7030)`: what an attempt scored (docs/formats.md#size-budget).
    static func qualityText(_ quality: SizeBudget.Quality) -> String {
        String(format: ", quality %.4f (ssim %.4f, timing %.4f)", quality.score, quality.ssim, quality.timing)
    }

    static func unmeetable(_ error: StretchGIFError) -> StretchGIFError {
        guard case .invalidParameter(name: "max-size", let message) = error else { return error }
        return .renderFailed(message: "--max-size \(message)")
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

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Largest file size, like 2MB, 800kB or 1.5MiB: search for the best-looking settings whose file fits ("
            + "combinations of --lossy/--colors (GIF) or --quality (WebP, MP4, WebM) with smaller --width and, for "
            + "GIF and WebP, lower --fps; the highest measured quality that fits), print each with its quality, and "
            + "fail when none fits. Each -o is searched on its own.",
        valueName: "size"))
    var maxSize: String?

    func validate() throws {
        try validateWithLibraryRules()
        if let maxSize {
            guard let size = ByteSize(parsing: maxSize), ByteSize.range.contains(size.bytes) else {
                throw ValidationError("--max-size expects a size from \(ByteSize(bytes: ByteSize.range.lowerBound)) to "
                    + "\(ByteSize(bytes: ByteSize.range.upperBound)), like 2MB, 800kB or 1.5MiB (got '\(maxSize)')")
            }
        }
    }

    /// The budget in bytes, when `--max-size` is given (checked by `validate()`).
    var maxBytes: Int? { maxSize.flatMap { ByteSize(parsing: $0)?.bytes } }

    /// Copies these flags into the library's options.
    func apply(to options: inout RenderOptions) {
        if let quality { options.quality = quality }
    }
}
