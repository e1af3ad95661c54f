@testable import ScrollSim

/// Section 1: the physics. Simulates a fling that bounces off the top edge and a long fling that bounces off
/// the bottom on an 800 pt viewport over 5000 pt of content, then samples 10 s of it every millisecond.
struct ScrollSimBench {
    /// Viewport and content heights in points (the brief's 800 / 5000 geometry).
    static let geometry = ScrollGeometry(viewportHeight: 800, contentHeight: 5000, pixelScale: 2)
    /// About 10 s of motion: a fling past the top (bounce), a free deceleration that stops mid-content, a fling
    /// that overshoots the bottom edge (bounce), a fast fling back past the top (bounce), a rubber-band pull, then rest.
    static let script = """
        fling down 3000 pt/s
        wait until rest
        fling up 5000 pt/s
        wait until rest
        fling up 8000 pt/s
        wait until rest
        fling down 20000 pt/s
        wait until rest
        drag down 200 over 400ms ease-out
        release
        wait until rest
        wait 1.5s
        """
    /// 10 s sampled at 1 ms steps: t = 0, 1, ..., 10000 ms.
    static let sampleCount = 10_001

    struct Result {
        let simulate: Measurement
        let sampling: Measurement
        let timelineMilliseconds: Double
        let bounces: Int
    }

    static func run(repetitions: Int) throws -> Result {
        let parsed = try GestureScript.parse(script, sourceName: "bench")
        let simulator = ScrollSimulator(geometry: geometry, physics: ScrollPhysics(), initialOffset: 0)
        let simulate = measure(repetitions: repetitions) { simulator.run(parsed) }
        let timeline = simulator.run(parsed)
        let sampling = measure(repetitions: repetitions) { () -> Double in
            var checksum = 0.0
            for step in 0..<sampleCount { checksum += timeline.sample(atMilliseconds: Double(step)).offset }
            return checksum
        }
        // Count the separate excursions past an edge in the samples, so the report shows the bounces happened.
        var bounces = 0
        var wasOutside = false
        for step in stride(from: 0, to: sampleCount, by: 1) {
            let offset = timeline.sample(atMilliseconds: Double(step)).offset
            let outside = offset < geometry.minOffset - 0.5 || offset > geometry.maxOffset + 0.5
            if outside && !wasOutside { bounces += 1 }
            wasOutside = outside
        }
        return Result(simulate: simulate, sampling: sampling, timelineMilliseconds: timeline.durationMilliseconds,
                      bounces: bounces)
    }
}
