import Foundation
import Raster
import Testing
import StretchGIFKit

/// Golden frame hashes: every built-in scene rendered by the library at @1x and 5 fps (`ManifestSample.sizeOptions`)
/// and checked with `ManifestSnapshot` against `Manifests/<sample>.manifest` and its stored keyframes. On a difference
/// the test names the first differing frame and the snapshot writes actual / expected / diff pictures into
/// `artifacts/manifests/<sample>/`. `STRETCHGIF_RECORD=1 swift test --filter ManifestTests` re-records (never under
/// `CI=true`) and fails, naming what it wrote; the next run without the variable checks against it.
@Suite struct ManifestTests {
    @Test(arguments: ManifestSample.all)
    func framesMatchTheGoldenManifest(sample: ManifestSample) throws {
        let snapshot = ManifestFiles.snapshot(sample.name)
        switch try snapshot.check(try sample.animation()) {
        case .matched:
            break
        case .recorded(let files):
            // A recording run never passes: it checked nothing.
            Issue.record("""
                \(sample.name): recorded \(files.joined(separator: ", ")); look at them, then run the test again \
                without STRETCHGIF_RECORD=1 to check against them
                """)
        case .missing:
            Issue.record("\(sample.name): no golden manifest at \(snapshot.manifestPath); record it with STRETCHGIF_RECORD=1 swift test --filter ManifestTests")
        case .differs(let difference, let artifacts):
            Issue.record("""
                \(sample.name): \(difference); wrote \(artifacts.joined(separator: ", ")); if the change is intended, \
                re-record with STRETCHGIF_RECORD=1 swift test --filter ManifestTests
                """)
        }
    }

    /// The committed manifests' timing, worked out from 5 frames a second (`ManifestSample.sizeOptions`) without
    /// rendering: frame k starts at k / 5 s and lasts 20 cs, the last at most that, and the header's total is their
    /// sum.
    @Test(arguments: ManifestSample.all)
    func goldenManifestsTimeFramesAtFiveASecond(sample: ManifestSample) throws {
        let text = try String(contentsOfFile: ManifestFiles.snapshot(sample.name).manifestPath, encoding: .utf8)
        let rows: [[Substring]] = text.split(separator: "\n").map { $0.split(separator: " ") }
        let frames = rows.filter { (fields: [Substring]) -> Bool in
            fields.count == 5 && fields[0].count == 4 && Int(fields[0]) != nil
        }
        #expect(frames.count > 5)
        for (k, fields) in frames.enumerated() {
            #expect(Int(fields[0]) == k)
            #expect(fields[1] == String(format: "%d.%03d", k / 5, k % 5 * 200), "frame \(k)")
            let delay = Int(fields[2]) ?? 0
            #expect(k == frames.count - 1 ? (1...20).contains(delay) : delay == 20, "frame \(k)")
        }
        let total = frames.reduce(0) { $0 + (Int($1[2]) ?? 0) }
        #expect(text.split(separator: "\n").first?.hasSuffix(" \(frames.count) frames, \(total) cs") == true)
    }

    /// The listed hashes are those of the painted frames, and the last line hashes the GIF bytes.
    @Test func manifestHashesThePaintedFramesAndTheGIF() throws {
        var options = ManifestSample.sizeOptions
        options.gesture = "drag down 100 over 0.2s; release"
        let animation = try Animation(scene: try StretchScene.builtIn("stretchy"), options: options)
        let manifest = try animation.manifest()
        #expect(manifest.frames.count == animation.frameCount)
        let painted = try animation.frames(0..<animation.frameCount).map { FNV1a64.hex(of: $0.unpremultipliedRGBA()) }
        #expect(manifest.frames.map(\.hash) == painted)
        let gif = try animation.gifBytes()
        let gifLine = try #require(manifest.text.split(separator: "\n").last)
        #expect(gifLine.hasPrefix("gif \(FNV1a64.hex(of: gif)) \(gif.count) bytes "))
    }

    /// A failing check writes the actual manifest and actual / expected / diff pictures of the first differing
    /// frame, and names that frame.
    @Test func aChangedAnimationIsReportedWithPictures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-snapshot-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = ManifestSample.sizeOptions
        options.gesture = "drag down 300 over 0.4s; release; wait until rest max 0.6s"
        let scene = try StretchScene.builtIn("stretchy")
        let snapshot = ManifestSnapshot(manifestPath: folder.appendingPathComponent("pull.manifest").path,
                                        artifactsFolder: folder.appendingPathComponent("artifacts").path)
        let recorded = try snapshot.check(try Animation(scene: scene, options: options), record: true)
        guard case .recorded(let files) = recorded else { Issue.record("expected a recording, got \(recorded)"); return }
        #expect(files.count >= 2)
        #expect(try snapshot.check(try Animation(scene: scene, options: options), record: false) == .matched)
        options.physics.rubberBand = 0.4
        let changed = try snapshot.check(try Animation(scene: scene, options: options), record: false)
        guard case .differs(let difference, let artifacts) = changed else { Issue.record("no difference: \(changed)"); return }
        // Frame 0 is at rest in both; the pull then differs.
        #expect(difference.frameIndex == 1)
        #expect(difference.expectedHash != nil && difference.actualHash != nil && difference.expectedHash != difference.actualHash)
        #expect(artifacts.contains { $0.hasSuffix("actual.manifest") })
        #expect(artifacts.contains { $0.hasSuffix("frame-0001-actual.png") })
        // Every stored keyframe that changed has all three pictures, the diff the same size as the expected one.
        let diffs = artifacts.filter { $0.hasSuffix("-diff.png") }
        #expect(!diffs.isEmpty)
        for diff in diffs {
            let expected = diff.replacingOccurrences(of: "-diff.png", with: "-expected.png")
            #expect(artifacts.contains(expected))
            let diffImage = try PNGCodec.decodeStraightRGBA([UInt8](try Data(contentsOf: URL(fileURLWithPath: diff))), name: diff)
            let expectedImage = try PNGCodec.decodeStraightRGBA([UInt8](try Data(contentsOf: URL(fileURLWithPath: expected))), name: expected)
            #expect(diffImage.width == expectedImage.width && diffImage.height == expectedImage.height)
            #expect(diffImage.rgba.enumerated().contains { $0.offset % 4 != 3 && $0.element != 0 })
        }
    }
}

/// The check can fail: a physics value, a layout constant and a single pixel each change the manifest.
@Suite struct ManifestSensitivityTests {
    /// A short pull and release, so each variant renders few frames.
    static let shortGesture = "drag down 300 over 0.3s; release; wait until rest max 0.6s"

    static func frameHashes(_ scene: StretchScene, _ change: (inout RenderOptions) -> Void = { _ in }) throws -> [String] {
        var options = ManifestSample.sizeOptions
        options.gesture = shortGesture
        change(&options)
        return try Animation(scene: scene, options: options).manifest().frames.map(\.hash)
    }

    @Test func physicsValueChangesTheManifest() throws {
        let scene = try StretchScene.builtIn("stretchy")
        let base = try Self.frameHashes(scene)
        let stiffer = try Self.frameHashes(scene) { $0.physics.rubberBand = 0.4 }
        #expect(base.count == stiffer.count)
        // The first frame is at rest (offset 0) in both; the pull then differs.
        #expect(base.first == stiffer.first)
        #expect(base != stiffer)
    }

    @Test func layoutConstantChangesTheManifest() throws {
        let builtIn = try StretchScene.builtIn("stretchy")
        let ratio = "imageContainer.height == imageContainer.width * 0.7"
        #expect(builtIn.sourceText.contains(ratio))
        let same = try StretchScene(yaml: builtIn.sourceText, sourceName: "same.yaml", name: "stretchy")
        let taller = try StretchScene(
            yaml: builtIn.sourceText.replacingOccurrences(of: ratio, with: "imageContainer.height == imageContainer.width * 0.75"),
            sourceName: "taller.yaml", name: "stretchy")
        let base = try Self.frameHashes(same)
        #expect(base == (try Self.frameHashes(builtIn)))
        #expect(base != (try Self.frameHashes(taller)))
    }

    @Test func onePixelChangesTheFrameHashAndTheDifferenceNamesIt() throws {
        var options = ManifestSample.sizeOptions
        options.gesture = Self.shortGesture
        let animation = try Animation(scene: try StretchScene.builtIn("stretchy"), options: options)
        let manifest = try animation.manifest()
        var rgba = try animation.frame(2).unpremultipliedRGBA()
        let original = FNV1a64.hex(of: rgba)
        #expect(manifest.frames[2].hash == original)
        // One channel of one pixel moves by one level.
        let middle = rgba.count / 2 - 4
        rgba[middle] = rgba[middle] == 255 ? 254 : rgba[middle] + 1
        let changedHash = FNV1a64.hex(of: rgba)
        #expect(changedHash != original)
        let expected = manifest.text.replacingOccurrences(of: original, with: changedHash)
        let difference = try #require(manifest.firstDifference(from: expected))
        #expect(difference.frameIndex == 2)
        #expect(difference.expectedHash == changedHash)
        #expect(difference.actualHash == original)
        #expect(difference.timeSeconds == manifest.frames[2].timeSeconds)
    }
}
