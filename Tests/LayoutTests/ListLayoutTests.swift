import Testing
@testable import Layout

/// `list:` views: rows from data with UITableView's plain metrics, headers that stick (docs/scenes.md#lists).
@Suite struct ListLayoutTests {
    /// Two sections of `rows` title-only rows each, under headers A and B, 100 pt below the content's top.
    func twoSections(rows: Int) -> String {
        let rowList = (0..<rows).map { "r\($0)" }.joined(separator: ", ")
        return """
            views:
              - id: table
                parent: scroll
                color: "#FFFFFF"
                list:
                  sections:
                    - {header: A, rows: [\(rowList)]}
                    - {header: B, rows: [\(rowList)]}
            constraints:
              - table.top == scroll.contentTop + 100
              - table.left == root.left
              - table.right == root.right
              - table.bottom == scroll.contentBottom
            """
    }

    @Test func rowsUseThePlainTableMetricsAndGiveTheListItsHeight() throws {
        // Every label measures 20 pt tall: rows get the 44 pt minimum, headers the 28 pt minimum.
        var engine = try makeEngine(twoSections(rows: 10), labelHeight: 20)
        let layout = engine.solve(offset: 0)
        #expect(layout.frame(of: "table") == Rect(x: 0, y: 100, width: 375, height: 2 * (28 + 10 * 44)))
        #expect(layout.contentHeight == 100 + 936)
        #expect(layout.frame(of: "table.s0.header") == Rect(x: 0, y: 100, width: 375, height: 28))
        #expect(layout.frame(of: "table.s0.header.title") == Rect(x: 16, y: 104, width: 343, height: 20))
        // Row 3 of section A: 100 + 28 + 3 * 44 = 260; text centred (12 pt above), separator at the bottom, inset 16.
        #expect(layout.frame(of: "table.s0.r3.title") == Rect(x: 16, y: 272, width: 343, height: 20))
        #expect(layout.frame(of: "table.s0.r3.separator") == Rect(x: 16, y: 303.5, width: 359, height: 0.5))
        #expect(layout.frame(of: "table.s1.header")?.y == 568.0)
        #expect(engine.problems.isEmpty)
    }

    @Test func stickyHeadersAtSeveralOffsets() throws {
        var engine = try makeEngine(twoSections(rows: 10), labelHeight: 20)
        // (offset, header A's top, header B's top). The list's top is 100 - offset; headers stick at the safe
        // area's top (44) while their section is under it; A is pushed up by B's section from offset 496 on.
        let cases: [(Double, Double, Double)] = [
            (-50, 150, 618), (0, 100, 568), (56, 44, 512), (100, 44, 468), (300, 44, 268),
            (500, 40, 68), (520, 20, 48), (530, 10, 44), (800, 10 - 270, 44),
        ]
        for (offset, headerA, headerB) in cases {
            let layout = engine.solve(offset: offset)
            #expect(layout.frame(of: "table.s0.header")?.y == headerA, "offset \(offset)")
            #expect(layout.frame(of: "table.s1.header")?.y == headerB, "offset \(offset)")
            // The title moves with its header; rows never stick.
            #expect(layout.frame(of: "table.s1.header.title")?.y == headerB + 4, "offset \(offset)")
            #expect(layout.frame(of: "table.s0.r0.title")?.y == 100 - offset + 28 + 12, "offset \(offset)")
        }
    }

    @Test func rowsGrowWithTheirTextAndKeepTheirParts() throws {
        let yaml = """
            views:
              - id: table
                parent: scroll
                list:
                  imageSize: 40
                  rows:
                    - {title: One, subtitle: Two, detail: Three, image: "procedural:landscape", accessory: disclosure}
                    - {title: Check, accessory: checkmark}
            constraints:
              - table.top == scroll.contentTop
              - table.left == root.left
              - table.width == 300
            """
        var engine = try makeEngine(yaml, labelHeight: 30)
        let layout = engine.solve(offset: 0)
        // Title 30 + gap 2 + subtitle 30 + padding 2 x 11 = 84.
        #expect(layout.frame(of: "table.s0.r0.image") == Rect(x: 16, y: 22, width: 40, height: 40))
        // Text starts after the image (16 + 40 + 12); the separator follows the text's inset.
        #expect(layout.frame(of: "table.s0.r0.separator") == Rect(x: 68, y: 83.5, width: 232, height: 0.5))
        #expect(layout.frame(of: "table.s0.r0.accessory") == Rect(x: 276, y: 35.5, width: 8, height: 13))
        let detail = try #require(layout.frame(of: "table.s0.r0.detail"))
        let title = try #require(layout.frame(of: "table.s0.r0.title"))
        #expect(detail.maxX == 276 - 12)
        #expect(title.x == 68 && title.y == 11 && title.maxX == detail.x - 8)
        #expect(layout.frame(of: "table.s0.r0.subtitle")?.y == 43)
        // A one-line row with a check mark: 30 + 22 = 52 tall, below the first.
        #expect(layout.frame(of: "table.s0.r1.accessory") == Rect(x: 270, y: 84 + 20.5, width: 14, height: 11))
        #expect(layout.frame(of: "table")?.height == 136.0)
    }

    @Test("list mistakes are located errors", arguments: [
        ("  - {id: extra, parent: table}\n", "view 'extra' cannot be a child of list 'table'; a list's views come from its rows"),
        ("", "a row of table.list.rows needs a 'title'"),
    ])
    func listMistakes(extraView: String, message: String) throws {
        let rows = message.contains("needs a 'title'") ? "[{subtitle: x}]" : "[one, two]"
        let yaml = """
            views:
              - {id: table, parent: scroll, list: {rows: \(rows)}}
            \(extraView)constraints:
              - table.top == scroll.contentTop
            """
        let error = sceneError { _ = try makeEngine(yaml) }
        #expect(error?.message == message)
    }

    @Test func aListCannotAlsoBeALabelAndItsRowsCannotBeConstrained() throws {
        let clash = sceneError {
            _ = try makeEngine("views:\n  - {id: table, parent: scroll, text: hi, list: {rows: [a]}}\n")
        }
        #expect(clash?.message == "view 'table' has both 'list' and 'text'; a list draws its own rows")
        let accessory = sceneError {
            _ = try makeEngine("views:\n  - {id: table, parent: scroll, list: {rows: [{title: a, accessory: arrow}]}}\n")
        }
        #expect(accessory?.message.hasPrefix("accessory must be one of none|disclosure|checkmark, found 'arrow'") == true)
    }

    /// The accessory glyphs are built on each use (a stored global of mask expressions read as a leak to the list
    /// fuzz target's LeakSanitizer) and are still the same polygons: the chevron in its 8 x 13 pt view, stroke 1.6.
    @Test func accessoryChevronIsTheSamePolygonOnEveryUse() {
        let points = AccessoryShapes.chevron.points(width: 8, height: 13)
        let expected: [(Double, Double)] = [(0, 1.6), (1.6, 0), (8, 6.5), (1.6, 13), (0, 11.4), (4.8, 6.5)]
        #expect(points.count == expected.count)
        for (point, want) in zip(points, expected) {
            #expect(abs(point.0 - want.0) < 1e-12 && abs(point.1 - want.1) < 1e-12)
        }
        #expect(AccessoryShapes.chevron == AccessoryShapes.chevron)
        // The check mark in its 14 x 11 pt view: (0, 6.05), (1.6, 4.45), (5.04, 7.8), (12.4, 0), (14, 1.6), (5.04, 11).
        let check = AccessoryShapes.checkmark.points(width: 14, height: 11)
        let checkExpected: [(Double, Double)] = [(0, 6.05), (1.6, 4.45), (5.04, 7.8), (12.4, 0), (14, 1.6), (5.04, 11)]
        for (point, want) in zip(check, checkExpected) {
            #expect(abs(point.0 - want.0) < 1e-12 && abs(point.1 - want.1) < 1e-12)
        }
    }
}
