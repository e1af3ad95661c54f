/// The priority scale of Auto Layout, UIKit's `UILayoutPriority`: the one place its range, its named values and the
/// defaults of content hugging and compression resistance are defined (docs/scenes.md#priorities).
package enum LayoutPriority {
    /// Every priority a scene may write, from 1 (weakest) to 1000 (required), as `UILayoutPriority` allows.
    package static let range: ClosedRange<Double> = 1...1000
    /// `UILayoutPriority.required`: the constraint must hold; a conflict breaks one and is reported.
    package static let required = 1000.0
    /// `UILayoutPriority.defaultHigh`: UIKit's compression resistance.
    package static let defaultHigh = 750.0
    /// `UILayoutPriority.defaultLow`: UIKit's content hugging.
    package static let defaultLow = 250.0
    /// What the constraint language and the priority keys accept, for error messages.
    static let rangePhrase = "a priority from 1 to 1000 (UILayoutPriority; 1000 is required)"
}

/// A priority per axis of a view's intrinsic content size, like `setContentHuggingPriority(_:for:)` and
/// `setContentCompressionResistancePriority(_:for:)` (docs/scenes.md#content-hugging-and-compression-resistance).
package struct AxisPriorities: Sendable, Equatable {
    /// The priority of the width's intrinsic constraint, in `LayoutPriority.range`.
    package var horizontal: Double
    /// The priority of the height's intrinsic constraint, in `LayoutPriority.range`.
    package var vertical: Double

    /// Both axes as given; each value should be in `LayoutPriority.range` (the scene file refuses others).
    package init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same priority on both axes.
    package init(_ both: Double) {
        self.init(horizontal: both, vertical: both)
    }

    /// UIKit's content hugging of a view with an intrinsic size: `defaultLow` (250) on both axes.
    package static let defaultHugging = AxisPriorities(LayoutPriority.defaultLow)
    /// UIKit's compression resistance of a view with an intrinsic size: `defaultHigh` (750) on both axes.
    package static let defaultCompressionResistance = AxisPriorities(LayoutPriority.defaultHigh)

    /// The priority along the vertical axis when `vertical`, else along the horizontal one.
    package subscript(vertical vertical: Bool) -> Double { vertical ? self.vertical : horizontal }
}
