import Foundation
import Raster

/// The frames at the rate asked for: frame `i` shows the instant `i / fps`, none merged (the `VideoSchedule`'s
/// frames). `stretchgif frames` writes these; the GIF and WebP show the GIF schedule's frames instead, which above
/// 50 fps merges frames for the browsers' 2 cs minimum (docs/gif.md#browser-minimum-delay).
extension Animation {
    /// Frames at the requested rate.
    package var requestedRateFrameCount: Int { plan.videoSchedule.frameCount }

    /// The instants (seconds) the frames at the requested rate show, in order.
    package var requestedRateTimes: [Double] {
        (0..<requestedRateFrameCount).map { plan.videoSchedule.timeSeconds(ofFrame: $0) }
    }

    /// The frame at the requested rate on screen at `seconds`: the last one starting at or before it (clamped).
    package func requestedRateFrameIndex(atSeconds seconds: Double) -> Int {
        let index = Int((seconds * options.fps + 1e-9).rounded(.down))
        return min(requestedRateFrameCount - 1, max(0, index))
    }

    /// PNG bytes of frame `index` at the requested rate; throws `invalidParameter(name: "frame")` out of range.
    package func requestedRatePNGBytes(frame index: Int) throws(StretchGIFError) -> [UInt8] {
        let count = requestedRateFrameCount
        guard index >= 0, index < count else {
            throw .invalidParameter(name: "frame", message: "expects an index from 0 to \(count - 1) of this "
                + "\(count)-frame animation at \(formatNumber(options.fps)) fps (got \(index))")
        }
        return try Self.png(requestedRateFrame(index))
    }

    /// Frame `index` at the requested rate (within `0..<requestedRateFrameCount`), painted on the calling thread.
    package func requestedRateFrame(_ index: Int) throws(StretchGIFError) -> Pixmap {
        let seconds = plan.videoSchedule.timeSeconds(ofFrame: index)
        let chrome = plan.production.chromeTimeline(untilMilliseconds: seconds * 1000)
        var renderer = try plan.makeRenderer()
        return plan.paint(plan.inputs(atSeconds: [seconds], chrome: chrome)[0], with: &renderer)
    }
}
