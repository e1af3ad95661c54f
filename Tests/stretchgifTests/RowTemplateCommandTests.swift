import Foundation
import TestTools
import Testing

/// Row templates through the CLI (docs/scenes.md#row-templates): generated ids in `layout`, field warnings in `check`.
@Suite struct RowTemplateCommandTests {
    /// Two rows of a template (an avatar and a name); row 1 (line 19) has no handle, and its picture is a file
    /// that does not exist: `--image` replaces it.
    static let scene = """
        name: feed
        views:
          - id: feed
            parent: scroll
            list:
              row:
                views:
                  - {id: avatar, image: "{avatar}"}
                  - {id: name, text: "{name} {handle}"}
                constraints:
                  - avatar.left == row.left + 16
                  - avatar.top == row.top + 12
                  - avatar.width == 40
                  - avatar.height == 40
                  - name.left == avatar.right + 12
                  - name.top == avatar.top
              rows:
                - {name: Ada, handle: "@ada", avatar: "procedural:landscape"}
                - {name: Grace, avatar: missing.png}
        constraints:
          - feed.top == scroll.contentTop
          - feed.left == root.left
          - feed.right == root.right
          - feed.bottom == scroll.contentBottom
        """

    @Test func layoutListsTheGeneratedViewsAndCheckWarnsOfAMissingField() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("feed.yaml").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)

        let picture = ShowCommandTests.samples.appendingPathComponent("stretchy-still@2x.png").path
        let image = "--image=feed.s0.r1.avatar=\(picture)"
        let layout = try CheckCommandTests.run(["layout", path, "--format", "json", image])
        #expect(layout.status == 0, "\(layout.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(layout.output.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let ids = views.compactMap { $0["id"] as? String }
        #expect(ids.contains("feed.s0.r1.name"))
        #expect(ids.contains("feed.s0.r1.separator"))
        // Row 0 starts at the content's top: its avatar is 16 pt in and 12 pt down, 40 pt square.
        let avatar = try #require(views.first { $0["id"] as? String == "feed.s0.r0.avatar" })
        #expect((avatar["frame"] as? [Double]) == [16, 12, 40, 40])

        let check = try CheckCommandTests.run(["check", path, image])
        #expect(check.status == 0)
        // Line 19 (six constraints on lines 11-16, `rows:` on 17), the row's mapping at column 11.
        #expect(check.output.hasPrefix(
            "\(path):19:11: warning: row 1 of feed has no 'handle', used by the row template's {handle}\n"),
            "\(check.output)")
        #expect(check.output.contains("feed: 1 problem: "), "\(check.output)")
        // Without --image, row 1's picture is missing: the override did reach the generated view.
        let missing = try CheckCommandTests.run(["check", path])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("image of view 'feed.s0.r1.avatar' not found"), "\(missing.errors)")
    }
}
