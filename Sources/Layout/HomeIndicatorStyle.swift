/// The home indicator's colour (the bar at the bottom of phones without a home button).
package enum HomeIndicatorStyle: String, Sendable, Equatable, CaseIterable {
    /// Dark over light content and light over dark content, as iOS picks it from what lies under it.
    case automatic
    /// Always dark.
    case dark
    /// Always light.
    case light
    /// Not drawn (an app that hides it).
    case hidden
}
