/// One frame of the output GIF: the instant to render and how long the GIF shows it.
public struct ScheduledFrame: Sendable, Equatable {
    /// Index `i` of the source frame at `fps` (the frame shows time `i / fps`).
    public let sourceIndex: Int
    /// The animation instant to render for this frame, in seconds (`sourceIndex / fps`).
    public let timeSeconds: Double
    /// How long the frame stays on screen, in GIF centiseconds (always >= 2 unless the whole GIF is shorter).
    public let delayCentiseconds: Int
}

/// The frame timing of a GIF of a given duration and frame rate, honouring what browsers really play.
///
/// Source frame `i` shows time `t_i = i / fps` and ends at `t_end_i = min((i + 1) / fps, duration)`.
/// Delays come from cumulative rounding, `delay_i = round(100 * t_end_i) - centisecondsWrittenSoFar`,
/// so the total is `round(100 * duration)` exactly. Browsers play delays of 0 or 1 cs as 10 cs
/// (docs/gif.md#browser-minimum-delay), so a frame whose delay would be below 2 cs is dropped and its time carried
/// forward into the next kept frame (which keeps its own render instant); a too-short final frame is merged
/// backwards into the previous kept frame. Above 50 fps this lowers the real rate: see `effectiveFPS`.
public struct FrameSchedule: Sendable, Equatable {
    /// The frames to render and write, in order.
    public let frames: [ScheduledFrame]
    /// Sum of all delays: `round(100 * duration)`.
    public let totalCentiseconds: Int
    /// Frames per second actually played: `frames.count / (totalCentiseconds / 100)`.
    public let effectiveFPS: Double
    /// True when at least one source frame (other than a short final remainder) was dropped because its delay
    /// would have been below 2 cs, i.e. the GIF plays fewer frames than asked: the CLI should warn.
    public let mergedForBrowserLimit: Bool

    /// Smallest delay browsers honour, in cs: Chromium, Firefox and WebKit play 0 or 1 cs as 10 cs (docs/gif.md#browser-minimum-delay).
    package static let minimumDelayCentiseconds = 2
    /// Largest delay a GIF can store: the Graphics Control Extension delay field is 16-bit (GIF89a spec, section 23).
    package static let maximumDelayCentiseconds = 65_535
    /// Upper bound on source frames, so a typo in `--fps` cannot allocate without limit.
    package static let maximumSourceFrames = 1_000_000
    /// Longest animation in seconds (one hour): checked before any time is converted to whole centiseconds.
    package static let maximumDurationSeconds = 3_600.0

    /// Builds the schedule for `durationSeconds` at `fps`.
    ///
    /// Throws `GIFError.invalidParameter` naming `--fps` when fps is not finite and > 0 (or so low that a delay
    /// overflows 16 bits, or so high that the frame count exceeds `maximumSourceFrames`), and naming `--duration`
    /// when the duration is not finite or shorter than 2 cs.
    package init(durationSeconds: Double, fps: Double) throws(GIFError) {
        guard fps.isFinite, fps > 0 else {
            throw .invalidParameter(name: "fps", value: "\(fps)", expected: "a finite number > 0")
        }
        guard durationSeconds.isFinite, durationSeconds > 0 else {
            throw .invalidParameter(name: "durationSeconds", value: "\(durationSeconds)", expected: "a finite number of seconds > 0")
        }
        guard durationSeconds <= Self.maximumDurationSeconds else {
            throw .invalidParameter(name: "durationSeconds", value: "\(durationSeconds)",
                                    expected: "at most \(Int(Self.maximumDurationSeconds)) s")
        }
        let total = Self.roundedCentiseconds(durationSeconds)
        guard total >= Self.minimumDelayCentiseconds else {
            throw .invalidParameter(name: "durationSeconds", value: "\(durationSeconds)", expected: "at least 0.02 s (one 2 cs frame)")
        }
        let exactCount = durationSeconds * fps
        guard exactCount <= Double(Self.maximumSourceFrames) else {
            throw .invalidParameter(
                name: "fps", value: "\(fps)",
                expected: "at most \(Self.maximumSourceFrames) frames for \(durationSeconds) s")
        }
        // ceil with a small tolerance so that e.g. 2 s * 30 fps (59.99999...) gives 60 frames, not 61.
        let sourceCount = max(1, Int((exactCount - 1e-9).rounded(.up)))

        var kept: [ScheduledFrame] = []
        kept.reserveCapacity(sourceCount)
        var written = 0
        var dropped = false
        for i in 0..<sourceCount {
            let endCentiseconds = i == sourceCount - 1
                ? total
                : min(total, Int((Double(100 * (i + 1)) / fps).rounded(.toNearestOrAwayFromZero)))
            let delay = endCentiseconds - written
            if delay < Self.minimumDelayCentiseconds {
                if i == sourceCount - 1, let last = kept.popLast() {
                    // The tail is too short to stand alone (a duration that is not a whole number of frames):
                    // lengthen the previous kept frame instead. This is not a rate change, so no flag.
                    let merged = last.delayCentiseconds + delay
                    guard merged <= Self.maximumDelayCentiseconds else {
                        throw .invalidParameter(
                            name: "fps", value: "\(fps)",
                            expected: "a rate whose frame delay fits 16 bits (<= \(Self.maximumDelayCentiseconds) cs)")
                    }
                    kept.append(ScheduledFrame(
                        sourceIndex: last.sourceIndex, timeSeconds: last.timeSeconds, delayCentiseconds: merged))
                    written += delay
                } else {
                    // Drop this frame: the next kept frame's delay absorbs its time.
                    dropped = true
                }
                continue
            }
            guard delay <= Self.maximumDelayCentiseconds else {
                throw .invalidParameter(
                    name: "fps", value: "\(fps)",
                    expected: "a rate whose frame delay fits 16 bits (<= \(Self.maximumDelayCentiseconds) cs)")
            }
            kept.append(ScheduledFrame(sourceIndex: i, timeSeconds: Double(i) / fps, delayCentiseconds: delay))
            written += delay
        }
        frames = kept
        totalCentiseconds = total
        effectiveFPS = Double(kept.count) / (Double(total) / 100)
        mergedForBrowserLimit = dropped
    }

    /// `round(100 * seconds)`, halves away from zero.
    static func roundedCentiseconds(_ seconds: Double) -> Int {
        Int((seconds * 100).rounded(.toNearestOrAwayFromZero))
    }
}
