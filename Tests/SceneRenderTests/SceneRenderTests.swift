import Foundation
import Layout
import Raster
import Testing
@testable import SceneRender

private let red = Color(r: 255, g: 0, b: 0, a: 255)
private let blue = Color(r: 0, g: 0, b: 255, a: 255)

/// The order scene (`barAndBoxScene`, no text: a red bar pinned to root listed BEFORE a blue box in the scroll view).
private func renderOrderScene(bezel: Bool) throws -> (SceneRenderer, Pixmap) {
    let scene = try barAndBoxScene(name: "order", device: "iPhone X", background: "#000000", boxHeight: 400)
    let fonts = FontFamily(faces: [:])
    var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
    var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 1, bezel: bezel)
    let pixmap = renderer.render(engine.solve(offset: 0), chrome: ChromeState())
    return (renderer, pixmap)
}

@Suite struct PaintingOrderTests {
    private func view(_ id: String, _ parent: String) -> ViewSpec { ViewSpec(id: id, parent: parent) }

    @Test func scrollSubtreeFirstThenRootChildrenDepthFirst() {
        // List order: bar (root), box (scroll), label (in box), badge (in bar), image (scroll).
        let views = [view("bar", "root"), view("box", "scroll"), view("label", "box"), view("badge", "bar"),
                     view("image", "scroll")]
        // scroll: box, label (box's child), image; then root: bar, badge.
        #expect(SceneRenderer.paintingOrder(of: views) == [1, 2, 4, 0, 3])
    }

    @Test func orphansKeepTheirListOrderAtTheEnd() {
        let views = [view("lost", "nowhere"), view("box", "scroll"), view("other", "missing")]
        #expect(SceneRenderer.paintingOrder(of: views) == [1, 0, 2])
    }

    @Test func aBarPinnedToRootCoversScrollingContent() throws {
        let (_, pixmap) = try renderOrderScene(bezel: false)
        // The bar (root y 100...150) lies over the box (content 0...400): root children paint after the scroll view.
        #expect(pixmap.color(x: 187, y: 125) == red)
        #expect(pixmap.color(x: 187, y: 300) == blue)
        #expect(pixmap.color(x: 187, y: 500) == Color(r: 0, g: 0, b: 0, a: 255))
    }
}

@Suite struct ScrollIndicatorTests {
    /// Viewport 812, content 1624, no insets: the track is 812 - 2 * 3 = 806 long and half of the content is
    /// visible, so the capsule is 403 long.
    func indicator(at offset: Double) -> ScrollIndicatorState {
        ScrollIndicatorState.geometry(offset: offset, minOffset: 0, maxOffset: 812, viewportHeight: 812,
                                      contentHeight: 1624, insetTop: 0, insetBottom: 0, alpha: 1)
    }

    @Test func lengthFollowsTheVisibleFractionAndPositionTheProgress() {
        #expect(indicator(at: 0) == ScrollIndicatorState(y: 3, length: 403, alpha: 1))
        // Half way: 3 + (806 - 403) / 2.
        #expect(indicator(at: 406) == ScrollIndicatorState(y: 204.5, length: 403, alpha: 1))
        #expect(indicator(at: 812) == ScrollIndicatorState(y: 3 + 403, length: 403, alpha: 1))
    }

    @Test func overscrollShrinksItAgainstTheEdgeItPassed() {
        #expect(indicator(at: -100) == ScrollIndicatorState(y: 3, length: 303, alpha: 1))
        // Shrinks to at most 7 pt, still pinned.
        #expect(indicator(at: -1000) == ScrollIndicatorState(y: 3, length: 7, alpha: 1))
        // Past the bottom: pinned to the track's end, 3 + 806 - 353.
        #expect(indicator(at: 862) == ScrollIndicatorState(y: 456, length: 353, alpha: 1))
    }

    @Test func indicatorInsetsMoveTheTrack() {
        let state = ScrollIndicatorState.geometry(offset: 0, minOffset: 0, maxOffset: 812, viewportHeight: 812,
                                                  contentHeight: 1624, insetTop: 44, insetBottom: 34, alpha: 0.5)
        // Track 812 - 78 - 6 = 728, capsule 364, starting 44 + 3.
        #expect(state == ScrollIndicatorState(y: 47, length: 364, alpha: 0.5))
    }
}

@Suite struct ImageReductionTests {
    @Test func imagesWiderThanTheLimitAreReducedOnceOthersKept() throws {
        let wide = try #require(RasterImage(width: 400, height: 200, straightRGBA: [UInt8](repeating: 200, count: 400 * 200 * 4)))
        let small = try #require(RasterImage(width: 50, height: 20, straightRGBA: [UInt8](repeating: 90, count: 50 * 20 * 4)))
        let assets = SceneAssets(fonts: FontFamily(faces: [:]), images: [("wide", wide), ("small", small)])
        let reduced = SceneRenderer.reducingImages(of: assets, toWidth: 100)
        // 400 x 200 -> 100 x 50 (aspect kept); a flat colour stays that colour under an area filter.
        let image = try #require(reduced.image(for: "wide"))
        #expect(image.width == 100 && image.height == 50)
        #expect(Array(image.pixels.prefix(4)) == Array(wide.pixels.prefix(4)))
        #expect(reduced.image(for: "small") == small)
        // A renderer at 1x on a 375 pt screen keeps images up to 750 px wide.
        #expect(SceneRenderer.imageOversampling * 375 == 750)
    }
}

/// A label sized by its own text (pinned by one edge and centerY, no width) shows the whole text: the width the
/// solver gives back is the measured width rounded to 1e-6 pt, and the painter's layout at that width must not
/// wrap or cut it ("Photos" once came out as "Phot…").
@Suite struct SelfSizedLabelTests {
    @Test(arguments: ["Photos", "Settings", "Wi-Fi", "Notifications"])
    func theWholeTextFitsItsOwnFrame(text: String) throws {
        let path = FontWeight.interDirectory + FontWeight.regular.interFileName
        let bytes = try #require(FileManager.default.contents(atPath: path), "fonts-inter is needed: \(path)")
        let fonts = FontFamily(faces: [.regular: try FontFace(bytes: [UInt8](bytes), name: "Inter")])
        let yaml = """
            name: label
            device: iPhone X
            views:
              - {id: row, parent: scroll, color: "#FFFFFF"}
              - {id: title, parent: row, text: "\(text)", font: {size: 17}}
            constraints:
              - row.top == scroll.contentTop
              - row.left == root.left
              - row.right == root.right
              - row.height == 44
              - row.bottom == scroll.contentBottom
              - title.left == row.left + 16
              - title.centerY == row.centerY
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "label.yaml")
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
        let frame = try #require(engine.solve(offset: 0).frame(of: "title"))
        let face = try #require(fonts.face(for: .regular))
        for scale in [1.0, 2.0, 3.0] {
            let painted = TextLayout(string: text, face: face, attributes: textAttributes(scene.views[1].textStyle),
                                     maxWidth: frame.width, scale: scale)
            #expect(painted.lines.map(\.text) == [text], "at @\(Int(scale))x, width \(frame.width)")
        }
    }
}
