import Foundation
import StretchGIFKit
import TestTools
import Testing

/// `stretchgif check`: a render's checks without painting, one line per problem.
@Suite struct CheckCommandTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try ShowCommandTests.run(arguments)
    }

    @Test func aBuiltInSceneIsFine() throws {
        let result = try Self.run(["check", "stretchy"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("stretchy: ok: "), "\(result.output)")
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(result.errors.isEmpty)
    }

    @Test func layoutProblemsAreLocatedLinesAndStrictMakesThemFail() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("conflict.yaml").path
        // Line 8 conflicts with line 6; the @500 edges place the box, so nothing else is reported.
        let yaml = """
            name: conflict
            views:
              - {id: box, parent: scroll, color: "#FF0000"}
            constraints:
              - box.top == scroll.contentTop
              - box.height == 100
              - box.edges == root.edges inset 0 @500
              - box.height == 200
            """
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let relaxed = try Self.run(["check", path])
        #expect(relaxed.status == 0)
        let lines = relaxed.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("\(path):8:5: warning: unable to simultaneously satisfy constraints: ") == true)
        #expect(lines.last?.hasPrefix("conflict: 1 problem: ") == true)
        let strict = try Self.run(["check", path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.output == relaxed.output)
    }

    /// A badge 100 pt wide by `intrinsicSize`, stretched to 300 by the @750 width on line 11 (hugging @250).
    static let stretchedBadge = """
        name: stretched
        views:
          - {id: page, parent: scroll, color: "#FFFFFF"}
          - {id: badge, parent: page, color: "#FF0000", intrinsicSize: [100, 40]}
        constraints:
          - page.edges == root.edges
          - page.top == scroll.contentTop
          - page.bottom == scroll.contentBottom
          - badge.top == page.top + 100
          - badge.left == page.left + 20
          - badge.width == 300 @750
        """

    @Test func aStretchedViewIsASilentLayoutWarning() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("stretched.yaml").path
        try Self.stretchedBadge.write(toFile: path, atomically: true, encoding: .utf8)
        let relaxed = try Self.run(["check", path])
        #expect(relaxed.status == 0)
        let lines = relaxed.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        let expected: String = "\(path):11:5: warning: view 'badge' (line 4) is 300 pt wide at scroll offset 0 pt, "
            + "more than 2 times its intrinsic width of 100 pt: the optional constraint 'badge.width == 300 @750' "
            + "(line 11) beats its content hugging @250 (raise the view's 'hugging' or lower that priority; "
            + "docs/scenes.md#silent-layouts)"
        #expect(lines.first == expected)
        #expect(lines.last?.hasPrefix("stretched: 1 problem: ") == true)
        #expect(try Self.run(["check", path, "--strict"]).status == 1)
        // Hugging 800 outranks the @750 width: the badge stays 100 pt wide and the scene is silent.
        let hugged = Self.stretchedBadge.replacingOccurrences(
            of: "intrinsicSize: [100, 40]}", with: "intrinsicSize: [100, 40], hugging: {horizontal: 800}}")
        try hugged.write(toFile: path, atomically: true, encoding: .utf8)
        let silent = try Self.run(["check", path, "--strict"])
        #expect(silent.status == 0)
        #expect(silent.output.hasPrefix("stretched: ok: "), "\(silent.output)")
    }

    @Test func aContentHeightMovingWithTheOffsetIsASilentLayoutWarning() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("grows.yaml").path
        // The scene of SilentLayoutTests.growing: 1100 pt at rest, 1099.98 pt at offset 200 (the gesture's highest).
        let yaml = """
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
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Self.run(["check", path, "--strict"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        let expected: String = "\(path):15:5: warning: the content height changes with the scroll offset: 1100 pt "
            + "at offset 0 pt, 1099.98 pt at offset 200 pt, because of the optional constraint "
            + "'spacer.top == spacer.height * 10000 - 999000 @750' (line 15) (only a scroll-time conflict may change "
            + "it; docs/scenes.md#silent-layouts)"
        #expect(lines.first == expected)
        #expect(lines.last?.hasPrefix("grows: 1 problem: ") == true)
    }

    @Test func anErrorIsOneLineAndExitOne() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.yaml").path
        try "name: bad\nviews:\n  - {id: box, parent: scroll}\ngesture: \"wait 1s; wiat 2s\"\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Self.run(["check", path])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors == "\(path):4:20: error: unknown action 'wiat'; expected one of: wait, drag, hold, release, fling, set\n")
    }

    @Test func aBadFlagExits64() throws {
        let result = try Self.run(["check", "stretchy", "--fps", "0"])
        #expect(result.status == 64)
        #expect(result.errors.split(separator: "\n").count == 1)
    }
}
