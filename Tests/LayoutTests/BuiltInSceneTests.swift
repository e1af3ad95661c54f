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

    @Test func newsDigestTableStartsAtTheInsetUnderTheSlant() throws {
        var engine = try engine("news-digest")
        let rest = engine.solve(offset: -260)
        // contentInset.top 260: the content's top, and the table's, is 260 pt down at rest, 40 pt above the header's
        // bottom (300), so the slanted part of the header covers the top of the first row.
        #expect(rest.frame(of: "stories")?.y == 260)
        #expect(try #require(rest.frame(of: "header")).maxY == 300)
        // One section of eight rows and no section headers. Labels 20 tall: a row is 11 + 20 + 2 + 20 + 11 = 64,
        // so row r's title is at 260 + 64 r + 11.
        #expect(rest.frame(of: "stories.s0.r0.title")?.y == 271)
        #expect(rest.frame(of: "stories.s0.r1.title")?.y == 335)
        #expect(rest.frame(of: "stories.s0.r7.title")?.y == 719)
        #expect(rest.frame(of: "stories.s0.header") == nil)
        #expect(rest.frame(of: "stories.s1.r0.title") == nil)
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

    @Test func stretchWeightsShowsTheTutorialsExamples() throws {
        var engine = try engine("stretch-weights")
        // Labels 100 x 20 -> pills 114 x 26 (margins 7 and 3). Header 375 * 1.2 = 450; overlay inner 450 - 50 - 12
        // = 388 from y 50, 351 wide from x 12. Cells: title 20, seven pill rows 26, rows (a) 26 and (e) 26 + 4 + 0
        // (the picture ignores its desired size); 9 gaps of 5. Extra 388 - 303 = 85: (a) floor(85 / 2) = 42,
        // (e) 43.
        let rest = engine.solve(offset: 0)
        #expect(rest.frame(of: "rowA") == Rect(x: 12, y: 75, width: 351, height: 68))
        // (a): the vStretch pill fills the row; the others keep 26, centred: 75 + (68 - 26) / 2 = 96.
        #expect(rest.frame(of: "a2") == Rect(x: 130, y: 75, width: 114, height: 68))
        #expect(rest.frame(of: "a1") == Rect(x: 12, y: 96, width: 114, height: 26))
        // (b): 351 - 3 * 114 - 8 = 1 extra, all to the middle pill.
        #expect(rest.frame(of: "b2")?.width == 115)
        // (c): 351 - 228 - 4 = 119 extra, floor(119 / 2) = 59 and 60: 173 and 174 wide, not equal halves.
        #expect(rest.frame(of: "c1")?.width == 173)
        #expect(rest.frame(of: "c2")?.width == 174)
        // (d): weights w : 1 on 119: w = 0 -> 0 and 119; w = 2 -> floor(238 / 3) = 79 and 40; w = 4 -> 95 and 24.
        #expect(rest.frame(of: "d0a")?.width == 114)
        #expect(rest.frame(of: "d0b")?.width == 233)
        #expect(rest.frame(of: "d2a")?.width == 193)
        #expect(rest.frame(of: "d2b")?.width == 154)
        #expect(rest.frame(of: "d4a")?.width == 209)
        #expect(rest.frame(of: "d4b")?.width == 138)
        // (e): rows of 26 + 5 from 148 to 360; the column at 365 is 73 tall: title 26, gap 4, picture 43.
        #expect(rest.frame(of: "e1") == Rect(x: 12, y: 365, width: 114, height: 26))
        #expect(rest.frame(of: "scrollArea") == Rect(x: 12, y: 395, width: 351, height: 43))
        // Pull 300 down: the header is 750 tall, extra 385: (a) floor(385 / 2) = 192, the other rows unchanged.
        let pulled = engine.solve(offset: -300)
        #expect(pulled.frame(of: "rowA")?.height == 218)
        #expect(pulled.frame(of: "a2")?.height == 218)
        #expect(pulled.frame(of: "a1")?.height == 26)
        #expect(pulled.frame(of: "rowB")?.height == 26)
        // (e) takes the other 193, all of it for the picture.
        #expect(pulled.frame(of: "scrollArea")?.height == 193)
    }

    @Test func shortContentFillsTheSpaceAboveTheBar() throws {
        var engine = try engine("short-content")
        #expect(engine.scene.scroll.alwaysBounceVertical)
        let layout = engine.solve(offset: -44)
        // Helper: from 44 to the tab bar's top 812 - 34 - 49 = 729, so 685; two items of 342.5.
        #expect(layout.contentHeight == 685)
        #expect(layout.frame(of: "sendItem") == Rect(x: 0, y: 44, width: 375, height: 342.5))
        #expect(layout.frame(of: "seeItem") == Rect(x: 0, y: 386.5, width: 375, height: 342.5))
        // Icon above label: 64 + 14 + 20 = 98 tall, 100 wide (the label), centred in the item:
        // x (375 - 100) / 2 = 137.5, y 44 + (342.5 - 98) / 2 = 166.25; the icon centred over the label.
        #expect(layout.frame(of: "sendIcon") == Rect(x: 155.5, y: 166.25, width: 64, height: 64))
        #expect(layout.frame(of: "sendLabel") == Rect(x: 137.5, y: 244.25, width: 100, height: 20))
        // The tab bar: 49 + 34 pt; four items of 375 / 4 = 93.75; glyphs 25 pt, 6 pt below the bar's top.
        #expect(layout.frame(of: "bottomBar") == Rect(x: 0, y: 729, width: 375, height: 83))
        #expect(layout.frame(of: "alertsTab") == Rect(x: 187.5, y: 729, width: 93.75, height: 49))
        #expect(layout.frame(of: "alertsIcon") == Rect(x: 221.875, y: 735, width: 25, height: 25))
        #expect(layout.frame(of: "alertsTitle")?.y == 763)  // 735 + 25 + 3
    }

    @Test func shortContentHasTheCompactTabBarInLandscape() throws {
        var engine = try engine("short-content", orientation: .landscape)
        let layout = engine.solve(offset: 0)
        // Landscape iPhone X: 812 x 375, safe area 44 left and right, 21 at the bottom. The compact bar is 32 pt
        // over the 21 pt inset: top 375 - 21 - 32 = 322; four items across 812 - 88 = 724 pt, 181 each.
        #expect(layout.frame(of: "bottomBar") == Rect(x: 0, y: 322, width: 812, height: 53))
        #expect(layout.frame(of: "alertsTab") == Rect(x: 44 + 2 * 181, y: 322, width: 181, height: 32))
        // Glyph 18 pt beside a title 100 x 20 (the test measurer), 6 pt apart: 124 pt centred on the tab's centre
        // 406 + 90.5 = 496.5, so from 434.5; both centred on the bar's middle, y 338.
        #expect(layout.frame(of: "alertsIcon") == Rect(x: 434.5, y: 329, width: 18, height: 18))
        #expect(layout.frame(of: "alertsTitle") == Rect(x: 458.5, y: 328, width: 100, height: 20))
    }
}
