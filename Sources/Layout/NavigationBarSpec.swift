/// How a navigation bar's background looks in one state, as `UINavigationBarAppearance` configures it
/// (docs/scenes.md#navigationbar).
package enum BarAppearance: String, Sendable, Equatable, CaseIterable {
    /// No background and no hairline (`configureWithTransparentBackground()`).
    case transparent
    /// The system background, white in light mode, with the hairline (`configureWithOpaqueBackground()`).
    case opaque
    /// The chrome material over what scrolls under the bar, with the hairline (`configureWithDefaultBackground()`).
    case material

    /// Whether this appearance draws the hairline under the bar.
    package var hasHairline: Bool { self != .transparent }
}

/// One bar button: an icon, a text, or both (icon first), drawn in the bar's tint colour.
package struct BarItem: Sendable, Equatable {
    /// The built-in icon, if any (docs/scenes.md#vector-shapes).
    package var icon: BuiltInIcon?
    /// The title, if any; it never truncates while the bar has room for it.
    package var text: String?

    /// An item; at least one of `icon` and `text` should be set (the scene file insists).
    package init(icon: BuiltInIcon? = nil, text: String? = nil) {
        self.icon = icon
        self.text = text
    }
}

/// A `UINavigationBar` over the scene's views (docs/scenes.md#navigationbar): an inline title, optionally a large
/// title that collapses as the content scrolls (`prefersLargeTitles`), bar buttons on both sides, and a background
/// that changes from the scroll-edge to the standard appearance as content scrolls under the bar.
package struct NavigationBarSpec: Sendable, Equatable {
    /// The title, shown inline (and large when `largeTitle`).
    package var title: String
    /// Whether the bar shows a large title under its inline row (`prefersLargeTitles`).
    package var largeTitle: Bool
    /// Items at the leading side, in order from the edge.
    package var leading: [BarItem]
    /// Items at the trailing side, in order from the edge (the first is rightmost, as `rightBarButtonItems`).
    package var trailing: [BarItem]
    /// The items' colour (`UINavigationBar.tintColor`); iOS's system blue by default.
    package var tintColor: Color
    /// The titles' colour: the system label colour, black in light mode, by default.
    package var titleColor: Color
    /// The background while nothing has scrolled under the bar (`scrollEdgeAppearance`).
    package var scrollEdge: BarAppearance
    /// The background once content scrolls under the bar (`standardAppearance`).
    package var standard: BarAppearance
    /// Where the bar is declared (errors name it).
    package var location: SourceLocation

    /// A bar with UIKit's defaults: inline title only, system blue items, transparent at the scroll edge and the
    /// chrome material otherwise (iOS 15's defaults).
    package init(title: String = "", largeTitle: Bool = false, leading: [BarItem] = [], trailing: [BarItem] = [],
                tintColor: Color = NavigationBarMetrics.systemBlue, titleColor: Color = .black,
                scrollEdge: BarAppearance = .transparent, standard: BarAppearance = .material,
                location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)) {
        self.title = title
        self.largeTitle = largeTitle
        self.leading = leading
        self.trailing = trailing
        self.tintColor = tintColor
        self.titleColor = titleColor
        self.scrollEdge = scrollEdge
        self.standard = standard
        self.location = location
    }

    /// The bar's height below the status bar: the 44 pt inline row, plus the large-title band when `largeTitle`.
    package var height: Double {
        NavigationBarMetrics.barHeight + (largeTitle ? NavigationBarMetrics.largeTitleBandHeight : 0)
    }
}
