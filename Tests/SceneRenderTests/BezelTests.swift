import Layout
import Raster
import Testing
@testable import SceneRender

/// A scene whose screen is all content: a blue box filling the scroll view on a green background, a red bar at
/// y 100...150, no status bar or indicator.
private func bezelScene(device: String, orientation: Orientation = .portrait) throws -> Scene {
    try barAndBoxScene(name: "bezel", device: device, background: "#00FF00", boxHeight: 2000, orientation: orientation)
}

private func render(_ scene: Scene, scale: Double, bezel: Bool) throws -> (SceneRenderer, Pixmap) {
    let fonts = FontFamily(faces: [:])
    var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
    var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: scale, bezel: bezel)
    return (renderer, renderer.render(engine.solve(offset: 0), chrome: ChromeState()))
}

private let blue = Color(r: 0, g: 0, b: 255, a: 255)
private let white = Color(r: 255, g: 255, b: 255, a: 255)

/// Sizes by hand from Apple's dimensions (docs/scenes.md#bezel). Points per millimetre = ppi / 25.4 / scale.
/// iPhone X: 458 / 25.4 / 3 = 6.0105; body 70.9 x 143.6 mm = 426.14 x 863.11 pt around 375 x 812, so 25.57 pt
/// beside and 25.55 pt above and below the screen: 26 px each at 1x; body 427 x 864 px. Margins 16 left and
/// right, 12 top, 24 bottom: the frame is 459 x 900, the screen at (42, 38).
@Suite struct BezelSizeTests {
    @Test func theIPhoneXFrameIsTheBodyFromItsMillimetresPlusTheMargins() throws {
        let (renderer, pixmap) = try render(try bezelScene(device: "iPhone X"), scale: 1, bezel: true)
        #expect(renderer.pixelWidth == 459 && renderer.pixelHeight == 900)
        #expect(pixmap.width == 459 && pixmap.height == 900)
        #expect(renderer.bezelLayer?.screenX == 42 && renderer.bezelLayer?.screenY == 38)
    }

    @Test func theIPhoneSEHasThickBordersAboveAndBelow() {
        // 326 / 25.4 / 2 = 6.4173 pt/mm; 67.3 x 138.4 mm = 431.89 x 888.16 pt around 375 x 667: 28.44 pt beside
        // and 110.58 pt above and below. At 2x: 57 and 221 px; body 864 x 1776; frame 928 x 1848.
        let size = SceneRenderer.framePixelSize(device: DevicePresets.iPhoneSE, orientation: .portrait, scale: 2,
                                                bezel: true)
        #expect(size.width == 928 && size.height == 1848)
    }

    @Test func theProMaxHasThinBorders() {
        // 460 / 25.4 / 3 = 6.0367 pt/mm; 76.7 x 159.9 mm = 463.02 x 965.28 pt around 430 x 932: 16.51 and 16.64
        // pt, 17 px each at 1x; body 464 x 966; frame 496 x 1002.
        let size = SceneRenderer.framePixelSize(device: DevicePresets.iPhone15ProMax, orientation: .portrait,
                                                scale: 1, bezel: true)
        #expect(size.width == 496 && size.height == 1002)
        let points = SceneRenderer.framePointSize(device: DevicePresets.iPhone15ProMax, orientation: .portrait,
                                                  bezel: true)
        #expect(abs(points.width - (76.7 * 460 / 25.4 / 3 + 32)) < 1e-9)
        #expect(abs(points.height - (159.9 * 460 / 25.4 / 3 + 36)) < 1e-9)
    }

    @Test func landscapeTurnsThePhoneButNotTheMargins() {
        // The 427 x 864 px iPhone X body lies on its side: 16 + 864 + 16 wide, 12 + 427 + 24 tall.
        let size = SceneRenderer.framePixelSize(device: DevicePresets.iPhoneX, orientation: .landscape, scale: 1,
                                                bezel: true)
        #expect(size.width == 896 && size.height == 463)
    }

    @Test func customDevicesBorrowTheBodyOfTheirKind() {
        // Rounded display corners: the iPhone X's borders (70.9 mm · 458 / 25.4 / 3 = 426.14 pt, (426.14 − 375) / 2
        // = 25.57 pt beside) scaled by 400 / 375, concentric corners, and the island for a 59 pt top inset.
        let tall = DeviceSpec(name: "tall", width: 400, height: 880, safeArea: EdgeInsets(top: 59, bottom: 34),
                              cornerRadius: 48)
        let body = PhoneBody.body(for: tall)
        let side = (70.9 * 458 / 25.4 / 3 - 375) / 2 * 400 / 375
        #expect(abs(body.side - side) < 1e-9)
        #expect(abs(body.cornerRadius - (48 + side)) < 1e-9)
        #expect(body.front == .island && body.buttons.count == 4)
        // Square corners: the SE's body with its home button.
        let square = DeviceSpec(name: "square", width: 320, height: 568, safeArea: EdgeInsets(top: 20),
                                cornerRadius: 0)
        #expect(PhoneBody.body(for: square).front == .homeButton)
        // A preset at another touch rate is still that phone.
        var fast = DevicePresets.iPhone15
        fast.touchRate = 120
        #expect(PhoneBody.body(for: fast) == PhoneModel.iPhone15.body)
    }

    @Test func withoutTheBezelTheFrameIsTheScreen() {
        let size = SceneRenderer.framePixelSize(device: DevicePresets.iPhoneX, orientation: .landscape, scale: 2,
                                                bezel: false)
        #expect(size.width == 1624 && size.height == 750)
    }
}

@Suite struct BezelLookTests {
    @Test func theIPhoneSEHasAHomeButtonBelowAndAnEarpieceAboveTheScreen() throws {
        // At 2x (12.835 px/mm) the body is 864 px wide, the screen 221 px below its top and 1334 px tall: the home
        // button's centre is (432, 221 + 1334 + 110.5) in the body, (464, 1689.5) in the frame. Its radius is
        // 5.5 mm = 70.6 px with a 0.35 mm = 4.5 px ring: 66.1 ... 70.6 px from the centre.
        let (_, pixmap) = try render(try bezelScene(device: "iPhone SE"), scale: 2, bezel: true)
        #expect(pixmap.color(x: 464 + 68, y: 1689) == DeviceFrame.homeRingColor)
        #expect(pixmap.color(x: 464 - 68, y: 1689) == DeviceFrame.homeRingColor)
        #expect(pixmap.color(x: 464, y: 1689 - 68) == DeviceFrame.homeRingColor)
        #expect(pixmap.color(x: 464, y: 1689) == DeviceFrame.homeFaceColor)
        #expect(pixmap.color(x: 464 + 80, y: 1689) == DeviceFrame.bodyColor)
        // The earpiece, 10 x 1.3 mm, centred in the top border: (464, 24 + 110.5).
        #expect(pixmap.color(x: 464, y: 134) == DeviceFrame.detailColor)
        #expect(pixmap.color(x: 464, y: 134 - 12) == DeviceFrame.bodyColor)
        // No notch: the screen's top row is content from edge to edge (screen at (32 + 57, 24 + 221)).
        #expect(pixmap.color(x: 89 + 375, y: 245) == blue)
        #expect(pixmap.color(x: 89, y: 245) == blue)
        #expect(pixmap.color(x: 88, y: 244) == DeviceFrame.bodyColor)
    }

    @Test func sideButtonsStandOutOfTheLongEdges() throws {
        // iPhone X at 1x: buttons stand 0.6 mm = 3.61 px out of the body, whose left edge is at x 16 and right
        // edge at 16 + 427 = 443; lengths from the body's top (frame y 12) at 6.0105 px/mm.
        let (_, pixmap) = try render(try bezelScene(device: "iPhone X"), scale: 1, bezel: true)
        let mm = 458 / 25.4 / 3
        func y(_ millimetres: Double) -> Int { 12 + Int(millimetres * mm) }
        // Ring/silent switch 19.5...25.5 mm, volume up 32...42, volume down 45...55 on the left.
        for middle in [22.5, 37, 50] { #expect(pixmap.color(x: 13, y: y(middle)) == DeviceFrame.buttonColor) }
        // Between them and above the first: no button.
        for gap in [10, 29, 43.5, 60] { #expect(pixmap.color(x: 13, y: y(gap)) != DeviceFrame.buttonColor) }
        // The side button on the right, 32...50.5 mm.
        for along in [34.0, 41, 48] { #expect(pixmap.color(x: 444, y: y(along)) == DeviceFrame.buttonColor) }
        for gap in [28.0, 55] { #expect(pixmap.color(x: 444, y: y(gap)) != DeviceFrame.buttonColor) }
    }

    @Test func theShadowFallsBelowThePhoneAndFadesWithDistance() throws {
        // iPhone X at 1x: the body ends at frame y 12 + 864 = 876; below its middle column (x 229) the shadow,
        // 6 px lower and blurred by sigma 6 px, fades towards the frame's bottom edge (y 899).
        let (_, pixmap) = try render(try bezelScene(device: "iPhone X"), scale: 1, bezel: true)
        let levels = [877, 880, 884, 889, 895].map { Int(pixmap.color(x: 229, y: $0).r) }
        #expect(levels[0] < 220, "dark right under the phone: \(levels)")
        for (near, far) in zip(levels, levels.dropFirst()) { #expect(near < far, "\(levels)") }
        #expect(levels[4] >= 250)
        // The shadow is offset down: 2 px above the body it is lighter than 2 px below.
        #expect(pixmap.color(x: 229, y: 12 - 2).r > pixmap.color(x: 229, y: 876 + 1).r)
        // Far from the phone: the white surround.
        #expect(pixmap.color(x: 0, y: 0) == white)
        #expect(pixmap.color(x: 458, y: 0) == white)
    }

    @Test func displayCornersAreCutByTheirRadiusPerDevice() throws {
        // (device, screen origin in the frame at 1x, display corner radius): a pixel on the corner's diagonal just
        // outside the arc (its centre (r, r) from the corner, the pixel about r·√2 − r·0.3 away) is body.
        // iPhone X: (16 + 26, 12 + 26), r 39: pixel (3, 3) is 50 px from (39, 39). iPhone 15 Pro Max: (16 + 17,
        // 12 + 17), r 55: pixel (8, 8) is 66 px from (55, 55).
        for (device, origin, inside) in [("iPhone X", (42, 38), 3), ("iPhone 15 Pro Max", (33, 29), 8)] {
            let (_, pixmap) = try render(try bezelScene(device: device), scale: 1, bezel: true)
            #expect(pixmap.color(x: origin.0 + inside, y: origin.1 + inside) == DeviceFrame.bodyColor, "\(device)")
            #expect(pixmap.color(x: origin.0 + 150, y: origin.1 + 400) == blue, "\(device)")
            // The screen's first row is content once past the corner curve (continuous corners reach 1.53 r).
            #expect(pixmap.color(x: origin.0 + 100, y: origin.1 + 60) == blue, "\(device)")
        }
        // iPhone SE: square corners, its screen at (16 + 28, 12 + 111) at 1x (28.44 and 110.58 pt borders).
        let (_, se) = try render(try bezelScene(device: "iPhone SE"), scale: 1, bezel: true)
        #expect(se.color(x: 44, y: 123) == blue)
        #expect(se.color(x: 43, y: 123) == DeviceFrame.bodyColor)
        #expect(se.color(x: 44, y: 122) == DeviceFrame.bodyColor)
    }

    @Test func theNotchAndTheIslandCoverTheScreen() throws {
        // iPhone X at 1x, screen at (42, 38): the 209 x 30 pt notch is centred at the top.
        let (_, x) = try render(try bezelScene(device: "iPhone X"), scale: 1, bezel: true)
        #expect(x.color(x: 42 + 120, y: 38 + 20) == DeviceFrame.bodyColor)
        #expect(x.color(x: 42 + 187, y: 38 + 40) == blue)
        #expect(x.color(x: 42 + 60, y: 38 + 10) == blue)
        // iPhone 15 at 1x: 460 / 25.4 / 3 pt/mm, 71.6 x 147.6 mm around 393 x 852: 19.61 / 19.51 pt, 20 px
        // borders, screen at (36, 32); the 126 x 37 pt island starts 11 pt below the top.
        let (_, island) = try render(try bezelScene(device: "iPhone 15"), scale: 1, bezel: true)
        #expect(island.color(x: 36 + 150, y: 32 + 30) == DeviceFrame.bodyColor)
        #expect(island.color(x: 36 + 150, y: 32 + 5) == blue)
        #expect(island.color(x: 36 + 150, y: 32 + 52) == blue)
    }

    @Test func inLandscapeThePhoneLiesWithItsTopToTheLeft() throws {
        // iPhone X at 1x, 896 x 463 frame, screen at (16 + 26, 12 + 26). The notch is on the left edge, the
        // volume buttons (portrait left edge) on the bottom, the side button (portrait right edge) on top:
        // portrait body (x, y) goes to frame (16 + y, 12 + 427 − x).
        let (renderer, pixmap) = try render(try bezelScene(device: "iPhone X", orientation: .landscape), scale: 1,
                                            bezel: true)
        #expect(renderer.pixelWidth == 896 && renderer.pixelHeight == 463)
        #expect(pixmap.color(x: 42 + 15, y: 38 + 187) == DeviceFrame.bodyColor)
        #expect(pixmap.color(x: 42 + 400, y: 38 + 187) == blue)
        let mm = 458 / 25.4 / 3
        // Volume up (37 mm from the top) just below the body (frame y 12 + 427 = 439).
        #expect(pixmap.color(x: 16 + Int(37 * mm), y: 441) == DeviceFrame.buttonColor)
        // The side button (41 mm) just above the body (frame y 12).
        #expect(pixmap.color(x: 16 + Int(41 * mm), y: 10) == DeviceFrame.buttonColor)
        // Nothing stands out of the short edges.
        #expect(pixmap.color(x: 13, y: 12 + 213) != DeviceFrame.buttonColor)
    }
}

@Suite struct BezelCompositingTests {
    /// Every screen pixel the mask shows fully equals the frame rendered without the bezel.
    private func expectScreenMatches(device: String, orientation: Orientation, scale: Double) throws {
        let scene = try bezelScene(device: device, orientation: orientation)
        let (plainRenderer, plain) = try render(scene, scale: scale, bezel: false)
        let (renderer, framed) = try render(scene, scale: scale, bezel: true)
        let layer = try #require(renderer.bezelLayer)
        let mask = layer.screenMask
        var full = 0, mismatches = 0
        for y in 0..<plainRenderer.pixelHeight {
            for x in 0..<plainRenderer.pixelWidth {
                let fx = layer.screenX + x, fy = layer.screenY + y
                let mx = fx - mask.originX, my = fy - mask.originY
                guard mx >= 0, my >= 0, mx < mask.width, my < mask.height,
                      mask.coverage[my * mask.width + mx] == 255 else { continue }
                full += 1
                if framed.color(x: fx, y: fy) != plain.color(x: x, y: y) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0, "\(device) \(orientation)")
        // All but the corners and the housing show fully (the notch is 209 x 30 of 375 x 812 pt: 2 %).
        #expect(Double(full) > 0.96 * Double(plain.width * plain.height), "\(device) \(orientation): \(full)")
    }

    /// The frame a bezel renderer paints in place (the screen painted straight into the phone frame, then the
    /// partly covered pixels composed) equals the screen rendered alone and composed into the layer.
    @Test(arguments: [("iPhone X", Orientation.portrait, 1.0, "#00FF00"), ("iPhone X", .landscape, 2, "#00FF00"),
                      ("iPhone SE", .portrait, 2, "#00FF00"), ("iPhone 15", .portrait, 1, "#00FF00"),
                      ("iPhone 15 Pro Max", .landscape, 1, "#00FF00"),
                      // A translucent background: the screen is painted on its own canvas and composed.
                      ("iPhone 15", .portrait, 1, "#00FF0080")])
    func aFramePaintedInPlaceEqualsTheScreenComposedIntoTheLayer(device: String, orientation: Orientation,
                                                                 scale: Double, background: String) throws {
        let scene = try barAndBoxScene(name: "bezel", device: device, background: background, boxHeight: 2000,
                                       orientation: orientation)
        let fonts = FontFamily(faces: [:])
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
        var plain = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: scale, bezel: false)
        var framed = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: scale, bezel: true)
        let layer = try #require(framed.bezelLayer)
        // Pulled down 80 pt, the background shows above the box; the same renderer paints both frames.
        for offset in [-80.0, 0] {
            let layout = engine.solve(offset: offset)
            let expected = layer.compose(screen: plain.render(layout, chrome: ChromeState()))
            let frame = framed.render(layout, chrome: ChromeState())
            #expect(frame == expected, "\(device) \(orientation) @\(scale)x \(background) offset \(offset)")
            #expect(framed.displayList(layout, chrome: ChromeState()).replay() == expected)
        }
    }

    @Test func theScreenRegionIsTheFrameWithoutTheBezel() throws {
        try expectScreenMatches(device: "iPhone X", orientation: .portrait, scale: 1)
        try expectScreenMatches(device: "iPhone X", orientation: .landscape, scale: 1)
        try expectScreenMatches(device: "iPhone SE", orientation: .portrait, scale: 2)
        try expectScreenMatches(device: "iPhone 15 Pro Max", orientation: .landscape, scale: 1)
    }

    @Test func renderersHandedALayerShareItsPixelsInsteadOfPaintingTheirOwn() throws {
        let scene = try bezelScene(device: "iPhone X")
        let layer = BezelLayer(device: scene.device, orientation: scene.orientation, scale: 1)
        let fonts = FontFamily(faces: [:])
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
        let layout = engine.solve(offset: 0)
        func storage(_ pixmap: Pixmap?) -> UnsafeRawPointer? {
            pixmap?.pixels.withUnsafeBytes { $0.baseAddress }
        }
        var frames: [Pixmap] = []
        for _ in 0..<2 {
            var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 1, bezelLayer: layer)
            // Same storage: the layer was not painted again.
            #expect(storage(renderer.bezelLayer?.pixmap) == storage(layer.pixmap))
            frames.append(renderer.render(layout, chrome: ChromeState()))
        }
        #expect(frames[0] == frames[1])
        // Composing a frame leaves the shared layer as painted.
        #expect(layer.pixmap.color(x: 42 + 150, y: 38 + 400) == DeviceFrame.bodyColor)
        // A layer of another scale is not used (it would not fit): the renderer paints one of its own.
        let renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 2, bezelLayer: layer)
        #expect(renderer.bezelLayer?.scale == 2 && renderer.pixelWidth == 2 * 426 + 64)
    }

    @Test func aRendererReusingItsFrameBufferGivesEachFrameAsAFreshRendererDoes() throws {
        let scene = try bezelScene(device: "iPhone X")
        let fonts = FontFamily(faces: [:])
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
        let offsets: [Double] = [0, -80, -40, -80]  // pulled down: the background shows above the box
        var reused = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 1, bezel: true)
        var kept: [Pixmap] = []
        for offset in offsets {
            let layout = engine.solve(offset: offset)
            var fresh = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 1, bezel: true)
            let expected = fresh.render(layout, chrome: ChromeState())
            // Held frames (`kept`) must not change when the next frame is composed.
            kept.append(reused.render(layout, chrome: ChromeState()))
            #expect(kept.last == expected, "offset \(offset)")
        }
        #expect(kept[1] == kept[3])
        #expect(kept[0] != kept[1] && kept[1] != kept[2], "the offsets must give different frames")
        // Once the caller drops a frame, the next is written into the same storage instead of a copy of the layer.
        func storage(_ pixmap: Pixmap) -> UnsafeRawPointer? { pixmap.pixels.withUnsafeBytes { $0.baseAddress } }
        kept.removeAll()
        let first = storage(reused.render(engine.solve(offset: -10), chrome: ChromeState()))
        let second = storage(reused.render(engine.solve(offset: -20), chrome: ChromeState()))
        #expect(first != nil && first == second)
    }
}
