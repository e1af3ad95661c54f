import Testing
@testable import Layout

@Suite struct StackLayoutTests {
    @Test func integerDistributionGivesTheRestToTheLastCell() {
        // floor(10 * 1/3) = 3, floor(7 * 1/2) = 3, last gets 4.
        #expect(StackLayout.distribute(10, weights: [1, 1, 1]) == [3, 3, 4])
        // Weight 0 cells get nothing; floor(11 * 2/3) = 7, the last weighted gets 4.
        #expect(StackLayout.distribute(11, weights: [2, 0, 1]) == [7, 0, 4])
        #expect(StackLayout.distribute(5, weights: [0, 0]) == [0, 0])
    }

    @Test func extraSpaceFollowsWeightsOnTopOfDesiredSizes() {
        let items = [
            StackLayout.Item(desired: Size(width: 50, height: 20), stretch: 0),
            StackLayout.Item(desired: Size(width: 30, height: 20), stretch: 2),
            StackLayout.Item(desired: Size(width: 40, height: 20), stretch: 1),
        ]
        // Inner width 300 - 2*10 margins = 280; gaps 2*5 = 10; desired 120; extra 150 -> floor(150*2/3)=100, 50.
        let frames = StackLayout.arrange(
            items, in: Rect(x: 0, y: 0, width: 300, height: 60),
            spec: StackSpec(axis: .horizontal, spacing: 5, margins: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
        #expect(frames.map(\.width) == [50, 130, 90])
        #expect(frames.map(\.x) == [10, 65, 200])
        // Cross axis: the non-stretching cell keeps 20 and is centred in 40; stretching cells fill it.
        #expect(frames[0].y == 20 && frames[0].height == 20)
        #expect(frames[1].y == 10 && frames[1].height == 40)
    }

    @Test func ignoreDesiredSizeMakesEqualWeightsEqualWidths() {
        let items = [
            StackLayout.Item(desired: Size(width: 80, height: 10), stretch: 1, ignoreDesiredSize: true),
            StackLayout.Item(desired: Size(width: 20, height: 10), stretch: 1, ignoreDesiredSize: true),
        ]
        let frames = StackLayout.arrange(items, in: Rect(x: 0, y: 0, width: 200, height: 10), spec: StackSpec(axis: .horizontal))
        #expect(frames.map(\.width) == [100, 100])
    }

    @Test func overflowIsCroppedFromStretchingCellsFirst() {
        let items = [
            StackLayout.Item(desired: Size(width: 10, height: 60), stretch: 0),
            StackLayout.Item(desired: Size(width: 10, height: 60), stretch: 1),
        ]
        // 100 tall, 120 desired: the stretching cell loses 20.
        var frames = StackLayout.arrange(items, in: Rect(x: 0, y: 0, width: 10, height: 100), spec: StackSpec(axis: .vertical))
        #expect(frames.map(\.height) == [60, 40])
        // 50 tall: the stretching cell goes to 0, then the other is cropped by 10.
        frames = StackLayout.arrange(items, in: Rect(x: 0, y: 0, width: 10, height: 50), spec: StackSpec(axis: .vertical))
        #expect(frames.map(\.height) == [50, 0])
    }

    @Test func stackChildrenAreArrangedInsideTheSolvedFrame() throws {
        let yaml = """
            views:
              - {id: bar, parent: scroll, stack: {axis: horizontal, spacing: 10, margins: 5}}
              - {id: left, parent: bar, width: 40, height: 20}
              - {id: middle, parent: bar, stretch: 1, width: 10}
              - {id: right, parent: bar, width: 40, height: 20}
            constraints:
              - bar.top == scroll.contentTop
              - bar.left == root.left
              - bar.width == root.width
              - bar.height == 100
            """
        var engine = try makeEngine(yaml)
        let layout = engine.solve(offset: -50)
        // Bar at y 50; inner x 5...370 (365 wide), y 55...145 (90 tall); gaps 20; desired 90; extra 255 to
        // middle. Non-stretching cells keep height 20, centred: 55 + (90 - 20) / 2 = 90.
        #expect(layout.frame(of: "left") == Rect(x: 5, y: 90, width: 40, height: 20))
        #expect(layout.frame(of: "middle") == Rect(x: 55, y: 55, width: 265, height: 90))
        #expect(layout.frame(of: "right") == Rect(x: 330, y: 90, width: 40, height: 20))
        #expect(engine.diagnostics == [])
    }
}

@Suite struct StackDistributionTests {
    let items = [
        StackLayout.Item(desired: Size(width: 20, height: 10), stretch: 0),
        StackLayout.Item(desired: Size(width: 40, height: 30), stretch: 1),
        StackLayout.Item(desired: Size(width: 10, height: 20), stretch: 0),
    ]

    @Test func fillEquallyGivesEveryCellTheSameLength() {
        let spec = StackSpec(axis: .horizontal, spacing: 6, distribution: .fillEqually)
        let frames = StackLayout.arrange(items, in: Rect(x: 0, y: 0, width: 162, height: 30), spec: spec)
        // (162 - 12) / 3 = 50 each, whatever the desired widths and weights.
        #expect(frames.map(\.width) == [50, 50, 50])
        #expect(frames.map(\.x) == [0, 56, 112])
    }

    @Test func equalSpacingWidensTheGapsAndKeepsTheCells() {
        let spec = StackSpec(axis: .horizontal, spacing: 5, distribution: .equalSpacing)
        let frames = StackLayout.arrange(items, in: Rect(x: 0, y: 0, width: 110, height: 30), spec: spec)
        // Cells 70 of 110: gaps (110 - 70) / 2 = 20 each; the weight does not apply.
        #expect(frames.map(\.width) == [20, 40, 10])
        #expect(frames.map(\.x) == [0, 40, 100])
    }

    @Test func alignmentPlacesCellsAcrossTheAxis() {
        let cases: [(StackAlignment, [Double])] = [
            (.leading, [0, 0, 0]), (.top, [0, 0, 0]), (.center, [10, 0, 5]), (.trailing, [20, 0, 10]),
            (.bottom, [20, 0, 10]),
        ]
        for (alignment, ys) in cases {
            let spec = StackSpec(axis: .horizontal, alignment: alignment)
            let frames = StackLayout.arrange(items, in: Rect(x: 0, y: 0, width: 70, height: 30), spec: spec)
            #expect(frames.map(\.y) == ys, "\(alignment)")
            #expect(frames.map(\.height) == [10, 30, 20], "\(alignment)")
        }
        // Under fill, the stretching cell spans the stack; the others keep their size, centred.
        let frames = StackLayout.arrange(items, in: Rect(x: 0, y: 0, width: 70, height: 40), spec: StackSpec(axis: .horizontal))
        #expect(frames.map(\.height) == [10, 40, 20])
        #expect(frames.map(\.y) == [15, 0, 10])
    }
}
