import ArgumentParser
import Foundation
import StretchGIFKit

/// `stretchgif frames`: the output frames as PNG files (all of them, or one still).
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write output frames as PNG: every frame into a folder, or one frame (--at / --frame) to a file.",
        discussion: """
            stretchgif frames -o out/                 # out/frame-0000.png, ...
            stretchgif frames --at 1.25s -o still.png # the frame shown at 1.25 s
            stretchgif frames --frame 40 -o still.png # output frame 40
            stretchgif frames --raw -o frames.rgb     # all frames, raw RGB24
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp(
        "A folder (ending in /) for every frame, or a .png file for one frame.", valueName: "path"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Write the single frame shown at this time (e.g. 1.25s or 300ms).",
                                                         valueName: "time"))
    var at: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Write the single output frame with this index (0-based).",
                                                         valueName: "index"))
    var frame: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Worker threads, \(RenderOptions.Rules.jobs.phrase) (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Write all frames as raw RGB24 bytes concatenated into one file (-o FILE).")
    var raw = false

    @Flag(help: "No progress bar or summary.")
    var quiet = false

    @Flag(help: "-o DIR/ only: remove the frame files (frame-NNNN.png) an earlier run left in DIR first.")
    var overwrite = false

    func validate() throws {
        if at != nil && frame != nil { throw ValidationError("--at and --frame exclude each other: give one") }
        if let at, Self.parseTime(at) == nil {
            throw ValidationError("--at expects a time like 1.25s or 300ms (got '\(at)')")
        }
        if let frame, frame < 0 { throw ValidationError("--frame expects an index >= 0 (got \(frame))") }
        if raw && (at != nil || frame != nil) { throw ValidationError("--raw writes every frame: drop --at/--frame") }
        if overwrite && (raw || at != nil || frame != nil) {
            throw ValidationError("--overwrite applies to -o DIR/ (every frame): drop it with --raw, --at or --frame")
        }
        if raw && output.hasSuffix("/") {
            throw ValidationError("-o expects a file name for --raw, not a folder (got '\(output)')")
        }
        if let jobs { try FlagNames.validating { () throws(StretchGIFError) in try RenderOptions.Rules.jobs.check(jobs, name: "jobs") } }
        let single = at != nil || frame != nil
        if single && (output.hasSuffix("/") || !output.lowercased().hasSuffix(".png")) {
            throw ValidationError("-o expects a .png file name with --at/--frame (got '\(output)')")
        }
        if !single && !raw && !output.hasSuffix("/") {
            throw ValidationError("-o expects a folder ending in '/' for all frames (got '\(output)'); use --at or --frame for one")
        }
        if !single && !raw && output.allSatisfy({ $0 == "/" }) {
            throw ValidationError("-o '\(output)' is the root folder; frames go into a folder of their own, like -o frames/")
        }
    }

    /// Seconds from "1.25s", "300ms" or a bare number of seconds.
    static func parseTime(_ text: String) -> Double? {
        let value: Double?
        if text.hasSuffix("ms") { value = Double(text.dropLast(2)).map { $0 / 1000 } }
        else if text.hasSuffix("s") { value = Double(text.dropLast()) }
        else { value = Double(text) }
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    func run() throws {
        let all = at == nil && frame == nil && !raw
        // Before any work: a folder holding an earlier run's frames is only written with --overwrite.
        let earlier = all && !overwrite ? Animation.frameFiles(inFolder: String(output.dropLast())) : []
        if let first = earlier.first {
            throw StretchGIFError.outputFailed(path: output, message: "it already holds \(earlier.count) frame "
                + "file\(earlier.count == 1 ? "" : "s") from an earlier run (\(first), ...); add --overwrite to "
                + "remove them first")
        }
        let scene = try sceneOptions.loadScene()
        var options = try paintingOptions(scene: scene, sceneFlags: sceneOptions, frames: frameOptions,
                                          physics: physicsOptions)
        options.jobs = jobs
        let animation = try Animation(scene: scene, options: options)
        printDiagnostics(animation.diagnostics)
        // Frames at the rate asked for, none merged: only the GIF (and WebP) merge frames above 50 fps
        // (docs/gif.md#browser-minimum-delay).
        let count = animation.requestedRateFrameCount
        let size = "\(animation.pixelWidth) x \(animation.pixelHeight)"
        if at != nil || frame != nil {
            let index = frame ?? animation.requestedRateFrameIndex(atSeconds: Self.parseTime(at ?? "0") ?? 0)
            try writeFileAtomically(try animation.requestedRatePNGBytes(frame: index), toFile: output)
            if !quiet { try StandardStreams.print("wrote \(output): frame \(index) of \(count), \(size) px") }
            return
        }
        var bar = ProgressBar(quiet: quiet)
        let progress: ProgressHandler? = bar.enabled ? { bar.update($0) } : nil
        if raw {
            try animation.writeRawRGB(toFile: output, atSeconds: animation.requestedRateTimes, progress: progress)
            bar.finish()
            if !quiet { try StandardStreams.print("wrote \(output): \(count) frames of \(size) RGB24") }
            return
        }
        try animation.writeFrames(toFolder: String(output.dropLast()), overwrite: overwrite,
                                  atSeconds: animation.requestedRateTimes, progress: progress)
        bar.finish()
        if !quiet { try StandardStreams.print("wrote \(count) frames to \(output) (\(size) px)") }
    }
}
