import ArgumentParser
import Foundation
import Raster

/// `stretchgif frames`: the output frames as PNG files (all of them, or one still).
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp("A folder (ending in /) for every frame, or a .png file for one frame.",
                                                    valueName: "path"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Write the single frame shown at this time (e.g. 1.25s or 300ms).", valueName: "time"))
    var at: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Write the single output frame with this index (0-based).", valueName: "index"))
    var frame: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Worker threads (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Write all frames as raw RGB24 bytes concatenated into one file (-o FILE).")
    var raw = false

    @Flag(help: "No progress bar or summary.")
    var quiet = false

    func validate() throws {
        if at != nil && frame != nil { throw ValidationError("--at and --frame exclude each other: give one") }
        if let at, Self.parseTime(at) == nil {
            throw ValidationError("--at expects a time like 1.25s or 300ms (got '\(at)')")
        }
        if let frame, frame < 0 { throw ValidationError("--frame expects an index >= 0 (got \(frame))") }
        if raw && (at != nil || frame != nil) { throw ValidationError("--raw writes every frame: drop --at/--frame") }
        if let jobs, jobs < 1 || jobs > 256 { throw ValidationError("--jobs expects 1 to 256 (got \(jobs))") }
        let single = at != nil || frame != nil
        if single && (output.hasSuffix("/") || !output.lowercased().hasSuffix(".png")) {
            throw ValidationError("-o expects a .png file name with --at/--frame (got '\(output)')")
        }
        if !single && !raw && !output.hasSuffix("/") {
            throw ValidationError("-o expects a folder ending in '/' for all frames (got '\(output)'); use --at or --frame for one")
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
        let production = try Production.load(sceneOptions: sceneOptions, physicsOptions: physicsOptions,
                                             frameOptions: frameOptions)
        let plan = try RenderPlan(production: production, frameOptions: frameOptions)
        let count = plan.schedule.frames.count
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        if at != nil || frame != nil {
            let index: Int
            if let frame {
                guard frame < count else {
                    throw CLIError("--frame \(frame) is past the last frame (\(count - 1)) of this \(count)-frame animation")
                }
                index = frame
            } else {
                let seconds = Self.parseTime(at ?? "0") ?? 0
                index = plan.frameIndex(shownAtSeconds: seconds)
            }
            let png = try PNGCodec.encode(plan.renderFrames(index..<(index + 1), jobs: 1)[0])
            let file = try AtomicOutputFile(path: output)
            _ = file.write(png)
            try file.commit()
            if !quiet { print("wrote \(output): frame \(index) of \(count), \(plan.pixelWidth) x \(plan.pixelHeight) px") }
            return
        }
        if raw {
            let file = try AtomicOutputFile(path: output)
            try plan.forEachBatch(jobs: jobs, quiet: quiet, label: "frames") { _, pixmap in
                _ = file.write(rgb24(pixmap))
            }
            try file.commit()
            if !quiet { print("wrote \(output): \(count) frames of \(plan.pixelWidth) x \(plan.pixelHeight) RGB24") }
            return
        }
        let folder = String(output.dropLast())
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw CLIError("cannot create folder '\(folder)': \(error.localizedDescription)")
            }
        } else if !isDirectory.boolValue {
            throw CLIError("'\(folder)' exists and is not a folder")
        }
        try plan.forEachBatch(jobs: jobs, quiet: quiet, label: "frames") { index, pixmap in
            let path = (folder as NSString).appendingPathComponent(String(format: "frame-%04d.png", index))
            let file = try AtomicOutputFile(path: path)
            _ = file.write(try PNGCodec.encode(pixmap))
            try file.commit()
        }
        if !quiet { print("wrote \(count) frames to \(output) (\(plan.pixelWidth) x \(plan.pixelHeight) px)") }
    }
}

/// Straight RGB24 bytes of an opaque pixmap.
func rgb24(_ pixmap: Pixmap) -> [UInt8] {
    let rgba = pixmap.unpremultipliedRGBA()
    var out = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
    var j = 0
    for i in stride(from: 0, to: rgba.count, by: 4) {
        out[j] = rgba[i]; out[j + 1] = rgba[i + 1]; out[j + 2] = rgba[i + 2]
        j += 3
    }
    return out
}
