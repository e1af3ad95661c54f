import Foundation
import Layout
import Raster
import Testing
@testable import SceneRender

/// A two-run label: the first run red, the second without a colour, so it follows the view's bound `textColor`.
private let richScene = """
    name: rich
    device: iPhone X
    background: "#FFFFFF"
    statusBar: {hidden: true}
    views:
      - id: pair
        parent: scroll
        text: [{text: "HHHH", color: "#FF0000", weight: semibold, size: 22}, {text: "NNNN"}]
        textColor: {over: offset, keyframes: {0: "#0000FF", 100: "#00FF00"}}
        font: {size: 17}
      - {id: tall, parent: scroll}
    constraints:
      - scroll.edges == root.edges
      - pair.top == scroll.contentTop + 300
      - pair.left == root.left + 20
      - tall.top == pair.bottom
      - tall.left == root.left
      - tall.width == 10
      - tall.height == 1600
      - tall.bottom == scroll.contentBottom

    """

@Suite struct RichTextRenderTests {
    /// Columns holding ink of each kind in `pixmap`: red (r >> b, g), blue (b >> r, g), green (g >> r, b).
    private func inkColumns(_ pixmap: Pixmap) -> (red: [Int], blue: [Int], green: [Int]) {
        var red: [Int] = [], blue: [Int] = [], green: [Int] = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let index = (y * pixmap.width + x) * 4
                let r = Int(pixmap.pixels[index]), g = Int(pixmap.pixels[index + 1]), b = Int(pixmap.pixels[index + 2])
                if r - max(g, b) > 40 { red.append(x) }
                if b - max(r, g) > 40 { blue.append(x) }
                if g - max(r, b) > 40 { green.append(x) }
            }
        }
        return (red, blue, green)
    }

    /// The label is measured by its runs (its width is the runs' plain widths added), the red run is painted red
    /// only over its own span, and the colourless run follows the bound textColor: blue at offset 0, green at 100.
    /// The recorded display list replays to the same bytes.
    @Test func runsArePaintedInTheirColoursAndFollowABoundTextColor() throws {
        let scene = try SceneFile.parse(yaml: richScene, sourceName: "rich")
        let fonts = try interFamily()
        let measurer = SceneTextMeasurer(fonts: fonts)
        var engine = try LayoutEngine(scene: scene, textMeasurer: measurer, strict: true)
        var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 2)
        let firstAlone = measurer.measure(TextStyle(size: 22, weight: .semibold), string: "HHHH", maxWidth: nil).width
        let secondAlone = measurer.measure(TextStyle(size: 17), string: "NNNN", maxWidth: nil).width
        for (offset, followsBlue) in [(0.0, true), (100.0, false)] {
            let layout = engine.solve(offset: offset)
            let frame = try #require(layout.views.first { $0.id == "pair" }).frame
            #expect(abs(frame.width - (firstAlone + secondAlone)) < 1e-6)
            let pixmap = renderer.render(layout, chrome: ChromeState())
            let boundary = (frame.x + firstAlone) * 2
            let ink = inkColumns(pixmap)
            let followed = followsBlue ? ink.blue : ink.green
            #expect(Double(try #require(ink.red.max())) < boundary)
            #expect(Double(try #require(ink.red.min())) >= frame.x * 2 - 1)
            #expect(Double(try #require(followed.min())) >= boundary - 1)
            #expect(Double(try #require(followed.max())) > boundary + secondAlone)
            #expect((followsBlue ? ink.green : ink.blue).isEmpty)
            let list = renderer.displayList(layout, chrome: ChromeState())
            #expect(list.operations.contains { if case .richText = $0 { true } else { false } })
            #expect(list.replay().pixels == pixmap.pixels)
        }
    }
}
