/// One continuous stretch of finger motion: from `startY` by `deltaY` points over `durationMilliseconds`
/// (a drag, a hold with `deltaY == 0`, or a fling's flick). `y` grows downward, as in the viewport.
struct FingerStroke: Sendable, Equatable {
    var startTime: Double
    var startY: Double
    var deltaY: Double
    var durationMilliseconds: Double
    var easing: Easing

    /// The finger's y at `localTime` ms after the stroke began (held at the end afterwards).
    func y(at localTime: Double) -> Double {
        guard durationMilliseconds > 0 else { return startY + deltaY }
        return startY + deltaY * easing.progress(localTime / durationMilliseconds)
    }

    /// The finger's speed `dy/dt` in pt/ms at `localTime`.
    func velocity(at localTime: Double) -> Double {
        guard durationMilliseconds > 0, localTime < durationMilliseconds else { return 0 }
        return deltaY / durationMilliseconds * easing.rate(localTime / durationMilliseconds)
    }
}
