/// An inset value that is either points or "whatever the safe area is on that edge".
public enum InsetValue: Sendable, Equatable {
    case points(Double)
    case safeArea

    /// The points for an edge whose safe-area inset is `safeAreaInset`.
    public func resolved(safeAreaInset: Double) -> Double {
        switch self {
        case .points(let value): value
        case .safeArea: safeAreaInset
        }
    }
}

/// Scroll view behaviour (UIScrollView properties; contentInsetAdjustmentBehavior is always `.never`).
public struct ScrollSpec: Sendable, Equatable {
    public var contentInsetTop: InsetValue
    public var contentInsetBottom: InsetValue
    public var alwaysBounceVertical: Bool
    public var bounces: Bool
    public var showsIndicator: Bool
    public var indicatorInsetTop: InsetValue
    public var indicatorInsetBottom: InsetValue
    /// contentOffset.y at rest before any gesture; `nil` means -contentInset.top.
    public var initialOffset: Double?

    /// UIScrollView's defaults.
    public init(
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
    public func contentInset(on screen: DeviceSpec) -> EdgeInsets {
        EdgeInsets(
            top: contentInsetTop.resolved(safeAreaInset: screen.safeArea.top),
            bottom: contentInsetBottom.resolved(safeAreaInset: screen.safeArea.bottom))
    }

    /// The scroll indicator inset on `screen`.
    public func indicatorInset(on screen: DeviceSpec) -> EdgeInsets {
        EdgeInsets(
            top: indicatorInsetTop.resolved(safeAreaInset: screen.safeArea.top),
            bottom: indicatorInsetBottom.resolved(safeAreaInset: screen.safeArea.bottom))
    }

    /// The resting offset on `screen`: `initialOffset` or -contentInset.top.
    public func restingOffset(on screen: DeviceSpec) -> Double {
        initialOffset ?? -contentInset(on: screen).top
    }
}

/// Status bar content colour.
public enum StatusBarStyle: String, Sendable, Equatable, CaseIterable {
    /// White content (UIStatusBarStyle.lightContent).
    case light
    /// Black content (UIStatusBarStyle.darkContent).
    case dark
}

/// Status bar appearance.
public struct StatusBarSpec: Sendable, Equatable {
    public var style: StatusBarStyle
    public var hidden: Bool
    /// Hide (with a slide) while this view's top, in window coordinates, is above the top safe-area inset.
    public var hideWhenAbove: String?

    /// A status bar description.
    public init(style: StatusBarStyle = .dark, hidden: Bool = false, hideWhenAbove: String? = nil) {
        self.style = style
        self.hidden = hidden
        self.hideWhenAbove = hideWhenAbove
    }
}

/// A text block of the scene file with the line its first character is on.
public struct SourceText: Sendable, Equatable {
    public var text: String
    /// 1-based line of the first line of `text`.
    public var line: Int

    /// Text that starts on `line`.
    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}

/// A `key: value` setting kept verbatim for another module to interpret (e.g. `physics`).
public struct SceneSetting: Sendable, Equatable {
    public var key: String
    /// The scalar value as written.
    public var value: String
    public var line: Int
    public var column: Int

    /// A setting at `line`:`column` (of its value).
    public init(key: String, value: String, line: Int, column: Int) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }
}

/// A whole scene: device, scroll behaviour, views back to front, constraints and optional defaults.
public struct Scene: Sendable, Equatable {
    /// The largest magnitude any number in a scene file may have (points, priorities, weights): far beyond any
    /// screen, and small enough that every later product and conversion stays finite and exact.
    public static let maximumMagnitude = 1_000_000.0

    public var name: String
    /// The device in portrait; see `screen` for the oriented one.
    public var device: DeviceSpec
    public var orientation: Orientation
    /// The root view's colour (docs/scenes.md#background: gray #808080).
    public var background: Color
    public var statusBar: StatusBarSpec
    public var scroll: ScrollSpec
    /// Back to front (draw order); `parent` gives the tree.
    public var views: [ViewSpec]
    /// Every statement, including those for the other orientation (see `ConstraintSpec.orientation`).
    public var constraints: [ConstraintSpec]
    public var gesture: SourceText?
    public var physics: [SceneSetting]
    /// The scene file name used in diagnostics.
    public var sourceName: String

    /// A scene.
    public init(
        name: String, device: DeviceSpec, orientation: Orientation = .portrait,
        background: Color = Scene.defaultBackground, statusBar: StatusBarSpec = StatusBarSpec(),
        scroll: ScrollSpec = ScrollSpec(), views: [ViewSpec], constraints: [ConstraintSpec], gesture: SourceText? = nil,
        physics: [SceneSetting] = [], sourceName: String = "scene"
    ) {
        self.name = name
        self.device = device
        self.orientation = orientation
        self.background = background
        self.statusBar = statusBar
        self.scroll = scroll
        self.views = views
        self.constraints = constraints
        self.gesture = gesture
        self.physics = physics
        self.sourceName = sourceName
    }

    /// The root view's default colour: the article's gray (docs/scenes.md#background).
    public static let defaultBackground = Color(r: 0x80, g: 0x80, b: 0x80)

    /// The device as oriented by `orientation`.
    public var screen: DeviceSpec { device.oriented(orientation) }

    /// The constraints that apply in the current orientation.
    public var activeConstraints: [ConstraintSpec] {
        constraints.filter { $0.orientation == nil || $0.orientation == orientation }
    }
}
