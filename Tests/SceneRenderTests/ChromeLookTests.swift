import Layout
import Raster
import Testing
@testable import SceneRender

/// A one-colour page under an iPhone X screen with the scroll indicator's style and the home indicator's setting.
private func page(background: String, indicatorStyle: String? = nil, homeIndicator: String? = nil) -> String {
    """
    name: page
    device: iPhone X
    background: "\(background)"
    statusBar: {hidden: true\(homeIndicator.map { ", homeIndicator: \($0)" } ?? "")}
    scroll: {showsIndicator: true\(indicatorStyle.map { ", indicatorStyle: \($0)" } ?? "")}
    views:
      - {id: body, parent: scroll, color: "\(background)"}
    constraints:
      - scroll.edges == root.edges
      - body.top == scroll.contentTop
      - body.left == root.left
      - body.right == root.right
      - body.height == 3000
      - body.bottom == scroll.contentBottom

    """
}

/// The page painted with the indicator fully shown over y 100...300 pt.
private func paint(_ yaml: String) throws -> Pixmap {
    let scene = try SceneFile.parse(yaml: yaml, sourceName: "page")
    let fonts = FontFamily(faces: [:])
    var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
    var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 2, bezel: false)
    let indicator = ScrollIndicatorState(y: 100, length: 200, alpha: 1)
    return renderer.render(engine.solve(offset: 0), chrome: ChromeState(indicator: indicator))
}

/// Luma of a pixel (Rec. 709 weights on the 8-bit values), rounded to a whole level.
private func luma(_ color: Color) -> Double {
    (0.2126 * Double(color.r) + 0.7152 * Double(color.g) + 0.0722 * Double(color.b)).rounded()
}

@Suite struct ScrollIndicatorLookTests {
    /// The indicator's column at @2x: 375 - 3 - 3 = 369 pt to 372 pt, pixels 738...743; the middle of its length.
    let middleY = 400

    @Test func theDefaultBarIsDarkOnALightPage() throws {
        let pixmap = try paint(page(background: "#FFFFFF"))
        let core = pixmap.color(x: 740, y: middleY)
        #expect(luma(core) < 200, "core \(core)")
        #expect(luma(pixmap.color(x: 700, y: middleY)) == 255)
    }

    @Test func theDefaultBarHasALightBorderOnADarkPage() throws {
        let pixmap = try paint(page(background: "#000000"))
        // The border's pixels (the bar's outer half point) are lighter than the page; the page stays black.
        let brightest = (736...745).map { luma(pixmap.color(x: $0, y: middleY)) }.max() ?? 0
        #expect(brightest > 40, "brightest \(brightest)")
        #expect(luma(pixmap.color(x: 700, y: middleY)) == 0)
    }

    @Test func theDefaultBarReadsOnCrimson() throws {
        // Scene A's body colour: the bar is darker than the page (the article's screenshots show it dark).
        let pixmap = try paint(page(background: "#BE2045"))
        #expect(luma(pixmap.color(x: 740, y: middleY)) < luma(pixmap.color(x: 700, y: middleY)) - 15)
    }

    @Test func whiteAndBlackStylesAreOneColour() throws {
        let onBlack = try paint(page(background: "#000000", indicatorStyle: "white"))
        #expect(luma(onBlack.color(x: 740, y: middleY)) > 100)
        let onWhite = try paint(page(background: "#FFFFFF", indicatorStyle: "black"))
        let core = onWhite.color(x: 740, y: middleY)
        #expect(luma(core) < 200 && core.r == core.g && core.g == core.b)
        // A white bar on a white page cannot be seen: that is what `.default` is for.
        let invisible = try paint(page(background: "#FFFFFF", indicatorStyle: "white"))
        #expect(luma(invisible.color(x: 740, y: middleY)) == 255)
    }

    @Test func aBadStyleIsALocatedError() {
        #expect(throws: SceneError.self) { try SceneFile.parse(yaml: page(background: "#FFFFFF", indicatorStyle: "grey"),
                                                                sourceName: "page") }
    }
}

@Suite struct HomeIndicatorLookTests {
    /// The home indicator's middle at @2x: 812 - 8 - 2.5 pt = 801.5 pt.
    let barY = 1603

    @Test(arguments: [("#FFFFFF", true), ("#F2F2F7", true), ("#BE2045", true), ("#000000", false), ("#1C1C1E", false)])
    func automaticTakesTheContrastingColour(background: String, dark: Bool) throws {
        let pixmap = try paint(page(background: background))
        let bar = luma(pixmap.color(x: 375, y: barY))
        let page = luma(pixmap.color(x: 100, y: barY))
        if dark { #expect(bar < page - 40, "bar \(bar) page \(page)") } else { #expect(bar > page + 40, "bar \(bar) page \(page)") }
    }

    @Test func theSceneCanFixOrHideIt() throws {
        let light = try paint(page(background: "#FFFFFF", homeIndicator: "light"))
        #expect(luma(light.color(x: 375, y: barY)) == 255)
        let dark = try paint(page(background: "#000000", homeIndicator: "dark"))
        #expect(luma(dark.color(x: 375, y: barY)) == 0)
        let hidden = try paint(page(background: "#808080", homeIndicator: "hidden"))
        #expect(hidden.color(x: 375, y: barY) == hidden.color(x: 100, y: barY))
    }
}
