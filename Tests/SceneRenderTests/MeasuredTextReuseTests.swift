import Foundation
import Layout
import Raster
import Testing
@testable import SceneRender

/// A wrapped, centred body label and a one-line title: the layout engine measures the body unwrapped and at its
/// width between the margins, the title at its fixed width.
private let wrappedScene = """
    name: wrapped
    device: {width: 320, height: 400, safeArea: {top: 20, bottom: 0, left: 0, right: 0}, cornerRadius: 0}
    background: "#FFFFFF"
    statusBar: {hidden: true}
    views:
      - {id: title, parent: scroll, text: "Measured once", font: {size: 22, weight: semibold}, textColor: "#1C1C1E"}
      - {id: body, parent: scroll, text: "Lorem ipsum dolor sit amet, in alia adhuc aperiri nam. Movet scripta tractatos cu eum, sale commodo meliore ea eam, per commodo atomorum ea.", font: {size: 15}, alignment: center, lines: 0, textColor: "#333333"}
      - {id: tall, parent: scroll, color: "#EEEEEE"}
    constraints:
      - scroll.edges == root.edges
      - title.top == scroll.contentTop + 10
      - title.left == root.left + 16
      - title.width == 250
      - title.height == 30
      - body.top == title.bottom + 8
      - body.left == root.left + 16
      - body.right == root.right - 16
      - tall.top == body.bottom + 10
      - tall.left == root.left
      - tall.right == root.right
      - tall.height == 600
      - tall.bottom == scroll.contentBottom
    """

@Suite struct MeasuredTextReuseTests {
    /// The painter takes the layouts the engine measured for labels drawn at scale 1 at their measured width, and the
    /// frame is byte-for-byte the one it paints when it shapes every label itself.
    @Test func reusedLayoutsPaintTheSameFrame() throws {
        let scene = try SceneFile.parse(yaml: wrappedScene, sourceName: "wrapped")
        let fonts = try interFamily()
        let measurer = SceneTextMeasurer(fonts: fonts)
        var engine = try LayoutEngine(scene: scene, textMeasurer: measurer, strict: true)
        let layout = engine.solve(offset: 0)
        let measured = measurer.measuredLayouts()
        let body = try #require(layout.views.first { $0.id == "body" })
        let string = try #require(body.spec.text)
        // The body was measured at the width it is drawn at; that layout is what shaping it again gives.
        let kept = try #require(measured.layout(string, style: body.spec.textStyle, width: body.frame.width))
        let fresh = TextLayout(string: string, fonts: try #require(fonts.cascade(for: body.spec.textStyle.weight)),
                               attributes: textAttributes(body.spec.textStyle), maxWidth: body.frame.width, scale: 1)
        #expect(kept.lines == fresh.lines && kept.lines.count > 1)
        // Not at a width it was not measured at.
        #expect(measured.layout(string, style: body.spec.textStyle, width: body.frame.width - 1) == nil)

        let chrome = ChromeState(statusBarHiddenFraction: 1, indicator: nil, touch: nil)
        var reusing = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts, measuredText: measured), scale: 1)
        var shaping = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 1)
        let a = reusing.render(layout, chrome: chrome), b = shaping.render(layout, chrome: chrome)
        #expect(a.width == b.width && a.height == b.height)
        #expect(a.pixels == b.pixels)
        // Text was drawn: the body's band is not all white.
        #expect(a.pixels.contains { $0 < 200 })
    }
}
