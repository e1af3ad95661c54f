import Foundation
import Layout
import Raster
@testable import stretchgif

extension RenderPlan {
    /// The `hash` command's manifest (the same code path) and the frames it painted, kept for failure artifacts.
    func manifestWithFrames(options: EncodingOptions) throws -> (text: String, frames: [Pixmap]) {
        var frames: [Pixmap] = []
        let text = try manifest(options: options) { _, frame in frames.append(frame) }
        return (text, frames)
    }
}

/// One golden manifest: a sample name (the file stem under `Manifests/`) and the `stretchgif hash` arguments
/// that produce it.
struct ManifestSample: CustomStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    var description: String { name }

    /// Cheap but still the whole gesture: @1x (no `--width` reduction, which costs more than painting in debug
    /// builds), 5 frames per second (every key moment of the gestures lasts longer than 0.2 s), one thread (the output does not depend on the thread count; one keeps
    /// parallel tests from oversubscribing).
    static let sizeArguments = ["--scale", "1", "--fps", "5", "--jobs", "1"]
    /// Stored keyframe pictures are reduced to this width (pixels) to keep the repository small.
    static let keyframeWidth = 160

    /// Every built-in scene in its own orientation, plus the grid in landscape (scene C must render in both).
    static let all: [ManifestSample] = BuiltInScenes.all.map { ManifestSample(name: $0.name, arguments: [$0.name]) }
        + [ManifestSample(name: "grid-landscape", arguments: ["grid", "--orientation", "landscape"])]

    /// The render plan of the `hash` command for this sample (plus `extra` flags).
    func plan(extra: [String] = []) throws -> (plan: RenderPlan, encoding: EncodingOptions) {
        try ManifestSample.plan(arguments: arguments + Self.sizeArguments + extra)
    }

    /// The render plan `stretchgif hash ARGUMENTS` would use.
    static func plan(arguments: [String]) throws -> (plan: RenderPlan, encoding: EncodingOptions) {
        let command = try Hash.parse(arguments)
        let production = try Production.load(sceneOptions: command.sceneOptions,
                                             physicsOptions: command.physicsOptions)
        return (try RenderPlan(production: production, frameOptions: command.frameOptions), command.encodingOptions)
    }
}

/// Where golden files live and where failure images go, and whether this run may record.
enum ManifestFiles {
    /// The package root (three levels above this file: Tests/stretchgifTests/ManifestSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let manifests = packageRoot.appendingPathComponent("Tests/stretchgifTests/Manifests")
    static let artifacts = packageRoot.appendingPathComponent("artifacts/manifests")
    static let samples = packageRoot.appendingPathComponent("samples")

    /// `STRETCHGIF_RECORD=1` re-records goldens, except under `CI=true` where nothing is ever recorded.
    static var recording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["STRETCHGIF_RECORD"] == "1" && !isCI
    }

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"]?.lowercased() == "true" }

    static func manifest(of sample: String) -> URL { manifests.appendingPathComponent("\(sample).manifest") }

    static func keyframe(of sample: String, frame: Int) -> URL {
        manifests.appendingPathComponent(sample).appendingPathComponent(String(format: "frame-%04d.png", frame))
    }

    static func keyframes(of sample: String) -> [Int] {
        let folder = manifests.appendingPathComponent(sample).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
            return Int(name.dropFirst(6).dropLast(4))
        }.sorted()
    }

    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    static func read(_ url: URL) -> [UInt8]? {
        FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
    }
}

/// One parsed manifest line `NNNN time_s delay_cs offset_pt hash`.
struct ManifestFrameLine: Equatable {
    let index: Int
    let time: String
    let hash: String

    /// The frame lines of a manifest, in order (comments and the `gif` line skipped).
    static func parse(_ text: String) -> [ManifestFrameLine] {
        text.split(separator: "\n").compactMap { line -> ManifestFrameLine? in
            let fields = line.split(separator: " ")
            guard fields.count == 5, let index = Int(fields[0]) else { return nil }
            return ManifestFrameLine(index: index, time: String(fields[1]), hash: String(fields[4]))
        }
    }

    /// The index of the first frame whose line differs, or whose line exists in only one of the two.
    static func firstDifference(expected: [ManifestFrameLine], actual: [ManifestFrameLine]) -> Int? {
        for position in 0..<max(expected.count, actual.count) {
            let lhs = position < expected.count ? expected[position] : nil
            let rhs = position < actual.count ? actual[position] : nil
            if lhs != rhs { return rhs?.index ?? lhs?.index ?? position }
        }
        return nil
    }
}

/// Images for a failed comparison.
enum ManifestImages {
    /// A frame reduced to the stored keyframe width (the same area filter `--width` uses).
    static func thumbnail(_ frame: Pixmap) -> Pixmap {
        frame.width > ManifestSample.keyframeWidth ? frame.downsampled(toWidth: ManifestSample.keyframeWidth) : frame
    }

    /// Straight RGBA of a frame as a PNG.
    static func png(_ frame: Pixmap) throws -> [UInt8] { try PNGCodec.encode(frame) }

    /// |expected - actual| per colour channel, amplified 8x so one-level differences show, opaque.
    /// Nil when the sizes differ.
    static func difference(expected: (width: Int, height: Int, rgba: [UInt8]), actual: Pixmap) -> [UInt8]? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let actualRGBA = actual.unpremultipliedRGBA()
        guard actualRGBA.count == expected.rgba.count else { return nil }
        var out = [UInt8](repeating: 255, count: actualRGBA.count)
        for index in actualRGBA.indices where index % 4 != 3 {
            let delta = abs(Int(actualRGBA[index]) - Int(expected.rgba[index]))
            out[index] = UInt8(min(255, delta * 8))
        }
        return try? PNGCodec.encode(straightRGBA: out, width: actual.width, height: actual.height)
    }

    /// Whether `actual` has exactly the pixels of the stored PNG.
    static func matches(expected: (width: Int, height: Int, rgba: [UInt8]), actual: Pixmap) -> Bool {
        expected.width == actual.width && expected.height == actual.height
            && expected.rgba == actual.unpremultipliedRGBA()
    }
}
