#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ScrollSim

/// The release velocity, blended from touch events (docs/physics.md#release-velocity), checked against sums done by
/// hand from the drag's easing; and the glide floor (docs/physics.md#glide-floor).
@Suite struct ReleaseVelocityTests {
    /// `0.6 s(n-2) + 0.35 s(n-1) + 0.05 s(n)`, written out here rather than taken from the code.
    func handBlend(_ oldest: Double, _ middle: Double, _ newest: Double) -> Double {
        0.6 * oldest + 0.35 * middle + 0.05 * newest
    }

    /// The offset velocity (pt/s) between touch events at `earlier` and `later` ms of a drag that moves the finger
    /// up by `progress(t)` points.
    func eventVelocity(_ progress: (Double) -> Double, _ earlier: Double, _ later: Double) -> Double {
        (progress(later) - progress(earlier)) / (later - earlier) * 1000
    }

    @Test func anEaseInDragAt60HzReleasesAtTheBlendOfItsLastThreeEventVelocities() throws {
        // Touch events every 1000/60 ms from the touch-down at 0; the 300 ms drag ends on event 18.
        let timeline = try run("drag up 120 over 0.3s ease-in; release")
        let release = try #require(timeline.releases.first)
        let interval = 1000.0 / 60
        let finger = { (t: Double) in 120 * (t / 300) * (t / 300) }
        let event = { (k: Double) in k * interval }
        let expected = handBlend(eventVelocity(finger, event(15), event(16)), eventVelocity(finger, event(16), event(17)),
                                 eventVelocity(finger, event(17), event(18)))
        // By hand: s(k) = 120 (2k - 1) / (18 * 300) pt/ms, so 1000 * 120 / 5400 * (0.6*31 + 0.35*33 + 0.05*35).
        let byHand: Double = 1000.0 * 120 / 5400 * 31.9
        #expect(isClose(expected, byHand, 1e-9))
        #expect(isClose(release.fingerVelocity, expected, 1e-9))
        #expect(isClose(release.velocity, 708.888_888_9, 1e-6))
        // Below the 800 pt/s the finger reaches at the end: the blend leans on the older events.
        #expect(release.velocity < 800)
        #expect(release.flickBoost == 1)
    }

    @Test func theSameDragAt120HzUsesEventsEvery8Point3Milliseconds() throws {
        let timeline = try run("drag up 120 over 0.3s ease-in; release", physics: ScrollPhysics(touchRate: 120))
        let release = try #require(timeline.releases.first)
        let interval = 1000.0 / 120
        let finger = { (t: Double) in 120 * (t / 300) * (t / 300) }
        let event = { (k: Double) in k * interval }
        let expected = handBlend(eventVelocity(finger, event(33), event(34)), eventVelocity(finger, event(34), event(35)),
                                 eventVelocity(finger, event(35), event(36)))
        let byHand: Double = 1000.0 * 120 / (36 * 300) * 67.9  // 0.6 * 67 + 0.35 * 69 + 0.05 * 71 = 67.9
        #expect(isClose(expected, byHand, 1e-9))
        #expect(isClose(release.velocity, expected, 1e-9))
        #expect(isClose(release.velocity, 754.444_444_4, 1e-6))
    }

    @Test func aLiftBetweenTouchEventsUsesTheEventsBeforeIt() throws {
        // 260 ms is 15.6 events at 60 Hz: the last event is number 15 at 250 ms; the 10 ms after it are not seen.
        let timeline = try run("drag up 100 over 260ms ease-in; release")
        let release = try #require(timeline.releases.first)
        let interval = 1000.0 / 60
        let finger = { (t: Double) in 100 * (t / 260) * (t / 260) }
        let event = { (k: Double) in k * interval }
        let expected = handBlend(eventVelocity(finger, event(12), event(13)), eventVelocity(finger, event(13), event(14)),
                                 eventVelocity(finger, event(14), event(15)))
        #expect(isClose(release.velocity, expected, 1e-9))
    }

    @Test func missingEarlierEventsCountAsZero() throws {
        // A 20 ms drag at 60 Hz has the touch-down and one event (16.7 ms): only s(n) exists, weighted 0.05.
        let timeline = try run("drag up 30 over 20ms; release", physics: ScrollPhysics(glideFloor: 0))
        let release = try #require(timeline.releases.first)
        #expect(isClose(release.velocity, 0.05 * 1500, 1e-9))
    }

    @Test func aStillFingerSendsNoEventsAndRestingAWholeTenthOfASecondReleasesAtZero() throws {
        // Held 99 ms: the last events are the drag's, so it still releases at the drag's speed.
        let justMoving = try run("drag up 100 over 0.3s; hold 99ms; release")
        #expect(isClose(try #require(justMoving.releases.first).velocity, 1000.0 / 3.0, 1e-9))
        // Held 100 ms (`ReleaseVelocity.restMilliseconds`): zero, and the content stays.
        let rested = try run("drag up 100 over 0.3s; hold 100ms; release; wait until rest")
        let release = try #require(rested.releases.first)
        #expect(release.velocity == 0 && release.fingerVelocity == 0)
        #expect(rested.restOffset == 100)
    }

    @Test func theBlendFunctionFollowsItsContract() {
        let events = [TouchEvent(timeMilliseconds: 0, y: 0), TouchEvent(timeMilliseconds: 10, y: 10),
                      TouchEvent(timeMilliseconds: 20, y: 30), TouchEvent(timeMilliseconds: 40, y: 40)]
        // s = 1, 2, 0.5 pt/ms, oldest first.
        let byHand: Double = 0.6 * 1 + 0.35 * 2 + 0.05 * 0.5
        #expect(isClose(ReleaseVelocity.fingerVelocity(events: events, liftMilliseconds: 45), byHand, 1e-12))
        #expect(ReleaseVelocity.fingerVelocity(events: events, liftMilliseconds: 140) == 0)
        #expect(ReleaseVelocity.fingerVelocity(events: [], liftMilliseconds: 0) == 0)
        // Only the last four events count.
        let more = [TouchEvent(timeMilliseconds: -10, y: 500)] + events
        #expect(ReleaseVelocity.fingerVelocity(events: more, liftMilliseconds: 45) == ReleaseVelocity.fingerVelocity(events: events, liftMilliseconds: 45))
    }
}

@Suite struct GlideFloorTests {
    @Test func a200PointPerSecondReleaseDoesNotMove() throws {
        let timeline = try run("set offset 1000; drag up 40 over 200ms; release; wait until rest")
        let release = try #require(timeline.releases.first)
        #expect(isClose(release.fingerVelocity, 200, 1e-9))
        #expect(release.velocity == 0)
        // The content stays where the finger left it: 1000 + 40.
        #expect(timeline.restOffset == 1040)
        #expect(release.projectedRestOffset == 1040)
        #expect(timeline.sample(atMilliseconds: 200 + 1e-6).phase == .resting)
    }

    @Test func a300PointPerSecondReleaseGlides() throws {
        let timeline = try run("set offset 1000; drag up 60 over 200ms; release; wait until rest")
        let release = try #require(timeline.releases.first)
        #expect(isClose(release.velocity, 300, 1e-9))
        // 0.3 pt/ms * 0.998 / 0.002 = 149.7 pt past the 1060 it was left at.
        #expect(timeline.restOffset == (1060 + 149.7).rounded())
        #expect(timeline.sample(atMilliseconds: 300).phase == .decelerating)
    }

    @Test func theFloorIsTunableAndZeroLetsEverythingGlide() throws {
        let anything = try run("set offset 1000; drag up 40 over 200ms; release; wait until rest", physics: ScrollPhysics(glideFloor: 0))
        #expect(anything.restOffset == (1040 + 0.2 * 499).rounded())
        let strict = try run("set offset 1000; drag up 60 over 200ms; release; wait until rest", physics: ScrollPhysics(glideFloor: 301))
        #expect(strict.restOffset == 1060)
        // At exactly the floor it glides (a fling states its speed exactly).
        let exact = try run("fling up 250; wait until rest")
        #expect(try #require(exact.releases.first).velocity == 250)
        #expect(exact.restOffset == (12.5 + 0.25 * 499).rounded())
    }

    @Test func aStatedFlingUnderTheFloorDoesNotGlideEither() throws {
        let slow = try run("fling up 200; wait until rest")
        // The flick itself moves the finger 200 pt/s for 50 ms: 10 pt, and the content stays there.
        #expect(try #require(slow.releases.first).velocity == 0)
        #expect(slow.restOffset == 10)
        let fast = try run("fling up 300; wait until rest")
        #expect(fast.restOffset == (15 + 0.3 * 499).rounded())
    }

    @Test func aSlowReleasePastAnEdgeStillBouncesBack() throws {
        // Pulled 100 pt past the top at 200 pt/s: no glide, but the overscroll returns to the edge from rest.
        let timeline = try run("drag down 100 over 0.5s; release; wait until rest", initialOffset: 0)
        #expect(try #require(timeline.releases.first).velocity == 0)
        #expect(timeline.sample(atMilliseconds: 520).phase == .bouncing)
        let atRelease = timeline.sample(atMilliseconds: 500).offset
        #expect(isClose(timeline.sample(atMilliseconds: 569).offset, atRelease * pow(0.99, 69), 1e-9))
        #expect(timeline.restOffset == 0)
    }
}
