import ArgumentParser
import Foundation
import StretchGIFKit

/// `stretchgif render` (the default subcommand): scene + gesture -> GIF.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene playing a gesture into a GIF (the default subcommand).")

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    func run() throws {
        let scene = try sceneOptions.loadScene()
        let sceneSettings = try SceneRenderSettings(scene: scene.model)
        var base = RenderOptions()
        sceneSettings.apply(to: &base)
        let options = stretchgif.renderOptions(
            base: base, scene: sceneOptions, frames: frameOptions, encoding: encodingOptions, physics: physicsOptions)
        let animation = try Animation(scene: scene, options: options)
        printDiagnostics(animation.diagnostics)
        let quiet = encodingOptions.quiet
        if animation.schedule.mergedForBrowserLimit && !quiet {
            printError(String(format: "stretchgif: warning: browsers play delays under 2 cs as 10 cs; "
                + "%g fps merged to an effective %.2f fps", options.fps, animation.schedule.effectiveFPS))
        }
        let outputPath = encodingOptions.output ?? sceneSettings.output ?? "\(scene.name).gif"
        var bar = ProgressBar(quiet: quiet)
        let progress: ProgressHandler? = bar.enabled ? { bar.update($0) } : nil
        if outputPath == "-" {
            // Standard output carries the GIF, so nothing else is printed there.
            let bytes = try animation.gifBytes(progress: progress)
            bar.finish()
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let summary = try animation.writeGIF(toFile: outputPath, progress: progress)
        bar.finish()
        if !quiet {
            print(String(format: "wrote %@: %d x %d px, %d frames (%d rendered), %.2f s, %@",
                         outputPath, animation.pixelWidth, animation.pixelHeight, summary.writtenFrames,
                         animation.frameCount, Double(summary.totalCentiseconds) / 100,
                         byteCountText(summary.byteCount)))
        }
    }
}
