#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ScrollSim

@Suite struct PhysicsFormulaTests {
    @Test func projectionAtNormalRateIs499Points() {
        // 1 pt/ms * 0.998 / 0.002 = 499.0 (WWDC 2018), not the continuous 499.5.
        #expect(isClose(ScrollPhysics().projectedTravel(fromVelocity: 1000), 499.0, 1e-9))
    }

    @Test func projectionAtFastRateIs99Points() {
        let physics = ScrollPhysics(decelerationRate: ScrollPhysics.fastDecelerationRate)
        #expect(isClose(physics.projectedTravel(fromVelocity: 1000), 99.0, 1e-9))
        #expect(isClose(physics.projectedTravel(fromVelocity: -2500), -247.5, 1e-9))
    }

    @Test func decelerationClosedFormApproachesProjection() {
        let motion = DecelerationMotion(startOffset: 10, startVelocity: 1, rate: 0.998)
        #expect(isClose(motion.offset(at: 0), 10, 1e-12))
        #expect(isClose(motion.offset(at: 100_000), 509.0, 1e-6))
        // After 1 ms: dx = 1 * 0.998 * (1 - 0.998) / (1 - 0.998) = 0.998.
        #expect(isClose(motion.offset(at: 1), 10.998, 1e-12))
    }

    @Test func rubberBandKnownValue() {
        let band = RubberBand(coefficient: 0.55, dimension: 800)
        // x = d: (1 - 1/1.55) * 800 = 800 * 0.55 / 1.55.
        #expect(isClose(band.banded(800), 800 * 0.55 / 1.55, 1e-9))
        #expect(isClose(band.banded(-800), -800 * 0.55 / 1.55, 1e-9))
        #expect(band.banded(0) == 0)
    }

    @Test func rubberBandSlopeAtEdgeIsCoefficient() {
        let band = RubberBand(coefficient: 0.55, dimension: 800)
        let h = 1e-6
        #expect(isClose(band.banded(h) / h, 0.55, 1e-6))
        #expect(isClose(band.slope(atOvershoot: 0), 0.55, 1e-12))
    }

    @Test func rubberBandStaysBelowDimension() {
        let band = RubberBand(coefficient: 0.55, dimension: 800)
        for x in [1.0, 100, 1000, 1e5, 1e9] {
            #expect(band.banded(x) < 800)
            #expect(band.banded(x) > 0)
        }
        // Monotone increasing.
        #expect(band.banded(200) < band.banded(201))
    }

    @Test(arguments: [0.0, 0.5, 10, 123.25, 700, 5000, -42])
    func rubberBandInverseRoundTrips(overshoot: Double) {
        let band = RubberBand(coefficient: 0.55, dimension: 800)
        #expect(isClose(band.overshoot(forBanded: band.banded(overshoot)), overshoot, 1e-9 * max(1, abs(overshoot))))
        // Inverse formula from docs/physics.md#rubber-band for the banded value 100: x = d*b / (c*(d - b)).
        #expect(isClose(band.overshoot(forBanded: 100), 800 * 100 / (0.55 * 700), 1e-9))
    }

    @Test func validationNamesParameterAndRange() {
        #expect(throws: PhysicsParameterError.self) { try ScrollPhysics(decelerationRate: 1).validate() }
        do {
            try ScrollPhysics(decelerationRate: 1.5).validate()
            Issue.record("expected an error")
        } catch {
            #expect(error.parameter == "decelerationRate")
            #expect(error.description.contains("(0, 1)"))
        }
        #expect(throws: PhysicsParameterError.self) { try ScrollPhysics(bounceModel: .uikit(decayPerMillisecond: 0)).validate() }
        #expect(throws: PhysicsParameterError.self) {
            try ScrollPhysics(bounceModel: .spring(stiffness: 100, damping: -1, mass: 0.5)).validate()
        }
        #expect(throws: PhysicsParameterError.self) { try ScrollPhysics(velocityThreshold: .nan).validate() }
        #expect(throws: PhysicsParameterError.self) { try ScrollGeometry(viewportHeight: 0, contentHeight: 10).validate() }
        #expect(throws: PhysicsParameterError.self) {
            try ScrollGeometry(viewportHeight: 10, contentHeight: 10, pixelScale: .infinity).validate()
        }
        try? ScrollPhysics().validate()
        #expect((try? ScrollPhysics().validate()) != nil)
        #expect((try? ScrollPhysics(bounceModel: .flutterSpring).validate()) != nil)
    }

    @Test func boundsFollowInsets() {
        let geometry = ScrollGeometry(viewportHeight: 800, contentHeight: 5000, contentInsetTop: 100, contentInsetBottom: 34)
        #expect(geometry.minOffset == -100)
        #expect(geometry.maxOffset == 5000 + 34 - 800)
        let short = ScrollGeometry(viewportHeight: 800, contentHeight: 300, contentInsetTop: 20)
        #expect(short.maxOffset == short.minOffset)
        #expect(!ScrollPhysics().allowsBounce(in: short))
        #expect(ScrollPhysics(alwaysBounceVertical: true).allowsBounce(in: short))
        #expect(!ScrollPhysics(bounces: false, alwaysBounceVertical: true).allowsBounce(in: tallList))
    }

    @Test func flutterSpringDampingCoefficient() {
        guard case .spring(let stiffness, let damping, let mass) = BounceModel.flutterSpring else {
            Issue.record("not a spring"); return
        }
        #expect(stiffness == 100 && mass == 0.5)
        // ratio 1.1 -> c = 2 * 1.1 * sqrt(50) = 15.5563491861...
        #expect(isClose(damping, 15.556349186104045, 1e-9))
    }
}
