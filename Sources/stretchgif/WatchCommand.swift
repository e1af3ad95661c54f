import ArgumentParser
import Foundation
import StretchGIFKit

/// `stretchgif watch`: render, then render again whenever the scene file, the gesture file, an image or a font it
/// uses changes; one line per round, the last good output kept (docs/preview.md#watch).
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Render, then render again whenever the scene or a file it uses changes (Ctrl-C stops).",
        discussion: """
            Takes render's flags. Watches the scene file, the gesture file, every image the scene draws and the \
            fonts given with --font, checking them every --interval ms; several saves close together render once. \
            Each round prints one line: what changed, how long it took, the frames and the size, or the located \
            error (the last good output stays in place: outputs are written atomically). Ctrl-C exits 130 and \
            leaves no temporary file.
            Example:
              stretchgif watch header.yaml -o header.gif --fps 30 --width 300
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Format") var formatOptions: FormatOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    /// How often the files are checked; a change is rendered once the files have stayed the same for one more
    /// interval (so an editor's save-and-rename, or two saves in a row, render once).
    static let intervalRule = NumberRule<Int>(lower: 20, upper: 5000, phrase: "a number of milliseconds from 20 to 5000")

    @Option(help: ArgumentHelp("How often files are checked, \(Watch.intervalRule.phrase) (default: 200).",
                               valueName: "ms"))
    var interval = 200

    func validate() throws {
        try FlagNames.validating { () throws(StretchGIFError) in try Self.intervalRule.check(interval, name: "interval") }
        guard !encodingOptions.output.contains("-") else {
            throw ValidationError("watch writes files: -o - (standard output) cannot be watched")
        }
        guard formatOptions.maxBytes == nil else { throw ValidationError("watch does not take --max-size") }
        for output in encodingOptions.output {
            try FlagNames.validating { () throws(StretchGIFError) in
                _ = try OutputFormat.resolve(path: output, format: formatOptions.format)
            }
        }
    }

    func run() throws {
        var watched = fixedInputs()
        var snapshot = FileSnapshot(watched)
        try round(reason: "started", watched: &watched)
        snapshot = snapshot.adding(watched)
        while true {
            usleep(useconds_t(interval) * 1000)
            let seen = FileSnapshot(watched)
            guard seen != snapshot else { continue }
            let settled = Self.settle(from: seen) {
                usleep(useconds_t(interval) * 1000)
                return FileSnapshot(watched)
            }
            let changed = settled.changedNames(since: snapshot)
            snapshot = settled
            try round(reason: "\(changed) changed", watched: &watched)
            snapshot = snapshot.adding(watched)
        }
    }

    /// Looks again (`look` waits one interval first) until two looks in a row agree, and returns that state: several
    /// saves close together (an editor's write and rename, or two saves) render once.
    static func settle(from first: FileSnapshot, look: () -> FileSnapshot) -> FileSnapshot {
        var settled = first
        while true {
            let next = look()
            if next == settled { return settled }
            settled = next
        }
    }

    /// Files watched whatever the scene says: the scene file (unless built in), the gesture file, the fonts.
    private func fixedInputs() -> [String] {
        var files: [String] = []
        if let scene = sceneOptions.scene, !StretchScene.builtInNames.contains(scene) { files.append(scene) }
        if let gestureFile = sceneOptions.gestureFile { files.append(gestureFile) }
        return files + sceneOptions.fonts
    }

    /// One render; prints its line (or the error) and widens `watched` to every file the animation used.
    private func round(reason: String, watched: inout [String]) throws {
        let start = DispatchTime.now()
        let stamp = Self.clock()
        do {
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
            let targets = try paths.map { path throws(StretchGIFError) in
                try OutputTarget(path: path, format: formatOptions.format)
            }
            let animation = try Animation(scene: scene, options: options)
            for file in animation.inputFiles where !watched.contains(file) { watched.append(file) }
            let results = try animation.encode(targets)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            let written = results.map { result in
                "\(result.summary.path ?? "-") (\(byteCountText(result.summary.byteCount)))"
            }.joined(separator: ", ")
            try StandardStreams.print(String(format: "[%@] %@: wrote %@ in %.2f s, %d frames", stamp, reason, written,
                                             seconds, animation.frameCount))
        } catch let failure as StandardStreams.OutputFailure {
            throw failure
        } catch {
            let kept = encodingOptions.output.isEmpty ? "the last good output" : encodingOptions.output.joined(separator: ", ")
            StandardStreams.error("[\(stamp)] \(reason): \(Failure(error).message); kept \(kept)\n")
        }
    }

    /// The time of day for the round's line (the terminal's only; never in an output).
    private static func clock() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return String(format: "%02d:%02d:%02d", parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}
