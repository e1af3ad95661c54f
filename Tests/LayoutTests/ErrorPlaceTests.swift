import Testing
@testable import Layout

/// Errors that named the wrong place or said the wrong thing (issue #34, round two): each names the line and column
/// where the problem is, counted by hand in the comments.
@Suite struct ErrorPlaceTests {
    func error(_ yaml: String) -> String? {
        sceneError { _ = try SceneFile.parse(yaml: yaml, sourceName: "bad.yaml") }?.description
    }

    @Test func aRawNULIsReportedWhereItIs() throws {
        // Line 3 is "  - {id: a" (10 columns) and the NUL byte: column 11.
        let message = try #require(error("name: x\nviews:\n  - {id: a\0}\n"))
        #expect(message == "bad.yaml:3:11: error: invalid YAML: control characters are not allowed (U+0000)")
    }

    @Test func aPlaceAfterCRLFLinesCountsEachBreakOnce() {
        #expect(SourcePlace.after("a\r\nbc\rd\n".unicodeScalars) == (4, 1))
        #expect(SourcePlace.at(characterOffset: 4, in: "ab\r\ncd") == (2, 2))
    }

    @Test func bytesThatAreNotUTF8AreFoundByLineAndColumn() throws {
        // "é" in Latin-1 (0xE9) after "ok\ncaf": line 2, column 4, offset 6.
        let invalid = try #require(SourcePlace.firstInvalidUTF8(in: Array("ok\ncaf".utf8) + [0xE9, 0x0A]))
        #expect(invalid.offset == 6 && invalid.byte == 0xE9 && invalid.line == 2 && invalid.column == 4)
        // A two-byte character before it counts as one column.
        let after = try #require(SourcePlace.firstInvalidUTF8(in: Array("é".utf8) + [0xFF]))
        #expect(after.offset == 2 && after.line == 1 && after.column == 2)
        #expect(SourcePlace.firstInvalidUTF8(in: Array("fine ✓\n".utf8)) == nil)
    }

    @Test func aGestureInACRLFSceneMapsToItsLine() throws {
        let yaml = "name: x\r\nviews:\r\n  - {id: a}\r\ngesture: |\r\n  wait 1s\r\n  wiat 2s\r\n"
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "crlf.yaml")
        let gesture = try #require(scene.gesture)
        // "wiat" is the script's line 2, column 1; in the file line 6, column 3.
        let place = gesture.filePosition(line: 2, column: 1, in: yaml)
        #expect(place.line == 6 && place.column == 3, "\(place)")
    }

    static let box = "name: x\nviews:\n  - id: a\n    path: "

    @Test func pathErrorsInAFoldedScalarPointAtTheLine() throws {
        // Lines 5 to 7 hold the folded path; "X" is line 7, column 10 ("      L5 " is 9 columns).
        let message = try #require(error(Self.box + ">\n      M0 0 L10 0\n      L10 10\n      L5 X Z\n"))
        #expect(message.hasPrefix("bad.yaml:7:10: error: expected a number, found 'X' in a.path"), "\(message)")
    }

    @Test func pathErrorsInAPlainMultiLineScalarPointAtTheLine() throws {
        // "    path: " is 10 columns: the scalar starts on line 4; "X" is line 6, column 10.
        let message = try #require(error(Self.box + "M0 0 L10 0\n      L10 10\n      L5 X Z\n"))
        #expect(message.hasPrefix("bad.yaml:6:10: error: expected a number, found 'X' in a.path"), "\(message)")
    }

    @Test func pathErrorsInALiteralScalarTakeTheContentColumn() throws {
        // "X" is line 6, column 12 ("        L5 " is 11 columns), whatever column the '|' is in.
        let message = try #require(error(Self.box + "|  # the outline\n        M0 0 L10 0\n        L5 X Z\n"))
        #expect(message.hasPrefix("bad.yaml:6:12: error: expected a number, found 'X' in a.path"), "\(message)")
    }

    @Test func pathErrorsAfterAnEscapeCountTheEscapeAsWritten() throws {
        // Line 4 is `    path: "M0 0\u0020L10 0 L X"`: the quote is column 11, "X" is column 30, although in the
        // text ("M0 0 L10 0 L X") it is character 14.
        let message = try #require(error(Self.box + "\"M0 0\\u0020L10 0 L X\"\n"))
        #expect(message.hasPrefix("bad.yaml:4:30: error: expected a number, found 'X' in a.path"), "\(message)")
    }

    @Test func thirtyTwoLevelsOfMaskParenthesesPassAndThirtyThreeDoNot() throws {
        func nested(_ levels: Int) -> String {
            String(repeating: "(", count: levels) + "w" + String(repeating: ")", count: levels)
        }
        guard case .success = MaskExpression.parse(nested(32)) else {
            Issue.record("32 levels, the documented limit, were refused")
            return
        }
        guard case .failure(let error) = MaskExpression.parse(nested(33)) else {
            Issue.record("33 levels were accepted")
            return
        }
        // The 33rd '(' is column 33.
        #expect(error == MaskExpressionError(column: 33, message: "nested deeper than 32 levels"))
        guard case .success = MaskExpression.parse(String(repeating: "-", count: 32) + "w") else {
            Issue.record("32 unary minus signs were refused")
            return
        }
    }

    @Test func anEmptyRowImageNamesItsPlace() throws {
        let yaml = "views:\n  - id: l\n    list:\n      sections:\n        - rows:\n            - {title: One, image: \"\"}\n"
        // `            - {title: One, image: ` is 34 columns: the quote is column 35, the (empty) text column 36.
        let message = try #require(error(yaml))
        #expect(message == "bad.yaml:6:36: error: the image path is empty; expected a PNG/JPEG path or procedural:landscape")
    }
}
