import Foundation
import StretchGIFKit
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
