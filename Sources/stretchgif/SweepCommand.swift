import ArgumentParser
import Foundation
import ScrollSim
import StretchGIFKit

/// `stretchgif sweep`: the same gesture for every value of one or two physics flags, panels side by side.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Render the same gesture once per value of one or two physics flags, panels side by side, each "
            + "labelled with its value, all on one clock.",
        discussion: """
            Give a physics flag a comma-separated list to sweep it, e.g. --rubber-band 0.4,0.55,0.7 \
            (2 to \(SweepParameter.maximumValues) values; two swept flags make a grid, the first across, at most \
            \(Sweep.maximumPanels) panels). A flag with one value applies to every panel. The output format follows \
            the file's extension as for render (default: <scene>-sweep.gif). Each panel's caption gives its peak \
            overscroll, time to rest and whether it is UIKit's default physics. --html OUT.html (or -o OUT.html) \
            writes one self-contained offline page instead (or as well, with -o): every panel's frames and trace on \
            one play/pause and scrubber; clicking a panel shows the render command for it alone. See \
            docs/physics.md#sweep and #sweep-html.
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Format") var formatOptions: FormatOptions
    @OptionGroup(title: "Physics (a comma-separated list sweeps the flag)") var physicsOptions: SweepPhysicsOptions

    @Option(help: ArgumentHelp("Write a self-contained offline HTML review page: every panel's frames and trace on "
                               + "one clock; clicking a panel shows its render command (docs/physics.md#sweep-html).",
                               valueName: "OUT.html"))
    var html: String?

    /// The review page's path (`--html`, or an `-o` naming a `.html` file) and the animations' (`-o`, "" for the
    /// default; none with only a page).
    var outputs: (html: String?, animations: [String]) {
        let pages = encodingOptions.output.filter { $0.lowercased().hasSuffix(".html") }
        let animations = encodingOptions.output.filter { !$0.lowercased().hasSuffix(".html") }
        let page = html ?? pages.first
        return (page, animations.isEmpty && page == nil ? [""] : animations)
    }

    func validate() throws {
        let pages = encodingOptions.output.filter { $0.lowercased().hasSuffix(".html") }
        if pages.count > 1 { throw ValidationError("-o names two pages ('\(pages[0])', '\(pages[1])'); give one") }
        let animations = encodingOptions.output.filter { !$0.lowercased().hasSuffix(".html") }
        if animations.count > 1 && formatOptions.format != nil {
            throw ValidationError("--format names the format of a single output; with several -o, give each file "
                + "the extension of its format (\(OutputFormat.extensionList))")
        }
        if let same = OutputTarget.firstSameFile(in: animations) ?? animations.enumerated().first(where: {
            $0.element != "-" && animations[..<$0.offset].contains($0.element) }).map({ ($0.element, $0.element) }) {
            throw ValidationError("-o '\(same.0)' and -o '\(same.1)' are the same file; give each output a file of its own")
        }
        if formatOptions.maxSize != nil { throw ValidationError("--max-size applies to render only") }
        if let html, html == "-" || !html.lowercased().hasSuffix(".html") {
            throw ValidationError("--html writes a file ending in .html (got '\(html)')")
        }
        if let html, let output = pages.first {
            throw ValidationError("--html '\(html)' and -o '\(output)' both name a page; give one")
        }
        if let html, let output = animations.first(where: { OutputTarget.firstSameFile(in: [html, $0]) != nil }) {
            throw ValidationError("--html '\(html)' and -o '\(output)' are the same file; give each its own file")
        }
        for output in animations where output != "-" {
            try FlagNames.validating { () throws(StretchGIFError) in
                _ = try OutputFormat.resolve(path: output, format: formatOptions.format)
            }
        }
        let lists = try physicsOptions.lists()
        let swept = lists.filter { $0.texts.count > 1 }
        guard !swept.isEmpty else {
            throw ValidationError("sweep needs a physics flag with two or more comma-separated values, like "
                + "--rubber-band 0.4,0.55,0.7")
        }
        guard swept.count <= 2 else {
            throw ValidationError("sweep varies at most two flags at once (got \(swept.map(\.parameter.flagName).joined(separator: ", ")))")
        }
        for list in swept where list.texts.count > SweepParameter.maximumValues {
            throw ValidationError("\(list.parameter.flagName) sweeps at most \(SweepParameter.maximumValues) values "
                + "(got \(list.texts.count))")
        }
        if swept.count == 2, swept[0].texts.count * swept[1].texts.count > Sweep.maximumPanels {
            throw ValidationError("\(swept[0].parameter.flagName) and \(swept[1].parameter.flagName) make "
                + "\(swept[0].texts.count * swept[1].texts.count) panels; at most \(Sweep.maximumPanels)")
        }
    }

    func run() throws {
        let scene = try sceneOptions.loadScene()
        let sceneSettings = try SceneRenderSettings(scene: scene.model)
        var base = RenderOptions()
        sceneSettings.apply(to: &base)
        var options = stretchgif.renderOptions(
            base: base, scene: sceneOptions, frames: frameOptions, encoding: encodingOptions,
            physics: try PhysicsOptions.parse([]))
        formatOptions.apply(to: &options)
        options.physics = try physicsOptions.fixedOverrides()
        var axes: [Sweep.Axis] = []
        for list in try physicsOptions.lists() where list.texts.count > 1 {
            axes.append(try Sweep.Axis(parameter: list.parameter, texts: list.texts))
        }
        let sweep = try Sweep(scene: scene, options: options, axes: axes)
        let quiet = encodingOptions.quiet
        if let page = outputs.html {
            var bar = ProgressBar(quiet: quiet)
            let commands = Self.panelCommands(arguments: CommandLine.arguments, axes: axes)
            let size = try sweep.writeHTML(toFile: page, commands: commands, progress: bar.enabled ? { bar.update($0) } : nil)
            bar.finish()
            if !quiet {
                try StandardStreams.print("wrote \(page): \(sweep.labels.count) panels, \(sweep.frameCount) frames "
                    + "each, \(byteCountText(size))")
            }
        }
        guard !outputs.animations.isEmpty else { return }
        let paths = outputs.animations.map { chosen in
            chosen.isEmpty ? "\(scene.name)-sweep\((formatOptions.format ?? .gif).fileExtension)" : chosen
        }
        let (targets, spools) = try StandardOutputSpool.targets(for: paths, format: formatOptions.format)
        defer { for spool in spools { spool.discard() } }
        var bar = ProgressBar(quiet: quiet || !spools.isEmpty)
        let progress: ProgressHandler? = bar.enabled ? { bar.update($0) } : nil
        let results = try sweep.encode(targets, progress: progress)
        bar.finish()
        try Render.deliver(results, spools: spools, quiet: quiet) { summary, path in
            String(format: "wrote %@: %d x %d px, %d panels (%@), %d frames, %@ s, %@", path,
                summary.pixelWidth, summary.pixelHeight, sweep.labels.count, sweep.labels.joined(separator: "; "),
                summary.frames, String(format: summary.format == .gif ? "%.2f" : "%.3f",
                                       Double(summary.durationMilliseconds) / 1000),
                byteCountText(summary.byteCount))
        }
    }
}

extension SweepCommand {
    /// Each panel's command line, row by row: `arguments` (the sweep's, as typed) as `stretchgif render` with every
    /// swept flag given that panel's value as written, and without the sweep's outputs (`-o`, `--html`), so the
    /// render writes its default `<scene>.gif`. Arguments are shell-quoted where needed.
    static func panelCommands(arguments: [String], axes: [Sweep.Axis]) -> [String] {
        let start = (arguments.firstIndex(of: "sweep") ?? 0) + 1
        let given = Array(arguments.dropFirst(start))
        let columns = axes[0].texts.count, rows = axes.count == 2 ? axes[1].texts.count : 1
        var commands: [String] = []
        for slot in 0..<(columns * rows) {
            var values: [String: String] = [:]  // looked up by flag, never iterated
            values[axes[0].parameter.flagName] = axes[0].texts[slot % columns]
            if axes.count == 2 { values[axes[1].parameter.flagName] = axes[1].texts[slot / columns] }
            var result = ["stretchgif", "render"]
            var position = 0
            while position < given.count {
                let argument = given[position]
                position += 1
                if argument == "--" { result += given[(position - 1)...]; break }
                let name = String(argument.prefix { $0 != "=" })
                let inline = name != argument  // --flag=value
                if ["-o", "--output", "--html"].contains(name) {
                    if !inline { position += 1 }
                    continue
                }
                if argument.hasPrefix("-o"), !argument.hasPrefix("--") { continue }  // -oFILE
                if let value = values[name] {
                    if !inline { position += 1 }
                    result += [name, value]
                    continue
                }
                result.append(argument)
            }
            commands.append(result.map(PreviewParameters.shellQuoted).joined(separator: " "))
        }
        return commands
    }
}

/// `sweep`'s physics flags: the table's flags (`PhysicsFlags`, as in `render`), where a sweepable one takes one value
/// or a comma-separated list to sweep.
struct SweepPhysicsOptions: ParsableArguments {
    @OptionGroup var flags: PhysicsFlags

    /// Each given sweepable flag with its values as written, in table order. Throws for a value that is not a number
    /// (or keyword), and for a list given to a flag that cannot be swept, naming the flags that can.
    func lists() throws -> [(parameter: SweepParameter, texts: [String])] {
        var result: [(parameter: SweepParameter, texts: [String])] = []
        for (parameter, text) in flags.numbers {
            guard parameter.isSweepable else {
                if text.contains(",") {
                    throw ValidationError("\(parameter.flagName) cannot be swept (got '\(text)'); give it one value and "
                        + "sweep one of " + SweepParameter.sweepable.map(\.flagName).joined(separator: ", "))
                }
                if parameter.value(from: text) == nil {
                    throw ValidationError("\(parameter.flagName) expects \(parameter.phrase) (got '\(text)')")
                }
                continue
            }
            let texts = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            for value in texts where parameter.value(value) == nil {
                let words = parameter.keywords.map(\.word).joined(separator: ", ")
                throw ValidationError("\(parameter.flagName) expects a number or a comma-separated list of numbers"
                    + "\(words.isEmpty ? "" : " (or \(words))") (got '\(value)')")
            }
            result.append((parameter, texts))
        }
        return result
    }

    /// The overrides every panel shares: the non-swept flags and the numeric flags given one value.
    func fixedOverrides() throws -> PhysicsOverrides {
        var physics = flags.switches
        for (parameter, text) in flags.numbers where !parameter.isSweepable {
            if let value = parameter.value(from: text) { parameter.apply(value, to: &physics) }
        }
        for list in try lists() where list.texts.count == 1 {
            if let value = list.parameter.value(list.texts[0]) { list.parameter.apply(value, to: &physics) }
        }
        let checked = physics
        try FlagNames.validating { () throws(StretchGIFError) in try checked.validate() }
        return physics
    }
}
