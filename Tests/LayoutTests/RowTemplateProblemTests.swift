import Testing
@testable import Layout

/// A template's own conflicts and ambiguous views reach `stretchgif check` (docs/scenes.md#row-templates).
@Suite struct RowTemplateProblemTests {
    @Test func anAmbiguousTemplateViewIsReportedOnceAtTheTemplate() throws {
        // The dot (line 8, its mapping at column 13) has a size and a left edge but no vertical position.
        let yaml = """
            views:
              - id: list
                parent: scroll
                list:
                  row:
                    views:
                      - {id: name, text: "{name}"}
                      - {id: dot, color: "#FF0000", width: 10, height: 10}
                    constraints:
                      - name.left == row.left + 16
                      - name.top == row.top + 12
                      - dot.left == row.left
                  rows: [{name: Ada}, {name: Bob}]
            constraints:
              - list.top == scroll.contentTop
              - list.left == root.left
              - list.right == root.right
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml")
        var engine = try LayoutEngine(scene: scene, textMeasurer: WrappingMeasurer())
        #expect(engine.silentLayoutWarnings(atOffsets: []).map(\.description) == [
            "test.yaml:8:13: error: view 'dot' has an ambiguous vertical position or height (y/height)",
        ])
    }
}
