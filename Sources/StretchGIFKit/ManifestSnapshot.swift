import Foundation
import Raster

/// A committed manifest (and a few pictures of its key frames) that an animation is checked against in a test,
/// the way snapshot tests work: record once, compare on every run, and on a difference get pictures of it.
///
/// Files: the manifest at `manifestPath`; key frames beside it in a folder of the same name without the extension
/// (`stretchy.manifest` -> `stretchy/frame-0013.png`). Recording writes both; a failed check writes
/// `actual.manifest` and, for the first differing frame and every stored key frame that changed,
/// `frame-NNNN-actual.png`, `frame-NNNN-expected.png` and `frame-NNNN-diff.png` (the per-channel difference,
/// amplified 8x) into `artifactsFolder`.
///
/// For new tests prefer `assertAnimation` (the `StretchGIFTesting` product) or `AnimationCheck`: it says what moved
/// (the scroll, a view, or pixels) and takes tolerances (docs/library.md#regression-checks).
public struct ManifestSnapshot: Sendable {
    /// The committed manifest.
    public let manifestPath: String
    /// Where a failed check leaves its pictures and the actual manifest.
    public let artifactsFolder: String
    /// Width in pixels stored key frames are reduced to (nil = full size; smaller keeps the repository small).
    public let keyframeWidth: Int?

    /// A snapshot stored at `manifestPath`, failures written to `artifactsFolder`.
    public init(manifestPath: String, artifactsFolder: String, keyframeWidth: Int? = nil) {
        self.manifestPath = manifestPath
        self.artifactsFolder = artifactsFolder
        self.keyframeWidth = keyframeWidth
    }

    /// Whether this process should record instead of compare: `STRETCHGIF_RECORD=1` in the environment, and never
    /// when `CI=true` (a CI run must not rewrite what it checks).
    public static var isRecordingFromEnvironment: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["STRETCHGIF_RECORD"] == "1" && environment["CI"]?.lowercased() != "true"
    }

    /// The outcome of `check`.
    public enum Outcome: Sendable, Equatable {
        /// The manifest is identical to the committed one.
        case matched
        /// Recording: the manifest and key frames (their paths) were written.
        case recorded(files: [String])
        /// No committed manifest exists at `manifestPath` (and this run is not recording).
        case missing
        /// The manifest differs: where first, and the files written into `artifactsFolder`.
        case differs(ManifestDifference, artifacts: [String])
    }

    /// The folder holding the stored key frames.
    public var keyframesFolder: String { (manifestPath as NSString).deletingPathExtension }

    /// Renders `animation`'s manifest and records it (when `record`) or compares it with the committed one.
    public func check(_ animation: Animation, record: Bool = ManifestSnapshot.isRecordingFromEnvironment)
        throws(StretchGIFError) -> Outcome
    {
        let manifest = try animation.manifest()
        if record { return .recorded(files: try self.record(manifest, of: animation)) }
        guard let stored = FileManager.default.contents(atPath: manifestPath) else { return .missing }
        guard let difference = manifest.firstDifference(from: String(decoding: stored, as: UTF8.self)) else {
            return .matched
        }
        return .differs(difference, artifacts: try writeArtifacts(difference, manifest: manifest, of: animation))
    }

    /// Writes the manifest and the key frames.
    private func record(_ manifest: FrameManifest, of animation: Animation) throws(StretchGIFError) -> [String] {
        try createFolder((manifestPath as NSString).deletingLastPathComponent)
        try writeFileAtomically(Array(manifest.text.utf8), toFile: manifestPath)
        try? FileManager.default.removeItem(atPath: keyframesFolder)
        try createFolder(keyframesFolder)
        var files = [manifestPath]
        for index in animation.keyframeIndices() {
            let path = keyframePath(index)
            try writeFileAtomically(try Animation.png(thumbnail(try animation.frame(index))), toFile: path)
            files.append(path)
        }
        return files
    }

    /// The stored picture of frame `index`.
    public func keyframePath(_ index: Int) -> String {
        (keyframesFolder as NSString).appendingPathComponent(String(format: "frame-%04d.png", index))
    }

    /// Frame numbers that have a stored picture, in order.
    public func storedKeyframes() -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: keyframesFolder)) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
            return Int(name.dropFirst(6).dropLast(4))
        }.sorted()
    }

    /// The actual manifest, and actual / expected / diff pictures of the first differing frame and of every stored
    /// key frame that no longer matches.
    private func writeArtifacts(_ difference: ManifestDifference, manifest: FrameManifest, of animation: Animation)
        throws(StretchGIFError) -> [String]
    {
        try? FileManager.default.removeItem(atPath: artifactsFolder)
        try createFolder(artifactsFolder)
        let manifestCopy = (artifactsFolder as NSString).appendingPathComponent("actual.manifest")
        try writeFileAtomically(Array(manifest.text.utf8), toFile: manifestCopy)
        var written = [manifestCopy]
        var pictured = storedKeyframes()
        if let first = difference.frameIndex, !pictured.contains(first) { pictured.insert(first, at: 0) }
        for index in pictured where index < animation.frameCount {
            let frame = try animation.frame(index)
            let small = thumbnail(frame)
            let name = (artifactsFolder as NSString).appendingPathComponent(String(format: "frame-%04d", index))
            let storedBytes = FileManager.default.contents(atPath: keyframePath(index)).map { [UInt8]($0) }
            let stored = storedBytes.flatMap { try? PNGCodec.decodeStraightRGBA($0, name: keyframePath(index)) }
            let unchanged = stored.map { $0.width == small.width && $0.height == small.height
                && $0.rgba == small.unpremultipliedRGBA() } ?? false
            if unchanged && index != difference.frameIndex { continue }
            try writeFileAtomically(try Animation.png(frame), toFile: name + "-actual.png")
            written.append(name + "-actual.png")
            if let stored, let storedBytes {
                try writeFileAtomically(storedBytes, toFile: name + "-expected.png")
                written.append(name + "-expected.png")
                if let diff = Self.difference(expected: stored, actual: small) {
                    try writeFileAtomically(diff, toFile: name + "-diff.png")
                    written.append(name + "-diff.png")
                }
            }
        }
        return written
    }

    /// A frame reduced to `keyframeWidth` (the same area filter `RenderOptions.width` uses).
    private func thumbnail(_ frame: Pixmap) -> Pixmap {
        guard let keyframeWidth, frame.width > keyframeWidth else { return frame }
        return frame.downsampled(toWidth: keyframeWidth)
    }

    /// |expected - actual| per colour channel, amplified 8x so one-level differences show, opaque; nil when the
    /// sizes differ.
    static func difference(expected: (width: Int, height: Int, rgba: [UInt8]), actual: Pixmap) -> [UInt8]? {
        let actualRGBA = actual.unpremultipliedRGBA()
        guard expected.width == actual.width, expected.height == actual.height, actualRGBA.count == expected.rgba.count
        else { return nil }
        var out = [UInt8](repeating: 255, count: actualRGBA.count)
        for index in actualRGBA.indices where index % 4 != 3 {
            out[index] = UInt8(min(255, abs(Int(actualRGBA[index]) - Int(expected.rgba[index])) * 8))
        }
        return try? PNGCodec.encode(straightRGBA: out, width: actual.width, height: actual.height)
    }

    private func createFolder(_ path: String) throws(StretchGIFError) {
        guard !path.isEmpty else { return }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .outputFailed(path: path, message: "cannot create the folder: \(error.localizedDescription)")
        }
    }
}
