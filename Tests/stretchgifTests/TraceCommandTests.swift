import Foundation
import ScrollSim
import Testing
@testable import stretchgif
@testable import StretchGIFKit

@Suite("trace")
struct TraceCommandTests {
    @Test("a 1000 pt/s fling rests at the release offset plus 499.0 pt, rounded to the pixel")
    func flingProjection() throws {
        var options = RenderOptions()
        options.gesture = "fling up 1000; wait until rest"
        let motion = try ScrollTrace(viewportHeight: 800, contentHeight: 5000, options: options)
        let release = try #require(motion.timeline.releases.last)
        #expect(abs(release.velocity - 1000) < 1e-9)
        let atRelease = motion.timeline.sample(atMilliseconds: release.timeMilliseconds).offset
        let rest = try #require(motion.timeline.restOffset)
        #expect(rest == (atRelease + 499.0).rounded())
    }

    @Test("physics flags reach the simulation: fast deceleration travels 99 pt for 1000 pt/s")
    func flagsReachPhysics() throws {
        var options = RenderOptions()
        options.gesture = "fling up 1000; wait until rest"
        options.physics = try PhysicsOptions.parse(["--deceleration", "fast"]).overrides
        #expect(options.physics.deceleration?.perMillisecond == 0.99)
        let motion = try ScrollTrace(viewportHeight: 800, contentHeight: 5000, options: options)
        let release = try #require(motion.timeline.releases.last)
        let atRelease = motion.timeline.sample(atMilliseconds: release.timeMilliseconds).offset
        #expect(motion.timeline.restOffset == (atRelease + 99).rounded())
    }

    @Test("spring flags select the spring model with Flutter's damping ratio by default")
    func springFlags() throws {
        let physics = try PhysicsOptions.parse(["--bounce", "spring", "--spring-stiffness", "200"])
            .overrides.applied(to: ScrollPhysics())
        guard case .spring(let stiffness, let damping, let mass) = physics.bounceModel else {
            Issue.record("expected a spring, got \(physics.bounceModel)")
            return
        }
        #expect(stiffness == 200 && mass == 0.5)
        #expect(abs(damping - 1.1 * 2 * (200 * 0.5).squareRoot()) < 1e-12)
    }

    @Test("release flags reach the simulation: touch rate, glide floor and flick boost")
    func releaseFlags() throws {
        var options = RenderOptions()
        options.gesture = "set offset 1000; drag up 120 over 0.3s ease-in; release; wait until rest"
        options.physics = try PhysicsOptions.parse(["--touch-rate", "120"]).overrides
        let fast = try #require(try ScrollTrace(viewportHeight: 800, contentHeight: 5000, options: options).timeline.releases.first)
        // 120 Hz: 1000 * 120 / (36 * 300) * (0.6 * 67 + 0.35 * 69 + 0.05 * 71) pt/s (60 Hz gives 708.889).
        #expect(abs(fast.velocity - 754.444_444_4) < 1e-6)

        options.gesture = "set offset 1000; drag up 40 over 200ms; release; wait until rest"
        options.physics = PhysicsOverrides()
        #expect(try ScrollTrace(viewportHeight: 800, contentHeight: 5000, options: options).timeline.restOffset == 1040)
        options.physics = try PhysicsOptions.parse(["--glide-floor", "0"]).overrides
        #expect(try ScrollTrace(viewportHeight: 800, contentHeight: 5000, options: options).timeline.restOffset == 1140)

        options.gesture = "fling up 1000; wait 0.3s; fling up 1000; wait 0.3s; fling up 1000"
        for (flags, boost) in [([String](), 2.0), (["--flick-boost", "off"], 1), (["--flick-boost", "1.5"], 1.5),
                               (["--flick-speed", "1000"], 1), (["--flick-window", "200"], 1), (["--flick-boost", "on"], 2)] {
            options.physics = try PhysicsOptions.parse(flags).overrides
            let releases = try ScrollTrace(viewportHeight: 800, contentHeight: 50_000, options: options).timeline.releases
            #expect(releases.map(\.flickBoost) == [1, 1, boost], "\(flags)")
        }
    }

    @Test("the trace prints each release's finger velocity, place in a run of flicks and boost")
    func releaseLines() throws {
        var options = RenderOptions()
        options.gesture = "set offset 1000; drag up 40 over 200ms; release; fling up 1000; wait 0.3s; fling up 1000; "
            + "wait 0.3s; fling up 1000"
        let text = try ScrollTrace(viewportHeight: 800, contentHeight: 50_000, options: options).text(format: .csv)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("# release") }
        #expect(lines.count == 4)
        #expect(lines[0].hasSuffix(" velocity=0.000 projected_rest_offset=1040.000 finger_velocity=200.000 flick=0 boost=1.000"))
        #expect(lines[3].contains(" velocity=2000.000 ") && lines[3].hasSuffix(" finger_velocity=1000.000 flick=3 boost=2.000"))
    }
}

