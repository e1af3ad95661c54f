/// The frame timing of a video (MP4, WebM): source frame `i` shows the instant `i / fps` from `round(1000 i / fps)` ms
/// until the next frame starts, and the last frame ends at the scripted duration rounded to the millisecond
/// (docs/formats.md#timing). Nothing is merged as in a GIF (`FrameSchedule`): video players have no minimum frame
/// time, so 60 fps plays 60 frames a second. Frame `i` is the same instant, to the bit, as the GIF frame whose
/// `sourceIndex` is `i`, so both paint the same picture.
public struct VideoSchedule: Sendable, Equatable {
    /// Frames per second asked for.
    public let fps: Double
    /// Frames in the video.
    public let frameCount: Int
    /// When the last frame ends: the scripted duration in whole milliseconds.
    public let durationMilliseconds: Int

    /// The schedule of a `durationSeconds` animation at `fps` (both already checked by `FrameSchedule`, whose
    /// source frame count this shares). A final frame that would start at the end (a tail under half a
    /// millisecond) is left out.
    init(durationSeconds: Double, fps: Double) {
        self.fps = fps
        let end = Int((durationSeconds * 1000).rounded())
        // The same count as FrameSchedule's source frames: ceil with a small tolerance (2 s x 30 fps is 60 frames).
        var count = max(1, Int((durationSeconds * fps - 1e-9).rounded(.up)))
        while count > 1 && Self.startMilliseconds(ofFrame: count - 1, fps: fps) >= end { count -= 1 }
        frameCount = count
        durationMilliseconds = max(end, Self.startMilliseconds(ofFrame: count - 1, fps: fps) + 1)
    }

    /// The animation instant frame `index` shows, in seconds: `index / fps`.
    public func timeSeconds(ofFrame index: Int) -> Double { Double(index) / fps }

    /// When frame `index` starts showing, in whole milliseconds.
    public func startMilliseconds(ofFrame index: Int) -> Int { Self.startMilliseconds(ofFrame: index, fps: fps) }

    /// How long frame `index` shows, in milliseconds (at least 1).
    public func durationMilliseconds(ofFrame index: Int) -> Int {
        (index + 1 < frameCount ? startMilliseconds(ofFrame: index + 1) : durationMilliseconds)
            - startMilliseconds(ofFrame: index)
    }

    private static func startMilliseconds(ofFrame index: Int, fps: Double) -> Int {
        Int((Double(index) / fps * 1000).rounded())
    }
}
