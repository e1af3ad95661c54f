import Testing
import StretchGIFKit

/// Output is a function of the scene and the options only: the thread count changes nothing, and neither does
/// rendering a frame alone instead of in sequence.
@Suite struct DeterminismTests {
    @Test(arguments: StretchScene.builtInNames)
    func everyBuiltInSceneIsIdenticalForOneThreeAndSevenJobs(name: String) throws {
        let scene = try StretchScene.builtIn(name)
        var manifests: [String] = []
        for jobs in [1, 3, 7] {
            var options = ManifestSample.sizeOptions
            options.jobs = jobs
            manifests.append(try Animation(scene: scene, options: options).manifest().text)
        }
        #expect(manifests[0] == manifests[1], "\(name): --jobs 1 and 3 differ")
        #expect(manifests[0] == manifests[2], "\(name): --jobs 1 and 7 differ")
        #expect(manifests[0].hasPrefix("# stretchgif frame manifest v1: scene \(name),"))
    }

    /// A frame painted on its own equals the same frame painted in the sequence (no state carried between frames).
    @Test(arguments: ["stretchy", "news-digest", "stretch-weights"])
    func aFrameAloneEqualsTheFrameInSequence(name: String) throws {
        var options = ManifestSample.sizeOptions
        options.jobs = 2
        let animation = try Animation(scene: try StretchScene.builtIn(name), options: options)
        let hashes = try animation.manifest().frames.map(\.hash)
        for index in [animation.frameCount - 1, animation.frameCount / 2, 1] {
            #expect(FNV1a64.hex(of: try animation.frame(index).unpremultipliedRGBA()) == hashes[index],
                    "\(name): frame \(index) alone differs from the sequence")
        }
    }
}
