/// A whole scene: device, scroll behaviour, views back to front, constraints and optional defaults.
public struct Scene: Sendable, Equatable {
    /// The largest magnitude any number in a scene file may have (points, priorities, weights): far beyond any
    /// screen, and small enough that every later product and conversion stays finite and exact.
    package static let maximumMagnitude = 1_000_000.0

    /// The scene's `name:` (the file's name when it has none).
    public var name: String
    /// The device in portrait; see `screen` for the oriented one.
    public var device: DeviceSpec
    /// Portrait, or landscape: the device turned a quarter (`screen`).
    public var orientation: Orientation
    /// The root view's colour (docs/scenes.md#background: gray #808080).
    public var background: Color
    package var statusBar: StatusBarSpec
    /// The scroll view's behaviour (`scroll:`).
    package var scroll: ScrollSpec
    /// Back to front (draw order); `parent` gives the tree.
    package var views: [ViewSpec]
    /// Every statement, including those for the other orientation (see `ConstraintSpec.orientation`).
    package var constraints: [ConstraintSpec]
    package var gesture: SourceText?
    package var physics: [SceneSetting]
    /// The `render:` block (frame rate, size, chrome, GIF encoding, output), keys checked against
    /// `SceneKeys.render`, values interpreted by StretchGIFKit (docs/scenes.md#render).
    package var render: [SceneSetting]
    /// The id of the view holding the header picture (`header:`), the one `--header-image` replaces; nil when
    /// the scene names none.
    package var header: String?
    /// The scene file name used in diagnostics.
    public var sourceName: String
    /// The navigation bar over the views, if any (docs/scenes.md#navigationbar); its views are the last of `views`.
    package var navigationBar: NavigationBarSpec?

    /// A scene.
    package init(
        name: String, device: DeviceSpec, orientation: Orientation = .portrait,
        background: Color = Scene.defaultBackground, statusBar: StatusBarSpec = StatusBarSpec(),
        scroll: ScrollSpec = ScrollSpec(), views: [ViewSpec], constraints: [ConstraintSpec], gesture: SourceText? = nil,
        physics: [SceneSetting] = [], render: [SceneSetting] = [], header: String? = nil,
        sourceName: String = "scene"
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
        self.render = render
        self.header = header
        self.sourceName = sourceName
    }

    /// The root view's default colour: the article's gray (docs/scenes.md#background).
    package static let defaultBackground = Color(r: 0x80, g: 0x80, b: 0x80)

    /// The device as oriented by `orientation`.
    public var screen: DeviceSpec { device.oriented(orientation) }

    /// The constraints that apply in the current orientation.
    package var activeConstraints: [ConstraintSpec] {
        constraints.filter { $0.orientation == nil || $0.orientation == orientation }
    }
}
