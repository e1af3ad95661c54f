import Testing
@testable import Layout

/// A label's `text` as a sequence of runs (docs/scenes.md#rich-text): what is parsed, what is measured, and each
/// error at its file:line:col (columns counted by hand from the YAML below).
@Suite struct RichTextParseTests {
    func error(_ yaml: String) -> String? {
        sceneError { _ = try SceneFile.parse(yaml: yaml, sourceName: "bad.yaml") }?.description
    }

    @Test func runsAreParsedWithTheFieldsTheyGive() throws {
        let yaml = """
            views:
              - id: name
                text: [{text: "Jane ", weight: bold, size: 17}, {text: "@jane", color: "#8A8A8E"}]
                font: {size: 15}
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "ok.yaml")
        let view = try #require(scene.views.first { $0.id == "name" })
        #expect(view.text == "Jane @jane")
        #expect(view.textRuns == [TextRun(text: "Jane ", weight: .bold, size: 17),
                                  TextRun(text: "@jane", color: Color(r: 0x8A, g: 0x8A, b: 0x8E))])
        #expect(view.isLabel)
        // Missing fields follow the view.
        let second = try #require(view.textRuns?.last).style(over: view.textStyle)
        #expect(second.size == 15 && second.weight == .regular)
        // A plain string has no runs.
        let plain = try SceneFile.parse(yaml: "views:\n  - {id: a, text: hello}\n", sourceName: "ok.yaml")
        #expect(plain.views.first { $0.id == "a" }?.textRuns == nil)
    }

    /// A rich label's intrinsic width is the measurer's answer for its runs, not for the joined string.
    @Test func labelsAreMeasuredByTheirRuns() throws {
        struct RunMeasurer: TextMeasuring {
            // Plain text: 1 pt per character; runs: each character as wide as its run's size.
            func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size {
                Size(width: Double(string.count), height: 10)
            }
            func measure(_ text: TextStyle, runs: [TextRun], maxWidth: Double?) -> Size {
                Size(width: runs.reduce(0) { $0 + Double($1.text.count) * ($1.size ?? text.size) }, height: 30)
            }
        }
        let yaml = """
            views:
              - {id: a, text: [{text: "ab", size: 10}, {text: "cde"}], font: {size: 4}}
            constraints:
              - a.top == scroll.contentTop
              - a.left == root.left
              - a.bottom == scroll.contentBottom
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "ok.yaml")
        var engine = try LayoutEngine(scene: scene, textMeasurer: RunMeasurer())
        let frame = try #require(engine.solve(offset: 0).views.first { $0.id == "a" }).frame
        #expect(frame.width == 2 * 10 + 3 * 4)
        #expect(frame.height == 30)
    }

    @Test func anEmptySequenceIsRefused() throws {
        let message = try #require(error("views:\n  - id: a\n    text: []\n"))
        #expect(message.hasPrefix("bad.yaml:3:11: error: a.text must be a string or a non-empty sequence of runs "
            + "{text, weight, size, color}, found an empty sequence"))
    }

    @Test func aRunWithoutTextIsRefused() throws {
        let message = try #require(error("views:\n  - id: a\n    text: [{size: 12}]\n"))
        #expect(message.hasPrefix("bad.yaml:3:12: error: a.text[0] needs a 'text'"))
    }

    @Test func unknownRunKeysListTheAllowedOnes() throws {
        let message = try #require(error("views:\n  - id: a\n    text: [{text: x, colour: \"#FF0000\"}]\n"))
        #expect(message.hasPrefix("bad.yaml:3:22: error: unknown key 'colour' in a.text[0] (did you mean 'color'?); "
            + "valid keys: text, weight, size, color"))
    }

    @Test func badWeightSizeAndColourAreRefusedWhereTheyAre() throws {
        let weight = try #require(error("views:\n  - id: a\n    text: [{text: x, weight: heavy}]\n"))
        #expect(weight.hasPrefix("bad.yaml:3:30: error: a.text[0].weight must be one of "
            + "regular|medium|semibold|bold, found 'heavy'"))
        let size = try #require(error("views:\n  - id: a\n    text: [{text: x}, {text: y, size: -3}]\n"))
        #expect(size.hasPrefix("bad.yaml:3:39: error: a.text[1].size must be greater than 0"))
        let color = try #require(error("views:\n  - id: a\n    text: [{text: x, color: red}]\n"))
        #expect(color.hasPrefix("bad.yaml:3:29: error: a.text[0].color must be a colour"))
        let notARun = try #require(error("views:\n  - id: a\n    text: [plain]\n"))
        #expect(notARun.hasPrefix("bad.yaml:3:12: error: a.text[0] must be a run mapping"))
    }

    @Test func tooManyRunsAreRefusedAtTheFirstOneTooMany() throws {
        let limit = SceneFileLimits.maximumTextRuns
        let runs = Array(repeating: "{text: x}", count: limit + 1).joined(separator: ", ")
        let message = try #require(error("views:\n  - id: a\n    text: [\(runs)]\n"))
        // "    text: [" is 11 columns; each run is "{text: x}, " (11 columns), run `limit` starts after `limit` of them.
        #expect(message.hasPrefix("bad.yaml:3:\(12 + 11 * limit): error: a.text has \(limit + 1) runs; at most \(limit)"))
    }

    @Test func tooManyCharactersInAllAreRefusedAtTheRunThatPassesTheLimit() throws {
        let half = SceneFileLimits.maximumTextLength / 2
        let yaml = "views:\n  - id: a\n    text:\n      - text: \(String(repeating: "a", count: half + 1))\n"
            + "      - text: \(String(repeating: "b", count: half))\n"
        let message = try #require(error(yaml))
        #expect(message.hasPrefix("bad.yaml:5:15: error: a.text has more than \(SceneFileLimits.maximumTextLength) "
            + "characters in all"))
    }
}
