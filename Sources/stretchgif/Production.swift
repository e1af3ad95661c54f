import Foundation
import Layout
import Raster
import SceneRender
import ScrollSim

/// Everything resolved for one run: the scene after overrides, its layout engine, the motion (physics,
/// geometry, gesture, timeline) and the bytes of the assets it draws. Loading reads files; nothing after it does.
struct Production {
    let sceneName: String
    let scene: Scene
    /// The layout engine after construction; each worker solves on its own copy.
    let engine: LayoutEngine
    let motion: Motion
    let fonts: FontLibrary
    let images: [(source: String, image: RasterImage)]

    /// Loads the scene, applies flags over the scene's own settings and simulates the gesture.
    /// `frameOptions` (when frames will be painted) sets the pixel grid resting offsets snap to and the
    /// resolution of procedural images.
    static func load(sceneOptions: SceneOptions, physicsOptions: PhysicsOptions, frameOptions: FrameOptions? = nil)
        throws -> Production
    {
        let layoutOnly = try loadLayoutOnly(sceneOptions: sceneOptions)
        var engine = layoutOnly.engine
        let scene = layoutOnly.scene
        let screen = scene.screen
        let pixelScale = Double(frameOptions?.scale ?? 1)
        let frameWidth = screen.width + (frameOptions?.bezel == true ? 2 * SceneRenderer.bezelPoints : 0)
        let imageScale = frameOptions?.renderScale(frameWidth: frameWidth) ?? 1
        let atRest = engine.solve(offset: 0)
        let insets = scene.scroll.contentInset(on: screen)
        var geometry = ScrollGeometry(
            viewportHeight: atRest.scrollFrame.height > 0 ? atRest.scrollFrame.height : screen.height,
            contentHeight: atRest.contentHeight, contentInsetTop: insets.top, contentInsetBottom: insets.bottom,
            pixelScale: pixelScale)
        if let text = physicsOptions.contentInset {
            let flagged = try PhysicsOptions.insets(text)
            geometry.contentInsetTop = flagged.top
            geometry.contentInsetBottom = flagged.bottom
        }
        do { try geometry.validate() } catch { throw CLIError("\(scene.sourceName): error: \(error.description)") }
        let base = try SceneSettings.physics(from: scene)
        let physics = try physicsOptions.applied(to: base)
        do { try physics.validate() } catch { throw CLIError("error: \(error.description)") }
        let gesture = scene.gesture.map { (text: $0.text, source: scene.sourceName, firstLine: $0.line) }
        let script = try Motion.script(options: sceneOptions, sceneGesture: gesture)
        let initial = scene.scroll.initialOffset ?? -geometry.contentInsetTop
        let timeline = ScrollSimulator(geometry: geometry, physics: physics, initialOffset: initial).run(script)
        let motion = Motion(geometry: geometry, physics: physics, script: script, timeline: timeline)
        return Production(sceneName: layoutOnly.sceneName, scene: scene, engine: engine, motion: motion,
                          fonts: layoutOnly.fonts, images: try loadImages(scene: scene, options: sceneOptions, pixelScale: imageScale))
    }

    /// The scene and its layout engine only (for `stretchgif layout`).
    static func loadLayoutOnly(sceneOptions: SceneOptions) throws -> (sceneName: String, scene: Scene,
                                                                        engine: LayoutEngine, fonts: FontLibrary) {
        let (name, parsed) = try SceneSource.load(sceneOptions.scene)
        var scene = parsed
        if let device = sceneOptions.device {
            guard let preset = DevicePresets.named(device) else {
                let names = DevicePresets.all.map(\.name).joined(separator: ", ")
                throw CLIError("--device expects one of: \(names) (got '\(device)')")
            }
            scene.device = preset
        }
        if let orientation = sceneOptions.orientation, let value = Orientation(rawValue: orientation) {
            scene.orientation = value
        }
        let fonts = try FontLibrary.load(fontPath: sceneOptions.font)
        let engine: LayoutEngine
        do {
            engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: try fonts.family()),
                                      strict: sceneOptions.strict)
        } catch {
            throw CLIError("\(error)")
        }
        for diagnostic in engine.diagnostics { printError(diagnostic) }
        return (name, scene, engine, fonts)
    }

    /// Decodes every image the scene names: `procedural:landscape` is drawn here, other sources are files
    /// relative to the scene file; `--header-image` replaces them all.
    private static func loadImages(scene: Scene, options: SceneOptions, pixelScale: Double) throws -> [(source: String, image: RasterImage)] {
        var result: [(source: String, image: RasterImage)] = []
        let override = try options.headerImage.map { path -> RasterImage in
            let bytes = try readBinaryFile(path, what: "header image")
            do { return try RasterImage.decode(bytes, name: path) } catch { throw CLIError("\(error)") }
        }
        let screen = scene.screen
        for view in scene.views {
            guard let source = view.image?.source, !result.contains(where: { $0.source == source }) else { continue }
            if let override {
                result.append((source, override))
            } else if source.hasPrefix("procedural:") {
                // Drawn at the render resolution (one image pixel per screen pixel at rest): stretching
                // enlarges it bilinearly, and nothing is wasted shrinking a larger picture every frame.
                let width = Int((screen.width * pixelScale).rounded())
                let height = Int((screen.width * 0.7 * pixelScale).rounded())
                result.append((source, ProceduralImage.landscape(width: width, height: height)))
            } else {
                let folder = (scene.sourceName as NSString).deletingLastPathComponent
                let path = source.hasPrefix("/") ? source : (folder as NSString).appendingPathComponent(source)
                let bytes = try readBinaryFile(path, what: "image of view '\(view.id)'")
                do { result.append((source, try RasterImage.decode(bytes, name: path))) } catch {
                    throw CLIError(error.description)
                }
            }
        }
        return result
    }

    /// Fresh assets (new font faces) for one worker thread.
    func makeAssets() throws -> SceneAssets {
        SceneAssets(fonts: try fonts.family(), images: images)
    }

    /// The chrome's timeline: the status bar's hide rule (from the solved layout) and indicator activity.
    func chromeTimeline() -> ChromeTimeline {
        var engine = self.engine
        let hasRule = scene.statusBar.hideWhenAbove != nil && !scene.statusBar.hidden
        var cache: [(offset: Double, hidden: Bool)] = []
        return ChromeTimeline(timeline: motion.timeline, statusBarHidden: hasRule ? { offset in
            if let hit = cache.last(where: { $0.offset == offset }) { return hit.hidden }
            let hidden = engine.solve(offset: offset).statusBarWantsHidden
            cache.append((offset, hidden))
            if cache.count > 4 { cache.removeFirst() }
            return hidden
        } : nil)
    }
}

/// Where scenes come from: a built-in name or a scene file.
enum SceneSource {
    /// The default scene's name.
    static let defaultScene = "stretchy"

    /// Parses the scene named `nameOrPath` (nil = the default); file errors and YAML errors are one line.
    static func load(_ nameOrPath: String?) throws -> (name: String, scene: Scene) {
        let key = nameOrPath ?? defaultScene
        if let yaml = BuiltInScenes.yaml(named: key) {
            do { return (key, try SceneFile.parse(yaml: yaml, sourceName: "built-in:\(key)")) } catch {
                throw CLIError(error.description)
            }
        }
        guard FileManager.default.fileExists(atPath: key) else {
            let names = BuiltInScenes.all.map(\.name).joined(separator: ", ")
            throw CLIError("scene '\(key)' is neither a built-in scene (\(names)) nor an existing file")
        }
        let text = try readTextFile(key, what: "scene file")
        do {
            let scene = try SceneFile.parse(yaml: text, sourceName: key)
            let stem = ((key as NSString).lastPathComponent as NSString).deletingPathExtension
            return (stem, scene)
        } catch {
            throw CLIError(error.description)
        }
    }
}
