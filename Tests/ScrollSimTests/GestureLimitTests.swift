import Testing
@testable import ScrollSim

/// Every duration, distance and count a script names is bounded before anything is simulated or allocated.
@Suite struct GestureLimitTests {
    @Test(arguments: ["wait 1e17s", "wait 601s", "hold 600001ms", "drag down 10 over 1e300s", "wait until rest max 11min"])
    func aDurationPastTheActionLimitIsAnErrorAtItsToken(text: String) throws {
        let error = try #require(parseError(text))
        #expect(error.line == 1)
        #expect(error.column > 1)
        #expect(error.message.contains("600s") || error.message.contains("unit"), "\(error)")
    }

    @Test func aDurationAtTheLimitIsAccepted() throws {
        let script = try GestureScript.parse("wait 600s; hold 600000ms", sourceName: "g.txt")
        #expect(script.actions == [.wait(milliseconds: 600_000), .hold(milliseconds: 600_000)])
    }

    @Test func theWholeScriptLastsAtMostAnHour() throws {
        let sixHundred = Array(repeating: "wait 600s", count: 6).joined(separator: "; ")
        #expect(try GestureScript.parse(sixHundred, sourceName: "g.txt").actions.count == 6)
        let error = try #require(parseError(sixHundred + "; wait 1ms"))
        #expect(error.column == 6 * 11 + 1)
        #expect(error.message.contains("60 minutes"))
        // `wait until rest` counts at its cap.
        #expect(parseError(Array(repeating: "wait until rest max 600s", count: 7).joined(separator: "\n"))?.line == 7)
    }

    @Test(arguments: ["drag down 1e9", "fling up 2e6", "set offset -1000001"])
    func aMagnitudePastTheLimitIsAnErrorAtItsToken(text: String) throws {
        let error = try #require(parseError(text))
        #expect(error.message.contains("at most 1000000"), "\(error)")
        #expect(error.column == text.split(separator: " ").dropLast().joined(separator: " ").count + 2)
    }

    @Test func theActionCountIsBounded() throws {
        let many = Array(repeating: "set offset 1", count: GestureScript.maximumActions + 1).joined(separator: "\n")
        let error = try #require(parseError(many))
        #expect(error.line == GestureScript.maximumActions + 1)
    }
}
