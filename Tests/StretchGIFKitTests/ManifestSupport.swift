import Foundation
import StretchGIFKit

/// One golden manifest: a sample name (the file stem under `Manifests/`) and the options that produce it.
struct ManifestSample: CustomStringConvertible, Sendable {
    let name: String
    let scene: String
    let options: RenderOptions
    var description: String { name }

    /// Cheap but still the whole gesture: @1x (no `width` reduction, which costs more than painting in debug
    /// builds), 5 frames per second (every key moment of the gestures lasts longer than 0.2 s), one thread (the
    /// output does not depend on the thread count; one keeps parallel tests from oversubscribing).
    static var sizeOptions: RenderOptions {
        var options = RenderOptions()
        options.scale = 1
        options.fps = 5
        options.jobs = 1
        return options
    }

    /// Stored keyframe pictures are reduced to this width (pixels) to keep the repository small.
    static let keyframeWidth = 160

    /// Every built-in scene in its own orientation, plus the grid in landscape (scene C must render in both).
    static let all: [ManifestSample] = StretchScene.builtInNames.map {
        ManifestSample(name: $0, scene: $0, options: sizeOptions)
    } + [ManifestSample(name: "grid-landscape", scene: "grid", options: {
        var options = sizeOptions
        options.orientation = .landscape
        return options
    }())]

    /// The animation of this sample.
    func animation() throws -> Animation {
        try Animation(scene: try StretchScene.builtIn(scene), options: options)
    }
}

/// Where golden files live and where failure images go.
enum ManifestFiles {
    /// The package root (three levels above this file: Tests/StretchGIFKitTests/ManifestSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let manifests = packageRoot.appendingPathComponent("Tests/StretchGIFKitTests/Manifests")
    static let artifacts = packageRoot.appendingPathComponent("artifacts/manifests")
    static let samples = packageRoot.appendingPathComponent("samples")

    /// The snapshot of one sample.
    static func snapshot(_ name: String) -> ManifestSnapshot {
        ManifestSnapshot(manifestPath: manifests.appendingPathComponent("\(name).manifest").path,
                         artifactsFolder: artifacts.appendingPathComponent(name).path,
                         keyframeWidth: ManifestSample.keyframeWidth)
    }
}
