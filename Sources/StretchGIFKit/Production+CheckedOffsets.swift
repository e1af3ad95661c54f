import Layout
import ScrollSim

extension Production {
    /// Points of the gesture's timeline sampled to find its offset range: one per millisecond, or fewer for a
    /// gesture longer than this many milliseconds.
    static let maximumRangeSamples = 200_000

    /// The offsets the silent-layout checks solve besides the resting one (docs/scenes.md#silent-layouts): the
    /// lowest and highest offsets the gesture reaches, or, for a gesture that takes no time, the ends of the scroll
    /// range (`geometry`'s resting limits, within the solved-points limit).
    static func checkedOffsets(timeline: ScrollTimeline, geometry: ScrollGeometry) -> [Double] {
        let duration = timeline.durationMilliseconds
        guard duration.isFinite, duration > 0 else {
            let limit = SceneFileLimits.maximumSolvedPoints
            return [max(-limit, geometry.minOffset), min(limit, geometry.maxOffset)]
        }
        let step = max(1, duration / Double(maximumRangeSamples))
        var lowest = Double.infinity
        var highest = -Double.infinity
        var time = 0.0
        while time <= duration + step {
            let offset = timeline.sample(atMilliseconds: min(time, duration)).offset
            lowest = min(lowest, offset)
            highest = max(highest, offset)
            time += step
        }
        return [lowest, highest]
    }
}
