import Testing
import StretchGIFKit

/// Output is a function of the scene and the options only: the thread count changes nothing, and neither does
/// rendering a frame alone instead of in sequence.
@Suite struct DeterminismTests {
    /// A pull, a release into the bounce and a scroll up under the status bar: every scene's header stretches,
    /// its chrome changes and its layout moves, in 1.9 s (19 frames at 10 fps, more than 7 threads' worth).
    static let gesture = "drag down 150 over 0.4s; release; wait 0.4s; drag up 300 over 0.6s; wait 0.5s"

    static func options(jobs: Int) -> RenderOptions {
        var options = ManifestSample.sizeOptions
        options.fps = 10
        options.jobs = jobs
        options.gesture = gesture
        return options
    }

    @Test(arguments: StretchScene.builtInNames)
    func everyBuiltInSceneIsIdenticalForOneThreeAndSevenJobs(name: String) throws {
        let scene = try StretchScene.builtIn(name)
        let manifests = try [1, 3, 7].map { try Animation(scene: scene, options: Self.options(jobs: $0)).manifest() }
        #expect(manifests[0].frames.count >= 15)
        #expect(manifests[0].firstDifference(from: manifests[1].text) == nil, "\(name): --jobs 1 and 3 differ")
        #expect(manifests[0].firstDifference(from: manifests[2].text) == nil, "\(name): --jobs 1 and 7 differ")
        // The frames really differ from one another (a blank render would pass the comparisons above).
        #expect(Set(manifests[0].frames.map(\.hash)).count > 5)
    }

    /// With the bezel each painting thread reuses one frame buffer (docs/scenes.md#bezel): the frames still do not
    /// depend on the thread count or on which frames a thread painted before.
    @Test func withTheBezelEveryThreadCountAndAFrameAloneGiveTheSameFrames() throws {
        var options = Self.options(jobs: 1)
        options.bezel = true
        let scene = try StretchScene.builtIn("stretchy")
        let alone = try Animation(scene: scene, options: options)
        options.jobs = 3
        let parallel = try Animation(scene: scene, options: options)
        let sequence = try parallel.frames(0..<parallel.frameCount).map { FNV1a64.hex(of: $0.unpremultipliedRGBA()) }
        #expect(try alone.frames(0..<alone.frameCount).map { FNV1a64.hex(of: $0.unpremultipliedRGBA()) } == sequence)
        #expect(Set(sequence).count > 5, "the frames must differ from one another")
        for index in [parallel.frameCount - 1, 4] {
            #expect(FNV1a64.hex(of: try alone.frame(index).unpremultipliedRGBA()) == sequence[index],
                    "frame \(index) alone differs from the sequence")
        }
    }

    /// A frame painted on its own equals the same frame painted in a parallel sequence (no state carried between
    /// frames or threads).
    @Test func aFrameAloneEqualsTheFrameInSequence() throws {
        let animation = try Animation(scene: try StretchScene.builtIn("news-digest"), options: Self.options(jobs: 3))
        let sequence = try animation.frames(0..<animation.frameCount).map { FNV1a64.hex(of: $0.unpremultipliedRGBA()) }
        for index in [animation.frameCount - 1, animation.frameCount / 2, 3] {
            #expect(FNV1a64.hex(of: try animation.frame(index).unpremultipliedRGBA()) == sequence[index],
                    "frame \(index) alone differs from the sequence")
        }
    }
}
