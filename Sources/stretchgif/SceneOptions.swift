import ArgumentParser

/// Which scene to play and how: the scene itself, the gesture, the device and the assets it draws.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A built-in scene name (see `stretchgif presets`) or a scene file path. Default: stretchy.")
    var scene: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A gesture script inline, actions separated by ';' (overrides the scene's).",
                               valueName: "script"))
    var gesture: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A gesture script file, one action per line (overrides the scene's).", valueName: "path"))
    var gestureFile: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Device preset (see `stretchgif presets`), overriding the scene's.", valueName: "name"))
    var device: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("portrait or landscape, overriding the scene's.", valueName: "orientation"))
    var orientation: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A PNG or JPEG to use as the header picture instead of the procedural one.",
                               valueName: "path"))
    var headerImage: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A font file (TTF/OTF) for all text instead of Inter.", valueName: "path"))
    var font: String?

    @Flag(help: "Treat unsatisfiable or ambiguous constraints as errors instead of breaking one and going on.")
    var strict = false

    func validate() throws {
        if gesture != nil && gestureFile != nil {
            throw ValidationError("--gesture and --gesture-file exclude each other: give one")
        }
        if let orientation, orientation != "portrait" && orientation != "landscape" {
            throw ValidationError("--orientation expects portrait or landscape (got '\(orientation)')")
        }
    }
}
