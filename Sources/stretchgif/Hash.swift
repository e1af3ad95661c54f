import ArgumentParser
import Foundation
import StretchGIFKit

/// `stretchgif hash`: a manifest of per-frame hashes and the GIF's hash, for regression checks in CI.
struct Hash: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hash",
        abstract: "Print a manifest: one line per output frame (index, time, delay, offset, RGBA hash), then the GIF's hash.",
        discussion: """
            Hashes are 64-bit FNV-1a over the frame's straight RGBA bytes (row-major, top row first), printed as \
            16 hex digits; the last line hashes the GIF file that `render` would write with the same flags. \
            Commit the manifest and diff it in CI: any change to physics, layout or pixels changes it.
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Output") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    func validate() throws {
        guard encodingOptions.output.count <= 1 else {
            throw ValidationError("hash writes one manifest: give -o/--output once")
        }
    }

    func run() throws {
        let scene = try sceneOptions.loadScene()
        let options = stretchgif.renderOptions(
            base: try RenderOptions(scene: scene), scene: sceneOptions, frames: frameOptions, encoding: encodingOptions,
            physics: physicsOptions)
        let animation = try Animation(scene: scene, options: options)
        printDiagnostics(animation.diagnostics)
        let manifest = try animation.manifest()
        if let path = encodingOptions.output.first {
            try writeFileAtomically(Array(manifest.text.utf8), toFile: path)
        } else {
            try StandardStreams.print(manifest.text, terminator: "")
        }
    }
}
