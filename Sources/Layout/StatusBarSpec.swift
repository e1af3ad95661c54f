/// Status bar content colour.
package enum StatusBarStyle: String, Sendable, Equatable, CaseIterable {
    /// White content (UIStatusBarStyle.lightContent).
    case light
    /// Black content (UIStatusBarStyle.darkContent).
    case dark
    /// Black over light content, white over dark, picked every frame from what is painted under the bar
    /// (`StatusBarLook.isLight`), as an app whose bar turns from clear to white switches its style.
    case automatic
}

/// Status bar appearance.
package struct StatusBarSpec: Sendable, Equatable {
    package var style: StatusBarStyle
    package var hidden: Bool
    /// Hide (with a slide) while this view's top, in window coordinates, is above the top safe-area inset.
    package var hideWhenAbove: String?
    /// The home indicator's colour (drawn on devices with a bottom safe area); `.automatic` follows the content.
    package var homeIndicator: HomeIndicatorStyle = .automatic

    /// A status bar description.
    package init(style: StatusBarStyle = .dark, hidden: Bool = false, hideWhenAbove: String? = nil) {
        self.style = style
        self.hidden = hidden
        self.hideWhenAbove = hideWhenAbove
    }
}
