#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ScrollSim

/// Sampling grids: fixed frame rates, frame i at i * 1000 / fps, and a deterministic uneven grid.
private func grid(framesPerSecond fps: Double, until end: Double) -> [Double] {
    var times: [Double] = []
    var index = 0.0
    while index * 1000 / fps <= end { times.append(index * 1000 / fps); index += 1 }
    return times
}

private func unevenGrid(until end: Double) -> [Double] {
    var times: [Double] = [0]
    var state: UInt64 = 0x2545F4914F6CDD1D  // fixed seed, xorshift64
    while let last = times.last, last < end {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        times.append(last + 0.5 + Double(state % 4000) / 100)  // 0.5 ... 40.5 ms
    }
    return times
}

private let grids: [(String, @Sendable (Double) -> [Double])] = [
    ("24 fps", { grid(framesPerSecond: 24, until: $0) }),
    ("30 fps", { grid(framesPerSecond: 30, until: $0) }),
    ("50 fps", { grid(framesPerSecond: 50, until: $0) }),
    ("60 fps", { grid(framesPerSecond: 60, until: $0) }),
    ("120 fps", { grid(framesPerSecond: 120, until: $0) }),
    ("uneven", { unevenGrid(until: $0) }),
]

/// A reference integrator that chains the per-step formulas of docs/physics.md (deceleration, bounce) over the caller's steps, splitting a step
/// where it crosses the end edge (found by bisection on the step formula), independent of the simulator's
/// closed forms and event solver.
private struct ChainedSteps {
    var offset: Double
    var velocity: Double
    var edge: Double
    var bouncing: Bool
    let rate = 0.998, decay = 0.99

    mutating func advance(by tau: Double) {
        if bouncing {
            let (e, v) = bounceStep(overshoot: offset - edge, velocity: velocity, tau: tau, rate: rate, decay: decay)
            offset = edge + e; velocity = v
            return
        }
        let (x, v) = decelerationStep(offset: offset, velocity: velocity, tau: tau, rate: rate)
        guard x > edge else { offset = x; velocity = v; return }
        var low = 0.0, high = tau
        for _ in 0..<200 where high - low > 1e-13 {
            let middle = (low + high) / 2
            if decelerationStep(offset: offset, velocity: velocity, tau: middle, rate: rate).0 > edge { high = middle } else { low = middle }
        }
        let crossingVelocity = decelerationStep(offset: offset, velocity: velocity, tau: high, rate: rate).1
        bouncing = true
        offset = edge
        velocity = crossingVelocity
        advance(by: tau - high)
    }
}

@Suite struct FrameRateIndependenceTests {
    /// Chains steps over `times` from the release and compares every moving sample with the chain.
    private func compare(_ timeline: ScrollTimeline, chain start: ChainedSteps, from release: Double, times: [Double]) -> Double {
        var chain = start
        var previous = release
        var worst = 0.0
        for time in times where time > release {
            chain.advance(by: time - previous)
            previous = time
            let sample = timeline.sample(atMilliseconds: time)
            if sample.phase == .resting { break }
            worst = max(worst, abs(sample.offset - chain.offset))
        }
        return worst
    }

    @Test func decelerationMatchesChainedStepsOnEveryGrid() throws {
        let timeline = try run("set offset 1000; fling up 1500; wait until rest")
        let release = 50.0
        let start = ChainedSteps(offset: 1075, velocity: 1.5, edge: 4200, bouncing: false)
        for (name, makeGrid) in grids {
            let worst = compare(timeline, chain: start, from: release, times: makeGrid(timeline.durationMilliseconds))
            #expect(worst < 1e-9, "\(name): \(worst)")
        }
    }

    @Test func bounceMatchesChainedStepsOnEveryGrid() throws {
        let timeline = try run("wait until rest", initialOffset: -100)
        let start = ChainedSteps(offset: -100, velocity: 0, edge: 0, bouncing: true)
        for (name, makeGrid) in grids {
            let worst = compare(timeline, chain: start, from: 0, times: makeGrid(timeline.durationMilliseconds))
            #expect(worst < 1e-9, "\(name): \(worst)")
        }
    }

    @Test func edgeCrossingFlingMatchesChainedStepsOnEveryGrid() throws {
        let timeline = try run("set offset 3900; fling up 2000; wait until rest")
        let start = ChainedSteps(offset: 4000, velocity: 2, edge: 4200, bouncing: false)
        #expect(timeline.sample(atMilliseconds: 300).phase == .bouncing)
        for (name, makeGrid) in grids {
            let worst = compare(timeline, chain: start, from: 50, times: makeGrid(timeline.durationMilliseconds))
            #expect(worst < 1e-9, "\(name): \(worst)")
        }
    }

    @Test func everyGridSeesTheSameOffsetAtSharedInstants() throws {
        let timeline = try run("drag down 150 over 0.4s ease-in; release; wait until rest", initialOffset: 300)
        // 500 ms and 1000 ms are frames of every listed rate; sampling history must not matter.
        for shared in [500.0, 1000.0] {
            let direct = timeline.sample(atMilliseconds: shared).offset
            for fps in [24.0, 30, 50, 60, 120] {
                let frames = grid(framesPerSecond: fps, until: shared + 1)
                let nearest = try #require(frames.min { abs($0 - shared) < abs($1 - shared) })
                #expect(isClose(timeline.sample(atMilliseconds: nearest).offset, direct, 1e-9))
            }
        }
        // Settling is a property of the timeline: the rest instant is the same whatever the grid.
        #expect(timeline.restOffset != nil)
    }
}
