import Testing
@testable import ScrollSim

/// Repeated flicks (docs/physics.md#repeated-flicks): from the third fast flick in a row in one direction, each
/// within a second of the previous, the velocity doubles per flick up to 16x.
@Suite struct FlickBoostTests {
    /// A quick finger flick: 60 pt in 50 ms, which the touch events at 60 Hz see as 1200 pt/s.
    static let flick = "drag up 60 over 50ms; release"

    @Test func aThirdFastFlickInARowTravelsFurtherThanTheSameFlickFromRest() throws {
        let fromRest = try run("\(Self.flick); wait until rest")
        let single = try #require(fromRest.releases.first)
        #expect(isClose(single.velocity, 1200, 1e-9))
        #expect(single.flick == 1 && single.flickBoost == 1)
        let singleTravel = try #require(fromRest.restOffset) - fromRest.sample(atMilliseconds: single.timeMilliseconds).offset

        let repeated = try run("\(Self.flick); wait 0.4s; \(Self.flick); wait 0.4s; \(Self.flick); wait until rest")
        #expect(repeated.releases.map(\.flick) == [1, 2, 3])
        #expect(repeated.releases.map(\.flickBoost) == [1, 1, 2])
        let third = repeated.releases[2]
        #expect(isClose(third.fingerVelocity, 1200, 1e-9))
        #expect(isClose(third.velocity, 2400, 1e-9))
        let thirdTravel = try #require(repeated.restOffset) - repeated.sample(atMilliseconds: third.timeMilliseconds).offset
        #expect(thirdTravel > singleTravel)
        // Projected travel is proportional to the velocity: 2.4 * 499 vs 1.2 * 499, each rounded to the pixel.
        #expect(isClose(singleTravel, 1.2 * 499, 0.5))
        #expect(isClose(thirdTravel, 2.4 * 499, 0.5))
    }

    @Test func theMultiplierDoublesFromTheThirdFlickUpToItsCap() throws {
        let script = Array(repeating: "fling up 1000; wait 0.5s", count: 7).joined(separator: "; ")
        let boosted = try run(script, geometry: ScrollGeometry(viewportHeight: 800, contentHeight: 100_000))
        #expect(boosted.releases.map(\.flick) == [1, 2, 3, 4, 5, 6, 7])
        #expect(boosted.releases.map(\.flickBoost) == [1, 1, 2, 4, 8, 16, 16])
        #expect(boosted.releases.map(\.velocity) == [1000, 1000, 2000, 4000, 8000, 16000, 16000])
        var capped = ScrollPhysics()
        capped.flickBoost.maximumMultiplier = 5
        #expect(try run(script, physics: capped).releases.map(\.flickBoost) == [1, 1, 2, 4, 5, 5, 5])
        let off = try run(script, physics: ScrollPhysics(flickBoost: .off))
        #expect(off.releases.map(\.flickBoost) == [1, 1, 1, 1, 1, 1, 1])
        #expect(off.releases.map(\.velocity) == Array(repeating: 1000, count: 7))
    }

    @Test func flicksDownAreBoostedDownward() throws {
        let timeline = try run("fling down 800; wait 0.3s; fling down 800; wait 0.3s; fling down 800", initialOffset: 3000)
        #expect(timeline.releases.map(\.velocity) == [-800, -800, -1600])
    }

    @Test func flicksInAlternatingDirectionsAreNotBoosted() throws {
        let timeline = try run("\(Self.flick); wait 0.4s; drag down 60 over 50ms; release; wait 0.4s; \(Self.flick)",
                               initialOffset: 2000)
        #expect(timeline.releases.map(\.flick) == [1, 1, 1])
        #expect(timeline.releases.map(\.flickBoost) == [1, 1, 1])
        #expect(timeline.releases.map { $0.velocity.rounded() } == [1200, -1200, 1200])
    }

    @Test func flicksMoreThanASecondApartAreNotBoosted() throws {
        // Released at 50, 1100 and 2150 ms: 1050 ms apart.
        let apart = try run("\(Self.flick); wait 1s; \(Self.flick); wait 1s; \(Self.flick)")
        #expect(apart.releases.map(\.flick) == [1, 1, 1])
        #expect(apart.releases.map(\.flickBoost) == [1, 1, 1])
        // Released exactly 1000 ms apart (50, 1050, 2050): still one run.
        let edge = try run("\(Self.flick); wait 0.95s; \(Self.flick); wait 0.95s; \(Self.flick)")
        #expect(edge.releases.map(\.flickBoost) == [1, 1, 2])
        // A shorter window splits the same run.
        var strict = ScrollPhysics()
        strict.flickBoost.windowMilliseconds = 999
        #expect(try run("\(Self.flick); wait 0.95s; \(Self.flick); wait 0.95s; \(Self.flick)", physics: strict)
            .releases.map(\.flickBoost) == [1, 1, 1])
    }

    @Test func aSlowerReleaseOrASetOffsetEndsTheRun() throws {
        // 500 pt/s glides but is not a fast flick (600 pt/s): the run starts again after it.
        let slower = try run("fling up 1000; wait 0.2s; fling up 1000; wait 0.2s; fling up 500; wait 0.2s; "
                             + "fling up 1000; wait 0.2s; fling up 1000")
        #expect(slower.releases.map(\.flick) == [1, 2, 0, 1, 2])
        #expect(slower.releases.map(\.flickBoost) == [1, 1, 1, 1, 1])
        // A release under the glide floor (a finger that rested) ends it too.
        let rested = try run("fling up 1000; wait 0.2s; fling up 1000; wait 0.2s; drag up 20 over 50ms; hold 0.1s; release; "
                             + "fling up 1000")
        #expect(rested.releases.map(\.flick) == [1, 2, 0, 1])
        let placed = try run("fling up 1000; wait 0.2s; fling up 1000; wait 0.2s; set offset 100; fling up 1000")
        #expect(placed.releases.map(\.flick) == [1, 2, 1])
        // A lower flick speed makes the 500 pt/s flick count.
        var eager = ScrollPhysics()
        eager.flickBoost.minimumSpeed = 400
        let counted = try run("fling up 1000; wait 0.2s; fling up 1000; wait 0.2s; fling up 500", physics: eager)
        #expect(counted.releases.map(\.velocity) == [1000, 1000, 1000])
    }

    @Test func multiplierFollowsItsFormula() {
        let rule = FlickBoost()
        #expect((0...8).map(rule.multiplier(forFlick:)) == [1, 1, 1, 2, 4, 8, 16, 16, 16])
        #expect(FlickBoost(maximumMultiplier: 3).multiplier(forFlick: 4) == 3)
        #expect(FlickBoost.off.multiplier(forFlick: 10) == 1)
        #expect(FlickBoost().multiplier(forFlick: 10_000) == 16)
    }

    @Test func badValuesAreRejectedNamingTheParameter() {
        let cases: [(ScrollPhysics, String)] = [
            (ScrollPhysics(touchRate: 5), "touchRate"), (ScrollPhysics(touchRate: .nan), "touchRate"),
            (ScrollPhysics(touchRate: 2000), "touchRate"), (ScrollPhysics(glideFloor: -1), "glideFloor"),
            (ScrollPhysics(glideFloor: .infinity), "glideFloor"),
            (ScrollPhysics(flickBoost: FlickBoost(maximumMultiplier: 0.5)), "flickBoost"),
            (ScrollPhysics(flickBoost: FlickBoost(minimumSpeed: -1)), "flickSpeed"),
            (ScrollPhysics(flickBoost: FlickBoost(windowMilliseconds: .nan)), "flickWindow"),
        ]
        for (physics, parameter) in cases {
            do {
                try physics.validate()
                Issue.record("\(parameter): accepted")
            } catch {
                #expect(error.parameter == parameter)
                #expect(error.description.hasPrefix("invalid \(parameter) "))
            }
        }
        #expect((try? ScrollPhysics(touchRate: 120, glideFloor: 0, flickBoost: .off).validate()) != nil)
    }
}
