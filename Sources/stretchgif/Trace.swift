import ArgumentParser
import Foundation
import ScrollSim
import StretchGIFKit

/// `stretchgif trace`: the scroll trajectory as numbers (CSV or JSON) and optionally as a plot.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the scroll trajectory (time_ms,offset,velocity,phase) of a scene or a bare scroll view.",
        discussion: """
            Without --viewport-height/--content-height the scene's own scroll view is traced (its content height \
            comes from its constraints). CSV ends with '#' lines giving each release (time, velocity) and the \
            resting offset.
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Trace a bare scroll view of this viewport height, \(ScrollTrace.Rules.viewportHeight.phrase), instead of a scene.",
        valueName: "pt"))
    var viewportHeight: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Content height of the bare scroll view, \(ScrollTrace.Rules.contentHeight.phrase).", valueName: "pt"))
    var contentHeight: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("csv (default) or json.", valueName: "format"))
    var format: TraceFormat = .csv

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "One row every N ms, \(ScrollTrace.Rules.stepMilliseconds.phrase) (default: one per output frame at --fps).",
        valueName: "ms"))
    var stepMs: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Frame rate that spaces the rows when --step-ms is not given, \(RenderOptions.Rules.fps.phrase).", valueName: "fps"))
    var fps: Double = RenderOptions.Defaults.fps

    @Option(parsing: .unconditional, help: ArgumentHelp("Also draw offset and velocity against time, phases shaded, into this PNG.",
                                                         valueName: "path"))
    var plot: String?

    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp(
        "Write the table to this file instead of standard output.", valueName: "path"))
    var output: String?

    func validate() throws {
        if (viewportHeight == nil) != (contentHeight == nil) {
            throw ValidationError("--viewport-height and --content-height go together: give both or neither")
        }
        if viewportHeight != nil && sceneOptions.scene != nil {
            throw ValidationError("give either a SCENE or --viewport-height/--content-height, not both")
        }
        try FlagNames.validating { () throws(StretchGIFError) in
            if let viewportHeight { try ScrollTrace.Rules.viewportHeight.check(viewportHeight, name: "viewportHeight") }
            if let contentHeight { try ScrollTrace.Rules.contentHeight.check(contentHeight, name: "contentHeight") }
            if let stepMs { try ScrollTrace.Rules.stepMilliseconds.check(stepMs, name: "stepMilliseconds") }
            try RenderOptions.Rules.fps.check(fps, name: "fps")
        }
        if let output, let plot, output == plot || OutputTarget.firstSameFile(in: [output, plot]) != nil {
            throw ValidationError("-o '\(output)' and --plot '\(plot)' are the same file; give each its own file")
        }
    }

    func run() throws {
        var options = RenderOptions()
        sceneOptions.apply(to: &options)
        options.physics = physicsOptions.overrides
        options.fps = fps
        let trace: ScrollTrace
        if let viewportHeight, let contentHeight {
            trace = try ScrollTrace(viewportHeight: viewportHeight, contentHeight: contentHeight, options: options,
                                    stepMilliseconds: stepMs)
        } else {
            trace = try ScrollTrace(scene: try sceneOptions.loadScene(), options: options, stepMilliseconds: stepMs)
        }
        let text = trace.text(format: format)
        if let output {
            try writeFileAtomically(Array(text.utf8), toFile: output)
        } else {
            try StandardStreams.output(Array(text.utf8))
        }
        if let plot {
            try writeFileAtomically(try trace.plotPNG(), toFile: plot)
            printError("stretchgif: wrote plot \(plot)")
        }
    }
}
