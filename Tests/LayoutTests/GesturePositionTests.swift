import Testing
@testable import Layout

/// A gesture error inside a scene file must point at the file's line and column, whatever YAML style holds the
/// script. Each case puts a unique word (`wiat`) in the script; its position in the parsed text is mapped back
/// and compared with where the word is in the file.
@Suite struct GesturePositionTests {
    static let cases: [String] = [
        "gesture: \"drag down 100 over 0.3s; release; wiat 1s\"\n",
        "gesture: 'drag down 100 over 0.3s; release; wiat 1s'\n",
        "gesture: drag down 100 over 0.3s; release; wiat 1s\n",
        "gesture:\n  \"drag down 100 over 0.3s;\n   release;\n   wiat 1s\"\n",
        "gesture: \"drag down 100 over 0.3s\\nrelease\\n\\twiat 1s\"\n",
        "gesture: \"drag down 100 \\u006Fver 0.3s; release; wiat 1s\"\n",
        "gesture: \"drag down 100 over \\\n      0.3s; release; wiat 1s\"\n",
        "gesture: 'it''s a drag: drag down 100 over 0.3s; wiat 1s'\n",
        "gesture: |\n  drag down 100 over 0.3s\n  release\n  wiat 1s\n",
        "gesture: >\n  drag down 100 over 0.3s;\n  release;\n\n  wiat 1s\n",
        "gesture: |2\n    drag down 100 over 0.3s\n    wiat 1s\n",
    ]

    @Test(arguments: cases)
    func theWordIsFoundWhereTheFileHasIt(gestureYAML: String) throws {
        let yaml = "name: positions\nviews:\n  - {id: box}\n" + gestureYAML
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml")
        let gesture = try #require(scene.gesture)
        // Where "wiat" is in the parsed text (1-based line and column).
        let textLines = gesture.text.split(separator: "\n", omittingEmptySubsequences: false)
        let textLine = try #require(textLines.firstIndex { $0.contains("wiat") })
        let textColumn = try #require(textLines[textLine].range(of: "wiat")).lowerBound
        let column = textLines[textLine].distance(from: textLines[textLine].startIndex, to: textColumn) + 1
        // Where it is in the file.
        let fileLines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let fileLine = try #require(fileLines.firstIndex { $0.contains("wiat") })
        let fileColumn = fileLines[fileLine].distance(
            from: fileLines[fileLine].startIndex, to: try #require(fileLines[fileLine].range(of: "wiat")).lowerBound) + 1
        let mapped = gesture.filePosition(line: textLine + 1, column: column, in: yaml)
        #expect(mapped.line == fileLine + 1 && mapped.column == fileColumn,
                "mapped to \(mapped.line):\(mapped.column), the file has it at \(fileLine + 1):\(fileColumn)")
    }

    @Test func withoutAFileTheTextLineIsCountedFromTheStart() {
        let source = SourceText(text: "wait 1s\nwiat 2s\n", line: 7)
        let position = source.filePosition(line: 2, column: 1, in: "")
        #expect(position.line == 8 && position.column == 1)
    }
}
