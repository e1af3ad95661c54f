/// WeView-style stack arrangement (docs/scenes.md#stacks): cells at their desired size along the main axis, extra
/// space shared by stretch weight, overflow cropped from stretching cells first. Across the main axis a
/// cell's view fills the cell when it stretches or asks to fill, else keeps its desired size, centred.
public enum StackLayout {
    /// One arranged child.
    public struct Item: Sendable, Equatable {
        /// Desired size (ignored along the main axis when `ignoreDesiredSize`).
        public var desired: Size
        /// Stretch weight; 0 = does not stretch.
        public var stretch: Double
        public var ignoreDesiredSize: Bool
        /// Fill the cell across the main axis even without stretch (UIStackView's `.fill` alignment);
        /// otherwise the desired cross size is kept and centred.
        public var fillsCrossAxis: Bool

        /// An item.
        public init(desired: Size, stretch: Double, ignoreDesiredSize: Bool = false, fillsCrossAxis: Bool = false) {
            self.desired = desired
            self.stretch = stretch
            self.ignoreDesiredSize = ignoreDesiredSize
            self.fillsCrossAxis = fillsCrossAxis
        }
    }

    /// Splits `amount` among `weights` (> 0 only): each weighted cell gets
    /// floor(remaining * w / remainingWeight), the last weighted cell takes what is left (docs/scenes.md#stacks).
    public static func distribute(_ amount: Double, weights: [Double]) -> [Double] {
        var shares = Array(repeating: 0.0, count: weights.count)
        var remaining = amount
        var remainingWeight = weights.filter { $0 > 0 }.reduce(0, +)
        guard let lastWeighted = weights.lastIndex(where: { $0 > 0 }) else { return shares }
        for (index, weight) in weights.enumerated() where weight > 0 {
            let share = index == lastWeighted ? remaining : (remaining * weight / remainingWeight).rounded(.down)
            shares[index] = share
            remaining -= share
            remainingWeight -= weight
        }
        return shares
    }

    /// Frames of `items` inside `bounds` (same coordinate space as `bounds`).
    public static func arrange(_ items: [Item], in bounds: Rect, spec: StackSpec) -> [Rect] {
        let inner = Rect(
            x: bounds.x + spec.margins.left, y: bounds.y + spec.margins.top,
            width: max(0, bounds.width - spec.margins.left - spec.margins.right),
            height: max(0, bounds.height - spec.margins.top - spec.margins.bottom))
        let horizontal = spec.axis == .horizontal
        let mainLength = horizontal ? inner.width : inner.height
        let crossLength = horizontal ? inner.height : inner.width
        let gaps = spec.spacing * Double(max(items.count - 1, 0))
        var lengths = items.map { item in
            item.ignoreDesiredSize ? 0 : max(0, horizontal ? item.desired.width : item.desired.height)
        }
        let extra = mainLength - gaps - lengths.reduce(0, +)
        let weights = items.map { max(0, $0.stretch) }
        if extra >= 0 {
            for (index, share) in distribute(extra, weights: weights).enumerated() { lengths[index] += share }
        } else {
            // Overflow: crop stretching cells first (by weight, never below 0), then the others from the end.
            var deficit = -extra
            let cuts = distribute(deficit, weights: weights)
            for index in lengths.indices where weights[index] > 0 {
                let cut = min(cuts[index], lengths[index])
                lengths[index] -= cut
                deficit -= cut
            }
            for index in lengths.indices.reversed() where deficit > 0 {
                let cut = min(deficit, lengths[index])
                lengths[index] -= cut
                deficit -= cut
            }
        }
        var frames: [Rect] = []
        var cursor = horizontal ? inner.x : inner.y
        for (index, item) in items.enumerated() {
            let desiredCross = horizontal ? item.desired.height : item.desired.width
            let cross = item.stretch > 0 || item.fillsCrossAxis ? crossLength : min(max(0, desiredCross), crossLength)
            let crossOrigin = (horizontal ? inner.y : inner.x) + (crossLength - cross) / 2
            frames.append(
                horizontal
                    ? Rect(x: cursor, y: crossOrigin, width: lengths[index], height: cross)
                    : Rect(x: crossOrigin, y: cursor, width: cross, height: lengths[index]))
            cursor += lengths[index] + spec.spacing
        }
        return frames
    }
}
