import ArgumentParser
import Foundation
import GIF

/// `stretchgif hash`: a manifest of per-frame hashes and the GIF's hash, for regression checks in CI.
struct Hash: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    func run() throws {
        let production = try Production.load(sceneOptions: sceneOptions, physicsOptions: physicsOptions,
                                             frameOptions: frameOptions)
        let plan = try RenderPlan(production: production, frameOptions: frameOptions)
        let manifest = try plan.manifest(options: encodingOptions)
        if let path = encodingOptions.output {
            let file = try AtomicOutputFile(path: path)
            _ = file.write(Array(manifest.utf8))
            try file.commit()
        } else {
            print(manifest, terminator: "")
        }
    }
}
