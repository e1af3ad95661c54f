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
}
