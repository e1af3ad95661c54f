@testable import Layout
@testable import SceneRender

/// Section 2: the constraint solver on the default scene. Our way (one engine, `solve` per frame, which
/// only re-solves for the new offset) against the peer (a fresh engine per frame, solving from scratch).
struct LayoutBench {
    /// 1,000 offsets evenly from -300 pt (pulled far down) to 900 pt (scrolled well into the text).
    static let offsets: [Double] = (0..<1000).map { -300 + 1200 * Double($0) / 999 }

    struct Result {
        let incremental: Measurement
        let fresh: Measurement
        /// The largest difference between the two ways' frames over every offset (they must agree).
        let maxFrameDifference: Double
    }

    static func run(fixtures: Fixtures, repetitions: Int, freshRepetitions: Int) throws -> Result {
        let built = try fixtures.makeEngine()
        let incremental = measure(repetitions: repetitions) { () -> Double in
            var engine = built
            var checksum = 0.0
            for offset in offsets { checksum += engine.solve(offset: offset).views[0].frame.height }
            return checksum
        }
        let measurer = SceneTextMeasurer(fonts: try fixtures.fontFamily())
        let scene = fixtures.scene
        let fresh = measure(repetitions: freshRepetitions, warmups: 0) { () -> Double in
            var checksum = 0.0
            for offset in offsets {
                guard var engine = try? LayoutEngine(scene: scene, textMeasurer: measurer) else { return .nan }
                checksum += engine.solve(offset: offset).views[0].frame.height
            }
            return checksum
        }
        var engine = built
        var difference = 0.0
        for offset in offsets {
            guard var scratch = try? LayoutEngine(scene: scene, textMeasurer: measurer) else { continue }
            let a = engine.solve(offset: offset), b = scratch.solve(offset: offset)
            for (x, y) in zip(a.views, b.views) {
                difference = max(difference, abs(x.frame.x - y.frame.x), abs(x.frame.y - y.frame.y),
                                 abs(x.frame.width - y.frame.width), abs(x.frame.height - y.frame.height))
            }
        }
        return Result(incremental: incremental, fresh: fresh, maxFrameDifference: difference)
    }
}
