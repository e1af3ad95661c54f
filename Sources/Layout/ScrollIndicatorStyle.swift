/// The scroll indicator's colours (UIScrollView.IndicatorStyle).
package enum ScrollIndicatorStyle: String, Sendable, Equatable, CaseIterable {
    /// UIKit's default: a dark bar with a light border, readable on any background.
    case `default`
    /// A dark bar without border, for light backgrounds.
    case black
    /// A light bar without border, for dark backgrounds.
    case white
}
