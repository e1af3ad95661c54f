import Foundation
import Raster
import StretchGIFKit
import Testing

/// One change at a time: exactly the right tier fails first, with the message's numbers worked out by hand.
@Suite struct TierOrderTests {
    /// Records the fixture's reference in a fresh folder and returns the folder.
    func recorded() throws -> String {
        let folder = CheckFixture.temporaryFolder()
        let outcome = try CheckFixture.check(folder).run(try CheckFixture.animation())
        guard case .recorded = outcome else { Issue.record("expected a recording, got \(outcome)"); return folder }
        return folder
    }

    @Test func theSameAnimationMatchesItsRecording() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let animation = try CheckFixture.animation()
        #expect(try CheckFixture.check(folder, mode: .never).run(animation) == .matched(frames: animation.frameCount))
    }

    @Test func aPhysicsFlagFailsThePhysicsTierFirst() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = try CheckFixture.animation()
        let after = try CheckFixture.animation(rubberBand: 0.3)
        // The first frame whose offset moved by more than 0.01 pt, from the two animations' own offsets.
        var first: Int?
        for index in 0..<min(before.frameCount, after.frameCount) where first == nil {
            let old = try before.contentOffset(ofFrame: index), new = try after.contentOffset(ofFrame: index)
            if abs((old * 1000).rounded() / 1000 - (new * 1000).rounded() / 1000) > 0.01 + 1e-9 { first = index }
        }
        let frame = try #require(first)
        let outcome = try CheckFixture.check(folder, mode: .never).run(after)
        let lines = outcome.message.split(separator: "\n").map(String.init)
        let expected = String(format: "frame %d (%.2f s): offset %.2f pt, expected %.2f pt (physics)", frame,
                              Double(frame) / 10, try after.contentOffset(ofFrame: frame),
                              try before.contentOffset(ofFrame: frame))
        #expect(lines.count >= 2)
        #expect(lines.dropFirst().first == expected)
        #expect(!outcome.passed)
    }

    @Test func aConstraintConstantFailsTheLayoutTierAndNotPhysics() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try CheckFixture.check(folder, mode: .never).run(try CheckFixture.animation(badgeHeight: "27"))
        let lines = outcome.message.split(separator: "\n").map(String.init)
        #expect(lines.count >= 4)
        #expect(lines.dropFirst().first == "frame 0 (0.00 s): badge.height 27.00 pt, expected 20.00 pt (layout)")
        // The badge grows 7 pt downwards: 20 x 7 red pixels over the light body (240, 240, 240) from y = 170.
        #expect(lines.dropFirst(2).first == "frame 0 (0.00 s): 140 pixels differ, max channel delta 240, "
                    + "bounds (10, 170, 20, 7) (pixels)")
        #expect(!outcome.message.contains("(physics)"))
    }

    @Test func oneColourFailsOnlyThePixelTier() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let animation = try CheckFixture.animation(badgeColor: "#FC0000")
        let outcome = try CheckFixture.check(folder, mode: .never).run(animation)
        let lines = outcome.message.split(separator: "\n").map(String.init)
        // 20 x 20 badge pixels, red 255 -> 252, on every frame.
        #expect(lines.dropFirst().first == "frame 0 (0.00 s): 400 pixels differ, max channel delta 3, "
                    + "bounds (10, 150, 20, 20) (pixels)")
        #expect(lines.dropFirst(2).first == "\(animation.frameCount) of \(animation.frameCount) frames differ (pixels "
                    + "\(animation.frameCount))")
        #expect(!outcome.message.contains("(physics)") && !outcome.message.contains("(layout)"))
    }

    @Test func onePixelOfAnImageFailsOnlyThePixelTier() throws {
        let folder = CheckFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // An 8 x 8 grey image shown 1:1 at (60, 150); then the same image with its pixel (3, 2) white.
        func write(_ changed: Bool) throws -> String {
            var rgba = [UInt8](repeating: 0, count: 8 * 8 * 4)
            for pixel in 0..<64 { rgba[pixel * 4] = 100; rgba[pixel * 4 + 1] = 100; rgba[pixel * 4 + 2] = 100; rgba[pixel * 4 + 3] = 255 }
            if changed { for channel in 0..<3 { rgba[(2 * 8 + 3) * 4 + channel] = 255 } }
            let path = (folder as NSString).appendingPathComponent("tile.png")
            try Data(PNGCodec.encode(straightRGBA: rgba, width: 8, height: 8)).write(to: URL(fileURLWithPath: path))
            return path
        }
        func animation() throws -> Animation {
            let yaml = CheckFixture.yaml() + "\n" // the image view is added below the fixture's views
            var text = yaml.replacingOccurrences(of: "  - {id: badge, color: \"#FF0000\"}",
                with: "  - {id: badge, color: \"#FF0000\"}\n  - {id: tile, image: tile.png, contentMode: scaleToFill}")
            text = text.replacingOccurrences(of: "gesture: |", with: """
              - tile.left == root.left + 60
              - tile.top == root.top + 150
              - tile.width == 8
              - tile.height == 8
            gesture: |
            """)
            let path = (folder as NSString).appendingPathComponent("scene.yaml")
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return try Animation(scene: try StretchScene(contentsOfFile: path), options: CheckFixture.options())
        }
        _ = try write(false)
        let check = CheckFixture.check(folder)
        #expect(!(try check.run(try animation())).passed)  // recorded
        _ = try write(true)
        var neverRecord = check
        neverRecord.recordMode = .never
        let outcome = try neverRecord.run(try animation())
        let lines = outcome.message.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first == "frame 0 (0.00 s): 1 pixel differs, max channel delta 155, "
                    + "bounds (63, 152, 1, 1) (pixels)")
        #expect(!outcome.message.contains("(physics)") && !outcome.message.contains("(layout)"))
    }
}
