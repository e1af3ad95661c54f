import Foundation
import Layout

/// A parsed scene: views, constraints, device, scroll settings, and optionally its own gesture and physics
/// (the format is docs/scenes.md). Load a built-in one by name or a scene file by path, then hand it to
/// `Animation(scene:options:)`.
public struct StretchScene: Sendable {
    /// The scene's short name: the built-in name, or the file name without its extension.
    public let name: String
    /// The parsed scene model.
    public var model: Scene
    /// The YAML text the scene was parsed from (error locations inside it are reported against `sourceName`).
    public let sourceText: String

    /// Where the scene came from: `built-in:NAME` or the file path.
    public var sourceName: String { model.sourceName }

    /// The names of the built-in scenes, in `stretchgif presets` order; the first is the default.
    public static let builtInNames: [String] = BuiltInSceneFiles.catalogue.map(\.name)

    /// One line on what each built-in scene demonstrates, in `builtInNames` order.
    public static let builtInSummaries: [(name: String, summary: String)] = BuiltInSceneFiles.catalogue

    /// The built-in scene `name` (one of `builtInNames`, shipped as the files `samples/NAME.yaml`).
    /// Throws `invalidParameter(name: "scene", ...)` listing the names for anything else.
    public static func builtIn(_ name: String) throws(StretchGIFError) -> StretchScene {
        guard let yaml = try BuiltInSceneFiles.yaml(named: name) else {
            throw .invalidParameter(name: "scene", message: "expects one of: "
                + builtInNames.joined(separator: ", ") + " (got '\(name)')")
        }
        return try StretchScene(yaml: yaml, sourceName: builtInSourcePrefix + name, name: name)
    }

    /// How a built-in scene's `sourceName` starts (`built-in:stretchy`).
    static let builtInSourcePrefix = "built-in:"

    /// The scene file at `path`; errors carry the file's path, line and column.
    public init(contentsOfFile path: String) throws(StretchGIFError) {
        var text: String
        do { text = try readTextFile(path, what: "scene file", limit: InputFileLimits.sceneBytes) } catch {
            throw Self.locatingInvalidUTF8(error, path: path)
        }
        // A UTF-8 byte order mark (some Windows editors write one) is not part of the YAML.
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        try self.init(yaml: text, sourceName: path, name: stem)
    }

    /// `error` from reading the scene file at `path`, with the line and column of the first byte that is not UTF-8
    /// when that is why the file was refused (the bytes are read again only then).
    static func locatingInvalidUTF8(_ error: StretchGIFError, path: String) -> StretchGIFError {
        guard case .invalidFile(_, nil, nil, let message) = error, message.hasSuffix("is not UTF-8 text"),
              let bytes = try? readBinaryFile(path, what: "scene file", limit: InputFileLimits.sceneBytes),
              let invalid = SourcePlace.firstInvalidUTF8(in: bytes)
        else { return error }
        let hex = String(invalid.byte, radix: 16, uppercase: true)
        return .invalidFile(path: path, line: invalid.line, column: invalid.column,
                            message: "the scene file is not UTF-8 text: byte 0x\(hex.count < 2 ? "0" + hex : hex) "
                                + "at offset \(invalid.offset) is not valid UTF-8; save the file as UTF-8")
    }

    /// A scene from YAML text; `sourceName` names it in error messages, and relative image paths are resolved
    /// against its folder.
    public init(yaml: String, sourceName: String, name: String) throws(StretchGIFError) {
        do { model = try SceneFile.parse(yaml: yaml, sourceName: sourceName) } catch {
            throw .invalidFile(path: error.location.file, line: error.location.line, column: error.location.column,
                               message: error.message)
        }
        self.name = name
        self.sourceText = yaml
    }

    /// A built-in scene name or a scene file path (nil = the default scene), the way `stretchgif SCENE` reads it:
    /// a built-in name wins over a file of the same name.
    public static func named(_ nameOrPath: String?) throws(StretchGIFError) -> StretchScene {
        let key = nameOrPath ?? RenderOptions.Defaults.sceneName
        if builtInNames.contains(key) { return try builtIn(key) }
        guard FileManager.default.fileExists(atPath: key) else {
            throw .invalidParameter(name: "scene", message: "'\(key)' is neither a built-in scene ("
                + builtInNames.joined(separator: ", ") + ") nor an existing file")
        }
        return try StretchScene(contentsOfFile: key)
    }

    /// The scene model with the options' device, orientation and picture overrides applied: `headerImage` and
    /// `images` become the views' image sources, as absolute paths (relative ones are from the working
    /// directory, not the scene's folder). Throws for a view the scene does not have or that draws no image.
    func model(applying options: RenderOptions) throws(StretchGIFError) -> Scene {
        var scene = model
        if let device = options.device { scene.device = device }
        if let orientation = options.orientation { scene.orientation = orientation }
        var overrides: [(flag: String, viewID: String, path: String)] = []
        if let headerImage = options.headerImage {
            guard let header = scene.header else {
                throw .invalidParameter(
                    name: "headerImage",
                    message: "needs a header view, and scene '\(name)' names none (no 'header:' key); use --image ID=PATH")
            }
            overrides.append(("headerImage", header, headerImage))
        }
        overrides += options.images.map { ("images", $0.viewID, $0.path) }
        for override in overrides {
            let imageViews = scene.views.filter { $0.image != nil }.map(\.id)
            guard let index = scene.views.firstIndex(where: { $0.id == override.viewID }) else {
                throw .invalidParameter(
                    name: override.flag, message: "names view '\(override.viewID)', which scene '\(name)' does not have; views with an image: "
                        + (imageViews.isEmpty ? "none" : imageViews.joined(separator: ", ")))
            }
            guard scene.views[index].image != nil else {
                throw .invalidParameter(
                    name: override.flag, message: "names view '\(override.viewID)', which draws no image; views with an image: "
                        + (imageViews.isEmpty ? "none" : imageViews.joined(separator: ", ")))
            }
            scene.views[index].image?.source = URL(fileURLWithPath: override.path).standardizedFileURL.path
        }
        return scene
    }
}
