/// Stack arrangement (docs/scenes.md#stacks): `UIStackView`'s distributions and alignments, with WeView-style
/// stretch weights under `fill`: cells at their desired size along the main axis, extra space shared by stretch
/// weight, overflow cropped from stretching cells first. Across the main axis a cell fills the stack when it
/// stretches across (WeView's per-axis weights; `stretch` under `.fill` alignment), else keeps its desired size,
/// placed by the alignment.
package enum StackLayout {
    /// One arranged child.
    package struct Item: Sendable, Equatable {
        /// Desired size (ignored along the main axis when `ignoreDesiredSize`).
        package var desired: Size
        /// Stretch weight along the main axis; 0 = does not stretch.
        package var stretch: Double
        /// Stretch weight across the main axis, when the cell gives one (WeView's `hStretch`/`vStretch`): > 0 spans
        /// the stack across whatever the alignment, 0 keeps the desired cross size. Nil follows `UIStackView`:
        /// under `.fill` alignment a cell with `stretch` > 0 spans the stack.
        package var crossStretch: Double?
        package var ignoreDesiredSize: Bool

        /// An item.
        package init(desired: Size, stretch: Double, crossStretch: Double? = nil, ignoreDesiredSize: Bool = false) {
            self.desired = desired
            self.stretch = stretch
            self.crossStretch = crossStretch
            self.ignoreDesiredSize = ignoreDesiredSize
        }

        /// Whether the cell spans the stack across its axis under `alignment` (docs/scenes.md#stacks).
        package func spansCrossAxis(alignment: StackAlignment) -> Bool {
            crossStretch.map { $0 > 0 } ?? (alignment == .fill && stretch > 0)
        }
    }

    /// Splits `amount` among `weights` (> 0 only): each weighted cell gets
    /// floor(remaining * w / remainingWeight), the last weighted cell takes what is left (docs/scenes.md#stacks).
    package static func distribute(_ amount: Double, weights: [Double]) -> [Double] {
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

    /// Frames of `items` inside `bounds` (same coordinate space as `bounds`), by `spec.distribution` along the
    /// axis and `spec.alignment` across it (docs/scenes.md#stacks).
    package static func arrange(_ items: [Item], in bounds: Rect, spec: StackSpec) -> [Rect] {
        let inner = Rect(
            x: bounds.x + spec.margins.left, y: bounds.y + spec.margins.top,
            width: max(0, bounds.width - spec.margins.left - spec.margins.right),
            height: max(0, bounds.height - spec.margins.top - spec.margins.bottom))
        let horizontal = spec.axis == .horizontal
        let mainLength = horizontal ? inner.width : inner.height
        let crossLength = horizontal ? inner.height : inner.width
        var gap = spec.spacing
        let gaps = spec.spacing * Double(max(items.count - 1, 0))
        var lengths = items.map { item in
            item.ignoreDesiredSize ? 0 : max(0, horizontal ? item.desired.width : item.desired.height)
        }
        let extra = mainLength - gaps - lengths.reduce(0, +)
        let weights = items.map { max(0, $0.stretch) }
        switch spec.distribution {
        case .fillEqually:
            let share = items.isEmpty ? 0 : max(0, (mainLength - gaps) / Double(items.count))
            lengths = lengths.map { _ in share }
        case .equalSpacing where extra >= 0:
            if items.count > 1 { gap += extra / Double(items.count - 1) }
        case .fill where extra >= 0:
            for (index, share) in distribute(extra, weights: weights).enumerated() { lengths[index] += share }
        case .fill, .equalSpacing:
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
        let crossStart = horizontal ? inner.y : inner.x
        for (index, item) in items.enumerated() {
            let desiredCross = horizontal ? item.desired.height : item.desired.width
            let fills = item.spansCrossAxis(alignment: spec.alignment)
            let cross = fills ? crossLength : min(max(0, desiredCross), crossLength)
            let crossOrigin: Double
            switch spec.alignment {
            case .leading, .top: crossOrigin = crossStart
            case .trailing, .bottom: crossOrigin = crossStart + crossLength - cross
            case .fill, .center: crossOrigin = crossStart + (crossLength - cross) / 2
            }
            frames.append(
                horizontal
                    ? Rect(x: cursor, y: crossOrigin, width: lengths[index], height: cross)
                    : Rect(x: crossOrigin, y: cursor, width: cross, height: lengths[index]))
            cursor += lengths[index] + gap
        }
        return frames
    }
}

extension StackSpec {
    /// `view`'s stretch weight along this stack's axis (docs/scenes.md#stacks): its `hStretch` (horizontal stack)
    /// or `vStretch` (vertical stack) when given, else `stretch`.
    package func mainStretch(of view: ViewSpec) -> Double {
        (axis == .horizontal ? view.hStretch : view.vStretch) ?? view.stretch
    }

    /// `view`'s stretch weight across this stack's axis when it gives one: `vStretch` in a horizontal stack,
    /// `hStretch` in a vertical one.
    package func crossStretch(of view: ViewSpec) -> Double? {
        axis == .horizontal ? view.vStretch : view.hStretch
    }

    /// `view` as a cell of this stack with `desired` size.
    package func item(for view: ViewSpec, desired: Size) -> StackLayout.Item {
        StackLayout.Item(
            desired: desired, stretch: mainStretch(of: view), crossStretch: crossStretch(of: view),
            ignoreDesiredSize: view.ignoreDesiredSize)
    }
}
