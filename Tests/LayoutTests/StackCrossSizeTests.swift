import Testing
@testable import Layout

/// A stack's cross size from the cells that fill it across (docs/scenes.md#stacks): each such cell is as wide (in a
/// vertical stack) as the stack, so the stack is pushed out to the widest cell's intrinsic width by compression
/// resistance and pulled in to the narrowest by hugging, the higher priority winning. Expected values are worked
/// out by hand from those rules.
@Suite struct StackCrossSizeTests {
    /// A stack with the given cells (YAML mappings' inner keys), pinned only at its top left, so its cross size
    /// comes from its cells alone.
    func freeStack(axis: String, cells: [String], extraConstraints: [String] = []) -> String {
        var yaml = """
            views:
              - {id: column, parent: scroll, stack: {axis: \(axis), spacing: 0}}

            """
        for (index, keys) in cells.enumerated() {
            yaml += "  - {id: cell\(index), parent: column, \(keys)}\n"
        }
        yaml += """
            constraints:
              - column.top == scroll.contentTop
              - column.left == root.left

            """
        for constraint in extraConstraints { yaml += "  - \(constraint)\n" }
        return yaml
    }

    @Test func aVerticalStackIsAsWideAsItsWidestFillingCell() throws {
        var engine = try makeEngine(
            freeStack(axis: "vertical", cells: ["intrinsicSize: [40, 10]", "intrinsicSize: [90, 20]", "intrinsicSize: [60, 30]"]))
        let layout = engine.solve(offset: 0)
        // Compression (750) of the 90 pt cell beats hugging (250) of the 40 and 60 pt ones; every cell fills.
        #expect(layout.frame(of: "column") == Rect(x: 0, y: 0, width: 90, height: 60))
        #expect(layout.frame(of: "cell0") == Rect(x: 0, y: 0, width: 90, height: 10))
        #expect(layout.frame(of: "cell1") == Rect(x: 0, y: 10, width: 90, height: 20))
        #expect(layout.frame(of: "cell2") == Rect(x: 0, y: 30, width: 90, height: 30))
        #expect(engine.problems.isEmpty)
    }

    @Test func aHorizontalStackIsAsTallAsItsTallestFillingCellMeasuredOrNot() throws {
        // Labels are 25 pt tall at any width (the measurer), so the 35 pt view is the tallest.
        var engine = try makeEngine(
            freeStack(axis: "horizontal", cells: ["intrinsicSize: [40, 20]", "intrinsicSize: [50, 35]", "text: hi, width: 30"]),
            labelHeight: 25)
        let layout = engine.solve(offset: 0)
        #expect(layout.frame(of: "column") == Rect(x: 0, y: 0, width: 120, height: 35))
        #expect(layout.frame(of: "cell2") == Rect(x: 90, y: 0, width: 30, height: 35))
        // With a label taller than every other cell, the measured height decides.
        var tall = try makeEngine(
            freeStack(axis: "horizontal", cells: ["intrinsicSize: [40, 20]", "text: hi, width: 30"]), labelHeight: 48)
        #expect(tall.solve(offset: 0).frame(of: "column") == Rect(x: 0, y: 0, width: 70, height: 48))
    }

    @Test func theHigherPriorityDecidesBetweenCellsThatDisagree() throws {
        // cell1's compression resistance (100) is under cell0's hugging (250): the stack hugs cell0's 40 pt and
        // squeezes cell1 to it.
        var engine = try makeEngine(
            freeStack(
                axis: "vertical",
                cells: ["intrinsicSize: [40, 10]", "intrinsicSize: [90, 10], compressionResistance: {horizontal: 100}"]))
        #expect(engine.solve(offset: 0).frame(of: "column")?.width == 40)
        // Raising cell0's hugging under cell1's compression (now 300 > 200) turns it around.
        var turned = try makeEngine(
            freeStack(
                axis: "vertical",
                cells: ["intrinsicSize: [40, 10], hugging: {horizontal: 200}",
                        "intrinsicSize: [90, 10], compressionResistance: {horizontal: 300}, hugging: {horizontal: 200}"]))
        #expect(turned.solve(offset: 0).frame(of: "column")?.width == 90)
    }

    @Test func aCellWithItsOwnSizeConstraintOrRequiredPrioritySizesTheStack() throws {
        // A required width on a filling cell wins over the fill (999): the stack follows it.
        var constrained = try makeEngine(
            freeStack(
                axis: "vertical", cells: ["intrinsicSize: [40, 10]", "intrinsicSize: [90, 10]"],
                extraConstraints: ["cell0.width == 200"]))
        let layout = constrained.solve(offset: 0)
        #expect(layout.frame(of: "column")?.width == 200)
        #expect(layout.frame(of: "cell1")?.width == 200)
        // Required hugging keeps its cell at 40, and its fill (999) pulls the stack to it past the 90 pt cell's
        // compression resistance (750).
        var required = try makeEngine(
            freeStack(
                axis: "vertical",
                cells: ["intrinsicSize: [40, 10], hugging: {horizontal: 1000}", "intrinsicSize: [90, 10]"]))
        let hugged = required.solve(offset: 0)
        #expect(hugged.frame(of: "column")?.width == 40)
        #expect(hugged.frame(of: "cell1")?.width == 40)
    }

    @Test func aLongColumnOfLabelsStacksEveryRowAtTheStackWidth() throws {
        let count = 400
        var yaml = """
            views:
              - {id: column, parent: scroll, stack: {axis: vertical, spacing: 1}}

            """
        for index in 0..<count { yaml += "  - {id: row\(index), parent: column, text: \"row \(index)\"}\n" }
        yaml += """
            constraints:
              - column.top == scroll.contentTop
              - column.left == root.left
              - column.right == root.right
              - column.bottom == scroll.contentBottom
            """
        var engine = try makeEngine(yaml, labelHeight: 20)
        let layout = engine.solve(offset: 0)
        #expect(layout.frame(of: "column") == Rect(x: 0, y: 0, width: 375, height: Double(count) * 21 - 1))
        for index in [0, 1, 199, count - 1] {
            #expect(layout.frame(of: "row\(index)") == Rect(x: 0, y: Double(index) * 21, width: 375, height: 20))
        }
        #expect(engine.problems.isEmpty)
    }
}
