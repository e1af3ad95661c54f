import ArgumentParser
import StretchGIFKit

/// `stretchgif show NAME`: a built-in scene's YAML, the file to copy when starting a scene of one's own.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a built-in scene's YAML (copy it to start your own scene).",
        discussion: """
            Examples:
              stretchgif show stretchy > my-scene.yaml
              stretchgif render my-scene.yaml
            The scenes are listed by `stretchgif presets`; the scene format is in docs/scenes.md.
            """)

    @Argument(help: ArgumentHelp("A built-in scene name (see `stretchgif presets --names`).", valueName: "name"))
    var name: String

    func validate() throws {
        guard StretchScene.builtInNames.contains(name) else {
            throw ValidationError(
                "unknown built-in scene '\(name)'; expected one of: " + StretchScene.builtInNames.joined(separator: ", "))
        }
    }

    func run() throws {
        let text = try StretchScene.builtIn(name).sourceText
        try StandardStreams.print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
}
