import Foundation
import Layout
import Raster
import Testing
@testable import SceneRender

/// A scene using every kind of canvas call: fills with square and continuous corners, a clipping parent with a
/// masked child, an image clipped to its rounded view, a label, a filled and a stroked vector shape, and all the
/// chrome (status bar with its clock, scroll indicator, automatic home indicator, touch).
private let everythingScene = """
    name: everything
    device: iPhone X
    background: "#F2F2F7"
    statusBar: {style: dark}
    scroll: {showsIndicator: true}
    views:
      - {id: card, parent: scroll, color: "#FFCC00", cornerRadius: 16, clips: true, alpha: 0.9}
      - {id: wedge, parent: card, color: "#34C759", mask: [[0, 0], [w, 0], [0, h]]}
      - {id: photo, parent: scroll, image: "stripes", cornerRadius: 12}
      - {id: title, parent: scroll, text: "Display lists", font: {size: 20, weight: semibold}, textColor: "#1C1C1E"}
      - {id: star, parent: scroll, icon: star, tintColor: "#FF3B30"}
      - {id: ring, parent: scroll, path: "M 0 0 L 10 0 L 10 10 Z", strokeWidth: 2, tintColor: "#5856D6"}
      - {id: tall, parent: scroll, color: "#8E8E93"}
    constraints:
      - scroll.edges == root.edges
      - card.top == scroll.contentTop + 20
      - card.left == root.left + 20
      - card.width == 200
      - card.height == 120
      - wedge.edges == card.edges
      - photo.top == card.bottom + 10
      - photo.left == root.left + 20
      - photo.width == 150
      - photo.height == 90
      - title.top == photo.bottom + 10
      - title.left == root.left + 20
      - title.right == root.right - 20
      - title.height == 30
      - star.top == title.bottom + 10
      - star.left == root.left + 20
      - star.width == 40
      - star.height == 40
      - ring.top == star.top
      - ring.left == star.right + 10
      - ring.width == 40
      - ring.height == 40
      - tall.top == star.bottom + 10
      - tall.left == root.left
      - tall.right == root.right
      - tall.height == 1600
      - tall.bottom == scroll.contentBottom

    """

/// 30 x 20 vertical stripes, red and blue.
private func stripes() throws -> RasterImage {
    var bytes: [UInt8] = []
    for _ in 0..<20 {
        for x in 0..<30 { bytes += x % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    return try #require(RasterImage(width: 30, height: 20, straightRGBA: bytes))
}

private func everything(bezel: Bool, offset: Double) throws
    -> (renderer: SceneRenderer, layout: SolvedLayout, chrome: ChromeState)
{
    let scene = try SceneFile.parse(yaml: everythingScene, sourceName: "everything")
    let fonts = try interFamily()
    var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
    let renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts, images: [("stripes", try stripes())]),
                                 scale: 2, bezel: bezel)
    let chrome = ChromeState(statusBarHiddenFraction: 0.25,
                             indicator: ScrollIndicatorState(y: 60, length: 200, alpha: 0.8),
                             touch: Point(x: 150, y: 400))
    return (renderer, engine.solve(offset: offset), chrome)
}

@Suite struct DisplayListTests {
    @Test(arguments: [(false, 0.0), (false, -120.0), (true, 0.0), (true, 300.0)])
    func replayingTheRecordedListGivesTheRenderedFrameByteForByte(bezel: Bool, offset: Double) throws {
        var (renderer, layout, chrome) = try everything(bezel: bezel, offset: offset)
        let rendered = renderer.render(layout, chrome: chrome)
        let list = renderer.displayList(layout, chrome: chrome)
        let replayed = list.replay()
        #expect(replayed.width == rendered.width && replayed.height == rendered.height)
        #expect(replayed.pixels == rendered.pixels)
        // Every kind of call was recorded, and the bezel travels with the list.
        #expect(list.operations.contains { if case .image = $0 { true } else { false } })
        #expect(list.operations.contains { if case .text = $0 { true } else { false } })
        #expect(list.operations.contains { if case .fillRect = $0 { true } else { false } })
        #expect(list.operations.contains { $0.clip.contains { if case .path = $0 { true } else { false } } })
        #expect((list.bezel != nil) == bezel)
        if let layer = list.bezel {
            // Render and replay both paint the screen straight into the phone frame; the screen painted on a
            // canvas of its own (a renderer without the bezel) and composed into the layer gives the same bytes:
            // text, image, path clips and chrome through the window.
            var plain = try everything(bezel: false, offset: offset).renderer
            #expect(rendered.pixels == layer.compose(screen: plain.render(layout, chrome: chrome)).pixels)
        }
    }

    /// Labels keep their masks between frames (`TextCoverage`): a renderer that painted other frames first, with
    /// the label at other heights and, once, shifted sideways by a fraction of a pixel, paints each frame exactly
    /// as a fresh renderer does and as its replayed display list (which builds every mask again).
    @Test func textKeptFromEarlierFramesChangesNoPixel() throws {
        var (used, layout, chrome) = try everything(bezel: false, offset: 0)
        let scene = try SceneFile.parse(yaml: everythingScene, sourceName: "everything")
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: try interFamily()),
                                      strict: true)
        var sideways = engine.solve(offset: 40.5)
        let title = try #require(sideways.views.firstIndex { $0.id == "title" })
        sideways.views[title].frame.x += 0.375
        // Copies of a renderer that never painted: no kept masks.
        let unused = try everything(bezel: false, offset: 0).renderer
        for frame in [layout, engine.solve(offset: -120), sideways, layout] {
            let kept = used.render(frame, chrome: chrome)
            var fresh = unused
            #expect(kept.pixels == fresh.render(frame, chrome: chrome).pixels)
            #expect(kept.pixels == used.displayList(frame, chrome: chrome).replay().pixels)
        }
        // The sideways frame really moved the label: its pixels differ from the same frame without the shift.
        var probe = unused
        #expect(probe.render(sideways, chrome: chrome).pixels
                != probe.render(engine.solve(offset: 40.5), chrome: chrome).pixels)
    }

    /// The order scene: a blue box in the scroll view, a red bar on root listed before it, no status bar or
    /// indicator; the iPhone X's home indicator over the black background.
    @Test func theListOfAKnownFrameHoldsItsCallsInPaintingOrder() throws {
        let scene = try barAndBoxScene(name: "order", device: "iPhone X", background: "#000000", boxHeight: 400)
        let fonts = FontFamily(faces: [:])
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
        var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 2)
        let list = renderer.displayList(engine.solve(offset: 0), chrome: ChromeState())
        #expect(list.width == 750 && list.height == 1624)
        #expect(list.background == Color(r: 0, g: 0, b: 0, a: 255))
        try #require(list.operations.count == 3)
        // 1. The box (scroll subtree first), clipped to the scroll view (the whole 375 x 812 pt screen at @2x).
        guard case let .fillRect(box, boxPaint, boxOpacity, boxClip) = list.operations[0] else {
            Issue.record("first call is not the box's rectangle: \(list.operations[0])")
            return
        }
        #expect(box == Rect(x: 0, y: 0, width: 750, height: 800))
        #expect(boxPaint == .solid(Color(r: 0, g: 0, b: 255, a: 255)) && boxOpacity == 1)
        #expect(boxClip == [.rect(Rect(x: 0, y: 0, width: 750, height: 1624))])
        // 2. The bar pinned to root, unclipped, above the box.
        guard case let .fillRect(bar, barPaint, _, barClip) = list.operations[1] else {
            Issue.record("second call is not the bar's rectangle: \(list.operations[1])")
            return
        }
        #expect(bar == Rect(x: 0, y: 200, width: 750, height: 100))
        #expect(barPaint == .solid(Color(r: 255, g: 0, b: 0, a: 255)) && barClip.isEmpty)
        // 3. The home indicator: a 134 x 5 pt capsule 8 pt above the bottom, light over the black background,
        //    at 0.9 opacity.
        guard case let .fillPath(capsule, capsulePaint, _, capsuleOpacity, transform, capsuleClip) = list.operations[2]
        else {
            Issue.record("third call is not the home indicator: \(list.operations[2])")
            return
        }
        let bounds = capsule.controlBounds
        #expect(abs(bounds.x - 241) < 1e-9 && abs(bounds.width - 268) < 1e-9)
        #expect(abs(bounds.y - 1598) < 1e-9 && abs(bounds.height - 10) < 1e-9)
        #expect(capsulePaint == .solid(Color(r: 255, g: 255, b: 255, a: 255)) && capsuleOpacity == 0.9)
        #expect(transform == .identity && capsuleClip.isEmpty)
    }
}
