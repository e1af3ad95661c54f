import Foundation
import StretchGIFKit
import Testing

/// Each tolerance admits a change just inside it and refuses one just outside.
@Suite struct ToleranceTests {
    /// A reference recorded from the fixture in a fresh folder (tiers as given).
    func recorded(tiers: Set<AnimationTier>) throws -> (folder: String, reference: String) {
        let folder = CheckFixture.temporaryFolder()
        _ = try CheckFixture.check(folder, tiers: tiers).run(try CheckFixture.animation())
        return (folder, (folder as NSString).appendingPathComponent("fixture"))
    }

    /// `physics.txt` with frame `index`'s offset moved by `delta` points.
    func movePhysics(_ reference: String, frame index: Int, by delta: Double) throws {
        let path = (reference as NSString).appendingPathComponent("physics.txt")
        var lines = CheckFixture.read(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let position = try #require(lines.firstIndex { $0.hasPrefix(String(format: "%04d ", index)) })
        var fields = lines[position].split(separator: " ").map(String.init)
        let moved = try #require(Double(fields[2])) + delta
        fields[2] = String(format: "%.3f", moved)
        lines[position] = fields.joined(separator: " ")
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func physicsAdmitsNineThousandthsAndRefusesEleven() throws {
        let (folder, reference) = try recorded(tiers: [.physics])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let animation = try CheckFixture.animation()
        let check = CheckFixture.check(folder, tiers: [.physics], mode: .never)
        try movePhysics(reference, frame: 3, by: 0.009)
        #expect(try check.run(animation).passed)
        try movePhysics(reference, frame: 3, by: 0.002)  // 0.011 in all
        let outcome = try check.run(animation)
        let offset = try animation.contentOffset(ofFrame: 3)
        let expected = (offset * 1000).rounded() / 1000 + 0.011
        // Two decimals when they tell the values apart (else three).
        #expect(outcome.message.contains(String(format: "frame 3 (0.30 s): offset %.2f pt, expected %.2f pt (physics)",
                                                offset, expected)))
        #expect(outcome.message.contains("1 of \(animation.frameCount) frames differ (physics 1)"))
        // A wider tolerance admits it.
        var wide = check
        wide.tolerance = .points(0.012)
        #expect(try wide.run(animation).passed)
    }

    @Test func layoutAdmitsNineThousandthsAndRefusesEleven() throws {
        let (folder, _) = try recorded(tiers: [.layout])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = CheckFixture.check(folder, tiers: [.layout], mode: .never)
        #expect(try check.run(try CheckFixture.animation(badgeHeight: "20.009")).passed)
        let outcome = try check.run(try CheckFixture.animation(badgeHeight: "20.011"))
        #expect(outcome.message.contains("frame 0 (0.00 s): badge.height 20.01 pt, expected 20.00 pt (layout)"))
    }

    @Test func channelToleranceAdmitsADeltaOfTwoAndRefusesThree() throws {
        let (folder, _) = try recorded(tiers: [.pixels])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var check = CheckFixture.check(folder, tiers: [.pixels], tolerance: .pixels(maxChannelDelta: 2), mode: .never)
        #expect(try check.run(try CheckFixture.animation(badgeColor: "#FD0000")).passed)
        #expect(!(try check.run(try CheckFixture.animation(badgeColor: "#FC0000"))).passed)
        // 400 of 24,000 pixels (1/60) differ: a fraction of 0.017 admits them, 0.016 does not.
        check.tolerance = .pixels(maxChannelDelta: 0, maxFraction: 0.017)
        #expect(try check.run(try CheckFixture.animation(badgeColor: "#FC0000")).passed)
        check.tolerance = .pixels(maxChannelDelta: 0, maxFraction: 0.016)
        #expect(!(try check.run(try CheckFixture.animation(badgeColor: "#FC0000"))).passed)
    }

    @Test func perceptualToleranceFollowsDeltaE() throws {
        let (folder, _) = try recorded(tiers: [.pixels])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // CIELAB by a second implementation (Python, the sRGB and CIE 15 formulas): red (255, 0, 0) is
        // (53.233, 80.109, 67.220) (Lindbloom's calculator: 53.24, 80.09, 67.20); (255, 6, 0) is
        // (53.374, 79.700, 67.269), ΔE*ab 0.435; (255, 60, 0) is (56.577, 70.577, 68.527), ΔE*ab 10.186.
        var check = CheckFixture.check(folder, tiers: [.pixels], tolerance: .perceptual(), mode: .never)
        #expect(try check.run(try CheckFixture.animation(badgeColor: "#FF0600")).passed)
        check.tolerance = .perceptual(maxDeltaE: 0.43)
        #expect(!(try check.run(try CheckFixture.animation(badgeColor: "#FF0600"))).passed)
        check.tolerance = .perceptual(maxDeltaE: 10.1)
        let outcome = try check.run(try CheckFixture.animation(badgeColor: "#FF3C00"))
        #expect(outcome.message.contains("frame 0 (0.00 s): 400 pixels differ, max channel delta 60, max ΔE 10.19, "
                                         + "bounds (10, 150, 20, 20) (pixels)"))
        check.tolerance = .perceptual(maxDeltaE: 10.2)
        #expect(try check.run(try CheckFixture.animation(badgeColor: "#FF3C00")).passed)
    }

    @Test func tolerancesOutOfRangeAreRefusedByName() throws {
        let folder = CheckFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let animation = try CheckFixture.animation()
        #expect(throws: StretchGIFError.invalidParameter(name: "tolerance.physicsPoints",
                                                         message: "expects a number of points from 0.001 to 1000 (got 0)")) {
            _ = try CheckFixture.check(folder, tolerance: .points(0)).run(animation)
        }
        #expect(throws: StretchGIFError.self) {
            _ = try CheckFixture.check(folder, tolerance: .pixels(maxChannelDelta: 256)).run(animation)
        }
    }
}
