import ArgumentParser
import Foundation
import GIF

/// `stretchgif render` (the default subcommand): scene + gesture -> GIF.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene playing a gesture into a GIF (the default subcommand).")

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    func run() throws {
        let production = try Production.load(sceneOptions: sceneOptions, physicsOptions: physicsOptions,
                                             frameOptions: frameOptions)
        let plan = try RenderPlan(production: production, frameOptions: frameOptions)
        if plan.schedule.mergedForBrowserLimit && !encodingOptions.quiet {
            printError(String(format: "stretchgif: warning: browsers play delays under 2 cs as 10 cs; "
                + "%g fps merged to an effective %.2f fps", frameOptions.fps, plan.schedule.effectiveFPS))
        }
        let outputPath = encodingOptions.output ?? "\(production.sceneName).gif"
        let file = try AtomicOutputFile(path: outputPath)
        let summary = try plan.encodeGIF(options: encodingOptions, output: file)
        try file.commit()
        if !encodingOptions.quiet {
            print(String(format: "wrote %@: %d x %d px, %d frames (%d rendered), %.2f s, %@",
                         outputPath, plan.pixelWidth, plan.pixelHeight, summary.writtenFrames,
                         plan.schedule.frames.count, Double(summary.totalCentiseconds) / 100,
                         byteCountText(summary.byteCount)))
        }
    }
}

/// "1.2 MB"-style sizes for humans.
func byteCountText(_ bytes: Int) -> String {
    if bytes >= 1_000_000 { return String(format: "%.2f MB", Double(bytes) / 1_000_000) }
    if bytes >= 1_000 { return String(format: "%.1f kB", Double(bytes) / 1_000) }
    return "\(bytes) bytes"
}
