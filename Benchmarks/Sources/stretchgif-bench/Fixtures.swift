import Foundation
@testable import Layout
@testable import Raster
@testable import StretchGIFKit
@testable import SceneRender
@testable import ScrollSim

/// Errors while setting the benchmark up (missing fonts, a scene that does not parse): one line each.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What every section shares: the default scene parsed, Inter in every weight, the header image and the
/// scroll geometry the CLI would derive from the scene (as `Production.load` does).
struct Fixtures {
    /// The default built-in scene's name (scene A, docs/scenes.md#scene-a-stretchy).
    static let sceneName = "stretchy"
    /// The frame the raster section paints: pulled down 200 pt, the header stretched (the busiest frame).
    static let pulledDownOffset = -200.0
    /// Pixels per point of the painted frame (@2x, the CLI's default).
    static let pixelScale = 2.0

    let scene: Scene
    let fontFiles: [(weight: Raster.FontWeight, bytes: [UInt8])]
    let headerImage: (source: String, image: RasterImage)?
    var geometry: ScrollGeometry

    /// Reads the Inter faces from Debian's fonts-inter and parses the default scene.
    static func load() throws -> Fixtures {
        let scene = try StretchScene.builtIn(sceneName).model
        var files: [(weight: Raster.FontWeight, bytes: [UInt8])] = []
        for weight in Raster.FontWeight.allCases {
            let path = Raster.FontWeight.interDirectory + weight.interFileName
            guard let data = FileManager.default.contents(atPath: path) else {
                throw BenchError("\(path): cannot read the font (apt-get install fonts-inter)")
            }
            files.append((weight, [UInt8](data)))
        }
        // The header photo as a render at `pixelScale` draws it (StretchGIFKit's ProceduralImages).
        let screen = scene.screen
        let procedural = scene.views.lazy.compactMap { view in
            view.image.flatMap { image in image.proceduralName.map { (source: image.source, name: $0) } }
        }.first
        let header = try procedural.map { procedural in
            guard let image = ProceduralImages.image(named: procedural.name, screenWidth: screen.width,
                                                     pixelScale: pixelScale) else {
                throw BenchError("\(procedural.source): not a procedural image this build draws")
            }
            return (procedural.source, image)
        }
        var fixtures = Fixtures(scene: scene, fontFiles: files, headerImage: header,
                                geometry: ScrollGeometry(viewportHeight: 1, contentHeight: 1))
        var engine = try fixtures.makeEngine()
        let atRest = engine.solve(offset: 0)
        let insets = scene.scroll.contentInset(on: screen)
        fixtures.geometry = ScrollGeometry(
            viewportHeight: atRest.scrollFrame.height > 0 ? atRest.scrollFrame.height : screen.height,
            contentHeight: atRest.contentHeight, contentInsetTop: insets.top, contentInsetBottom: insets.bottom,
            pixelScale: pixelScale)
        return fixtures
    }

    /// Fresh faces over the loaded font bytes.
    func fontFamily() throws -> FontFamily {
        var faces: [Raster.FontWeight: FontFace] = [:]
        for file in fontFiles { faces[file.weight] = try FontFace(bytes: file.bytes, name: file.weight.interFileName) }
        return FontFamily(faces: faces)
    }

    /// A new layout engine for the scene, measuring labels with the real text engine.
    func makeEngine() throws -> LayoutEngine {
        try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: try fontFamily()))
    }

    /// The assets the renderer draws with.
    func makeAssets() throws -> SceneAssets {
        SceneAssets(fonts: try fontFamily(), images: headerImage.map { [$0] } ?? [])
    }

    /// The chrome of the pulled-down frame: status bar shown, scroll indicator fully visible (the CLI's
    /// `RenderPlan.chromeState` mid-gesture), no touch indicator.
    func pulledDownChrome(offset: Double) -> ChromeState {
        var state = ChromeState(statusBarHiddenFraction: 0)
        if scene.scroll.showsIndicator {
            let insets = scene.scroll.indicatorInset(on: scene.screen)
            state.indicator = ScrollIndicatorState.geometry(
                offset: offset, minOffset: geometry.minOffset, maxOffset: geometry.maxOffset,
                viewportHeight: geometry.viewportHeight, contentHeight: geometry.contentHeight,
                insetTop: insets.top, insetBottom: insets.bottom, alpha: 1)
        }
        return state
    }
}
