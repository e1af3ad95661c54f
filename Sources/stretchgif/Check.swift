import ArgumentParser
import StretchGIFKit

/// `stretchgif check`: every check a render makes, without painting a frame.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a scene and flags as a render would (scene file, constraints, gesture, physics, images, "
            + "fonts, render settings) without painting; one line per problem.",
        discussion: """
            Prints each layout problem (conflicting constraints, ambiguous views, silent layouts: a view stretched
            past twice its intrinsic size by an optional constraint, a content height that moves with the offset)
            as FILE:LINE:COL: warning: ...,
            then a summary line. Exits 1 on the first error (which a render would stop at too), or with --strict
            when there is any problem; else 0.
            Example:
              stretchgif check my-scene.yaml --strict
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    func run() throws {
        let scene = try sceneOptions.loadScene()
        var options = stretchgif.renderOptions(
            base: try RenderOptions(scene: scene), scene: sceneOptions, frames: frameOptions, encoding: encodingOptions,
            physics: physicsOptions)
        // Problems are listed, not thrown at the first one; --strict decides the exit status below.
        options.strict = false
        let animation = try Animation(scene: scene, options: options)
        for problem in animation.problems { try StandardStreams.print(problem) }
        // Not counted as problems: the frames still render, with a box for each of these characters.
        for scalar in animation.uncoveredCharacters {
            let code = "U+" + String(String(scalar.value, radix: 16, uppercase: true).reversed())
                .padding(toLength: 4, withPad: "0", startingAt: 0).reversed()
            try StandardStreams.print("\(scene.name): warning: no installed font has a glyph for \(code); it draws as a box "
                  + "(see docs/fonts.md)")
        }
        let count = animation.problems.count
        let verdict = count == 0 ? "ok" : "\(count) problem\(count == 1 ? "" : "s")"
        try StandardStreams.print("\(scene.name): \(verdict): \(animation.pixelWidth) x \(animation.pixelHeight) px, "
              + "\(animation.frameCount) frames, \(formatSeconds(Double(animation.schedule.totalCentiseconds) / 100))")
        if sceneOptions.strict && count > 0 { throw ExitCode.failure }
    }

    private func formatSeconds(_ seconds: Double) -> String {
        String(format: "%.2f s", seconds)
    }
}
