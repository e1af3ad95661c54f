import Foundation
import Layout
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

@Suite("layout and scene files through the CLI")
struct LayoutCommandTests {
    /// Solves the default scene (with the real text engine) at `offset`.
    private func solveDefault(at offset: Double) throws -> SolvedLayout {
        try SceneLayout(scene: try StretchScene.named(nil)).solve(offset: offset)
    }

    @Test("scene A's table (docs/scenes.md#scene-a-stretchy): -200 -> image at 0, 462.5 tall; 0 -> 262.5; 100 -> y -100, 262.5")
    func sceneATable() throws {
        let pulled = try #require(try solveDefault(at: -200).frame(of: "imageView"))
        #expect(pulled.y == 0 && pulled.height == 462.5 && pulled.width == 375)
        let rest = try #require(try solveDefault(at: 0).frame(of: "imageView"))
        #expect(rest.y == 0 && rest.height == 262.5)
        let scrolled = try #require(try solveDefault(at: 100).frame(of: "imageView"))
        #expect(scrolled.y == -100 && scrolled.height == 262.5)
        let textTop = try #require(try solveDefault(at: 262.5).frame(of: "textContainer"))
        #expect(textTop.y == 0)
    }

    @Test("the JSON format has contentHeight and every view's frame")
    func jsonFormat() throws {
        let solved = try solveDefault(at: -200)
        let json = solved.text(format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.count == solved.views.count)
        let image = try #require(views.first { $0["id"] as? String == "imageView" })
        #expect((image["frame"] as? [Double]) == [0, 0, 375, 462.5])
        #expect((object["contentHeight"] as? Double) == solved.contentHeight)
    }

    @Test("layout --format json lists a navigation bar's parts by their fixed ids, each with its resolved alpha")
    func navigationBarParts() throws {
        let yaml = """
            navigationBar: {title: Listen Now, largeTitle: true, leading: [{icon: bell, text: Library}], trailing: [{icon: star}]}
            views:
              - {id: content, height: 2000}
            constraints:
              - scroll.edges == root.edges
              - content.top == scroll.contentTop
              - content.left == root.left
              - content.right == root.right
              - content.bottom == scroll.contentBottom
            """
        let scene = try StretchScene(yaml: yaml, sourceName: "bar.yaml", name: "bar")
        let json = try SceneLayout(scene: scene).solve(offset: -140).text(format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let ids = views.compactMap { $0["id"] as? String }
        #expect(ids == ["content", "navigationBar", "navigationBar.background", "navigationBar.hairline",
                        "navigationBar.largeTitleBand", "navigationBar.largeTitle", "navigationBar.leading.0",
                        "navigationBar.leading.0.icon", "navigationBar.leading.0.text", "navigationBar.title",
                        "navigationBar.trailing.0", "navigationBar.trailing.0.icon"])
        // At rest (offset -140 on an iPhone X): the large title shows at scale 1, the inline title and background not.
        func resolved(_ id: String) -> [String: Double]? {
            views.first { $0["id"] as? String == id }?["resolved"] as? [String: Double]
        }
        #expect(resolved("navigationBar.largeTitle") == ["alpha": 1, "transform.scale": 1])
        #expect(resolved("navigationBar.title") == ["alpha": 0])
        #expect(resolved("navigationBar.background") == ["alpha": 0])
        #expect(resolved("navigationBar.leading.0.text") == ["alpha": 1])
    }

    @Test("the label's height comes from the real text, and feeds the content height")
    func contentHeightFromText() throws {
        let solved = try solveDefault(at: 0)
        let label = try #require(solved.frame(of: "label"))
        #expect(label.height > 200)
        // content = image container (262.5) + text container (label + 2 * 14 inset).
        #expect(abs(solved.contentHeight - (262.5 + label.height + 28)) < 1e-6)
    }

    @Test("bad scene files are rejected with file:line:col and nothing is rendered", arguments: [
        ("views:\n  - {id: a, parent: scroll, colour: \"#fff\"}\n", 2),
        ("views:\n  - {id: a, parent: scroll}\nconstraints:\n  - a.top == nothing.top\n", 4),
        ("views:\n  - {id: a, parent: scroll}\nconstraints:\n  - a.middle == root.top\n", 4),
        ("views: [\n", 1),
    ])
    func badSceneFiles(yaml: String, line: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("bad.yaml").path
        try yaml.write(toFile: scene, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out.gif").path
        do {
            try runCommand(["render", scene, "-o", output, "--quiet"])
            Issue.record("bad scene accepted")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("\(scene):"), "\(message)")
            #expect(message.contains(": error: "))
            let parts = message.dropFirst(scene.count + 1).split(separator: ":")
            #expect(parts.count >= 2 && Int(parts[0]) != nil && Int(parts[1]) != nil, "\(message)")
            if yaml.hasPrefix("views:\n  - {") { #expect(Int(parts[0]) == line, "\(message)") }
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

/// `layout` refuses flags it would ignore and checks what a render checks in the scene file.
@Suite struct LayoutCommandChecksTests {
    /// `GESTURE_FILE` stands for a valid gesture file in a fresh folder: refused all the same.
    @Test(arguments: [["--gesture", "wait 1s"], ["--gesture-file", "GESTURE_FILE"]])
    func gestureFlagsAreRefused(flags: [String]) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gestureFile = folder.appendingPathComponent("g.txt").path
        try "wait 1s\n".write(toFile: gestureFile, atomically: true, encoding: .utf8)
        do {
            try runCommand(["layout"] + flags.map { $0 == "GESTURE_FILE" ? gestureFile : $0 })
            Issue.record("layout accepted \(flags)")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 64)
            #expect(failure.message.contains("\(flags[0]): layout solves one offset"), "\(failure.message)")
        }
    }

    @Test func badPhysicsAndRenderSectionsAreErrors() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (section, expected) in [("physics: {rubberBand: 7}", "physics.rubberBand expects"),
                                    ("render: {scale: 9}", "render.scale expects 1, 2 or 3 (got '9')")] {
            let path = folder.appendingPathComponent("scene.yaml").path
            try (tinySceneYAML + "\n" + section + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            do {
                try runCommand(["layout", path])
                Issue.record("layout accepted \(section)")
            } catch let failure as CommandFailure {
                #expect(failure.exitCode == 1)
                #expect(failure.message.contains("scene.yaml:25:"), "\(failure.message)")
                #expect(failure.message.contains(expected), "\(failure.message)")
            }
        }
    }
}
