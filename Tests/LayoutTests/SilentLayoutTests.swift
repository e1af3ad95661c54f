import Testing
@testable import Layout

/// The silent layouts `stretchgif check` warns about (docs/scenes.md#silent-layouts), on the engine.
@Suite struct SilentLayoutTests {
    static func warnings(_ yaml: String, offsets: [Double]) throws -> [SceneError] {
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml")
        var engine = try LayoutEngine(scene: scene, textMeasurer: FixedTextMeasurer(height: 20, singleLineWidth: 120))
        return engine.silentLayoutWarnings(atOffsets: offsets)
    }

    @Test func aLabelStretchedByAnOptionalWidthIsReportedAtThatConstraint() throws {
        // Text 120 pt wide; the @750 width beats hugging @250: 300 > 2 x 120.
        let warnings = try Self.warnings(PriorityKeyTests.labelScene("", width: "label.width == 300 @750"), offsets: [])
        #expect(warnings == [SceneError(
            SourceLocation(file: "test.yaml", line: 8, column: 5),
            "view 'label' (line 3) is 300 pt wide at scroll offset 0 pt, more than 2 times its intrinsic width of "
                + "120 pt: the optional constraint 'label.width == 300 @750' (line 8) beats its content hugging @250 "
                + "(raise the view's 'hugging' or lower that priority; docs/scenes.md#silent-layouts)")])
        // Hugging 800 keeps the text width: nothing to report.
        #expect(try Self.warnings(
            PriorityKeyTests.labelScene(", hugging: {horizontal: 800}", width: "label.width == 300 @750"),
            offsets: []).isEmpty)
        // 2 x 120 exactly is not past the ratio; a required width is what the scene asks for.
        #expect(try Self.warnings(PriorityKeyTests.labelScene("", width: "label.width == 240 @750"), offsets: []).isEmpty)
        #expect(try Self.warnings(PriorityKeyTests.labelScene("", width: "label.width == 300"), offsets: []).isEmpty)
    }

    /// A 1000 pt block (required) and a 100 pt spacer end the content (1100 pt at rest). The spacer's @750 top is written in its
    /// height times 10000, so one point of height costs 10000 points of its error: with 5 tiers (0.5, 750, 900,
    /// 999.5, 999.75) neighbours weigh 10^3.75 = 5623 apart, less than 10000, so it beats the @900 height. At offset
    /// 200 the spacer's top is at 800 and its height (800 + 999000) / 10000 = 99.98: content 1099.98.
    static let growing = """
        name: grows
        views:
          - {id: block, parent: scroll, color: "#FFFFFF"}
          - {id: spacer, parent: scroll, color: "#FF0000"}
        constraints:
          - block.top == scroll.contentTop
          - block.left == root.left
          - block.right == root.right
          - block.height == 1000
          - spacer.top == block.bottom
          - spacer.left == root.left
          - spacer.right == root.right
          - spacer.bottom == scroll.contentBottom
          - spacer.height == 100 @900
          - spacer.top == spacer.height * 10000 - 999000 @750
        gesture: |
          set offset 200
          wait 0.1s
        """

    @Test func aContentHeightThatMovesWithTheOffsetIsReportedAtItsCause() throws {
        let warnings = try Self.warnings(Self.growing, offsets: [200])
        #expect(warnings == [SceneError(
            SourceLocation(file: "test.yaml", line: 15, column: 5),
            "the content height changes with the scroll offset: 1100 pt at offset 0 pt, 1099.98 pt at offset 200 pt, "
                + "because of the optional constraint 'spacer.top == spacer.height * 10000 - 999000 @750' (line 15) "
                + "(only a scroll-time conflict may change it; docs/scenes.md#silent-layouts)")])
        // With a multiplier of 1000 (< 5623) the @900 height wins and the content stays 1100 pt.
        let fixed = Self.growing.replacingOccurrences(of: "* 10000 - 999000", with: "* 1000 - 99000")
        #expect(try Self.warnings(fixed, offsets: [200]).isEmpty)
    }

    @Test func step2sBreakIsNotASilentLayout() throws {
        // Past 262.5 a required constraint breaks and the content grows by every point: the documented case.
        #expect(try Self.warnings(SampleScenes.yaml("stretchy-step2"), offsets: [-100, 400]).isEmpty)
    }

    @Test(arguments: SampleScenes.names)
    func builtInScenesAreSilent(name: String) throws {
        var engine = try makeEngine(SampleScenes.yaml(name))
        #expect(engine.silentLayoutWarnings(atOffsets: [-200, 300, 1000]).isEmpty)
    }
}
