#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ScrollSim

@Suite struct SimulatorTests {
    @Test func flingUp1000RestsAtReleaseOffsetPlus499() throws {
        let timeline = try run("fling up 1000; wait until rest")
        let release = try #require(timeline.releases.first)
        #expect(isClose(release.timeMilliseconds, 50, 1e-12))
        #expect(isClose(release.velocity, 1000, 1e-12))
        // The 50 ms flick at 1000 pt/s moved the content 50 pt up from 0.
        let releaseOffset = timeline.sample(atMilliseconds: release.timeMilliseconds).offset
        #expect(isClose(releaseOffset, 50, 1e-9))
        #expect(timeline.restOffset == (releaseOffset + 499.0).rounded())
        #expect(timeline.restOffset == 549)
        #expect(release.projectedRestOffset == 549)
        // Settles when |v| = 1 pt/s = 0.001 pt/ms: 1 * 0.998^t = 0.001.
        let settle = log(0.001) / log(0.998)
        #expect(isClose(timeline.durationMilliseconds, 50 + settle, 1e-6))
        #expect(timeline.sample(atMilliseconds: 10).phase == .tracking)
        #expect(timeline.sample(atMilliseconds: 100).phase == .decelerating)
        #expect(timeline.sample(atMilliseconds: timeline.durationMilliseconds).phase == .resting)
        #expect(timeline.sample(atMilliseconds: timeline.durationMilliseconds - 1e-6).phase == .decelerating)
    }

    @Test func restRoundsToPixelGrid() throws {
        let geometry = ScrollGeometry(viewportHeight: 800, contentHeight: 5000, pixelScale: 3)
        let timeline = try run("fling up 1234; wait until rest", geometry: geometry)
        // Release at 61.7 pt; projection 61.7 + 1.234 * 499 = 677.466 -> 2032.398 px -> 2032 px = 677.333 pt.
        let rest = try #require(timeline.restOffset)
        #expect(isClose(rest, 2032.0 / 3.0, 1e-12))
    }

    @Test func fastRateFlingTravels99PerThousand() throws {
        let physics = ScrollPhysics(decelerationRate: ScrollPhysics.fastDecelerationRate)
        let timeline = try run("set offset 1000; fling down 2000; wait until rest", physics: physics)
        // Flick moves 100 pt down (offset 900), then 2 pt/ms * 0.99/0.01 = 198 pt more.
        #expect(timeline.restOffset == 702)
    }

    @Test func bounceFromRestAt100Points() throws {
        let timeline = try run("wait until rest", initialOffset: -100)
        // e(t) = -100 * 0.99^t.
        for t in [0.0, 10, 69, 200, 500] {
            #expect(isClose(timeline.sample(atMilliseconds: t).offset, -100 * pow(0.99, t), 1e-9))
            #expect(timeline.sample(atMilliseconds: t).phase == .bouncing)
        }
        let halfLife = log(0.5) / log(0.99)
        #expect(isClose(halfLife, 69, 0.05))
        #expect(isClose(timeline.sample(atMilliseconds: halfLife).offset, -50, 1e-9))
        // Within 0.5 pt of the edge at t = ln(0.005)/ln(0.99) = 527.17 ms, then snapped to the edge.
        let settle = log(0.005) / log(0.99)
        #expect(isClose(settle, 527.2, 0.05))
        #expect(isClose(timeline.durationMilliseconds, settle, 1e-6))
        #expect(timeline.sample(atMilliseconds: 527.0).phase == .bouncing)
        #expect(timeline.sample(atMilliseconds: 527.5).phase == .resting)
        #expect(timeline.sample(atMilliseconds: 527.5).offset == 0)
        #expect(timeline.restOffset == 0)
    }

    @Test func flingCrossingEdgeOvershootsInProportionToCrossingSpeed() throws {
        // Release 100 pt (resp. 200 pt) before the end (4200) at 1000 (resp. 2000) pt/s: crossing speeds
        // v - d/K are 1 - 100/499 and 2 - 200/499 pt/ms, exactly double.
        let rate = 0.998, decay = 0.99
        let travel = rate / (1 - rate)
        let slow = try run("set offset 4050; fling up 1000; wait until rest")
        let fast = try run("set offset 3900; fling up 2000; wait until rest")
        #expect(isClose(slow.sample(atMilliseconds: 50).offset, 4100, 1e-9))
        #expect(isClose(fast.sample(atMilliseconds: 50).offset, 4000, 1e-9))

        // Peak of D^t (1 - F^t): derivative zero where F^t = ln D / (ln D + ln F).
        let peakTime = log(log(decay) / (log(decay) + log(rate))) / log(rate)
        let peakShape = pow(decay, peakTime) * (1 - pow(rate, peakTime)) * travel

        func measuredPeak(_ timeline: ScrollTimeline) -> Double {
            var peak = -Double.infinity
            var t = 50.0
            while t < 3000 {
                peak = max(peak, timeline.sample(atMilliseconds: t).offset - 4200)
                t += 0.02
            }
            return peak
        }
        let slowPeak = measuredPeak(slow)
        let fastPeak = measuredPeak(fast)
        let slowCrossingSpeed = 1 - 100 / travel
        #expect(isClose(slowPeak, slowCrossingSpeed * peakShape, 1e-6))
        #expect(isClose(fastPeak, 2 * slowCrossingSpeed * peakShape, 1e-6))
        #expect(isClose(fastPeak / slowPeak, 2, 1e-6))
        // Crossing time: F^t = 1 - d/(K v).
        let crossing = 50 + log(1 - 100 / travel) / log(rate)
        #expect(isClose(slow.sample(atMilliseconds: crossing).offset, 4200, 1e-9))
        #expect(slow.sample(atMilliseconds: crossing - 0.01).phase == .decelerating)
        #expect(slow.sample(atMilliseconds: crossing + 0.01).phase == .bouncing)
        #expect(slow.restOffset == 4200)
        #expect(fast.restOffset == 4200)
    }

    @Test func restingFingerReleasesWithZeroVelocity() throws {
        let timeline = try run("drag up 100 over 0.3s; hold 0.1s; release; wait 1s")
        let release = try #require(timeline.releases.first)
        #expect(release.velocity == 0)
        #expect(timeline.sample(atMilliseconds: 401).phase == .resting)
        #expect(timeline.restOffset == 100)
    }

    @Test func aSteadyDragReleasesAtItsSpeed() throws {
        // Every touch-event velocity of a linear drag is its speed, so the blend is too (weights sum to 1).
        let linear = try run("drag up 100 over 0.3s; release")
        #expect(isClose(try #require(linear.releases.first).velocity, 1000.0 / 3.0, 1e-9))
    }

    @Test func grabbingMidBounceDoesNotJump() throws {
        let timeline = try run("wait 100ms; hold 50ms; drag down 20 over 100ms; release; wait until rest", initialOffset: -100)
        let atGrab = -100 * pow(0.99, 100)
        #expect(isClose(timeline.sample(atMilliseconds: 100 - 1e-7).offset, atGrab, 1e-6))
        #expect(isClose(timeline.sample(atMilliseconds: 100).offset, atGrab, 1e-9))
        #expect(timeline.sample(atMilliseconds: 100).phase == .tracking)
        #expect(isClose(timeline.sample(atMilliseconds: 149).offset, atGrab, 1e-9))
        // Pulling 20 pt further: invert the band, add 20, band again.
        let c = 0.55, d = 800.0
        let b = -atGrab
        let x = d * b / (c * (d - b)) + 20
        let expected = -(1 - 1 / (x * c / d + 1)) * d
        #expect(isClose(timeline.sample(atMilliseconds: 250).offset, expected, 1e-9))
        #expect(timeline.restOffset == 0)
    }

    @Test func touchingStopsDeceleration() throws {
        let timeline = try run("fling up 2000; wait 200ms; hold 300ms")
        let grabbed = timeline.sample(atMilliseconds: 250).offset
        #expect(grabbed > 100)
        #expect(timeline.sample(atMilliseconds: 400).offset == grabbed)
        #expect(timeline.sample(atMilliseconds: 400).velocity == 0)
        #expect(timeline.sample(atMilliseconds: 400).phase == .tracking)
        #expect(timeline.restOffset == nil)
    }

    @Test func overscrollDragThenReleaseBouncesBack() throws {
        let timeline = try run("drag down 200 over 0.5s; hold 0.2s; release; wait until rest")
        let banded = (1 - 1 / (200 * 0.55 / 800 + 1)) * 800
        #expect(isClose(timeline.sample(atMilliseconds: 500).offset, -banded, 1e-9))
        #expect(timeline.sample(atMilliseconds: 701).phase == .bouncing)
        #expect(isClose(timeline.sample(atMilliseconds: 800).offset, -banded * pow(0.99, 100), 1e-9))
        #expect(timeline.restOffset == 0)
    }

    @Test func withoutBounceOffsetIsClamped() throws {
        let physics = ScrollPhysics(bounces: false)
        let pull = try run("drag down 100 over 0.2s", physics: physics)
        #expect(pull.sample(atMilliseconds: 100).offset == 0)
        let fling = try run("set offset 4100; fling up 3000; wait until rest", physics: physics)
        for t in stride(from: 0.0, through: fling.durationMilliseconds, by: 5) {
            #expect(fling.sample(atMilliseconds: t).offset <= 4200)
        }
        #expect(fling.restOffset == 4200)
    }

    @Test func shortContentBouncesOnlyWithAlwaysBounceVertical() throws {
        let short = ScrollGeometry(viewportHeight: 800, contentHeight: 300)
        let stuck = try run("drag down 100 over 0.2s; release", geometry: short)
        #expect(stuck.sample(atMilliseconds: 200).offset == 0)
        let bouncy = try run(
            "drag down 100 over 0.2s; release; wait until rest", geometry: short, physics: ScrollPhysics(alwaysBounceVertical: true))
        #expect(bouncy.sample(atMilliseconds: 200).offset < -40)
        #expect(bouncy.restOffset == 0)
    }

    @Test func waitUntilRestHonoursItsCap() throws {
        let timeline = try run("fling up 3000; wait until rest max 500ms")
        #expect(timeline.durationMilliseconds == 550)
        #expect(timeline.restOffset == nil)
    }

    @Test func springBounceMatchesNumericalIntegration() throws {
        let physics = ScrollPhysics(bounceModel: .flutterSpring)
        let timeline = try run("wait until rest", physics: physics, initialOffset: -100)
        guard case .spring(let k, let c, let m) = BounceModel.flutterSpring else { Issue.record("not a spring"); return }
        // RK4 on m e'' + c e' + k e = 0 in seconds, from e = -100, e' = 0.
        var e = -100.0, w = 0.0
        let h = 1e-5
        var seconds = 0.0
        for checkpoint in [0.02, 0.05, 0.1, 0.2] {
            while seconds < checkpoint - h / 2 {
                func accel(_ e: Double, _ w: Double) -> Double { (-k * e - c * w) / m }
                let k1e = w, k1w = accel(e, w)
                let k2e = w + h / 2 * k1w, k2w = accel(e + h / 2 * k1e, w + h / 2 * k1w)
                let k3e = w + h / 2 * k2w, k3w = accel(e + h / 2 * k2e, w + h / 2 * k2w)
                let k4e = w + h * k3w, k4w = accel(e + h * k3e, w + h * k3w)
                e += h / 6 * (k1e + 2 * k2e + 2 * k3e + k4e)
                w += h / 6 * (k1w + 2 * k2w + 2 * k3w + k4w)
                seconds += h
            }
            let sample = timeline.sample(atMilliseconds: checkpoint * 1000)
            #expect(isClose(sample.offset, e, 1e-6))
            #expect(isClose(sample.velocity, w, 1e-5))
        }
        #expect(timeline.restOffset == 0)
    }

    @Test func underdampedSpringReentersContentAtAnalyticZero() throws {
        let physics = ScrollPhysics(bounceModel: .spring(stiffness: 100, damping: 2, mass: 1))
        let timeline = try run("wait until rest", physics: physics, initialOffset: -100)
        // e = -100 e^{-s} (cos ws + sin(ws)/w), w = sqrt(99): zero where tan(ws) = -w.
        let w = 99.0.squareRoot()
        let zero = (Double.pi - atan(w)) / w * 1000
        #expect(isClose(timeline.sample(atMilliseconds: zero).offset, 0, 1e-9))
        #expect(timeline.sample(atMilliseconds: zero - 0.01).phase == .bouncing)
        #expect(timeline.sample(atMilliseconds: zero + 0.01).phase == .decelerating)
        #expect(timeline.sample(atMilliseconds: zero + 0.01).offset > 0)
        // Velocity is continuous across the hand-over.
        #expect(isClose(timeline.sample(atMilliseconds: zero - 1e-6).velocity, timeline.sample(atMilliseconds: zero + 1e-6).velocity, 1e-3))
        #expect(timeline.restOffset != nil)
    }

    @Test func fingerIsReportedOnlyWhileTouching() throws {
        let timeline = try run("drag up 200 over 0.2s; release; wait until rest")
        let start = try #require(timeline.sample(atMilliseconds: 0).fingerY)
        let end = try #require(timeline.sample(atMilliseconds: 200 - 1e-9).fingerY)
        #expect(isClose(start - end, 200, 1e-6))
        // The excursion is centred in the 800 pt viewport.
        #expect(isClose(start, 500, 1e-9))
        #expect(timeline.sample(atMilliseconds: 300).fingerY == nil)
    }

    @Test func samplesAtFrameRateCoverDuration() throws {
        let timeline = try run("fling up 1000; wait 1s")
        let frames = timeline.samples(frameRate: 30)
        #expect(frames.count == 32)  // 0 ... 1050 ms at 33.3 ms: frames 0...31
        #expect(isClose(frames[3].timeMilliseconds, 100, 1e-12))
        #expect(timeline.samples(frameRate: 0).isEmpty)
    }
}

@Suite struct EdgeTransitionTests {
    @Test func flickingBackFromOverscrollReentersContent() throws {
        // Pull 100 pt down, then flick 60 pt up over exactly the 80 ms release window: released at the band of
        // -40 pt with +0.75 pt/ms.
        let timeline = try run("drag down 100 over 0.5s; drag up 60 over 80ms; release; wait until rest", initialOffset: 0)
        let release = try #require(timeline.releases.first)
        #expect(isClose(release.velocity, 750, 1e-9))
        let banded = (1 - 1 / (40 * 0.55 / 800 + 1)) * 800
        #expect(isClose(timeline.sample(atMilliseconds: 580).offset, -banded, 1e-9))
        // UIKit bounce re-enters where F^t = 1 + e0 / (K v).
        let travel = 0.998 / 0.002
        let reentry = 580 + log(1 - banded / (travel * 0.75)) / log(0.998)
        #expect(isClose(timeline.sample(atMilliseconds: reentry).offset, 0, 1e-9))
        #expect(timeline.sample(atMilliseconds: reentry - 0.01).phase == .bouncing)
        #expect(timeline.sample(atMilliseconds: reentry + 0.01).phase == .decelerating)
        let before = timeline.sample(atMilliseconds: reentry - 1e-6)
        let after = timeline.sample(atMilliseconds: reentry + 1e-6)
        #expect(isClose(before.velocity, after.velocity, 1e-3))
        #expect(try #require(timeline.restOffset) > 0)
    }

    @Test func setOffsetOutsideBoundsWithoutBounceIsClamped() throws {
        let timeline = try run("set offset -50; wait 10ms", physics: ScrollPhysics(bounces: false))
        #expect(timeline.restOffset == 0)
    }

    @Test func setOffsetInterruptsMotion() throws {
        let timeline = try run("fling up 3000; wait 100ms; set offset 1000.4; wait 50ms")
        #expect(timeline.sample(atMilliseconds: 150).offset == 1000)
        #expect(timeline.sample(atMilliseconds: 150).phase == .resting)
        #expect(timeline.restOffset == 1000)
    }
}

@Suite struct SpringEdgeTests {
    @Test func springFlingCrossingOvershootsAndReturnsToEdge() throws {
        let physics = ScrollPhysics(bounceModel: .flutterSpring)
        let timeline = try run("set offset 4000; fling up 2000; wait until rest", physics: physics)
        // Crossing: release at 4100 with 2 pt/ms, F^t = 1 - 100 / (499 * 2).
        let crossing = 50 + log(1 - 100.0 / 998) / log(0.998)
        #expect(isClose(timeline.sample(atMilliseconds: crossing).offset, 4200, 1e-9))
        // The spring starts with the deceleration's speed at the crossing: continuous velocity.
        let before = timeline.sample(atMilliseconds: crossing - 1e-6)
        let after = timeline.sample(atMilliseconds: crossing + 1e-6)
        #expect(after.phase == .bouncing)
        #expect(isClose(before.velocity, after.velocity, 1e-2))
        var peak = 0.0
        for step in 0..<2000 { peak = max(peak, timeline.sample(atMilliseconds: crossing + Double(step)).offset - 4200) }
        #expect(peak > 1)
        // Overdamped (ratio 1.1): it never comes back into the content before resting at the edge.
        for step in 0..<2000 { #expect(timeline.sample(atMilliseconds: crossing + 0.5 + Double(step)).offset >= 4200) }
        #expect(timeline.restOffset == 4200)
    }
}
