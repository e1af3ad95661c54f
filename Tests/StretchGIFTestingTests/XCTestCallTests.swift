import StretchGIFKit
import StretchGIFTesting
import XCTest

/// `assertAnimation` from an XCTest test: the physics reference committed in `__Animations__/xctest-fixture/` beside
/// this file (recorded by the first run of this test, reviewed: 10 frames at 10 fps, the 100 pt drag's pull) matches.
final class XCTestCallTests: XCTestCase {
    func testAMatchingReferencePassesInXCTest() throws {
        let scene = try StretchScene(yaml: CheckFixture.yaml(), sourceName: "check-fixture.yaml", name: "check-fixture")
        try assertAnimation(of: scene, options: CheckFixture.options(), named: "xctest-fixture", tiers: [.physics])
    }
}
