/// UIKit's navigation bar metrics on iPhone, in points, each with where it comes from (docs/scenes.md#navigationbar
/// lists them with their sources).
package enum NavigationBarMetrics {
    /// The inline row under the status bar: 44 pt, UIKit's bar height on iPhone in portrait.
    package static let barHeight = 44.0
    /// The large-title band under the inline row: 52 pt, so a bar with a large title is 96 pt tall.
    package static let largeTitleBandHeight = 52.0
    /// The large title's bottom sits this far above the band's bottom (its text baseline area): 8 pt.
    package static let largeTitleBottomPadding = 8.0
    /// Leading and trailing margin of the large title, the inline title's free region and plain items: 16 pt.
    package static let edgeMargin = 16.0
    /// Leading margin of a back button (an item starting with `chevronLeft`): 8 pt, the back indicator's inset.
    package static let backButtonMargin = 8.0
    /// Space between neighbouring items on one side: 12 pt.
    package static let itemSpacing = 12.0
    /// Space kept between the items and the inline title: 8 pt.
    package static let titleItemGap = 8.0
    /// Side of an item's icon box: 24 pt, the built-in icons' grid at one point per unit.
    package static let iconSize = 24.0
    /// Space between an item's icon and its text: 2 pt (the chevron's own drawing leaves 7 units to its right).
    package static let iconTextGap = 2.0
    /// The large title's font: 34 pt bold (`UIFont.TextStyle.largeTitle` at its default size, bold in bars).
    package static let largeTitleFont = (size: 34.0, weight: FontWeight.bold)
    /// The inline title's font: 17 pt semibold (`UIFont.TextStyle.headline`).
    package static let titleFont = (size: 17.0, weight: FontWeight.semibold)
    /// Item titles: 17 pt regular (`UIFont.TextStyle.body`).
    package static let itemFont = (size: 17.0, weight: FontWeight.regular)
    /// How much of the large-title band is left when the titles hand over: over the last 10 pt of the collapse the
    /// large title fades out and the inline title and the standard background fade in.
    package static let titleHandoverDistance = 10.0
    /// The large title's largest scale on a pull, 1.1, reached at a pull of `largeTitleGrowthDistance` (linear).
    package static let largeTitleMaximumScale = 1.1
    /// The pull at which the large title reaches `largeTitleMaximumScale`: 100 pt.
    package static let largeTitleGrowthDistance = 100.0
    /// The hairline under the bar: 0.5 pt thick.
    package static let hairlineThickness = 0.5
    /// The hairline's colour: black at 30 % (UIKit's default bar shadow colour).
    package static let hairlineColor = Color(r: 0, g: 0, b: 0, a: 0x4D)
    /// The opaque appearance's background: the system background, white in light mode.
    package static let opaqueBackground = Color(r: 0xFF, g: 0xFF, b: 0xFF)
    /// iOS's system blue (`UIColor.systemBlue` in light mode), the default tint.
    package static let systemBlue = Color(r: 0x00, g: 0x7A, b: 0xFF)
    /// Most items on one side of the bar.
    package static let maximumItemsPerSide = 4
}
