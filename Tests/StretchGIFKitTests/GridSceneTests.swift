import Testing
import StretchGIFKit

/// Scene C, `grid` (docs/scenes.md#scene-c-grid): in portrait its content is taller than the screen, so its flick
/// scrolls through the squares instead of only rubber-banding.
@Suite struct GridSceneTests {
    /// The portrait grid's largest resting offset, by hand: edge (375 - 40) / 3, 10 rows, 11 gaps of 10, so the
    /// content is 10 * 111.667 + 110 = 1226.667 tall; with the 34 pt bottom inset the end rests at
    /// 1226.667 + 34 - 812 = 448.667.
    static let portraitEndOffset = 10 * (375.0 - 40) / 3 + 110 + 34 - 812

    @Test func theFlickGlidesToTheEndAndBouncesThere() throws {
        let trace = try ScrollTrace(scene: try StretchScene.builtIn("grid"), stepMilliseconds: 5)
        #expect(trace.timeline.releases.count == 2)
        let flickUp = try #require(trace.timeline.releases.first)
        let flickDown = try #require(trace.timeline.releases.last)
        let upward = trace.samples.filter {
            $0.timeMilliseconds > flickUp.timeMilliseconds && $0.timeMilliseconds < flickDown.timeMilliseconds
        }
        let farthest = try #require(upward.map(\.offset).max())
        // Past the end (a bounce), by less than the rubber band lets a glide overshoot.
        #expect(farthest > Self.portraitEndOffset + 1)
        #expect(farthest < Self.portraitEndOffset + 100)
        // Before the second flick the grid rests at its end: bouncing alone would have brought it back to -44.
        let beforeSecond = trace.timeline.sample(atMilliseconds: flickDown.timeMilliseconds - 100).offset
        #expect(abs(beforeSecond - Self.portraitEndOffset) < 0.5)
        #expect(trace.timeline.restOffset == -44)
    }
}
