import Foundation
import Layout
import Raster
import Testing
@testable import stretchgif

/// Golden frame hashes: every built-in scene rendered through the `hash` command's RenderPlan at @1x and 5 fps
/// (`ManifestSample.sizeArguments`), compared with `Manifests/<sample>.manifest`. On a difference the test names
/// the first differing frame and writes into `artifacts/manifests/<sample>/` the actual frame (full size) and, for
/// frames with a stored 160 px keyframe, the expected keyframe and an amplified difference image at that size. `STRETCHGIF_RECORD=1 swift test --filter ManifestTests` re-records (never
/// under `CI=true`).
@Suite struct ManifestTests {
    @Test(arguments: ManifestSample.all)
    func framesMatchTheGoldenManifest(sample: ManifestSample) throws {
        let (plan, encoding) = try sample.plan()
        let (actual, frames) = try plan.manifestWithFrames(options: encoding)
        let manifestURL = ManifestFiles.manifest(of: sample.name)
        if ManifestFiles.recording {
            try record(sample: sample, manifest: actual, plan: plan, frames: frames)
            return
        }
        guard let stored = ManifestFiles.read(manifestURL), let expected = String(validating: stored, as: UTF8.self)
        else {
            Issue.record("\(sample.name): no golden manifest at \(manifestURL.path); record it with STRETCHGIF_RECORD=1 swift test --filter ManifestTests")
            return
        }
        if expected == actual { return }
        try reportDifference(sample: sample, expected: expected, actual: actual, frames: frames)
    }

    /// The manifest, header to GIF line, does not depend on the number of threads, and the
    /// listed hashes are those of the painted frames.
    @Test func manifestIsIndependentOfJobsAndHashesTheFrames() throws {
        let arguments = ["stretchy", "--gesture", "drag down 100 over 0.2s; release"] + ManifestSample.sizeArguments
        let (plan, oneJob) = try ManifestSample.plan(arguments: arguments)
        let (_, twoJobs) = try ManifestSample.plan(arguments: arguments + ["--jobs", "2"])
        let (text, frames) = try plan.manifestWithFrames(options: oneJob)
        #expect(text == (try plan.manifest(options: twoJobs)))
        let listed = ManifestFrameLine.parse(text).map(\.hash)
        #expect(listed.count == plan.schedule.frames.count)
        #expect(listed == frames.map { FNV1a64.hex(of: $0.unpremultipliedRGBA()) })
        #expect(text.split(separator: "\n").last?.hasPrefix("gif ") == true)
    }

    /// Writes the manifest and ~3 keyframes (the most stretched, the middle and the most scrolled frame).
    private func record(sample: ManifestSample, manifest: String, plan: RenderPlan, frames: [Pixmap]) throws {
        try ManifestFiles.write(Array(manifest.utf8), to: ManifestFiles.manifest(of: sample.name))
        let folder = ManifestFiles.manifests.appendingPathComponent(sample.name)
        try? FileManager.default.removeItem(at: folder)
        for index in Self.keyframeIndices(plan: plan) where index < frames.count {
            try ManifestFiles.write(try ManifestImages.png(ManifestImages.thumbnail(frames[index])),
                                    to: ManifestFiles.keyframe(of: sample.name, frame: index))
        }
    }

    /// The frames worth a stored picture: lowest offset (pull), highest offset (scrolled or bottom overscroll)
    /// and the middle frame, without repeats, in order.
    static func keyframeIndices(plan: RenderPlan) -> [Int] {
        let count = plan.schedule.frames.count
        let offsets = (0..<count).map { plan.production.motion.timeline.sample(atMilliseconds: plan.milliseconds(ofFrame: $0)).offset }
        var lowest = 0, highest = 0
        for (index, offset) in offsets.enumerated() {
            if offset < offsets[lowest] { lowest = index }
            if offset > offsets[highest] { highest = index }
        }
        return Array(Set([lowest, count / 2, highest])).sorted()
    }

    /// Fails naming the first differing frame; writes actual, expected and difference images.
    private func reportDifference(sample: ManifestSample, expected: String, actual: String, frames: [Pixmap]) throws {
        let folder = ManifestFiles.artifacts.appendingPathComponent(sample.name)
        try? FileManager.default.removeItem(at: folder)
        try ManifestFiles.write(Array(actual.utf8), to: folder.appendingPathComponent("actual.manifest"))
        let expectedLines = ManifestFrameLine.parse(expected)
        let actualLines = ManifestFrameLine.parse(actual)
        guard let first = ManifestFrameLine.firstDifference(expected: expectedLines, actual: actualLines) else {
            Issue.record("\(sample.name): every frame matches but the header or GIF line differs from \(ManifestFiles.manifest(of: sample.name).path) (palette/encoder change?); actual manifest in \(folder.path)")
            return
        }
        // Pictures: the first differing frame, and every stored keyframe that no longer matches.
        var written: [String] = []
        var pictured = ManifestFiles.keyframes(of: sample.name)
        if first < frames.count, !pictured.contains(first) { pictured.insert(first, at: 0) }
        for index in pictured where index < frames.count {
            let frame = ManifestImages.thumbnail(frames[index])
            let name = String(format: "frame-%04d", index)
            let stored = ManifestFiles.read(ManifestFiles.keyframe(of: sample.name, frame: index))
                .flatMap { try? PNGCodec.decodeStraightRGBA($0, name: name) }
            if let stored, ManifestImages.matches(expected: stored, actual: frame), index != first { continue }
            try ManifestFiles.write(try ManifestImages.png(frames[index]), to: folder.appendingPathComponent("\(name)-actual.png"))
            written.append("\(name)-actual.png")
            if let stored, let bytes = ManifestFiles.read(ManifestFiles.keyframe(of: sample.name, frame: index)) {
                try ManifestFiles.write(bytes, to: folder.appendingPathComponent("\(name)-expected.png"))
                written.append("\(name)-expected.png")
                if let diff = ManifestImages.difference(expected: stored, actual: frame) {
                    try ManifestFiles.write(diff, to: folder.appendingPathComponent("\(name)-diff.png"))
                    written.append("\(name)-diff.png")
                }
            }
        }
        let expectedLine = expectedLines.first { $0.index == first }
        let actualLine = actualLines.first { $0.index == first }
        Issue.record("""
            \(sample.name): frame \(first) (t = \(actualLine?.time ?? expectedLine?.time ?? "?") s) differs from \
            \(ManifestFiles.manifest(of: sample.name).lastPathComponent): expected \(expectedLine?.hash ?? "no frame"), \
            got \(actualLine?.hash ?? "no frame"); wrote \(written.joined(separator: ", ")) to \(folder.path); \
            if the change is intended, re-record with STRETCHGIF_RECORD=1 swift test --filter ManifestTests
            """)
    }
}

/// The check can fail: a physics flag, a layout constant and a single pixel each change the manifest.
@Suite struct ManifestSensitivityTests {
    /// A short pull and release, so each variant renders few frames.
    static let shortGesture = ["--gesture", "drag down 300 over 0.3s; release; wait until rest max 0.6s"]

    static func frameHashes(_ arguments: [String]) throws -> [String] {
        let (plan, encoding) = try ManifestSample.plan(arguments: arguments + ManifestSample.sizeArguments + shortGesture)
        return ManifestFrameLine.parse(try plan.manifestWithFrames(options: encoding).text).map(\.hash)
    }

    @Test func physicsFlagChangesTheManifest() throws {
        let base = try Self.frameHashes(["stretchy"])
        let stiffer = try Self.frameHashes(["stretchy", "--rubber-band", "0.4"])
        #expect(base.count == stiffer.count)
        // The first frame is at rest (offset 0) in both; the pull then differs.
        #expect(base.first == stiffer.first)
        #expect(base != stiffer)
    }

    @Test func layoutConstantChangesTheManifest() throws {
        let yaml = try #require(BuiltInScenes.yaml(named: "stretchy"))
        let ratio = "imageContainer.height == imageContainer.width * 0.7"
        #expect(yaml.contains(ratio))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("stretchgif-manifest-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = folder.appendingPathComponent("same.yaml")
        let taller = folder.appendingPathComponent("taller.yaml")
        try Data(yaml.utf8).write(to: same)
        try Data(yaml.replacingOccurrences(of: ratio, with: "imageContainer.height == imageContainer.width * 0.75").utf8)
            .write(to: taller)
        let base = try Self.frameHashes([same.path])
        // The same text from a file gives the built-in's hashes; one constant changed gives others.
        #expect(base == (try Self.frameHashes(["stretchy"])))
        #expect(base != (try Self.frameHashes([taller.path])))
    }

    @Test func onePixelChangesTheFrameHash() throws {
        let (plan, _) = try ManifestSample.plan(arguments: ["stretchy"] + ManifestSample.sizeArguments + Self.shortGesture)
        let frame = try plan.renderFrames(0..<1, jobs: 1)[0]
        var rgba = frame.unpremultipliedRGBA()
        let original = FNV1a64.hex(of: rgba)
        // One channel of the pixel in the middle of the frame moves by one level.
        let middle = ((frame.height / 2) * frame.width + frame.width / 2) * 4
        rgba[middle] = rgba[middle] == 255 ? 254 : rgba[middle] + 1
        #expect(FNV1a64.hex(of: rgba) != original)
        // And the manifest's comparison pinpoints it: same lines except that frame.
        let lines = [ManifestFrameLine(index: 0, time: "0.000", hash: original),
                     ManifestFrameLine(index: 1, time: "0.100", hash: "x")]
        var changed = lines
        changed[0] = ManifestFrameLine(index: 0, time: "0.000", hash: FNV1a64.hex(of: rgba))
        #expect(ManifestFrameLine.firstDifference(expected: lines, actual: changed) == 0)
        #expect(ManifestFrameLine.firstDifference(expected: lines, actual: lines) == nil)
        #expect(ManifestFrameLine.firstDifference(expected: lines, actual: Array(lines.prefix(1))) == 1)
    }
}

/// `samples/<name>.yaml` is the built-in scene's text, so the two cannot drift apart.
@Suite struct SampleFileTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func sampleFileEqualsTheBuiltInScene(name: String) throws {
        let yaml = try #require(BuiltInScenes.yaml(named: name))
        let url = ManifestFiles.samples.appendingPathComponent("\(name).yaml")
        if ManifestFiles.recording { try ManifestFiles.write(Array(yaml.utf8), to: url) }
        let stored = try #require(ManifestFiles.read(url), "missing \(url.path); record with STRETCHGIF_RECORD=1")
        #expect(String(validating: stored, as: UTF8.self) == yaml,
                "\(url.path) differs from BuiltInScenes.yaml(named: \"\(name)\"); re-record with STRETCHGIF_RECORD=1")
    }

    @Test(arguments: BuiltInScenes.all.map(\.name))
    func everySceneHasAGestureThatItsSampleFilePlays(name: String) throws {
        let url = ManifestFiles.samples.appendingPathComponent("\(name).yaml")
        let (stem, scene) = try SceneSource.load(url.path)
        #expect(stem == name)
        let gesture = try #require(scene.gesture, "\(name) has no gesture: block")
        #expect(gesture.text.contains("release") || gesture.text.contains("fling"))
    }
}
