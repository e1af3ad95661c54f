/// Scroll view behaviour (UIScrollView properties; contentInsetAdjustmentBehavior is `.never`, or `.automatic` under a
/// navigation bar).
package struct ScrollSpec: Sendable, Equatable {
    package var contentInsetTop: InsetValue
    package var contentInsetBottom: InsetValue
    package var alwaysBounceVertical: Bool
    package var bounces: Bool
    /// Whether the vertical scroll indicator is drawn (`showsVerticalScrollIndicator`).
    package var showsIndicator: Bool
    /// The indicator's colours; UIKit's `.default` unless the scene says otherwise.
    package var indicatorStyle: ScrollIndicatorStyle = .default
    package var indicatorInsetTop: InsetValue
    package var indicatorInsetBottom: InsetValue
    /// contentOffset.y at rest before any gesture; `nil` means -contentInset.top.
    package var initialOffset: Double?
    /// The height of the scene's navigation bar below the status bar, when it has one: the insets are then adjusted
    /// as UIKit's `.automatic` behaviour does, the safe area and the bar added (docs/scenes.md#navigationbar).
    package var navigationBarHeight: Double?

    /// UIScrollView's defaults.
    package init(
        contentInsetTop: InsetValue = .points(0), contentInsetBottom: InsetValue = .points(0),
        alwaysBounceVertical: Bool = false, bounces: Bool = true, showsIndicator: Bool = true,
        indicatorInsetTop: InsetValue = .points(0), indicatorInsetBottom: InsetValue = .points(0),
        initialOffset: Double? = nil
    ) {
        self.contentInsetTop = contentInsetTop
        self.contentInsetBottom = contentInsetBottom
        self.alwaysBounceVertical = alwaysBounceVertical
        self.bounces = bounces
        self.showsIndicator = showsIndicator
        self.indicatorInsetTop = indicatorInsetTop
        self.indicatorInsetBottom = indicatorInsetBottom
        self.initialOffset = initialOffset
    }

    /// The content inset on `screen` (an oriented device).
    package func contentInset(on screen: DeviceSpec) -> EdgeInsets {
        adjusted(EdgeInsets(
            top: contentInsetTop.resolved(safeAreaInset: screen.safeArea.top),
            bottom: contentInsetBottom.resolved(safeAreaInset: screen.safeArea.bottom)), on: screen)
    }

    /// The scroll indicator inset on `screen`.
    package func indicatorInset(on screen: DeviceSpec) -> EdgeInsets {
        adjusted(EdgeInsets(
            top: indicatorInsetTop.resolved(safeAreaInset: screen.safeArea.top),
            bottom: indicatorInsetBottom.resolved(safeAreaInset: screen.safeArea.bottom)), on: screen)
    }

    /// `insets` plus the safe area and the bar under a navigation bar (UIKit's `adjustedContentInset` with
    /// `.automatic` adjustment); `insets` unchanged otherwise (`.never`).
    private func adjusted(_ insets: EdgeInsets, on screen: DeviceSpec) -> EdgeInsets {
        guard let navigationBarHeight else { return insets }
        return EdgeInsets(top: insets.top + screen.safeArea.top + navigationBarHeight,
                          bottom: insets.bottom + screen.safeArea.bottom)
    }

    /// The resting offset on `screen`: `initialOffset` or -contentInset.top.
    package func restingOffset(on screen: DeviceSpec) -> Double {
        initialOffset ?? -contentInset(on: screen).top
    }
}
