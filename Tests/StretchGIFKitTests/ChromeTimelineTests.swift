import Testing
@testable import StretchGIFKit

/// A still frame scans the chrome only up to its own instant, and sees exactly what the full scan sees.
@Suite struct ChromeTimelineTests {
    @Test func aTruncatedScanAgreesWithTheFullScanUpToItsEnd() throws {
        var options = RenderOptions()
        options.fps = 10
        let animation = try Animation(scene: try StretchScene.builtIn("stretchy"), options: options)
        let full = animation.plan.chromeTimeline()
        #expect(!full.statusBarFlips.isEmpty, "the stretchy gesture hides and shows the status bar")
        for frame in [3, animation.frameCount / 2, animation.frameCount - 1] {
            let until = animation.plan.milliseconds(ofFrame: frame)
            let truncated = animation.plan.chromeTimeline(throughFrame: frame)
            #expect((truncated.activity.last?.end ?? 0) <= until.rounded(.up))
            #expect(truncated.statusBarFlips.count <= full.statusBarFlips.count)
            for time in stride(from: 0.0, through: until, by: 2.5) {
                #expect(truncated.statusBarHiddenFraction(atMilliseconds: time)
                        == full.statusBarHiddenFraction(atMilliseconds: time), "frame \(frame) at \(time) ms")
                #expect(truncated.indicatorAlpha(atMilliseconds: time) == full.indicatorAlpha(atMilliseconds: time),
                        "frame \(frame) at \(time) ms")
            }
        }
    }
}
