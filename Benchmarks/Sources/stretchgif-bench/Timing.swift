import Dispatch

/// The times of one benchmark's repetitions, in seconds, and their median (the figure the report uses: one
/// slow repetition from the shared machine's other work does not move it).
struct Measurement: Sendable {
    /// Every repetition's wall time in seconds, in run order.
    let seconds: [Double]

    /// The median repetition (the mean of the middle two for an even count).
    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest repetition.
    var minimum: Double { seconds.min() ?? 0 }
}

/// Runs `body` `warmups` times untimed, then `repetitions` times timed with the monotonic `ContinuousClock`
/// (a benchmark may read a clock; the product never does). `body` returns a value so the optimiser cannot drop
/// the work; it is handed to `keep`.
func measure<Result>(repetitions: Int, warmups: Int = 1, _ body: () -> Result) -> Measurement {
    for _ in 0..<max(0, warmups) { keep(body()) }
    var seconds: [Double] = []
    seconds.reserveCapacity(repetitions)
    for _ in 0..<max(1, repetitions) { seconds.append(timed(body)) }
    return Measurement(seconds: seconds)
}

/// One call of `body`, timed with the monotonic `ContinuousClock`, in seconds; its value is handed to `keep`
/// after the clock stops.
func timed<Result>(_ body: () -> Result) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let result = body()
    let elapsed = clock.now - start
    keep(result)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// Times `first`, `second` and `third` in turns: `repetitions` rounds, in each of which every body runs once untimed
/// (its caches warm again after the others ran) and then `runsPerTurn` times timed. Each body is timed as a
/// repeated call, as `measure` times it, while a burst of other work on the shared machine slows all three alike
/// instead of whichever was being timed, so their ratios hold when the absolute times move. Each body's value is
/// handed to `keep`.
func measureInTurns<A, B, C>(repetitions: Int, runsPerTurn: Int = 3, _ first: () -> A, _ second: () -> B,
                             _ third: () -> C) -> (Measurement, Measurement, Measurement) {
    func turn<Value>(_ body: () -> Value, into seconds: inout [Double]) {
        keep(body())
        for _ in 0..<max(1, runsPerTurn) { seconds.append(timed(body)) }
    }
    var firstSeconds: [Double] = [], secondSeconds: [Double] = [], thirdSeconds: [Double] = []
    for _ in 0..<max(1, repetitions) {
        turn(first, into: &firstSeconds)
        turn(second, into: &secondSeconds)
        turn(third, into: &thirdSeconds)
    }
    return (Measurement(seconds: firstSeconds), Measurement(seconds: secondSeconds),
            Measurement(seconds: thirdSeconds))
}

/// Swallows a value through an opaque call so the work that produced it is not optimised away.
@inline(never)
func keep<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}
