import Testing
@testable import Layout

@Suite struct DiagnosticsTests {
    /// Lines 6-8 hold three required constraints on box.height; 7 and 8 conflict with 6.
    let conflicting = """
        views:
          - {id: box, parent: scroll}
        constraints:
          - box.top == scroll.contentTop
          - box.edges == root.edges inset 0 @500
          - box.height == 100
          - box.width == 375
          - box.height == 200
        """

    @Test func requiredConflictIsReportedAndTheLastOneBroken() throws {
        var engine = try makeEngine(conflicting)
        #expect(engine.diagnostics == [
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
                "<test.yaml:6:5 box.height == 100>",
                "<test.yaml:8:5 box.height == 200>"
            )

            Will attempt to recover by breaking constraint
            <test.yaml:8:5 box.height == 200>
            """
        ])
        // The recovered layout keeps the first height.
        #expect(engine.solve(offset: 0).frame(of: "box")?.height == 100)
    }

    @Test func conflictReportIsDeterministic() throws {
        let first = try makeEngine(conflicting).diagnostics
        for _ in 0..<5 { #expect(try makeEngine(conflicting).diagnostics == first) }
    }

    @Test func strictModeTurnsAConflictIntoAnError() throws {
        let error = sceneError { _ = try makeEngine(conflicting, strict: true) }
        #expect(error?.location == SourceLocation(file: "test.yaml", line: 8, column: 5))
        #expect(error?.message.hasPrefix("unable to simultaneously satisfy constraints") == true)
    }

    @Test func transitiveConflictListsOnlyTheInvolvedConstraints() throws {
        let yaml = """
            views:
              - {id: a, parent: scroll}
              - {id: b, parent: scroll}
            constraints:
              - a.top == root.top
              - a.left == root.left
              - a.width == 10
              - b.top == a.bottom
              - b.left == a.right
              - b.width == 20
              - a.height == 30
              - b.bottom == root.top + 20
              - b.height == 5
            """
        let engine = try makeEngine(yaml)
        // b.top = a.top + a.height = 30 and b.bottom = 20 force b.height = -10 (allowed at build: non-negative
        // sizes are optional there), so the required b.height == 5 is the one that conflicts, through the chain
        // a.top, b.top, a.height, b.bottom; widths and lefts are not involved.
        let report = try #require(engine.diagnostics.first)
        #expect(report.contains("<test.yaml:5:5 a.top == root.top>"))
        #expect(report.contains("<test.yaml:8:5 b.top == a.bottom>"))
        #expect(report.contains("<test.yaml:11:5 a.height == 30>"))
        #expect(report.contains("<test.yaml:12:5 b.bottom == root.top + 20>"))
        #expect(report.contains("<test.yaml:13:5 b.height == 5>"))
        #expect(!report.contains("width") && !report.contains("left"))
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint\n<test.yaml:13:5 b.height == 5>"))
    }

    @Test func ambiguousViewIsReported() throws {
        let yaml = """
            views:
              - {id: free, parent: scroll}
            constraints:
              - free.left == root.left
              - free.width == 100
              - free.top >= root.top
              - free.height == 20
            """
        let engine = try makeEngine(yaml)
        #expect(engine.diagnostics == [
            "View 'free' has an ambiguous layout: its vertical position or height (y/height) is not determined by its constraints.\n<test.yaml:2:5 view free>"
        ])
        #expect(sceneError { _ = try makeEngine(yaml, strict: true) }?.description
            == "test.yaml:2:5: error: view 'free' has an ambiguous vertical position or height (y/height)")
    }

    @Test func ambiguityReportsStopAtTheirLimitWithOneSummary() throws {
        let limit = LayoutModelBuilder.maximumAmbiguityReports
        let count = limit + 25
        // Views v0..v(count-1): each is pinned horizontally only, so only its vertical axis is ambiguous.
        let views = (0..<count).map { "  - {id: v\($0), parent: scroll}" }.joined(separator: "\n")
        let constraints = (0..<count).map { "  - v\($0).left == root.left\n  - v\($0).width == 10" }.joined(separator: "\n")
        let engine = try makeEngine("views:\n\(views)\nconstraints:\n\(constraints)\n")
        #expect(engine.diagnostics.count == limit + 1)
        #expect(engine.diagnostics[limit - 1].hasPrefix("View 'v\(limit - 1)' has an ambiguous layout"))
        let summary = try #require(engine.diagnostics.last)
        #expect(summary.hasPrefix("25 more views have an ambiguous layout: 'v\(limit)', 'v\(limit + 1)', "))
        #expect(summary.hasSuffix(", ..."))
    }

    @Test func solvedFramesPastTheLimitAreRefusedAtTheView() throws {
        // 10 * 1000^3 = 1e10 pt: every number is within the file limits, the product is not.
        let yaml = """
            views:
              - {id: a, parent: scroll}
              - {id: b, parent: scroll}
              - {id: c, parent: scroll}
              - {id: d, parent: scroll}
            constraints:
              - a.width == 10
              - b.width == a.width * 1000
              - c.width == b.width * 1000
              - d.width == c.width * 1000
            """
        let error = sceneError { _ = try makeEngine(yaml) }
        #expect(error?.location == SourceLocation(file: "test.yaml", line: 5, column: 5))
        #expect(error?.message.hasPrefix("the constraints give view 'd' a width of 10000000000 pt; frames must stay within 10000000 pt") == true)
        // One step less (1e7 pt) is at the limit and lays out.
        let atLimit = yaml.replacingOccurrences(of: "  - d.width == c.width * 1000", with: "  - d.width == c.width")
        #expect(throws: Never.self) { _ = try makeEngine(atLimit) }
    }

    @Test func constraintOnAStackArrangedViewIsAnError() throws {
        let yaml = """
            views:
              - {id: row, parent: scroll, stack: {axis: horizontal}}
              - {id: cell, parent: row}
            constraints:
              - cell.width == 10
              - cell.left == 10
            """
        let error = sceneError { _ = try makeEngine(yaml) }
        #expect(error?.description == "test.yaml:6:5: error: view 'cell' is arranged by stack 'row', which places it; "
            + "a constraint may give it a width or height, not 'left' (in 'cell.left == 10')")
    }
}
