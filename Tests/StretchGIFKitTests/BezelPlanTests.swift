import Raster
import Testing
@testable import StretchGIFKit

/// `--bezel` in a render: the plan paints the phone once and every renderer it makes composes into that painting.
@Suite struct BezelPlanTests {
    private func animation(bezel: Bool, width: Int? = nil) throws -> Animation {
        var options = RenderOptions()
        options.fps = 10
        options.bezel = bezel
        options.width = width
        return try Animation(scene: try StretchScene.builtIn("stretchy"), options: options)
    }

    @Test func everyRendererOfAPlanSharesTheOneLayerThePlanPainted() throws {
        let plan = try animation(bezel: true).plan
        let layer = try #require(plan.bezelLayer)
        func storage(_ pixmap: Pixmap?) -> UnsafeRawPointer? { pixmap?.pixels.withUnsafeBytes { $0.baseAddress } }
        for _ in 0..<3 {
            let renderer = try plan.makeRenderer()
            #expect(storage(renderer.bezelLayer?.pixmap) == storage(layer.pixmap))
        }
        #expect(try animation(bezel: false).plan.bezelLayer == nil)
    }

    @Test func framesAreTheLayerSizeAndShowTheScreenUnchanged() throws {
        // stretchy is an iPhone X scene: at 1x a 459 x 900 frame with the screen at (42, 38) (BezelSizeTests).
        let framed = try animation(bezel: true)
        let plain = try animation(bezel: false)
        #expect(framed.pixelWidth == 459 && framed.pixelHeight == 900)
        let withBezel = try framed.plan.renderFrames(6..<7, jobs: 1)[0]
        let without = try plain.plan.renderFrames(6..<7, jobs: 1)[0]
        // A row through the middle of the screen, away from the rounded corners.
        for x in stride(from: 0, to: 375, by: 7) {
            #expect(withBezel.color(x: 42 + x, y: 38 + 400) == without.color(x: x, y: 400))
        }
    }

    @Test func aWidthPaintsTheWholePhoneAtTwiceTheOutputsDensity() throws {
        // The iPhone X frame is 426.14 + 32 = 458.14 pt wide: a 300 px output paints at ceil(600 / 458.14) = 2.
        let reduced = try animation(bezel: true, width: 300)
        #expect(reduced.plan.renderScale == 2)
        #expect(reduced.pixelWidth == 300)
        // 916 x 1798 px at 2x (BezelSizeTests' arithmetic) reduced to 300 wide: round(1798 · 300 / 916) = 589.
        #expect(reduced.pixelHeight == 589)
    }
}
