import Layout
import Raster
import Testing
@testable import SceneRender

/// Vector shapes (docs/scenes.md#vector-shapes) are filled where their outline says, fitted into the view's frame.
@Suite struct VectorShapeRenderTests {
    private let green = Color(r: 39, g: 174, b: 96, a: 255)
    private let white = Color(r: 255, g: 255, b: 255, a: 255)

    /// A 10 x 10 square with a 4 x 4 inner square (both clockwise) in a 100 x 50 view at (100, 100), at 1x.
    private func render(fillRule: String) throws -> Pixmap {
        let yaml = """
            name: shape
            device: iPhone X
            background: "#FFFFFF"
            statusBar: {hidden: true, homeIndicator: hidden}
            scroll: {showsIndicator: false}
            views:
              - {id: box, parent: root, path: "M0 0 H10 V10 H0 Z M3 3 H7 V7 H3 Z", tintColor: "#27AE60", fillRule: \(fillRule)}
            constraints:
              - scroll.edges == root.edges
              - box.left == root.left + 100
              - box.top == root.top + 100
              - box.width == 100
              - box.height == 50
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "shape.yaml")
        let fonts = FontFamily(faces: [:])
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
        var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 1)
        return renderer.render(engine.solve(offset: 0), chrome: ChromeState())
    }

    @Test func theOutlineIsFittedCentredAndHolesFollowTheFillRule() throws {
        // viewBox = the path's bounds, 10 x 10; fitted into 100 x 50: scale 5, 50 x 50 centred: x 125...175,
        // y 100...150; the inner square is x 140...160, y 115...135.
        let evenOdd = try render(fillRule: "evenOdd")
        #expect(evenOdd.color(x: 130, y: 105) == green)  // the ring
        #expect(evenOdd.color(x: 170, y: 145) == green)
        #expect(evenOdd.color(x: 150, y: 125) == white)  // the hole
        #expect(evenOdd.color(x: 115, y: 125) == white)  // left of the fitted box, inside the frame
        #expect(evenOdd.color(x: 185, y: 125) == white)
        #expect(evenOdd.color(x: 150, y: 155) == white)  // below the frame
        // Under non-zero the inner square, drawn the same way round, is filled too.
        let nonZero = try render(fillRule: "nonZero")
        #expect(nonZero.color(x: 150, y: 125) == green)
        #expect(nonZero.color(x: 115, y: 125) == white)
    }

    @Test func aBuiltInIconCoversItsMiddleAndLeavesItsCornersClear() throws {
        // The house at 2x in a 25 pt box: the body's middle (12, 14 on the grid) is filled, the top corners clear.
        let shape = BuiltInIcon.house.shape(color: green)
        let transform = try #require(shape.pixelTransform(frame: Rect(x: 0, y: 0, width: 25, height: 25), scale: 2))
        var pixmap = Pixmap(width: 50, height: 50, fill: white)
        pixmap.fill(shape.rasterPath, paint: .solid(green), fillRule: shape.rasterFillRule, transform: transform)
        // Grid point (x, y) -> pixel (x * 50 / 24).
        #expect(pixmap.color(x: 25, y: 25) == green)  // (12, 12)
        #expect(pixmap.color(x: 16, y: 40) == green)  // (7.7, 19.2): the wall left of the door
        #expect(pixmap.color(x: 25, y: 42) == white)  // (12, 20.2): the door
        #expect(pixmap.color(x: 3, y: 3) == white)
        #expect(pixmap.color(x: 46, y: 3) == white)
    }
}
