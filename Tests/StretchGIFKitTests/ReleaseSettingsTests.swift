import Layout
import ScrollSim
import Testing
@testable import StretchGIFKit

/// The release settings (touch rate, glide floor, repeated flicks) from the device, the scene's `physics:` keys and
/// the options, in that order of precedence.
@Suite struct ReleaseSettingsTests {
    /// An ease-in drag whose release velocity depends on the touch rate: 708.889 pt/s at 60 Hz, 754.444 at 120 Hz
    /// (docs/physics.md#release-velocity works both out).
    static let gesture = "set offset 100; drag up 120 over 0.3s ease-in; release"

    func releaseVelocity(scene: StretchScene, options: RenderOptions) throws -> Double {
        var options = options
        options.gesture = Self.gesture
        let trace = try ScrollTrace(scene: scene, options: options)
        return try #require(trace.timeline.releases.first).velocity
    }

    @Test func theDevicePresetSetsTheTouchRate() throws {
        #expect(DevicePresets.all.map(\.touchRate) == [60, 60, 60, 120])
        #expect(DevicePresets.iPhone15ProMax.oriented(.landscape).touchRate == 120)
        let scene = try StretchScene.builtIn("stretchy")
        var options = RenderOptions()
        #expect(abs(try releaseVelocity(scene: scene, options: options) - 708.888_888_9) < 1e-6)
        options.device = DevicePresets.iPhone15ProMax
        #expect(abs(try releaseVelocity(scene: scene, options: options) - 754.444_444_4) < 1e-6)
        // The option beats the device.
        options.physics.touchRate = 60
        #expect(abs(try releaseVelocity(scene: scene, options: options) - 708.888_888_9) < 1e-6)
    }

    @Test func physicsKeysSetTheReleaseSettings() throws {
        let builtIn = try StretchScene.builtIn("stretchy")
        let yaml = builtIn.sourceText.replacingOccurrences(
            of: "gesture: |",
            with: "physics: {touchRate: 120, glideFloor: 100, flickBoost: 4, flickSpeed: 900, flickWindow: 500}\ngesture: |")
        let scene = try StretchScene(yaml: yaml, sourceName: "keys.yaml", name: "keys")
        let physics = try SceneSettings.physics(from: scene.model)
        #expect(physics.touchRate == 120 && physics.glideFloor == 100)
        #expect(physics.flickBoost == FlickBoost(minimumSpeed: 900, windowMilliseconds: 500, maximumMultiplier: 4))
        #expect(abs(try releaseVelocity(scene: scene, options: RenderOptions()) - 754.444_444_4) < 1e-6)
        for (value, boost) in [("on", 16.0), ("off", 1), ("1", 1), ("1000", 1000)] {
            let keyed = try StretchScene(
                yaml: builtIn.sourceText.replacingOccurrences(of: "gesture: |", with: "physics: {flickBoost: \(value)}\ngesture: |"),
                sourceName: "boost.yaml", name: "boost")
            #expect(try SceneSettings.physics(from: keyed.model).flickBoost.maximumMultiplier == boost)
        }
    }

    @Test(arguments: [("touchRate: 5", "physics.touchRate expects a rate in Hz from 10 to 1000 (got '5')"),
                      ("glideFloor: -1", "physics.glideFloor expects a speed in pt/s from 0 to 1000000 (got '-1')"),
                      ("flickBoost: maybe", "physics.flickBoost expects on, off or a multiplier from 1 to 1000 (got 'maybe')"),
                      ("flickBoost: 0.5", "physics.flickBoost expects on, off or a multiplier from 1 to 1000 (got '0.5')"),
                      ("flickSpeed: fast", "physics.flickSpeed expects a speed in pt/s from 0 to 1000000 (got 'fast')"),
                      ("flickWindow: 1e9", "physics.flickWindow expects a number of milliseconds from 0 to 60000 (got '1e9')")])
    func badKeysAreErrorsAtTheirValue(setting: String, message: String) throws {
        let builtIn = try StretchScene.builtIn("stretchy")
        let yaml = builtIn.sourceText.replacingOccurrences(of: "gesture: |", with: "physics:\n  \(setting)\ngesture: |")
        let line = yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(setting) }! + 1
        let scene = try StretchScene(yaml: yaml, sourceName: "bad.yaml", name: "bad")
        do {
            _ = try SceneSettings.physics(from: scene.model)
            Issue.record("\(setting) accepted")
        } catch {
            guard case .invalidFile(let path, let errorLine, _, let text) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == "bad.yaml" && errorLine == line)
            #expect(text == message)
        }
    }
}
