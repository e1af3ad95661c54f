import Testing
@testable import Layout

/// Landscape on a notched phone: the safe area's 44 pt sides keep list content and safe-area-pinned views out of the
/// notch, as UIKit does (docs/scenes.md#lists, docs/scenes.md#anchors).
@Suite struct LandscapeSafeAreaTests {
    /// A full-width list of two rows (one with a chevron) under a header, 100 pt below the content's top.
    func table(orientation: String, insets: Bool? = nil) -> String {
        """
        orientation: \(orientation)
        views:
          - id: table
            parent: scroll
            list:
              \(insets.map { "insetsContentViewsToSafeArea: \($0)" } ?? "rowHeight: 44")
              sections:
                - {header: A, rows: [r0, {title: r1, accessory: disclosure}]}
        constraints:
          - table.top == scroll.contentTop + 100
          - table.left == root.left
          - table.right == root.right
          - table.bottom == scroll.contentBottom
        """
    }

    @Test func theOverlapWithTheSafeAreaSidesIsMeasuredPerList() {
        let landscape = DevicePresets.iPhoneX.oriented(.landscape)
        #expect(landscape.safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(ListLayout.safeAreaSideInsets(of: Rect(x: 0, y: 0, width: 812, height: 10), on: landscape)
            == EdgeInsets(left: 44, right: 44))
        // From x 30 to 230: 14 pt of the left inset, nothing of the right one (which starts at 768).
        #expect(ListLayout.safeAreaSideInsets(of: Rect(x: 30, y: 0, width: 200, height: 10), on: landscape)
            == EdgeInsets(left: 14, right: 0))
        #expect(ListLayout.safeAreaSideInsets(of: Rect(x: 0, y: 0, width: 375, height: 10), on: DevicePresets.iPhoneX)
            == .zero)
    }

    @Test func rowContentMovesInByTheSafeAreaWhileBackgroundsSpanTheList() throws {
        var engine = try makeEngine(table(orientation: "landscape"), labelHeight: 20)
        let layout = engine.solve(offset: 0)
        // 44 inset + 16 margin = 60 from either edge of the 812 pt screen.
        #expect(layout.frame(of: "table.s0.r0.title") == Rect(x: 60, y: 100 + 28 + 12, width: 812 - 120, height: 20))
        #expect(layout.frame(of: "table.s0.header.title")?.x == 60)
        #expect(layout.frame(of: "table.s0.header") == Rect(x: 0, y: 100, width: 812, height: 28))
        // The separator starts under the text (44 + 16) and runs to the list's right edge.
        #expect(layout.frame(of: "table.s0.r0.separator") == Rect(x: 60, y: 100 + 28 + 43.5, width: 812 - 60, height: 0.5))
        // The chevron (8 pt wide) ends 16 pt inside the right safe-area inset: 812 - 44 - 16 = 752.
        let chevron = try #require(layout.frame(of: "table.s0.r1.accessory"))
        #expect(chevron.maxX == 752 && chevron.width == 8)
    }

    @Test func turningTheInsetOffLaysContentUnderTheNotch() throws {
        var engine = try makeEngine(table(orientation: "landscape", insets: false), labelHeight: 20)
        #expect(engine.solve(offset: 0).frame(of: "table.s0.r0.title")?.x == 16)
        var portrait = try makeEngine(table(orientation: "portrait"), labelHeight: 20)
        #expect(portrait.solve(offset: 0).frame(of: "table.s0.r0.title") == Rect(x: 16, y: 140, width: 343, height: 20))
    }

    @Test(arguments: ["stretchy", "stretchy-parallax"])
    func theArticlesTextStaysInsideTheSafeArea(name: String) throws {
        var scene = try SceneFile.parse(yaml: SampleScenes.yaml(name), sourceName: name)
        scene.orientation = .landscape
        var engine = try LayoutEngine(scene: scene, textMeasurer: FixedTextMeasurer(height: 20), strict: true)
        let label = try #require(engine.solve(offset: 0).frame(of: "label"))
        #expect(label.minX == 44 + 14)
        #expect(label.maxX == 812 - 44 - 14)
        scene.orientation = .portrait
        var portrait = try LayoutEngine(scene: scene, textMeasurer: FixedTextMeasurer(height: 20), strict: true)
        let portraitLabel = try #require(portrait.solve(offset: 0).frame(of: "label"))
        #expect(portraitLabel.minX == 14 && portraitLabel.maxX == 375 - 14)
    }

    @Test func newsDigestAndProfileKeepTheirTextOutOfTheNotch() throws {
        for name in ["news-digest", "profile"] {
            var scene = try SceneFile.parse(yaml: SampleScenes.yaml(name), sourceName: name)
            scene.orientation = .landscape
            // Labels 20 tall and 100 wide unwrapped.
            let measurer = FixedTextMeasurer(height: 20, singleLineWidth: 100)
            var engine = try LayoutEngine(scene: scene, textMeasurer: measurer, strict: true)
            let layout = engine.solve(offset: 0)
            let texts = layout.views.filter { $0.spec.text != nil || $0.id.hasSuffix(".title") || $0.id.hasSuffix(".detail") }
            #expect(!texts.isEmpty)
            for view in texts where view.frame.width > 0 {
                #expect(view.frame.minX >= 44 && view.frame.maxX <= 812 - 44, "\(name) \(view.id) \(view.frame)")
            }
        }
    }
}
