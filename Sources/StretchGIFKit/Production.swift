import Foundation
import Layout
import Raster
import SceneRender
import ScrollSim

/// Everything resolved for one run: the scene after the options' overrides, its built layout engine, the motion
/// (physics, geometry, gesture, timeline) and the decoded assets. Loading reads files; nothing after it does.
struct Production: Sendable {
    let sceneName: String
    let scene: Scene
    /// The layout engine as built; every frame is solved on a fresh copy of it (see `RenderPlan.layouts`).
    let engine: LayoutEngine
    let motion: Motion
    let fonts: FontLibrary
    let images: [(source: String, image: RasterImage)]
    /// The plain-text layouts the engine measured while it was built and solved at rest, which the painter reuses
    /// (`SceneAssets.measuredText`).
    let measuredText: MeasuredTextLayouts
    /// Constraint conflicts and ambiguities the engine reported (UIKit-style), in a fixed order: those of the build
    /// and those met while solving the resting offset and the scroll range's end.
    let diagnostics: [String]
    /// The same problems as located one-line errors, then the silent layouts found at the resting offset and the
    /// ends of the gesture's offset range (`LayoutEngine.silentLayoutWarnings`, docs/scenes.md#silent-layouts).
    let problems: [SceneError]
    /// Where the gesture came from, so problems with it name the parameter or the file the user wrote.
    let gestureSource: GestureSource

    /// Where the played gesture came from.
    enum GestureSource: Sendable {
        case parameter
        case file(path: String)
        case scene(path: String, line: Int)
        case builtInDefault

        /// An error about the gesture as a whole, located at its source.
        func error(_ message: String) -> StretchGIFError {
            switch self {
            case .parameter: .invalidParameter(name: "gesture", message: message)
            case .file(let path): .invalidFile(path: path, line: nil, column: nil, message: "the gesture " + message)
            case .scene(let path, let line): .invalidFile(path: path, line: line, column: nil, message: "the gesture " + message)
            case .builtInDefault: .renderFailed(message: "the default gesture " + message)
            }
        }
    }

    /// Applies `options` over `scene`, builds the layout and simulates the gesture. `imageScale` (pixels per point
    /// of the painted frame) sets the resolution of procedural images and the pixel grid resting offsets snap to.
    static func load(scene source: StretchScene, options: RenderOptions, pixelScale: Double, imageScale: Double)
        throws(StretchGIFError) -> Production
    {
        let layout = try LayoutProduction.load(scene: source, options: options)
        let scene = layout.scene
        let screen = scene.screen
        var atRest = layout.engine
        let rest = atRest.solve(offset: 0)
        let insets = scene.scroll.contentInset(on: screen)
        var geometry = ScrollGeometry(
            viewportHeight: rest.scrollFrame.height > 0 ? rest.scrollFrame.height : screen.height,
            contentHeight: rest.contentHeight, contentInsetTop: insets.top, contentInsetBottom: insets.bottom,
            pixelScale: pixelScale)
        if let inset = options.physics.contentInset {
            geometry.contentInsetTop = inset.top
            geometry.contentInsetBottom = inset.bottom
        }
        geometry.contentHeight = Self.scrollRangeContentHeight(geometry, engine: &atRest)
        if options.strict, let problem = atRest.problems.dropFirst(layout.engine.problems.count).first {
            throw .invalidFile(path: problem.location.file, line: problem.location.line,
                               column: problem.location.column, message: problem.message)
        }
        do { try geometry.validate() } catch {
            throw .invalidFile(path: scene.sourceName, line: nil, column: nil, message: error.description)
        }
        let physics = options.physics.applied(to: try SceneSettings.physics(from: scene))
        do { try physics.validate() } catch {
            throw .invalidParameter(name: "physics", message: error.description)
        }
        let gesture = scene.gesture.map {
            Motion.SceneGesture(source: $0, sourceName: scene.sourceName, sourceText: source.sourceText)
        }
        let script = try Motion.script(options: options, sceneGesture: gesture)
        let initial = scene.scroll.initialOffset ?? -geometry.contentInsetTop
        let motion = Motion.simulate(geometry: geometry, physics: physics, script: script, initialOffset: initial)
        var checker = layout.engine
        let silent = checker.silentLayoutWarnings(
            atOffsets: Self.checkedOffsets(timeline: motion.timeline, geometry: geometry))
        if options.strict, let problem = silent.first {
            throw .invalidFile(path: problem.location.file, line: problem.location.line,
                               column: problem.location.column, message: problem.message)
        }
        let images = try loadImages(scene: scene, pixelScale: imageScale)
        let gestureSource: GestureSource =
            if options.gesture != nil { .parameter }
            else if let path = options.gestureFile { .file(path: path) }
            else if let block = scene.gesture { .scene(path: scene.sourceName, line: block.line) }
            else { .builtInDefault }
        return Production(sceneName: source.name, scene: scene, engine: layout.engine, motion: motion,
                          fonts: layout.fonts, images: images,
                          measuredText: layout.textMeasurer.measuredLayouts(), diagnostics: atRest.diagnostics,
                          problems: atRest.problems + silent, gestureSource: gestureSource)
    }

    /// Passes `scrollRangeContentHeight` makes at most.
    static let maximumScrollRangePasses = 8

    /// The content height that ends the scroll range (docs/physics.md#content-that-grows-with-the-offset). UIKit
    /// lays the content out again at every offset and the range follows its content size, so the range ends at an
    /// offset whose own content height does not reach past it. From the resting range's end, each pass solves the
    /// content there and moves the end to what that content allows, until it stops growing (a fixed point; content
    /// that does not depend on the offset stops at once). Content that grows with the offset at least as fast as the
    /// offset has no end: a pass that moves the end no less than the pass before shows it, and the range then ends
    /// at `SceneFileLimits.maximumSolvedPoints` (no fling reaches it). After `maximumScrollRangePasses` the last
    /// end stands.
    static func scrollRangeContentHeight(_ geometry: ScrollGeometry, engine: inout LayoutEngine) -> Double {
        var content = geometry
        var previousGrowth = Double.infinity
        for _ in 0..<maximumScrollRangePasses {
            let there = engine.solve(offset: content.maxOffset).contentHeight
            guard there.isFinite, there > content.contentHeight + 1e-6 else { break }
            let growth = there - content.contentHeight
            guard there <= SceneFileLimits.maximumSolvedPoints, growth < previousGrowth - 1e-6 else {
                content.contentHeight = SceneFileLimits.maximumSolvedPoints
                break
            }
            previousGrowth = growth
            content.contentHeight = there
        }
        return content.contentHeight
    }

    /// Decodes every image the scene names: `procedural:landscape` is drawn here, other sources are files
    /// relative to the scene file (`--header-image` and `--image` were applied to the sources already).
    private static func loadImages(scene: Scene, pixelScale: Double)
        throws(StretchGIFError) -> [(source: String, image: RasterImage)]
    {
        var result: [(source: String, image: RasterImage)] = []
        // Files by their resolved path, identity and content: one file named by several spellings or links is read
        // and decoded once, and a copy of a file already decoded (same bytes under another name) is read but not
        // decoded again nor counted twice against the budget.
        typealias Decoded = (path: String, identity: FileIdentity?, digest: ContentDigest, image: RasterImage)
        var decoded: [Decoded] = []
        var budget = ImageBudget()
        let screen = scene.screen
        for view in scene.views {
            guard let source = view.image?.source, !result.contains(where: { $0.source == source }) else { continue }
            if let name = view.image?.proceduralName {
                // Scene files are checked against `ImageSpec.proceduralNames`; a scene built in code is checked here.
                guard let image = ProceduralImages.image(named: name, screenWidth: screen.width,
                                                         pixelScale: pixelScale) else {
                    throw .invalidFile(
                        path: scene.sourceName, line: view.location.line, column: view.location.column,
                        message: "unknown procedural image '\(source)'; expected one of: "
                            + ImageSpec.proceduralNames.map { ImageSpec.proceduralPrefix + $0 }.joined(separator: ", "))
                }
                result.append((source, image))
            } else {
                let folder = (scene.sourceName as NSString).deletingLastPathComponent
                let path = source.hasPrefix("/") ? source : (folder as NSString).appendingPathComponent(source)
                let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
                let identity = FileIdentity(path: path)
                let same = { (entry: Decoded) in entry.path == resolved || (identity != nil && entry.identity == identity) }
                if let known = decoded.first(where: same) {
                    result.append((source, known.image))
                    continue
                }
                let what = "image of view '\(view.id)'"
                let bytes = try readBinaryFile(path, what: what, limit: InputFileLimits.imageBytes)
                let digest = ContentDigest(bytes)
                // A digest match is confirmed byte for byte against the earlier file before its image is shared.
                if let twin = decoded.first(where: {
                    $0.digest == digest
                        && (try? readBinaryFile($0.path, what: what, limit: InputFileLimits.imageBytes)) == bytes
                }) {
                    decoded.append((resolved, identity, digest, twin.image))
                    result.append((source, twin.image))
                } else {
                    let image = try decodeImage(bytes, at: path, budget: &budget)
                    decoded.append((resolved, identity, digest, image))
                    result.append((source, image))
                }
            }
        }
        return result
    }

    /// Decodes the bytes of one PNG or JPEG file read from `path`, counted against `budget` (a PNG before it is
    /// decoded).
    private static func decodeImage(_ bytes: [UInt8], at path: String, budget: inout ImageBudget)
        throws(StretchGIFError) -> RasterImage
    {
        let header = ImageBudget.pngSize(bytes)
        if let header, header.width <= RasterImage.maximumSide, header.height <= RasterImage.maximumSide,
           header.width * header.height <= RasterImage.maximumPixelCount {
            try budget.take(header.width * header.height, path: path, width: header.width, height: header.height)
        }
        let image: RasterImage
        do { image = try RasterImage.decode(bytes, name: path) } catch {
            let text = error.description
            let message = text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text
            throw .invalidFile(path: path, line: nil, column: nil, message: message)
        }
        if header == nil {
            try budget.take(image.width * image.height, path: path, width: image.width, height: image.height)
        }
        return image
    }

    /// The assets one worker thread paints with: the render's one set of font faces, shared by every thread
    /// (docs/fonts.md#memory), and the decoded images.
    func makeAssets() -> SceneAssets {
        SceneAssets(fonts: fonts.family, images: images, measuredText: measuredText)
    }

    /// The chrome's timeline: the status bar's hide rule (from the solved layout) and indicator activity.
    /// A serial pre-pass on the calling thread over the same 1 ms grid on every run, so its one incremental engine
    /// always sees the same offsets in the same order (a fresh copy per grid step costs 10x more in debug builds).
    func chromeTimeline(untilMilliseconds: Double? = nil) -> ChromeTimeline {
        let hasRule = scene.statusBar.hideWhenAbove != nil && !scene.statusBar.hidden
        var engine = self.engine
        var cache: [(offset: Double, hidden: Bool)] = []
        return ChromeTimeline(timeline: motion.timeline, untilMilliseconds: untilMilliseconds,
                              statusBarHidden: hasRule ? { offset in
            if let hit = cache.last(where: { $0.offset == offset }) { return hit.hidden }
            let hidden = engine.statusBarWantsHidden(offset: offset)
            cache.append((offset, hidden))
            if cache.count > 4 { cache.removeFirst() }
            return hidden
        } : nil)
    }
}

/// The scene after the options' device and orientation overrides, its fonts and its built layout engine: all
/// `stretchgif layout` needs, and the first half of a `Production`.
struct LayoutProduction: Sendable {
    let scene: Scene
    let engine: LayoutEngine
    let fonts: FontLibrary
    /// The engine's text measurer, whose measured layouts the painter reuses.
    let textMeasurer: SceneTextMeasurer

    /// Applies the device and orientation overrides, loads the fonts and builds the solver. Text is measured
    /// with the library's faces, the ones the frames are painted with.
    static func load(scene source: StretchScene, options: RenderOptions) throws(StretchGIFError) -> LayoutProduction {
        let scene = try source.model(applying: options)
        let fonts = try FontLibrary.load(fontPaths: options.fonts, texts: Self.texts(of: scene))
        let engine: LayoutEngine
        let textMeasurer = SceneTextMeasurer(fonts: fonts.family)
        do {
            engine = try LayoutEngine(scene: scene, textMeasurer: textMeasurer, strict: options.strict)
        } catch {
            throw .invalidFile(path: error.location.file, line: error.location.line, column: error.location.column,
                               message: error.message)
        }
        return LayoutProduction(scene: scene, engine: engine, fonts: fonts, textMeasurer: textMeasurer)
    }

    /// Every string the scene may draw, with its weight, in a fixed order: the labels in view order, the chrome's
    /// text, and "…" (truncation) in each weight a label uses. Fallback fonts are resolved for exactly these. A
    /// rich-text label gives each run with the weight it is set in.
    static func texts(of scene: Scene) -> [(string: String, weight: Raster.FontWeight)] {
        var texts: [(string: String, weight: Raster.FontWeight)] = scene.views.flatMap { view in
            if let runs = view.textRuns { return runs.map { ($0.text, $0.weight ?? view.textStyle.weight) } }
            return view.text.map { [($0, view.textStyle.weight)] } ?? []
        }
        texts += SceneRenderer.chromeTexts.map { ($0.string, $0.weight) }
        for weight in Raster.FontWeight.allCases where texts.contains(where: { $0.weight == weight }) {
            texts.append(("\u{2026}", weight))
        }
        return texts
    }
}
