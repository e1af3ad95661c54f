import Layout
import Raster
import Testing
@testable import SceneRender

/// Where the status bar's glyphs sit (docs/scenes.md#statusbar): home-button phones put the signal bars and Wi-Fi at
/// the left edge, notched phones in the right ear. Painted at 2x on a white page with black (`dark`) content and no
/// fonts, so the time draws nothing and only the vector glyphs are on the page.
@Suite struct StatusBarLayoutTests {
    private let black = Color(r: 0, g: 0, b: 0, a: 255)
    private let white = Color(r: 255, g: 255, b: 255, a: 255)

    private func paint(device: String) throws -> Pixmap {
        let yaml = """
            name: bar
            device: \(device)
            background: "#FFFFFF"
            statusBar: {style: dark, homeIndicator: hidden}
            scroll: {showsIndicator: false}
            views:
              - {id: body, parent: scroll, color: "#FFFFFF"}
            constraints:
              - scroll.edges == root.edges
              - body.top == scroll.contentTop
              - body.left == root.left
              - body.right == root.right
              - body.height == 100
              - body.bottom == scroll.contentBottom
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "bar.yaml")
        let fonts = FontFamily(faces: [:])
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
        var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 2, bezel: false)
        return renderer.render(engine.solve(offset: 0), chrome: ChromeState())
    }

    /// The pixel at (x, y) points, at 2x.
    private func at(_ pixmap: Pixmap, _ x: Double, _ y: Double) -> Color {
        pixmap.color(x: Int(x * 2), y: Int(y * 2))
    }

    @Test func aHomeButtonPhoneHasSignalAndWiFiOnTheLeft() throws {
        let bar = try paint(device: "iPhone SE")
        // The 20 pt bar's row centre is y 10; the bars' bottoms at 15.5. Signal from x 6 on a 4.5 pt pitch, 3 pt
        // wide: the first bar x 6 ... 9, y 11.5 ... 15.5; the fourth x 19.5 ... 22.5, y 4.5 ... 15.5.
        #expect(at(bar, 7.5, 13.5) == black)
        #expect(at(bar, 21, 10) == black)
        #expect(at(bar, 7.5, 8) == white)  // above the first (shortest) bar
        // Wi-Fi: 5 pt after the bars (22.5 + 5 = 27.5), centred 7.8 further: (35.3, 15.3). The dot reaches 3.8 up, the
        // outer band lies between 8.8 and 11 from the centre.
        #expect(at(bar, 35.25, 13.25) == black)
        #expect(at(bar, 35.25, 5.25) == black)
        #expect(at(bar, 35.25, 7.25) == white)  // 7.8 ... 8.3 up: the gap between the middle band (to 7.4) and 8.8
        // Nothing is left where the notched layout put them: the bars used to end at x 317, the fan at 338.
        #expect(at(bar, 316, 10) == white)
        #expect(at(bar, 330.25, 5.25) == white)
        // The battery stays at the right edge: its body fill x 345 ... 365.5, y 6.25 ... 13.75.
        #expect(at(bar, 355, 10) == black)
    }

    @Test func aNotchedPhoneKeepsTheGlyphsInTheRightEar() throws {
        let bar = try paint(device: "iPhone X")
        // Row centre 24; battery at 361 - 26 = 335, Wi-Fi right edge 330, bars from 330 - 15.5 - 5 - 17 = 292.5:
        // the fourth bar x 306 ... 309, y 18.5 ... 29.5.
        #expect(at(bar, 307.5, 24) == black)
        #expect(at(bar, 21, 24) == white)
    }
}
