import Foundation
import Layout
import Raster
import Testing
@testable import SceneRender

/// A 200 x 200 pt screen without safe areas: ten 20 pt vertical stripes of five colours on root, and over them a
/// rounded card (`card`, 20...180 x 40...160 pt) with `cardKeys` (e.g. a material and an alpha).
private func stripedScene(cardKeys: String) throws -> Scene {
    let colours = ["#FF3B30", "#FFCC00", "#34C759", "#007AFF", "#AF52DE"]
    var views = "", constraints = ""
    for index in 0..<10 {
        views += "  - {id: s\(index), parent: root, color: \"\(colours[index % 5])\"}\n"
        constraints += """
              - s\(index).left == root.left + \(index * 20)
              - s\(index).top == root.top
              - s\(index).width == 20
              - s\(index).bottom == root.bottom

            """
    }
    views += "  - {id: card, parent: root, cornerRadius: 16\(cardKeys.isEmpty ? "" : ", " + cardKeys)}\n"
    constraints += """
          - card.left == root.left + 20
          - card.top == root.top + 40
          - card.width == 160
          - card.height == 120

        """
    let yaml = """
        name: materials
        device: {width: 200, height: 200}
        background: "#FFFFFF"
        statusBar: {hidden: true}
        views:
        \(views)constraints:
        \(constraints)
        """
    return try SceneFile.parse(yaml: yaml, sourceName: "materials.yaml")
}

private func render(_ scene: Scene, scale: Double, offset: Double = 0) throws -> Pixmap {
    let fonts = FontFamily(faces: [:])
    var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
    var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: scale)
    return renderer.render(engine.solve(offset: offset), chrome: ChromeState())
}

@Suite struct MaterialRenderTests {
    /// The blur is in points: the @2x frame reduced 2 x 2 (mean of each block) matches the @1x frame inside the
    /// card within 3 levels (each frame's byte rounding and the mean's), and stays far from the unblurred stripes.
    @Test func theSameFrameAtTwoScalesAgrees() throws {
        let scene = try stripedScene(cardKeys: "material: regular")
        let one = try render(scene, scale: 1), two = try render(scene, scale: 2)
        #expect(one.width == 200 && two.width == 400)
        let plain = try render(try stripedScene(cardKeys: ""), scale: 1)
        var worst = 0, fromStripes = 0
        // Inside the card, 4 pt clear of its straight edges and out of its continuous corners (a 16 pt continuous
        // corner bends over 16 · 1.528 = 24.4 pt of each side), where each scale anti-aliases its own edge.
        for y in 44..<156 {
            for x in 24..<176 where (46..<154).contains(x) || (66..<134).contains(y) {
                let a = one.color(x: x, y: y)
                let block = [two.color(x: 2 * x, y: 2 * y), two.color(x: 2 * x + 1, y: 2 * y),
                             two.color(x: 2 * x, y: 2 * y + 1), two.color(x: 2 * x + 1, y: 2 * y + 1)]
                for channel in [\Color.r, \.g, \.b] {
                    let mean = Int((Double(block.map { Int($0[keyPath: channel]) }.reduce(0, +)) / 4).rounded())
                    worst = max(worst, abs(Int(a[keyPath: channel]) - mean))
                    fromStripes = max(fromStripes, abs(Int(a[keyPath: channel]) - Int(plain.color(x: x, y: y)[keyPath: channel])))
                }
            }
        }
        #expect(worst <= 3, "largest difference \(worst)")
        #expect(fromStripes > 60)
    }

    /// Alpha (here bound to the offset: 0.5 at offset 0, 1 at 100) mixes the backdrop with the full material:
    /// at 0.5 every pixel is half way (±1) between the frame without the card and the frame with it at alpha 1.
    /// Alpha 0 draws nothing.
    @Test func alphaIncludingABoundOneMixesTheBackdropWithTheMaterial() throws {
        let plain = try render(try stripedScene(cardKeys: ""), scale: 1)
        let full = try render(try stripedScene(cardKeys: "material: thin"), scale: 1)
        let bound = try stripedScene(cardKeys: "material: thin, alpha: {over: offset, keyframes: {0: 0.5, 100: 1}}")
        let half = try render(bound, scale: 1)
        let boundToOne = try render(bound, scale: 1, offset: 100).pixels == full.pixels
        let drawn = full.pixels != plain.pixels
        #expect(boundToOne && drawn)
        var worst = 0.0
        for index in stride(from: 0, to: plain.pixels.count, by: 4) {
            for lane in 0..<3 {
                let mid = (Double(plain.pixels[index + lane]) + Double(full.pixels[index + lane])) / 2
                worst = max(worst, abs(Double(half.pixels[index + lane]) - mid))
            }
        }
        #expect(worst <= 1)
        let hidden = try render(try stripedScene(cardKeys: "material: thin, alpha: 0"), scale: 1).pixels == plain.pixels
        #expect(hidden)
    }

    /// The display list records the material as one call whose replay gives the rendered frame byte for byte.
    @Test func theDisplayListReplaysTheMaterialByteForByte() throws {
        let scene = try stripedScene(cardKeys: "material: chrome, color: \"#FF000040\"")
        let fonts = FontFamily(faces: [:])
        var engine = try LayoutEngine(scene: scene, textMeasurer: SceneTextMeasurer(fonts: fonts), strict: true)
        var renderer = SceneRenderer(scene: scene, assets: SceneAssets(fonts: fonts), scale: 2)
        let layout = engine.solve(offset: 0)
        let list = renderer.displayList(layout, chrome: ChromeState())
        // Compared first, so a failure does not print two frames' bytes.
        let replayed = list.replay().pixels == renderer.render(layout, chrome: ChromeState()).pixels
        #expect(replayed)
        let backdrops = list.operations.filter { if case .backdrop = $0 { true } else { false } }
        #expect(backdrops.count == 1)
        // The material comes right before the card's own fill, which is drawn over it.
        let index = try #require(list.operations.firstIndex { if case .backdrop = $0 { true } else { false } })
        if case .fillPath(_, .solid(let colour), _, _, _, _) = list.operations[index + 1] {
            #expect(colour == Color(r: 255, g: 0, b: 0, a: 0x40))
        } else {
            Issue.record("the card's fill does not follow its material")
        }
    }
}
