import RegressionCheck
import StretchGIFKit
import StretchGIFTesting
import Testing

/// One test per tier, each one line. The references live in `__Animations__/pull-to-stretch/` beside this file:
/// a missing one is recorded (and that run fails, saying so); a difference fails with what moved and leaves
/// artifacts in `__Animations__/__Artifacts__/pull-to-stretch/` (docs/library.md#regression-checks).
@Suite struct PullToStretchTests {
    /// The scroll: every frame's time and content offset (never paints; fast in a debug build).
    @Test func physics() throws {
        try assertAnimation(of: try PullToStretch.scene(), options: PullToStretch.options, named: "pull-to-stretch",
                            tiers: [.physics])
    }

    /// Every view's frame and drawn properties at every frame (never paints).
    @Test func layout() throws {
        try assertAnimation(of: try PullToStretch.scene(), options: PullToStretch.options, named: "pull-to-stretch",
                            tiers: [.layout])
    }

    /// Every frame's pixels, allowing the one-level drift a FreeType or libjpeg-turbo update brings to a few
    /// anti-aliased pixels.
    @Test func pixels() throws {
        try assertAnimation(of: try PullToStretch.scene(), options: PullToStretch.options, named: "pull-to-stretch",
                            tiers: [.pixels], tolerance: .pixels(maxChannelDelta: 1, maxFraction: 0.001))
    }
}
