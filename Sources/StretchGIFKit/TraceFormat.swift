import ScrollSim

/// The text formats of `ScrollTrace.text(format:)` (`stretchgif trace --format`).
public enum TraceFormat: String, Sendable, Equatable, CaseIterable {
    /// `time_ms,offset,velocity,phase,finger_y` rows, then `#` comment lines with the releases and the rest offset.
    case csv
    /// `{"samples": [...], "releases": [...], "rest_offset": ...}`.
    case json
}

/// `samples` of `timeline` as text, deterministically: every number with exactly 3 decimals (`-0.000` printed
/// as `0.000`), velocities in pt/s, times in ms, an empty CSV field / JSON `null` for a missing finger or rest.
///
/// CSV: header `time_ms,offset,velocity,phase,finger_y`, one row per sample, then one comment line per release
/// (`# release time_ms=… velocity=… projected_rest_offset=… finger_velocity=… flick=N boost=…`: the velocity
/// handed to the glide, where it rests, the finger's own velocity, the release's place in a run of fast flicks
/// (0: none) and the multiplier applied) and `# rest_offset=…` (`none` if it did not rest).
/// JSON: an object with `samples` (objects keyed like the CSV columns), `releases` (`time_ms`, `velocity`,
/// `projected_rest_offset`, `finger_velocity`, `flick`, `boost`) and `rest_offset`. Ends with a newline.
func traceText(_ samples: [ScrollSample], format: TraceFormat, timeline: ScrollTimeline) -> String {
    switch format {
    case .csv:
        var text = "time_ms,offset,velocity,phase,finger_y\n"
        for sample in samples {
            text += "\(fixed3(sample.timeMilliseconds)),\(fixed3(sample.offset)),\(fixed3(sample.velocity)),"
            text += "\(sample.phase.rawValue),\(sample.fingerY.map(fixed3) ?? "")\n"
        }
        for release in timeline.releases {
            text += "# release time_ms=\(fixed3(release.timeMilliseconds)) velocity=\(fixed3(release.velocity))"
            text += " projected_rest_offset=\(fixed3(release.projectedRestOffset))"
            text += " finger_velocity=\(fixed3(release.fingerVelocity)) flick=\(release.flick)"
            text += " boost=\(fixed3(release.flickBoost))\n"
        }
        text += "# rest_offset=\(timeline.restOffset.map(fixed3) ?? "none")\n"
        return text
    case .json:
        let sampleObjects = samples.map { sample in
            "{\"time_ms\":\(fixed3(sample.timeMilliseconds)),\"offset\":\(fixed3(sample.offset)),"
                + "\"velocity\":\(fixed3(sample.velocity)),\"phase\":\"\(sample.phase.rawValue)\","
                + "\"finger_y\":\(sample.fingerY.map(fixed3) ?? "null")}"
        }
        let releaseObjects = timeline.releases.map { release in
            "{\"time_ms\":\(fixed3(release.timeMilliseconds)),\"velocity\":\(fixed3(release.velocity)),"
                + "\"projected_rest_offset\":\(fixed3(release.projectedRestOffset)),"
                + "\"finger_velocity\":\(fixed3(release.fingerVelocity)),\"flick\":\(release.flick),"
                + "\"boost\":\(fixed3(release.flickBoost))}"
        }
        var text = "{\n\"samples\":[\n"
        text += sampleObjects.joined(separator: ",\n")
        text += "\n],\n\"releases\":[\n"
        text += releaseObjects.joined(separator: ",\n")
        text += "\n],\n\"rest_offset\":\(timeline.restOffset.map(fixed3) ?? "null")\n}\n"
        return text
    }
}

/// `value` with exactly three decimals, rounded half away from zero, without Foundation. Non-finite values print as
/// `null` (valid in JSON, visibly odd in CSV); magnitudes beyond 1e15 fall back to Swift's shortest representation.
func fixed3(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let scaled = (value * 1000).rounded()
    guard abs(scaled) < 1e15 else { return "\(value)" }
    if scaled == 0 { return "0.000" }
    let thousandths = Int64(abs(scaled))
    let fraction = String(thousandths % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return "\(scaled < 0 ? "-" : "")\(thousandths / 1000).\(padded)"
}
