/// The result of running a gesture script: the scroll view's offset as a function of time, stored as analytic
/// segments. `sample(atMilliseconds:)` evaluates the segment covering `t` in closed form from its start, so the offset
/// at any instant is the same however (and however unevenly) a caller samples, and costs O(log segments).
public struct ScrollTimeline: Sendable {
    let segments: [TimelineSegment]

    /// The end of the script in ms; for a script ending in `wait until rest`, the instant it came to rest (or its cap).
    public let durationMilliseconds: Double
    /// Every release of the finger, in time order.
    public let releases: [ReleaseEvent]

    init(segments: [TimelineSegment], durationMilliseconds: Double, releases: [ReleaseEvent]) {
        self.segments = segments
        self.durationMilliseconds = durationMilliseconds
        self.releases = releases
    }

    /// The state at `t` ms (clamped to t >= 0; after the last segment began, that segment continues).
    public func sample(atMilliseconds t: Double) -> ScrollSample {
        guard let first = segments.first else {
            return ScrollSample(timeMilliseconds: t, offset: 0, velocity: 0, phase: .resting, fingerY: nil)
        }
        // Last segment with startTime <= t, by binary search.
        var low = 0
        var high = segments.count - 1
        if !(t >= first.startTime) {
            return first.sample(at: 0, time: t)
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].startTime <= t { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        return segment.sample(at: t - segment.startTime, time: t)
    }

    /// The offset the view rests at when the script ends, or nil if it is still tracking or moving then.
    public var restOffset: Double? {
        let final = sample(atMilliseconds: durationMilliseconds)
        return final.phase == .resting ? final.offset : nil
    }

    /// Samples at `frameRate` frames per second from 0 through `durationMilliseconds`, frame `i` at exactly
    /// `i * 1000 / frameRate` ms (computed from `i`, never accumulated). Empty for a non-positive or non-finite rate;
    /// at most `maximumFrames` samples.
    public func samples(frameRate: Double, maximumFrames: Int = 1_000_000) -> [ScrollSample] {
        guard frameRate.isFinite, frameRate > 0, durationMilliseconds.isFinite, durationMilliseconds >= 0 else { return [] }
        let interval = 1000 / frameRate
        var result: [ScrollSample] = []
        var index = 0
        while index < maximumFrames {
            let time = Double(index) * interval
            if time > durationMilliseconds + 1e-9 { break }
            result.append(sample(atMilliseconds: time))
            index += 1
        }
        return result
    }

    /// The phase changes: each segment's start time and phase, merging neighbours of the same phase.
    public var phaseChanges: [(timeMilliseconds: Double, phase: ScrollPhase)] {
        var changes: [(timeMilliseconds: Double, phase: ScrollPhase)] = []
        for segment in segments {
            let phase = segment.sample(at: 0, time: segment.startTime).phase
            if changes.last?.phase != phase { changes.append((segment.startTime, phase)) }
        }
        return changes
    }
}
