import Foundation
import Layout
import Raster
import Testing
@testable import SceneRender

private let black = Color(r: 0, g: 0, b: 0, a: 255)
private let white = Color(r: 255, g: 255, b: 255, a: 255)
private let red = Color(r: 255, g: 0, b: 0, a: 255)
private let blue = Color(r: 0, g: 0, b: 255, a: 255)

/// Renders `views` (YAML lines under `views:`) with `constraints` on a 200 x 200 black screen without safe areas, at
/// @1x and offset 0, with every view pinned by its constraints in root coordinates.
private func render(views: String, constraints: String, offset: Double = 0) throws -> Pixmap {
    let yaml = """
        name: decoration
        device: {width: 200, height: 200}
        background: "#000000"
        statusBar: {hidden: true}
        views:
        \(views)
        constraints:
        \(constraints)
        """
    let scene = try SceneFile.parse(yaml: yaml, sourceName: "decoration.yaml")
    let fonts = FontFamily(faces: [:])
    var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
    var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 1)
    return renderer.render(engine.solve(offset: offset), chrome: ChromeState())
}

/// Constraints placing `id` at (x, y) with size w x h in root coordinates.
private func place(_ id: String, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
    """
      - \(id).left == root.left + \(x)
      - \(id).top == root.top + \(y)
      - \(id).width == \(w)
      - \(id).height == \(h)
    """
}

@Suite struct DrawingOrderTests {
    private func view(_ id: String, _ parent: String, z: Int = 0) -> ViewSpec {
        var spec = ViewSpec(id: id, parent: parent)
        spec.zIndex = z
        return spec
    }

    @Test func siblingsAreSortedByZIndexAndTiesKeepFileOrder() {
        // Scroll children a (z 1), b, c (z -1), e (z 1); d is a's child. Order: c, b, a, d, e.
        let views = [view("a", "scroll", z: 1), view("b", "scroll"), view("c", "scroll", z: -1), view("d", "a"),
                     view("e", "scroll", z: 1)]
        let tree = ViewTree(views)
        #expect(tree.paintingOrder == [2, 1, 0, 3, 4])
        // a's subtree is positions 2...3 (a, d); every other view is alone.
        #expect(tree.subtreeEnd == [1, 2, 4, 4, 5])
    }

    @Test func aHigherZIndexPaintsAnEarlierSiblingOnTop() throws {
        let pixmap = try render(
            views: """
              - {id: under, parent: root, color: "#FF0000", zIndex: 1}
              - {id: over, parent: root, color: "#0000FF"}
            """,
            constraints: place("under", 0, 0, 100, 100) + "\n" + place("over", 50, 50, 100, 100))
        #expect(pixmap.color(x: 75, y: 75) == red)
        #expect(pixmap.color(x: 125, y: 125) == blue)
    }

    @Test func hiddenDrawsNeitherTheViewNorItsSubviews() throws {
        let pixmap = try render(
            views: """
              - {id: parent, parent: root, color: "#FF0000", hidden: true}
              - {id: child, parent: parent, color: "#0000FF"}
              - {id: other, parent: root, color: "#FFFFFF"}
            """,
            constraints: place("parent", 0, 0, 100, 100) + "\n" + place("child", 10, 10, 20, 20) + "\n"
                + place("other", 150, 150, 10, 10))
        #expect(pixmap.color(x: 50, y: 50) == black)
        #expect(pixmap.color(x: 20, y: 20) == black)
        #expect(pixmap.color(x: 155, y: 155) == white)
    }
}

@Suite struct BorderAndGradientTests {
    @Test func aBorderIsABandInsideTheBoundsAboveTheSubviews() throws {
        let pixmap = try render(
            views: """
              - {id: card, parent: root, color: "#FFFFFF", borderWidth: 4, borderColor: "#FF0000"}
              - {id: fill, parent: card, color: "#0000FF"}
            """,
            constraints: place("card", 10, 10, 40, 30) + "\n" + place("fill", 10, 10, 40, 30))
        // The band covers x 10..<14 and 46..<50, y 10..<14 and 36..<40, over the child that fills the card.
        for (x, y) in [(10, 20), (13, 20), (46, 25), (49, 25), (30, 10), (30, 13), (30, 36), (30, 39)] {
            #expect(pixmap.color(x: x, y: y) == red, "(\(x), \(y))")
        }
        for (x, y) in [(14, 20), (45, 25), (30, 14), (30, 35)] {
            #expect(pixmap.color(x: x, y: y) == blue, "(\(x), \(y))")
        }
        for (x, y) in [(9, 20), (50, 20), (30, 9), (30, 40)] {
            #expect(pixmap.color(x: x, y: y) == black, "(\(x), \(y))")
        }
    }

    @Test func aRoundedBorderFollowsTheCorner() throws {
        let pixmap = try render(
            views: "  - {id: pill, parent: root, color: \"#FFFFFF\", cornerRadius: 20, borderWidth: 2, borderColor: \"#FF0000\"}",
            constraints: place("pill", 0, 0, 100, 40))
        // The corner pixel lies outside the rounded outline; the band's middle on the straight top edge is red,
        // and the pixel just inside the band is the white fill.
        #expect(pixmap.color(x: 0, y: 0) == black)
        #expect(pixmap.color(x: 50, y: 0) == red && pixmap.color(x: 50, y: 1) == red)
        #expect(pixmap.color(x: 50, y: 2) == white)
    }

    @Test func gradientColoursFollowTheAxis() throws {
        let pixmap = try render(
            views: """
              - {id: down, parent: root, gradient: {colors: ["#000000", "#FFFFFF"]}}
              - {id: across, parent: root, gradient: {colors: ["#000000", "#FFFFFF"], locations: [0.25, 0.75], start: [0, 0.5], end: [1, 0.5]}}
            """,
            constraints: place("down", 0, 0, 100, 100) + "\n" + place("across", 100, 0, 100, 100))
        // Top to bottom over 100 px: at row y the pixel centre is at t = (y + 0.5) / 100, grey 255 t.
        for y in [0, 24, 49, 75, 99] {
            let expected = 255 * (Double(y) + 0.5) / 100
            let grey = Double(pixmap.color(x: 50, y: y).r)
            #expect(abs(grey - expected) <= 1, "row \(y): \(grey) vs \(expected)")
        }
        // Left to right with stops at 25 and 75 px: black before, white after, 255 (x + 0.5 - 25) / 50 between.
        #expect(pixmap.color(x: 110, y: 50) == black)
        #expect(pixmap.color(x: 190, y: 50) == white)
        for x in [30, 49, 60] {
            let expected = 255 * (Double(x) + 0.5 - 25) / 50
            let grey = Double(pixmap.color(x: 100 + x, y: 50).g)
            #expect(abs(grey - expected) <= 1, "column \(x): \(grey) vs \(expected)")
        }
    }
}
