/// The keys of the scene format's mappings as enums, one per mapping a parser switches over: the parser reads each
/// mapping with `YAMLValues.entries(_:_:keys:)` and switches over the enum without a `default:`, so a key added to a
/// list without its own case is a compile error rather than a value read as another key. `SceneKeys` lists the
/// same names (`names`, in declaration order, the order error messages list them) for the docs test.
package protocol SceneKeySet: CaseIterable, Sendable, RawRepresentable where RawValue == String {}

extension SceneKeySet {
    /// Every key's name, in declaration order.
    package static var names: [String] { allCases.map(\.rawValue) }
}

/// The top level of a scene file (docs/scenes.md#scene).
package enum SceneKey: String, SceneKeySet {
    case name, device, orientation, background, statusBar, scroll, views, constraints, gesture, physics, header, render
    case navigationBar
}

/// A custom `device:` mapping (docs/scenes.md#device).
package enum DeviceKey: String, SceneKeySet {
    case name, width, height, safeArea, cornerRadius
}

/// `statusBar:` (docs/scenes.md#statusbar).
package enum StatusBarKey: String, SceneKeySet {
    case style, hidden, hideWhenAbove, homeIndicator
}

/// `scroll:` (docs/scenes.md#scroll).
package enum ScrollKey: String, SceneKeySet {
    case contentInset, alwaysBounceVertical, bounces, showsIndicator, indicatorStyle, indicatorInsets, initialOffset
}

/// One view of `views:` (docs/scenes.md#view-keys).
package enum ViewKey: String, SceneKeySet {
    case id, parent, color, text, font, textColor, alignment, lines, lineHeight, image, contentMode, clips, mask, path
    case icon, viewBox, tintColor, fillRule, strokeWidth, alpha, cornerRadius, stack, stretch, hStretch, vStretch
    case ignoreDesiredSize, width, height, intrinsicSize, list, hugging, compressionResistance, hidden, zIndex
    case borderWidth, borderColor, gradient, shadow, blur, material, transform
}

/// A view's `shadow:` (docs/scenes.md#borders-shadows-and-gradients).
package enum ShadowKey: String, SceneKeySet {
    case color, opacity, radius, offset
}

/// A view's `gradient:` (docs/scenes.md#borders-shadows-and-gradients).
package enum GradientKey: String, SceneKeySet {
    case colors, locations, start, end
}

/// A scroll-bound property's mapping (docs/scenes.md#scroll-bound-properties).
package enum BindingKey: String, SceneKeySet {
    case over, keyframes, curve
}

/// A view's `stack:` (docs/scenes.md#stacks).
package enum StackKey: String, SceneKeySet {
    case axis, spacing, margins, distribution, alignment
}

/// A view's `list:` (docs/scenes.md#lists).
package enum ListKey: String, SceneKeySet {
    case sections, rows, rowHeight, separatorColor, separatorInset, headerColor, imageSize, imageCornerRadius
    case titleColor, subtitleColor, titleFont, subtitleFont, insetsContentViewsToSafeArea, row, sectionHeader
}

/// One row of a list (docs/scenes.md#lists).
package enum ListRowKey: String, SceneKeySet {
    case title, subtitle, detail, image, accessory, titleColor, subtitleColor
}

/// One run of a rich-text label (docs/scenes.md#rich-text).
package enum TextRunKey: String, SceneKeySet {
    case text, weight, size, color
}

/// Edge insets given as a mapping.
package enum InsetsKey: String, SceneKeySet {
    case top, bottom, left, right
}

/// The top-level `navigationBar:` (docs/scenes.md#navigationbar).
package enum NavigationBarKey: String, SceneKeySet {
    case title, largeTitle, leading, trailing, tintColor, titleColor, appearance
}

/// `scroll.contentInset` and `scroll.indicatorInsets` as a mapping (docs/scenes.md#scroll).
package enum ScrollInsetsKey: String, SceneKeySet {
    case top, bottom
}

/// One entry of `constraints:` given as a mapping (docs/scenes.md#constraints).
package enum ConstraintEntryKey: String, SceneKeySet {
    case when, constraint
}

/// A `font:` mapping (docs/scenes.md#text).
package enum FontKey: String, SceneKeySet {
    case size, weight
}

/// A view's `transform:` (docs/scenes.md#transforms).
package enum TransformKey: String, SceneKeySet {
    case scale, scaleX, scaleY, translateX, translateY, rotation, anchor
}

/// One section of a list's `sections:` (docs/scenes.md#lists).
package enum ListSectionKey: String, SceneKeySet {
    case header, rows
}

/// The per-axis form of `hugging` and `compressionResistance` (docs/scenes.md#view-keys).
package enum AxisPrioritiesKey: String, SceneKeySet {
    case horizontal, vertical
}

/// One item of a navigation bar's `leading:` or `trailing:` (docs/scenes.md#navigationbar).
package enum BarItemKey: String, SceneKeySet {
    case icon, text
}

/// A navigation bar's `appearance:` (docs/scenes.md#navigationbar).
package enum BarAppearanceKey: String, SceneKeySet {
    case scrollEdge, standard
}

/// A list's `row:` or `sectionHeader:` template (docs/scenes.md#row-templates).
package enum RowTemplateKey: String, SceneKeySet {
    case views, constraints
}
