import Testing
@testable import Layout

/// The built-in scenes (the files `samples/*.yaml`) lay out as their articles describe.
@Suite struct BuiltInSceneTests {
    /// Labels 20 tall and at most 100 wide unwrapped.
    let measurer = FixedTextMeasurer(height: 20, singleLineWidth: 100)

    func engine(_ name: String, orientation: Orientation? = nil) throws -> LayoutEngine {
        let yaml = SampleScenes.yaml(name)
        #expect(!yaml.isEmpty, "samples/\(name).yaml is missing")
        var scene = try SceneFile.parse(yaml: yaml, sourceName: name)
        if let orientation { scene.orientation = orientation }
        return try LayoutEngine(scene: scene, textMeasurer: measurer, strict: true)
    }

    @Test(arguments: SampleScenes.names)
    func everySceneParsesAndSolvesWithoutDiagnostics(name: String) throws {
        for orientation in Orientation.allCases {
            var engine = try engine(name, orientation: orientation)
            #expect(engine.diagnostics == [], "\(name) \(orientation)")
            let layout = engine.solve(offset: 0)
            #expect(layout.views.count == engine.scene.views.count)
            #expect(layout.contentHeight > 0)
        }
    }

    @Test(arguments: SampleScenes.names)
    func incrementalSolvesMatchFreshEngines(name: String) throws {
        var incremental = try engine(name)
        for offset in stride(from: -700.0, through: 1200.0, by: 61.5) {
            var fresh = try engine(name)
            let expected = fresh.solve(offset: offset)
            let actual = incremental.solve(offset: offset)
            #expect(abs(actual.contentHeight - expected.contentHeight) < 1e-6)
            for (lhs, rhs) in zip(actual.views, expected.views) {
                let same = abs(lhs.frame.x - rhs.frame.x) < 1e-6 && abs(lhs.frame.y - rhs.frame.y) < 1e-6
                    && abs(lhs.frame.width - rhs.frame.width) < 1e-6 && abs(lhs.frame.height - rhs.frame.height) < 1e-6
                #expect(same, "\(name) offset \(offset) view \(lhs.id)")
            }
        }
    }

    @Test func newsDigestHeaderFollowsTheArticlesFormula() throws {
        var engine = try engine("news-digest")
        #expect(engine.scene.scroll.restingOffset(on: engine.scene.screen) == -260)
        // At rest: frame (0, -260, w, 300) in content coordinates = root y 0.
        #expect(engine.solve(offset: -260).frame(of: "header") == Rect(x: 0, y: 0, width: 375, height: 300))
        // Pulled to -400: y = offset (root 0), height = 400 + 40.
        #expect(engine.solve(offset: -400).frame(of: "header") == Rect(x: 0, y: 0, width: 375, height: 440))
        // Scrolled to 0: the header keeps 300 and moves up by 260.
        #expect(engine.solve(offset: 0).frame(of: "header") == Rect(x: 0, y: -260, width: 375, height: 300))
        #expect(engine.scene.statusBar.hidden)
    }

    @Test func gridSquaresKeepTheirSpacingInBothOrientations() throws {
        // Portrait: 3 columns on the 375 pt scroll view, 10 pt spacing: (375 - 10 * 4) / 3 = 111.667.
        var portrait = try engine("grid")
        let edge = (375.0 - 10 * 4) / 3
        let rest = portrait.solve(offset: -44)
        let first = try #require(rest.frame(of: "square0"))
        #expect(abs(first.width - edge) < 1e-5 && abs(first.height - edge) < 1e-5)
        #expect(first.x == 10 && first.y == 44 + 10)
        // 30 squares = 10 rows: 10 * 111.667 + 11 * 10 = 1226.667, taller than the 812 pt scroll view even
        // after its 44 + 34 insets, so it scrolls (up to 1226.667 + 34 - 812 = 448.667).
        let rows = 10.0
        #expect(abs(rest.contentHeight - (rows * edge + 10 * (rows + 1))) < 1e-5)
        #expect(rest.contentHeight + 34 > 812 - 44 + 400)
        let last = try #require(rest.frame(of: "square29"))
        #expect(abs(last.maxX - 365) < 1e-5)
        // Landscape: 5 columns inside the 44 pt side safe areas: (812 - 88 - 10 * 6) / 5 = 132.8.
        var landscape = try engine("grid", orientation: .landscape)
        let wide = landscape.solve(offset: 0)
        let rowEnd = try #require(wide.frame(of: "square4"))
        #expect(abs(rowEnd.width - 132.8) < 1e-5 && abs(rowEnd.height - 132.8) < 1e-5)
        #expect(abs(rowEnd.maxX - (812 - 44 - 10)) < 1e-5)
        #expect(abs((wide.frame(of: "square0")?.x ?? 0) - (44 + 10)) < 1e-5)
        // 6 rows: 6 * 132.8 + 7 * 10 = 866.8.
        #expect(abs(wide.contentHeight - 866.8) < 1e-5)
    }

    @Test func stretchWeightsSplitExtraHeightOneToTwo() throws {
        var engine = try engine("stretch-weights")
        // Overlay = imageView = 262.5 tall; inner 262.5 - 44 - 16 = 202.5; gaps 3 * 8; title 20 + badges 28.
        // Extra 130.5: top spacer floor(130.5 / 3) = 43, bottom spacer 87.5.
        let rest = engine.solve(offset: 0)
        #expect(rest.frame(of: "topSpacer")?.height == 43)
        #expect(rest.frame(of: "title")?.y == 95)  // 44 inset + 43 spacer + 8 gap
        #expect(rest.frame(of: "bottomSpacer")?.height == 87.5)
        // Badges: 343 wide, gaps 12, desired 120, extra 211 -> floor(211 / 3) = 70 and 141.
        #expect(rest.frame(of: "badgeA")?.width == 110)
        #expect(rest.frame(of: "badgeB")?.width == 181)
        #expect(rest.frame(of: "badgeC")?.width == 40)
        // Pull 300 down: extra grows by 300 -> floor(430.5 / 3) = 143 on top.
        #expect(engine.solve(offset: -300).frame(of: "topSpacer")?.height == 143)
    }

    @Test func shortContentFillsTheSpaceAboveTheBar() throws {
        var engine = try engine("short-content")
        #expect(engine.scene.scroll.alwaysBounceVertical)
        let layout = engine.solve(offset: -44)
        // Helper: from 44 to the bar top 812 - 34 - 60 = 718, so 674; two items of 337.
        #expect(layout.contentHeight == 674)
        #expect(layout.frame(of: "sendItem") == Rect(x: 0, y: 44, width: 375, height: 337))
        #expect(layout.frame(of: "seeItem") == Rect(x: 0, y: 381, width: 375, height: 337))
        #expect(layout.frame(of: "sendLabel") == Rect(x: 137.5, y: 202.5, width: 100, height: 20))
    }
}
