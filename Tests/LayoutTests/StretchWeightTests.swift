import Testing
@testable import Layout

/// WeView's per-axis stretch weights (docs/scenes.md#stacks), checked on the tutorial's own examples with frames
/// worked out by hand.
@Suite struct StretchWeightTests {
    let row = Rect(x: 0, y: 0, width: 300, height: 100)
    let centred = StackSpec(axis: .horizontal, alignment: .center)

    @Test func verticalStretchInAHorizontalRowDoesNotMoveTheOthers() {
        let items = [
            StackLayout.Item(desired: Size(width: 60, height: 20), stretch: 0),
            StackLayout.Item(desired: Size(width: 80, height: 20), stretch: 0, crossStretch: 1),
            StackLayout.Item(desired: Size(width: 40, height: 20), stretch: 0),
        ]
        let frames = StackLayout.arrange(items, in: row, spec: centred)
        // No horizontal weight: widths stay 60, 80, 40 from x 0; the extra 120 stays after the last cell.
        #expect(frames.map(\.x) == [0, 60, 140])
        #expect(frames.map(\.width) == [60, 80, 40])
        // The middle one fills the row's 100 pt; the others keep 20, centred: (100 - 20) / 2 = 40.
        #expect(frames.map(\.height) == [20, 100, 20])
        #expect(frames.map(\.y) == [40, 0, 40])
    }

    @Test func oneHorizontalStretchTakesAllTheExtraWidth() {
        let items = [
            StackLayout.Item(desired: Size(width: 60, height: 20), stretch: 0),
            StackLayout.Item(desired: Size(width: 80, height: 20), stretch: 1, crossStretch: 0),
            StackLayout.Item(desired: Size(width: 40, height: 20), stretch: 0),
        ]
        let frames = StackLayout.arrange(items, in: row, spec: centred)
        // 300 - 180 = 120 extra, all to the middle: 200 wide.
        #expect(frames.map(\.width) == [60, 200, 40])
        #expect(frames.map(\.x) == [0, 60, 260])
        #expect(frames.map(\.height) == [20, 20, 20])
    }

    @Test func twoStretchingViewsShareTheExtraNotTheWidth() {
        let items = [
            StackLayout.Item(desired: Size(width: 60, height: 20), stretch: 1),
            StackLayout.Item(desired: Size(width: 100, height: 20), stretch: 1),
        ]
        // 300 - 160 = 140 extra: +70 each, so 130 and 170 (not 150 and 150).
        let frames = StackLayout.arrange(items, in: row, spec: centred)
        #expect(frames.map(\.width) == [130, 170])
        #expect(frames.map(\.x) == [0, 130])
    }

    @Test func firstLabelWeightsZeroToFourAgainstOne() {
        // Both labels 50 wide in 300: 200 extra. First share floor(200 * w / (w + 1)), the second the rest.
        let expected: [(Double, [Double])] = [
            (0, [50, 250]),  // 0 : 1, all 200 to the second
            (1, [150, 150]),  // floor(200 / 2) = 100 each
            (2, [183, 117]),  // floor(400 / 3) = 133, then 67
            (3, [200, 100]),  // floor(600 / 4) = 150, then 50
            (4, [210, 90]),  // floor(800 / 5) = 160, then 40
        ]
        for (weight, widths) in expected {
            let items = [
                StackLayout.Item(desired: Size(width: 50, height: 20), stretch: weight),
                StackLayout.Item(desired: Size(width: 50, height: 20), stretch: 1),
            ]
            let frames = StackLayout.arrange(items, in: row, spec: centred)
            #expect(frames.map(\.width) == widths, "weight \(weight)")
        }
    }

    @Test func ignoredDesiredSizeTakesTheRestUnderATitle() {
        // A 375 x 400 column: a 30 pt title, then a scroll area that wants 600 x 900 but ignores it.
        let items = [
            StackLayout.Item(desired: Size(width: 200, height: 30), stretch: 0),
            StackLayout.Item(
                desired: Size(width: 600, height: 900), stretch: 1, crossStretch: 1, ignoreDesiredSize: true),
        ]
        let frames = StackLayout.arrange(
            items, in: Rect(x: 0, y: 0, width: 375, height: 400), spec: StackSpec(axis: .vertical, alignment: .center))
        #expect(frames[0] == Rect(x: 87.5, y: 0, width: 200, height: 30))
        #expect(frames[1] == Rect(x: 0, y: 30, width: 375, height: 370))
    }

    @Test func aZeroCrossWeightKeepsTheDesiredSizeEvenUnderFill() {
        let items = [
            StackLayout.Item(desired: Size(width: 60, height: 20), stretch: 1, crossStretch: 0),
            StackLayout.Item(desired: Size(width: 60, height: 20), stretch: 1),
        ]
        // Alignment fill: the cell with vStretch 0 keeps 20 (centred at 40); without a cross weight, `stretch`
        // spans the row as UIStackView's fill does.
        let frames = StackLayout.arrange(items, in: row, spec: StackSpec(axis: .horizontal))
        #expect(frames.map(\.height) == [20, 100])
        #expect(frames.map(\.y) == [40, 0])
    }

    @Test func stretchKeepsItsMeaningUnderOtherAlignments() {
        // `stretch` alone under center alignment: widths grow, heights stay (as before per-axis weights).
        let items = [
            StackLayout.Item(desired: Size(width: 60, height: 20), stretch: 1),
            StackLayout.Item(desired: Size(width: 60, height: 40), stretch: 0),
        ]
        let frames = StackLayout.arrange(items, in: row, spec: centred)
        #expect(frames.map(\.width) == [240, 60])
        #expect(frames.map(\.height) == [20, 40])
        #expect(frames.map(\.y) == [40, 30])
    }

    @Test func sceneKeysMapToTheStacksAxes() throws {
        let yaml = """
            views:
              - {id: bar, parent: scroll, stack: {axis: horizontal, alignment: center}}
              - {id: tall, parent: bar, width: 60, height: 20, vStretch: 1}
              - {id: wide, parent: bar, width: 60, height: 20, hStretch: 2}
              - {id: plain, parent: bar, width: 60, height: 20, hStretch: 1, vStretch: 0}
              - {id: column, parent: scroll, stack: {axis: vertical, alignment: leading}}
              - {id: full, parent: column, width: 50, height: 10, hStretch: 1}
              - {id: half, parent: column, width: 50, height: 10}
            constraints:
              - bar.top == scroll.contentTop
              - bar.left == root.left
              - bar.width == 300
              - bar.height == 100
              - column.top == bar.bottom
              - column.left == root.left
              - column.width == 200
            """
        var engine = try makeEngine(yaml)
        let layout = engine.solve(offset: 0)
        // Row: 300 - 180 = 120 extra; weights 2 : 1 -> floor(120 * 2/3) = 80 and 40. `tall` fills 100 pt.
        #expect(layout.frame(of: "tall") == Rect(x: 0, y: 0, width: 60, height: 100))
        #expect(layout.frame(of: "wide") == Rect(x: 60, y: 40, width: 140, height: 20))
        #expect(layout.frame(of: "plain") == Rect(x: 200, y: 40, width: 100, height: 20))
        // Column: hStretch spans the width whatever the alignment; the other keeps 50 at the leading edge.
        #expect(layout.frame(of: "full") == Rect(x: 0, y: 100, width: 200, height: 10))
        #expect(layout.frame(of: "half") == Rect(x: 0, y: 110, width: 50, height: 10))
        #expect(engine.problems.isEmpty)
    }

    @Test func badWeightsAreRefusedWithTheirPlace() {
        let negative = sceneError {
            _ = try SceneFile.parse(yaml: "views:\n  - {id: a, hStretch: -1}\n", sourceName: "w.yaml")
        }
        #expect(negative?.location == SourceLocation(file: "w.yaml", line: 2, column: 23))
        #expect(negative?.message == "a.hStretch must be 0 or more")
        let mixed = sceneError {
            _ = try SceneFile.parse(yaml: "views:\n  - {id: a, stretch: 1, vStretch: 1}\n", sourceName: "w.yaml")
        }
        #expect(mixed?.location == SourceLocation(file: "w.yaml", line: 2, column: 25))
        #expect(mixed?.message.hasPrefix("view 'a' has both 'stretch' and 'vStretch'") == true)
    }
}
