import Testing
@testable import Layout

/// Stacks sized by their cells, as `UIStackView` is: the solver gives each cell its desired size and the stack the
/// sum (docs/scenes.md#stacks).
@Suite struct StackSizingTests {
    /// `count` rows of `height` in a vertical stack with `spacing`, pinned to the top of the content only.
    func rowsScene(count: Int, height: Double, spacing: Double, rowKeys: String? = nil) -> String {
        var yaml = """
            views:
              - {id: list, parent: scroll, color: "#FFFFFF", stack: {axis: vertical, spacing: \(spacing)}}

            """
        for index in 0..<count {
            yaml += "  - {id: row\(index), parent: list, color: \"#EEEEEE\", \(rowKeys ?? "height: \(height)")}\n"
        }
        yaml += """
            constraints:
              - list.top == scroll.contentTop + 20
              - list.left == root.left
              - list.right == root.right
              - scroll.contentBottom == list.bottom
            """
        return yaml
    }

    @Test func fixedHeightRowsGiveTheStackAndTheContentTheirSum() throws {
        for (count, height, spacing) in [(10, 52.0, 0.0), (10, 52.0, 1.0), (3, 44.0, 8.5), (1, 30.0, 4.0)] {
            var engine = try makeEngine(rowsScene(count: count, height: height, spacing: spacing))
            let layout = engine.solve(offset: 0)
            let sum = Double(count) * height + Double(count - 1) * spacing
            #expect(layout.frame(of: "list")?.height == sum)
            #expect(layout.contentHeight == 20 + sum)
            for index in 0..<count {
                let top = 20 + Double(index) * (height + spacing)
                #expect(layout.frame(of: "row\(index)") == Rect(x: 0, y: top, width: 375, height: height))
            }
            #expect(engine.problems.isEmpty)
        }
    }

    @Test func cellsMayCarryTheirOwnSizeConstraints() throws {
        let yaml = """
            views:
              - {id: bar, parent: scroll, stack: {axis: horizontal, spacing: 10, alignment: center}}
              - {id: avatar, parent: bar, width: 60}
              - {id: badge, parent: bar}
            constraints:
              - bar.top == scroll.contentTop
              - bar.left == root.left
              - avatar.height == avatar.width
              - badge.width == avatar.width / 2
              - badge.height == 12
            """
        var engine = try makeEngine(yaml)
        let layout = engine.solve(offset: 0)
        // Width 60 + 10 + 30; height: the tallest cell, 60; the badge centred across.
        #expect(layout.frame(of: "bar") == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(layout.frame(of: "avatar") == Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(layout.frame(of: "badge") == Rect(x: 70, y: 24, width: 30, height: 12))
        #expect(engine.problems.isEmpty)
    }

    @Test func aStackPinnedLongerGivesTheExtraToStretchingCellsOnly() throws {
        let yaml = """
            views:
              - {id: column, parent: scroll, stack: {axis: vertical}}
              - {id: fixed, parent: column, height: 40}
              - {id: plain, parent: column}
              - {id: grower, parent: column, stretch: 1}
            constraints:
              - column.top == scroll.contentTop
              - column.left == root.left
              - column.width == 100
              - column.height == 300
            """
        var engine = try makeEngine(yaml)
        let layout = engine.solve(offset: 0)
        #expect(layout.frame(of: "fixed")?.height == 40)
        #expect(layout.frame(of: "plain")?.height == 0)
        #expect(layout.frame(of: "grower") == Rect(x: 0, y: 40, width: 100, height: 260))
        // The unsized, non-stretching cell is reported: 0 pt tall.
        #expect(engine.problems.map(\.message) == [
            "view 'plain' in stack 'column' is 0 pt tall: give it a 'height', text, 'intrinsicSize', a constraint on "
                + "its height or a 'stretch' weight",
        ])
        #expect(engine.problems.first?.location == SourceLocation(file: "test.yaml", line: 4, column: 5))
    }

    @Test func zeroHeightRowsWarnAndFailUnderStrict() throws {
        let yaml = rowsScene(count: 3, height: 0, spacing: 0, rowKeys: "text: \"\"")
            .replacingOccurrences(of: "text: \"\"", with: "alpha: 1")
        let engine = try makeEngine(yaml)
        #expect(engine.problems.count == 3)
        #expect(engine.problems.allSatisfy { $0.message.contains("is 0 pt tall") })
        let error = sceneError { _ = try makeEngine(yaml, strict: true) }
        #expect(error?.message.hasPrefix("view 'row0' in stack 'list' is 0 pt tall") == true)
        #expect(error?.location.line == 3)
    }

    @Test func labelsInAVerticalStackWrapAtTheStackWidth() throws {
        // The fixed measurer answers 30 pt tall at any width, min(width, 5000) wide: a label in a fill-aligned
        // vertical stack is as wide as the stack's inner width and the stack as tall as its labels.
        let yaml = """
            views:
              - {id: column, parent: scroll, stack: {axis: vertical, spacing: 4, margins: {left: 16, right: 16, top: 8, bottom: 8}}}
              - {id: title, parent: column, text: "Title"}
              - {id: body, parent: column, text: "Body"}
            constraints:
              - column.top == scroll.contentTop
              - column.left == root.left
              - column.right == root.right
            """
        var engine = try makeEngine(yaml, labelHeight: 30)
        let layout = engine.solve(offset: 0)
        #expect(layout.frame(of: "column") == Rect(x: 0, y: 0, width: 375, height: 8 + 30 + 4 + 30 + 8))
        #expect(layout.frame(of: "title") == Rect(x: 16, y: 8, width: 343, height: 30))
        #expect(layout.frame(of: "body") == Rect(x: 16, y: 42, width: 343, height: 30))
    }

    @Test func fillEquallySizesTheStackForItsLongestCell() throws {
        let yaml = """
            views:
              - {id: tabs, parent: scroll, stack: {axis: horizontal, distribution: fillEqually, spacing: 5}}
              - {id: a, parent: tabs, width: 30, height: 10}
              - {id: b, parent: tabs, width: 70, height: 10}
              - {id: c, parent: tabs, width: 50, height: 10}
            constraints:
              - tabs.top == scroll.contentTop
              - tabs.left == root.left
            """
        var engine = try makeEngine(yaml)
        let layout = engine.solve(offset: 0)
        // Three cells of the longest, 70, and two gaps of 5.
        #expect(layout.frame(of: "tabs")?.width == 220)
        #expect(layout.frame(of: "a") == Rect(x: 0, y: 0, width: 70, height: 10))
        #expect(layout.frame(of: "c") == Rect(x: 150, y: 0, width: 70, height: 10))
    }

    @Test func nestedStacksSizeFromTheInside() throws {
        let yaml = """
            views:
              - {id: outer, parent: scroll, stack: {axis: vertical, spacing: 10}}
              - {id: header, parent: outer, height: 50}
              - {id: row, parent: outer, stack: {axis: horizontal, spacing: 4, alignment: top}}
              - {id: icon, parent: row, width: 24, height: 24}
              - {id: tall, parent: row, width: 100, height: 44}
            constraints:
              - outer.top == scroll.contentTop
              - outer.left == root.left
              - outer.width == 200
              - scroll.contentBottom == outer.bottom
            """
        var engine = try makeEngine(yaml)
        let layout = engine.solve(offset: 0)
        #expect(layout.frame(of: "row") == Rect(x: 0, y: 60, width: 200, height: 44))
        #expect(layout.frame(of: "icon") == Rect(x: 0, y: 60, width: 24, height: 24))
        #expect(layout.frame(of: "tall") == Rect(x: 28, y: 60, width: 100, height: 44))
        #expect(layout.contentHeight == 104)
        #expect(engine.problems.isEmpty)
    }
}
