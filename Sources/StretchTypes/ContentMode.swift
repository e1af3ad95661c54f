/// How an image is fitted into its view's rectangle (`UIView.ContentMode` subset). The raw value is the name
/// used in scene files.
package enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Scaled uniformly to cover the whole rect (overflow is cut only where the view clips), centred.
    case scaleAspectFill
    /// Scaled uniformly to fit inside the rect, centred (letterboxed).
    case scaleAspectFit
    /// Stretched to the rect exactly.
    case scaleToFill
    /// Natural size, centred.
    case center
    /// Natural size, top edge on the rect's top, centred horizontally.
    case top
}
