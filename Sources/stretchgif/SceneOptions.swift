import ArgumentParser
import Layout
import StretchGIFKit

/// Which scene to play and how: the scene itself, the gesture, the device and the assets it draws.
struct SceneOptions: ParsableArguments, RenderFlagGroup {
    @Argument(help: "A built-in scene name (see `stretchgif presets`) or a scene file path. Default: \(RenderOptions.Defaults.sceneName).")
    var scene: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A gesture script inline, actions separated by ';' (overrides the scene's).",
                                                         valueName: "script"))
    var gesture: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A gesture script file, one action per line (overrides the scene's).", valueName: "path"))
    var gestureFile: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Device preset (see `stretchgif presets`), overriding the scene's.", valueName: "name"))
    var device: DeviceSpec?

    @Option(parsing: .unconditional, help: ArgumentHelp("portrait or landscape, overriding the scene's.", valueName: "orientation"))
    var orientation: Orientation?

    @Option(parsing: .unconditional, help: ArgumentHelp("A PNG or JPEG drawn by the scene's header view (its 'header:' key) instead of its picture.",
                                                         valueName: "path"))
    var headerImage: String?

    @Option(name: .customLong("image"), parsing: .singleValue,
            help: ArgumentHelp("A PNG or JPEG drawn by view ID instead of its picture (repeatable).", valueName: "ID=PATH"))
    var images: [ImageOverride] = []

    @Option(name: .customLong("font"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("The typeface instead of Inter: one font file (TTF/OTF/TTC) for every weight, or a "
                                   + "folder of them or the option repeated, each file at its own weight.",
                               valueName: "path"))
    var fonts: [String] = []

    @Flag(help: "Treat unsatisfiable or ambiguous constraints as errors instead of breaking one and going on.")
    var strict = false

    /// Exclusive flags and the inline gesture's syntax (a file's contents are checked when it is read).
    func validate() throws {
        try validateWithLibraryRules()
    }

    /// Copies these flags into the library's options.
    func apply(to options: inout RenderOptions) {
        options.gesture = gesture
        options.gestureFile = gestureFile
        options.device = device
        options.orientation = orientation
        options.headerImage = headerImage
        options.images = images
        options.fonts = fonts
        options.strict = strict
    }

    /// The scene this command plays.
    func loadScene() throws(StretchGIFError) -> StretchScene {
        try StretchScene.named(scene)
    }
}
