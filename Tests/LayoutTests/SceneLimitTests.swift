import Testing
@testable import Layout

/// Sizes and numbers in scene files are bounded where they are read, with the position of the value.
@Suite struct SceneLimitTests {
    func error(_ yaml: String) -> String? {
        sceneError { _ = try SceneFile.parse(yaml: yaml, sourceName: "big.yaml") }?.description
    }

    @Test(arguments: ["20000", "5000", "10", "1e9"])
    func aScreenSideOutsideTheRangeIsRefused(side: String) throws {
        let message = try #require(error("device: {width: \(side), height: 800}\n"))
        #expect(message.hasPrefix("big.yaml:1:17: error: device.width must be"), "\(message)")
    }

    @Test func theLargestScreenIsAccepted() throws {
        let scene = try SceneFile.parse(yaml: "device: {width: 4096, height: 16}\n", sourceName: "ok.yaml")
        #expect(scene.device.width == 4096 && scene.device.height == 16)
    }

    @Test(arguments: ["1e300", "-1e300", "1000001"])
    func aNumberPastTheMagnitudeLimitIsRefusedAtItsPosition(number: String) throws {
        let message = try #require(error("views:\n  - {id: a, cornerRadius: \(number)}\n"))
        #expect(message.hasPrefix("big.yaml:2:27: error: a.cornerRadius must be between -1000000 and 1000000"), "\(message)")
    }

    @Test func aConstraintConstantThatOverflowsIsRefusedAtItsToken() throws {
        let huge = String(repeating: "9", count: 400)
        let yaml = "views:\n  - {id: a}\nconstraints:\n  - a.height == \(huge)\n"
        let message = try #require(error(yaml))
        // The scalar starts at column 5; "a.height == " is 12 characters.
        #expect(message.hasPrefix("big.yaml:4:17: error: the number"), "\(message)")
        #expect(message.contains("too large"))
    }
}
