import ArgumentParser
import Foundation
import GIF
import ScrollSim

/// `stretchgif trace`: the scroll trajectory as numbers (CSV or JSON) and optionally as a plot.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the scroll trajectory (time_ms,offset,velocity,phase) of a scene or a bare scroll view.",
        discussion: """
            Without --viewport-height/--content-height the scene's own scroll view is traced (its content height \
            comes from its constraints). CSV ends with '#' lines giving each release (time, velocity) and the \
            resting offset.
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Trace a bare scroll view of this viewport height (pt) instead of a scene.",
                               valueName: "pt"))
    var viewportHeight: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Content height (pt) of the bare scroll view.", valueName: "pt"))
    var contentHeight: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("csv (default) or json.", valueName: "format"))
    var format: String = "csv"

    @Option(parsing: .unconditional, help: ArgumentHelp("One row every N ms (default: one per output frame at --fps).", valueName: "ms"))
    var stepMs: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frame rate that spaces the rows when --step-ms is not given.", valueName: "fps"))
    var fps: Double = 50

    @Option(parsing: .unconditional, help: ArgumentHelp("Also draw offset and velocity against time, phases shaded, into this PNG.",
                               valueName: "path"))
    var plot: String?

    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp("Write the table to this file instead of standard output.",
                                                    valueName: "path"))
    var output: String?

    func validate() throws {
        guard format == "csv" || format == "json" else {
            throw ValidationError("--format expects csv or json (got '\(format)')")
        }
        if (viewportHeight == nil) != (contentHeight == nil) {
            throw ValidationError("--viewport-height and --content-height go together: give both or neither")
        }
        if let viewportHeight, !(viewportHeight.isFinite && viewportHeight > 0 && viewportHeight <= 100_000) {
            throw ValidationError("--viewport-height expects a number of points in (0, 100000] (got \(formatNumber(viewportHeight)))")
        }
        if let contentHeight, !(contentHeight.isFinite && contentHeight >= 0 && contentHeight <= 10_000_000) {
            throw ValidationError("--content-height expects a number of points in [0, 10000000] (got \(formatNumber(contentHeight)))")
        }
        if let stepMs, !(stepMs.isFinite && stepMs >= 0.1 && stepMs <= 60_000) {
            throw ValidationError("--step-ms expects a number of milliseconds from 0.1 to 60000 (got \(formatNumber(stepMs)))")
        }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps expects a number in (0, 1000] (got \(formatNumber(fps)))") }
        if viewportHeight != nil && sceneOptions.scene != nil {
            throw ValidationError("give either a SCENE or --viewport-height/--content-height, not both")
        }
    }

    func run() throws {
        let motion: Motion
        if let viewportHeight, let contentHeight {
            motion = try Motion.bare(viewportHeight: viewportHeight, contentHeight: contentHeight,
                                     sceneOptions: sceneOptions, physicsOptions: physicsOptions)
        } else {
            motion = try Production.load(sceneOptions: sceneOptions, physicsOptions: physicsOptions).motion
        }
        let duration = motion.timeline.durationMilliseconds
        var times: [Double] = []
        if let stepMs {
            let count = Int((duration / stepMs).rounded(.down))
            times = (0...count).map { Double($0) * stepMs }
        } else {
            let schedule = try FrameSchedule(durationSeconds: duration / 1000, fps: fps)
            times = schedule.frames.map { $0.timeSeconds * 1000 }
        }
        if times.last.map({ $0 < duration }) ?? true { times.append(duration) }
        let samples = times.map { motion.timeline.sample(atMilliseconds: $0) }
        var text = formatTrace(samples, format: format == "json" ? .json : .csv, timeline: motion.timeline)
        if !text.hasSuffix("\n") { text += "\n" }
        if let output {
            let file = try AtomicOutputFile(path: output)
            _ = file.write(Array(text.utf8))
            try file.commit()
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if let plot {
            let png = try TracePlot(samples: samples, timeline: motion.timeline).pngBytes()
            let file = try AtomicOutputFile(path: plot)
            _ = file.write(png)
            try file.commit()
            printError("stretchgif: wrote plot \(plot)")
        }
    }
}
