import Synchronization
import Testing
@testable import Layout

/// Each distinct template row is solved once per width (docs/scenes.md#row-templates).
@Suite struct RowTemplateCacheTests {
    /// `WrappingMeasurer`, counting its calls.
    final class CountingMeasurer: TextMeasuring {
        let calls = Mutex(0)
        var count: Int { calls.withLock { $0 } }

        func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size {
            calls.withLock { $0 += 1 }
            return WrappingMeasurer().measure(text, string: string, maxWidth: maxWidth)
        }
    }

    /// A list of one-label rows, one per name.
    func list(_ names: [String]) throws -> ListSpec {
        let yaml = """
            views:
              - id: list
                parent: scroll
                list:
                  row:
                    views:
                      - {id: name, text: "{name}", lines: 0}
                    constraints:
                      - name.left == row.left + 16
                      - name.right == row.right - 16
                      - name.top == row.top + 8
                      - name.bottom == row.bottom - 8
                  rows: [\(names.map { "{name: \($0)}" }.joined(separator: ", "))]
            """
        return try #require(try SceneFile.parse(yaml: yaml, sourceName: "test.yaml").views[0].list)
    }

    @Test func identicalRowsAndLaterLayoutsAtTheSameWidthMeasureNothingAgain() throws {
        let repeated = try list(["Ada", "Ada", "Ada", "Bob"])
        let distinct = try list(["Ada", "Bob"])
        let once = CountingMeasurer()
        var fresh = TemplateRowCache()
        let reference = ListLayout.arrange(distinct, width: 375, sideInsets: .zero, measurer: once, cache: &fresh)
        #expect(once.count > 0)

        let cached = CountingMeasurer()
        var cache = TemplateRowCache()
        let arrangement = ListLayout.arrange(repeated, width: 375, sideInsets: .zero, measurer: cached, cache: &cache)
        // Three rows of Ada cost what one does.
        #expect(cached.count == once.count)
        // 8 + 20 + 8 = 36 pt of content: each row is the 44 pt minimum.
        #expect(arrangement.height == 4 * 44)
        #expect(reference.height == 2 * 44)
        _ = ListLayout.arrange(repeated, width: 375, sideInsets: .zero, measurer: cached, cache: &cache)
        #expect(cached.count == once.count)
        // Another width is another layout.
        _ = ListLayout.arrange(repeated, width: 300, sideInsets: .zero, measurer: cached, cache: &cache)
        #expect(cached.count > once.count)

        // A fresh cache solves every distinct row again.
        let uncached = CountingMeasurer()
        _ = ListLayout.arrange(repeated, width: 375, sideInsets: .zero, measurer: uncached)
        #expect(uncached.count == once.count)
    }
}
