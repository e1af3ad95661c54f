import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// `--font`: repeatable, a file or a folder; bad paths fail with one line naming the file; `check` warns about
/// characters no installed font has.
@Suite struct FontOptionTests {
    @Test func theOptionRepeatsIntoTheLibrarysFontList() throws {
        let command = try StretchGIF.parseAsRoot(["render", "--font", "A.ttf", "--font", "-Bold.otf", "-o", "x.gif"])
        let render = try #require(command as? Render)
        var options = RenderOptions()
        render.sceneOptions.apply(to: &options)
        #expect(options.fonts == ["A.ttf", "-Bold.otf"])
        let none = try #require(try StretchGIF.parseAsRoot(["render", "-o", "x.gif"]) as? Render)
        var defaults = RenderOptions()
        none.sceneOptions.apply(to: &defaults)
        #expect(defaults.fonts.isEmpty)
    }

    @Test func aFileThatIsNotAFontFailsWithOneLineNamingIt() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let notAFont = folder.appendingPathComponent("Fake-Bold.otf").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: notAFont))
        let output = folder.appendingPathComponent("out.gif").path
        #expect {
            try runCommand(["render", scene, "--font", "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                            "--font", notAFont, "-o", output])
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.message.hasPrefix(notAFont + ": error: font ") && !failure.message.contains("\n")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func checkWarnsAboutCharactersNoFontHas() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("label.yaml").path
        let yaml = tinySceneYAML.replacingOccurrences(
            of: "  - {id: body, parent: scroll, color: \"#BE2045\"}",
            with: "  - {id: body, parent: scroll, color: \"#BE2045\"}\n"
                + "  - {id: label, parent: scroll, text: \"x\\u0378 🎉\", textColor: \"#000000\"}")
            .replacingOccurrences(of: "constraints:\n", with: "constraints:\n  - label.left == root.left\n"
                                  + "  - label.top == scroll.contentTop\n")
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let scene = try StretchScene(contentsOfFile: path)
        let animation = try Animation(scene: scene, options: RenderOptions())
        #expect(animation.uncoveredCharacters == ["\u{378}"])
        // One warning line before the verdict; not a problem, so the status stays 0 even with --strict.
        let result = try ShowCommandTests.run(["check", path, "--strict"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first
                == "label: warning: no installed font has a glyph for U+0378; it draws as a box (see docs/fonts.md)")
        #expect(lines.last?.hasPrefix("label: ok: ") == true)
    }
}
