import ScrollSim

/// When the iOS chrome changes, computed once per run on a fixed 1 ms grid of the scroll timeline, so the
/// result is the same whatever frame rate later samples it (time comes from the grid, never a clock).
struct ChromeTimeline: Sendable {
    /// The status bar's slide animation takes 0.2 s (the article's `UIView.animate(withDuration: 0.2)`).
    static let statusBarSlideMilliseconds = 200.0
    /// UIKit keeps the scroll indicator for a moment after the motion stops, then fades it out.
    static let indicatorFadeDelayMilliseconds = 250.0
    static let indicatorFadeMilliseconds = 300.0
    /// Grid step of the scan.
    static let gridMilliseconds = 1.0

    /// Moments the status bar's hide rule changed its answer: (time, hidden).
    private(set) var statusBarFlips: [(time: Double, hidden: Bool)] = []
    /// The status bar's state at time 0.
    private(set) var initiallyHidden = false
    /// Closed intervals of scroll activity (the content moving or a finger on it).
    private(set) var activity: [(start: Double, end: Double)] = []

    /// Scans `timeline` from 0 to its end, or to `untilMilliseconds` when given (the answers for every earlier time
    /// are the same as a full scan's); `statusBarHidden(offset)` says whether the hide rule wants the bar hidden at
    /// that content offset (nil when the scene has no rule).
    init(timeline: ScrollTimeline, untilMilliseconds: Double? = nil, statusBarHidden: ((Double) -> Bool)?) {
        // A truncated scan stops on a grid point at or after `untilMilliseconds`, so it samples exactly the grid
        // points the full scan samples up to there.
        let until = untilMilliseconds.map { max(0, ($0 / Self.gridMilliseconds).rounded(.up) * Self.gridMilliseconds) }
        let end = min(timeline.durationMilliseconds, until ?? .infinity)
        let steps = Int((end / Self.gridMilliseconds).rounded(.up))
        var hidden: Bool? = nil
        var activeSince: Double? = nil
        for step in 0...max(steps, 0) {
            let time = min(Double(step) * Self.gridMilliseconds, end)
            let sample = timeline.sample(atMilliseconds: time)
            if let statusBarHidden {
                let wants = statusBarHidden(sample.offset)
                if hidden == nil { initiallyHidden = wants } else if wants != hidden { statusBarFlips.append((time, wants)) }
                hidden = wants
            }
            let active = sample.phase != .resting
            if active, activeSince == nil { activeSince = time }
            if !active, let start = activeSince { activity.append((start, time)); activeSince = nil }
        }
        if let start = activeSince { activity.append((start, end)) }
    }

    /// 0 = status bar shown ... 1 = hidden, following each flip with a 0.2 s ease-in-out slide from wherever
    /// the previous animation had got to.
    func statusBarHiddenFraction(atMilliseconds time: Double) -> Double {
        var fraction = initiallyHidden ? 1.0 : 0.0
        for (index, flip) in statusBarFlips.enumerated() where flip.time <= time {
            let nextTime = index + 1 < statusBarFlips.count ? statusBarFlips[index + 1].time : Double.infinity
            let until = min(time, nextTime)
            let progress = min(1, (until - flip.time) / Self.statusBarSlideMilliseconds)
            let eased = progress * progress * (3 - 2 * progress)
            let target = flip.hidden ? 1.0 : 0.0
            fraction += (target - fraction) * eased
        }
        return fraction
    }

    /// The scroll indicator's opacity: 1 while scrolling, then after a short delay a linear fade to 0.
    func indicatorAlpha(atMilliseconds time: Double) -> Double {
        var alpha = 0.0
        for interval in activity where interval.start <= time {
            if time <= interval.end { return 1 }
            let since = time - interval.end - Self.indicatorFadeDelayMilliseconds
            alpha = since <= 0 ? 1 : max(0, 1 - since / Self.indicatorFadeMilliseconds)
        }
        return alpha
    }
}
