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

/// The bounding box (x0, y0, x1, y1, exclusive ends) of the pixels that differ from `background`.
private func paintedBounds(_ pixmap: Pixmap, background: Color) -> (Int, Int, Int, Int)? {
    var bounds: (Int, Int, Int, Int)?
    for y in 0..<pixmap.height {
        for x in 0..<pixmap.width where pixmap.color(x: x, y: y) != background {
            let b = bounds ?? (x, y, x + 1, y + 1)
            bounds = (min(b.0, x), min(b.1, y), max(b.2, x + 1), max(b.3, y + 1))
        }
    }
    return bounds
}

@Suite struct LayerEffectTests {
    @Test func aScaleAboutTheTopLeftCornerDoublesTheViewAwayFromIt() throws {
        let pixmap = try render(
            views: "  - {id: box, parent: root, color: \"#FF0000\", transform: {scale: 2, anchor: [0, 0]}}",
            constraints: place("box", 20, 20, 40, 20))
        // The corner (20, 20) stays; 40 x 20 doubles to 80 x 40: pixels 20..<100 across, 20..<60 down.
        let bounds = try #require(paintedBounds(pixmap, background: black))
        #expect(bounds == (20, 20, 100, 60))
        #expect(pixmap.color(x: 21, y: 21) == red && pixmap.color(x: 98, y: 58) == red)
    }

    @Test func aQuarterTurnAboutTheCentreSwapsTheSides() throws {
        let pixmap = try render(
            views: "  - {id: box, parent: root, color: \"#FF0000\", transform: {rotation: 90}}",
            constraints: place("box", 50, 50, 40, 20))
        // Centre (70, 60); 40 x 20 turned a quarter is 20 x 40 about it: x 60..<80, y 40..<80 (edges on whole
        // pixels, so anti-aliasing leaves nothing outside; cos 90° is 6e-17, not 0, hence the ±1 tolerance).
        let bounds = try #require(paintedBounds(pixmap, background: black))
        #expect(abs(bounds.0 - 60) <= 1 && abs(bounds.1 - 40) <= 1 && abs(bounds.2 - 80) <= 1 && abs(bounds.3 - 80) <= 1)
        #expect(pixmap.color(x: 70, y: 42) == red && pixmap.color(x: 70, y: 78) == red)
        #expect(pixmap.color(x: 55, y: 60) == black && pixmap.color(x: 85, y: 60) == black)
    }

    @Test func aPositiveRotationTurnsClockwiseAboutTheAnchor() throws {
        let pixmap = try render(
            views: "  - {id: bar, parent: root, color: \"#FF0000\", transform: {rotation: 30, anchor: [0, 0.5]}}",
            constraints: place("bar", 40, 98, 100, 4))
        // The anchor (40, 100) stays; the bar's far end turns 30° clockwise on the y-down screen: the point 80 pt
        // along it lies at (40 + 80 cos 30°, 100 + 80 sin 30°) = (109.3, 140), and nothing lies where a
        // counter-clockwise turn would put it, (109.3, 60).
        #expect(pixmap.color(x: 109, y: 139) == red)
        #expect(pixmap.color(x: 109, y: 60) == black)
        #expect(pixmap.color(x: 130, y: 100) == black)
    }

    @Test func aBlurredOnePixelLineFollowsTheGaussiansWeights() throws {
        let pixmap = try render(
            views: "  - {id: line, parent: root, color: \"#FFFFFF\", blur: 1}",
            constraints: place("line", 100, 20, 1, 160))
        // White over black: each pixel's level is 255 x the weight of its distance from the line, w_i =
        // exp(-i²/2σ²) / Σ over the kernel (σ = 1 pt = 1 px at @1x, radius 3σ).
        let weights = (-3...3).map { exp(-Double($0 * $0) / 2) }
        let total = weights.reduce(0, +)
        for offset in -4...4 {
            let expected = abs(offset) > 3 ? 0 : 255 * weights[offset + 3] / total
            let level = Double(pixmap.color(x: 100 + offset, y: 100).r)
            #expect(abs(level - expected) <= 2, "pixel \(offset) from the line: \(level) vs \(expected)")
        }
    }

    @Test func aShadowLiesUnderTheViewMovedAndBlurredAndIgnoresClips() throws {
        let grey = Color(r: 128, g: 128, b: 128, a: 255)
        let yaml = """
              - {id: sharp, parent: root, color: "#FFFFFF", clips: true, shadow: {opacity: 1, radius: 0, offset: [10, 10]}}
              - {id: soft, parent: root, color: "#FFFFFF", shadow: {opacity: 1, radius: 2, offset: [20, 20]}}
              - {id: backdrop, parent: root, color: "#808080", zIndex: -1}
            """
        let pixmap = try render(
            views: yaml,
            constraints: place("sharp", 10, 10, 40, 40) + "\n" + place("soft", 80, 60, 60, 60) + "\n"
                + place("backdrop", 0, 0, 200, 200))
        // Radius 0: a hard black copy 10 pt down and right, under the view, outside its clipping bounds.
        #expect(pixmap.color(x: 55, y: 55) == black)
        #expect(pixmap.color(x: 30, y: 30) == white)
        #expect(pixmap.color(x: 5, y: 5) == grey && pixmap.color(x: 61, y: 30) == grey)
        // Radius 2: black well inside the moved square (100..<160 both ways), and at the first pixel past its right
        // edge the blurred step has alpha (1 - w0) / 2 with w0 the centre weight of σ = 2 (radius 6).
        #expect(pixmap.color(x: 150, y: 110) == black)
        let weights = (-6...6).map { exp(-Double($0 * $0) / 8) }
        let outside = (1 - weights[6] / weights.reduce(0, +)) / 2
        let level = Double(pixmap.color(x: 160, y: 110).r)
        #expect(abs(level - 128 * (1 - outside)) <= 2, "\(level) vs \(128 * (1 - outside))")
    }

    @Test func aBoundScaleIsResolvedPerFrame() throws {
        let views = "  - {id: box, parent: root, color: \"#FF0000\", transform: {anchor: [0, 0], scale: {over: offset, keyframes: {0: 1, 100: 3}}}}"
        let atRest = try render(views: views, constraints: place("box", 10, 10, 20, 10), offset: 0)
        let halfway = try render(views: views, constraints: place("box", 10, 10, 20, 10), offset: 50)
        #expect(try #require(paintedBounds(atRest, background: black)) == (10, 10, 30, 20))
        #expect(try #require(paintedBounds(halfway, background: black)) == (10, 10, 50, 30))
    }
}

@Suite struct LayerLimitTests {
    @Test func layersNestAtMostEightDeepAndDeeperEffectsAreDropped() throws {
        // Ten nested views, each moved 2 pt right by its transform; the innermost is a red 4 x 4 square at x 100.
        // The first eight transforms apply (layers inside layers), the last two are drawn without theirs: the square
        // lands 16 pt right, at 116..<120, not at 120.
        var views = "  - {id: v0, parent: root, transform: {translateX: 2}}\n"
        var constraints = place("v0", 0, 0, 200, 200) + "\n"
        for level in 1..<10 {
            views += "  - {id: v\(level), parent: v\(level - 1), transform: {translateX: 2}"
                + (level == 9 ? ", color: \"#FF0000\"}" : "}") + "\n"
            constraints += level == 9 ? place("v9", 100, 100, 4, 4) : place("v\(level)", 0, 0, 200, 200) + "\n"
        }
        let pixmap = try render(views: views, constraints: constraints)
        #expect(try #require(paintedBounds(pixmap, background: black)) == (116, 100, 120, 104))
    }
}
