import Foundation
import Raster
import StretchGIFKit
import Testing

/// A failed check leaves full-resolution expected / actual / diff pictures whose expected pixels come from the
/// reference, an actual GIF and the actual references.
@Suite struct ArtifactTests {
    @Test func aPixelDifferenceLeavesPicturesFromTheReference() throws {
        let folder = CheckFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try CheckFixture.check(folder).run(try CheckFixture.animation())
        let changed = try CheckFixture.animation(badgeColor: "#0000FF")
        let check = CheckFixture.check(folder, mode: .never)
        guard case .failed(_, let artifacts) = try check.run(changed) else { Issue.record("no failure"); return }
        let names = artifacts.map { ($0 as NSString).lastPathComponent }
        #expect(names.prefix(4) == ["physics.txt", "layout.txt", "pixels.txt", "frames.webp"])
        #expect(names.contains("frame-0000-expected.png") && names.contains("frame-0000-diff.png"))
        #expect(names.last == "actual.gif")
        func picture(_ name: String) throws -> (width: Int, height: Int, rgba: [UInt8]) {
            let path = (check.artifactsFolder as NSString).appendingPathComponent(name)
            return try PNGCodec.decodeStraightRGBA([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), name: name)
        }
        func pixel(_ image: (width: Int, height: Int, rgba: [UInt8]), _ x: Int, _ y: Int) -> [UInt8] {
            Array(image.rgba[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)])
        }
        let expected = try picture("frame-0000-expected.png")
        let actual = try picture("frame-0000-actual.png")
        let diff = try picture("frame-0000-diff.png")
        #expect(expected.width == 120 && expected.height == 200)
        #expect(pixel(expected, 15, 155) == [255, 0, 0, 255])  // the recorded red badge
        #expect(pixel(actual, 15, 155) == [0, 0, 255, 255])    // the blue one now
        #expect(pixel(diff, 15, 155) == [255, 0, 255, 255])    // highlighted
        // Outside the badge: the actual frame in grey, dimmed (the light body #F0F0F0 -> luma 240 / 3 + 113.33).
        #expect(pixel(diff, 100, 190) == [193, 193, 193, 255])
        // The actual references are ready to copy over the expected ones.
        let copied = (check.artifactsFolder as NSString).appendingPathComponent("actual")
        let replaced = CheckFixture.check(copied.replacingOccurrences(of: "/actual", with: ""), "actual", mode: .never)
        #expect(try replaced.run(changed).passed)
        let gif = try Data(contentsOf: URL(fileURLWithPath: (check.artifactsFolder as NSString)
            .appendingPathComponent("actual.gif")))
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
    }

    @Test func physicsAndLayoutFailuresNeverPaint() throws {
        let folder = CheckFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tiers: Set<AnimationTier> = [.physics, .layout]
        _ = try CheckFixture.check(folder, tiers: tiers).run(try CheckFixture.animation())
        let check = CheckFixture.check(folder, tiers: tiers, mode: .never)
        guard case .failed(_, let artifacts) = try check.run(try CheckFixture.animation(badgeHeight: "21"))
        else { Issue.record("no failure"); return }
        #expect(artifacts.map { ($0 as NSString).lastPathComponent } == ["physics.txt", "layout.txt"])
    }
}
