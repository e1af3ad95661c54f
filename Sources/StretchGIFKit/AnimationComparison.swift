import Foundation

/// Where one tier of an animation no longer matches its reference: the first differing frame, said in the units of
/// the tier, and every frame that differs (docs/library.md#reading-a-failure).
struct TierMismatch: Sendable, Equatable {
    let tier: AnimationTier
    /// One line, `frame N (T s): WHAT, expected WHAT (tier)`.
    let message: String
    /// The first differing frame (nil when only the frame size differs).
    let firstFrame: Int?
    /// Every differing frame, ascending.
    let frames: [Int]
}

/// Compares the physics and layout tiers (text, never painted) with their references.
struct AnimationComparison {
    /// Frame times from the actual animation (for messages).
    let times: [Double]
    let tolerance: AnimationTolerance

    /// A value more than `tolerance` away from the expected one (a little slack for the binary form of decimals).
    static func beyond(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
        abs(actual - expected) > tolerance + 1e-9
    }

    /// `frame N (T s): `.
    func place(_ index: Int) -> String {
        let time = index < times.count ? String(format: " (%.2f s)", times[index]) : ""
        return "frame \(index)\(time): "
    }

    /// Two numbers with two decimals, or three when two would print them equal.
    static func pair(_ actual: Double, _ expected: Double) -> (String, String) {
        let two = (String(format: "%.2f", actual), String(format: "%.2f", expected))
        return two.0 != two.1 ? two : (String(format: "%.3f", actual), String(format: "%.3f", expected))
    }

    /// Frames that exist on one side only, for a count mismatch.
    static func extraFrames(_ actual: Int, _ expected: Int) -> [Int] { Array(min(actual, expected)..<max(actual, expected)) }

    func physics(actual: [AnimationReference.PhysicsFrame], expected: [AnimationReference.PhysicsFrame])
        -> TierMismatch?
    {
        var differing: [Int] = []
        var first: String?
        for index in 0..<min(actual.count, expected.count) {
            let now = actual[index], then = expected[index]
            // Times are stored to the millisecond: anything more than half of one apart is a different schedule.
            if Self.beyond(now.timeSeconds, then.timeSeconds, 0.0005) {
                differing.append(index)
                first = first ?? place(index) + String(format: "time %.3f s, expected %.3f s (physics)",
                                                       now.timeSeconds, then.timeSeconds)
            } else if Self.beyond(Self.stored(now.offset), then.offset, tolerance.physicsPoints) {
                differing.append(index)
                let (a, e) = Self.pair(now.offset, then.offset)
                first = first ?? place(index) + "offset \(a) pt, expected \(e) pt (physics)"
            }
        }
        differing += Self.extraFrames(actual.count, expected.count)
        if actual.count != expected.count {
            first = first ?? "\(actual.count) frames, expected \(expected.count) (physics)"
        }
        guard let first else { return nil }
        return TierMismatch(tier: .physics, message: first, firstFrame: differing.first, frames: differing)
    }

    func layout(actual: [[AnimationReference.ViewState]], expected: [[AnimationReference.ViewState]])
        -> TierMismatch?
    {
        var differing: [Int] = []
        var first: String?
        for index in 0..<min(actual.count, expected.count) {
            if let difference = viewDifference(actual[index], expected[index]) {
                differing.append(index)
                first = first ?? place(index) + difference + " (layout)"
            }
        }
        differing += Self.extraFrames(actual.count, expected.count)
        if actual.count != expected.count {
            first = first ?? "\(actual.count) frames, expected \(expected.count) (layout)"
        }
        guard let first else { return nil }
        return TierMismatch(tier: .layout, message: first, firstFrame: differing.first, frames: differing)
    }

    /// The first difference between two frames' views: a value, a view that is new or gone, or a value that is new
    /// or gone; nil when every value is within the tolerance.
    func viewDifference(_ actual: [AnimationReference.ViewState], _ expected: [AnimationReference.ViewState])
        -> String?
    {
        // Looked up by id, never iterated (the report follows the views' order).
        var expectedByID: [String: Int] = [:]
        for (position, view) in expected.enumerated() where expectedByID[view.id] == nil { expectedByID[view.id] = position }
        let actualIDs = Set(actual.map(\.id))
        for view in expected where !actualIDs.contains(view.id) {
            return "view '\(view.id)' is gone"
        }
        for view in actual {
            guard let position = expectedByID[view.id] else { return "view '\(view.id)' is new" }
            let old = expected[position]
            for (name, value) in view.values {
                guard let oldValue = old.values.first(where: { $0.name == name })?.value else {
                    return "\(view.id).\(name) is new (\(value.text))"
                }
                switch (value, oldValue) {
                case (.number(let now), .number(let then)):
                    guard Self.beyond(Self.stored(now), then, tolerance.layoutPoints) else { continue }
                    let (a, e) = Self.pair(now, then)
                    let unit = ["x", "y", "width", "height"].contains(name) ? " pt" : ""
                    return "\(view.id).\(name) \(a)\(unit), expected \(e)\(unit)"
                default:
                    guard value.text != oldValue.text else { continue }
                    return "\(view.id).\(name) \(value.text), expected \(oldValue.text)"
                }
            }
            for (name, value) in old.values where !view.values.contains(where: { $0.name == name }) {
                return "\(view.id).\(name) is gone (was \(value.text))"
            }
        }
        return nil
    }

    /// A value as the reference would store it (to a thousandth), so a recording compares equal to itself.
    static func stored(_ value: Double) -> Double { Double(AnimationReference.format(value)) ?? value }
}
