import Testing
@testable import ScrollSim

@Suite struct GestureScriptTests {
    @Test func parsesEveryAction() throws {
        let text = """
            # pull to refresh, then fling
            wait 0.5s
            drag down 200 over 0.6s ease-out   # comment after an action

            hold 200ms; release
            drag up 50pt over 100 ms
            release
            fling up 2500
            fling down 1e3pt/s
            set offset -30.5
            wait until rest
            wait until rest max 5s
            DRAG UP 10 EASE-IN-OUT
            """
        let script = try GestureScript.parse(text, sourceName: "g.txt")
        #expect(script.actions == [
            .wait(milliseconds: 500),
            .drag(direction: .down, distance: 200, milliseconds: 600, easing: .easeOut),
            .hold(milliseconds: 200),
            .release,
            .drag(direction: .up, distance: 50, milliseconds: 100, easing: .linear),
            .release,
            .fling(direction: .up, speed: 2500),
            .fling(direction: .down, speed: 1000),
            .setOffset(-30.5),
            .waitUntilRest(maxMilliseconds: 10_000),
            .waitUntilRest(maxMilliseconds: 5000),
            .drag(direction: .up, distance: 10, milliseconds: 300, easing: .easeInOut),
        ])
    }

    @Test func unknownDirectionPointsAtIt() throws {
        let error = try #require(parseError("wait 0.5s\ndrag sideways 200"))
        #expect(error.line == 2 && error.column == 6)
        #expect(error.message.contains("up or down"))
        #expect(error.description == "g.txt:2:6: error: \(error.message)")
    }

    @Test func columnsPointIntoSemicolonSeparatedLine() throws {
        let error = try #require(parseError("hold 1s; fling up -5"))
        #expect(error.line == 1 && error.column == 19)
        #expect(error.message.contains("negative"))
    }

    @Test func missingUnitIsReported() throws {
        let error = try #require(parseError("wait 5"))
        #expect(error.line == 1 && error.column == 6)
        #expect(error.message.contains("0.5s or 300ms"))
    }

    @Test func unknownUnitIsReported() throws {
        let error = try #require(parseError("  wait 5min"))
        #expect(error.column == 8)
        #expect(error.message.contains("'min'"))
    }

    @Test func unknownActionListsValidOnes() throws {
        let error = try #require(parseError("\n\n   jump 3"))
        #expect(error.line == 3 && error.column == 4)
        #expect(error.message.contains("wait, drag, hold, release, fling, set"))
    }

    @Test func missingArgumentPointsPastLastWord() throws {
        let error = try #require(parseError("drag down"))
        #expect(error.column == 10)
        #expect(error.message.contains("distance"))
    }

    @Test func unknownEasingListsValidOnes() throws {
        let error = try #require(parseError("drag up 10 over 1s bouncy"))
        #expect(error.column == 20)
        #expect(error.message.contains("ease-in-out"))
    }

    @Test func trailingWordIsRejected() throws {
        let error = try #require(parseError("fling up 100 now"))
        #expect(error.column == 14)
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        #expect(parseError("fling up inf")?.column == 10)
        #expect(parseError("wait 1e999s")?.column == 6)
        #expect(parseError("wait nan")?.column == 6)
    }

    @Test func zeroLengthDragIsRejected() throws {
        let error = try #require(parseError("drag up 10 over 0s"))
        #expect(error.column == 17)
        #expect(error.message.contains("positive"))
    }

    @Test func fingerStateIsChecked() throws {
        let releaseWhenUp = try #require(parseError("wait 1s\nrelease"))
        #expect(releaseWhenUp.line == 2 && releaseWhenUp.column == 1)
        let restWhileTouching = try #require(parseError("drag up 10 over 0.1s\n  wait until rest"))
        #expect(restWhileTouching.line == 2 && restWhileTouching.column == 3)
        #expect(restWhileTouching.message.contains("release"))
        #expect(parseError("fling up 10; wait until rest") == nil)
        #expect(parseError("hold 1s; set offset 3; wait until rest") == nil)
    }

    @Test func setNeedsOffsetKeyword() throws {
        let error = try #require(parseError("set ofset 3"))
        #expect(error.column == 5)
        #expect(error.message.contains("'offset'"))
    }

    @Test func windowsLineEndingsAndEmptyStatements() throws {
        let script = try GestureScript.parse("wait 1s\r\n;;\r\n  # only a comment\r\nhold 2s ; release", sourceName: "x")
        #expect(script.actions == [.wait(milliseconds: 1000), .hold(milliseconds: 2000), .release])
    }
}
