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

/// The scroll indicator's colours (UIScrollView.IndicatorStyle).
public enum ScrollIndicatorStyle: String, Sendable, Equatable, CaseIterable {
    /// UIKit's default: a dark bar with a light border, readable on any background.
    case `default`
    /// A dark bar without border, for light backgrounds.
    case black
    /// A light bar without border, for dark backgrounds.
    case white
}

/// The home indicator's colour (the bar at the bottom of phones without a home button).
public enum HomeIndicatorStyle: String, Sendable, Equatable, CaseIterable {
    /// Dark over light content and light over dark content, as iOS picks it from what lies under it.
    case automatic
    /// Always dark.
    case dark
    /// Always light.
    case light
    /// Not drawn (an app that hides it).
    case hidden
}

/// Scroll view behaviour (UIScrollView properties; contentInsetAdjustmentBehavior is `.never`, or `.automatic` under a
/// navigation bar).
public struct ScrollSpec: Sendable, Equatable {
    public var contentInsetTop: InsetValue
    public var contentInsetBottom: InsetValue
    public var alwaysBounceVertical: Bool
    public var bounces: Bool
    public var showsIndicator: Bool
    /// The indicator's colours; UIKit's `.default` unless the scene says otherwise.
    public var indicatorStyle: ScrollIndicatorStyle = .default
    public var indicatorInsetTop: InsetValue
    public var indicatorInsetBottom: InsetValue
    /// contentOffset.y at rest before any gesture; `nil` means -contentInset.top.
    public var initialOffset: Double?
    /// The height of the scene's navigation bar below the status bar, when it has one: the insets are then adjusted
    /// as UIKit's `.automatic` behaviour does, the safe area and the bar added (docs/scenes.md#navigationbar).
    public var navigationBarHeight: Double?

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
        adjusted(EdgeInsets(
            top: contentInsetTop.resolved(safeAreaInset: screen.safeArea.top),
            bottom: contentInsetBottom.resolved(safeAreaInset: screen.safeArea.bottom)), on: screen)
    }

    /// The scroll indicator inset on `screen`.
    public func indicatorInset(on screen: DeviceSpec) -> EdgeInsets {
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
    /// Black over light content, white over dark, picked every frame from what is painted under the bar
    /// (`StatusBarLook.isLight`), as an app whose bar turns from clear to white switches its style.
    case automatic
}

/// Status bar appearance.
public struct StatusBarSpec: Sendable, Equatable {
    public var style: StatusBarStyle
    public var hidden: Bool
    /// Hide (with a slide) while this view's top, in window coordinates, is above the top safe-area inset.
    public var hideWhenAbove: String?
    /// The home indicator's colour (drawn on devices with a bottom safe area); `.automatic` follows the content.
    public var homeIndicator: HomeIndicatorStyle = .automatic

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
    /// Where the YAML scalar holding `text` starts in its file (its quote or block indicator), when it was read
    /// from one; `filePosition` maps positions in `text` back to the file from there.
    public var scalarStart: (line: Int, column: Int)?

    /// Text that starts on `line`.
    public init(text: String, line: Int, scalarStart: (line: Int, column: Int)? = nil) {
        self.text = text
        self.line = line
        self.scalarStart = scalarStart
    }

    public static func == (lhs: SourceText, rhs: SourceText) -> Bool {
        lhs.text == rhs.text && lhs.line == rhs.line && lhs.scalarStart?.line == rhs.scalarStart?.line
            && lhs.scalarStart?.column == rhs.scalarStart?.column
    }

    /// The file position (1-based line and column) of the character at 1-based `line`:`column` of `text`,
    /// given the file's text. YAML changes a scalar on the way in (quotes, escapes such as `\t`, folded line
    /// breaks, stripped indentation), so the file is walked from the scalar's start and each character of
    /// `text` is matched to the file character it came from: an equal character, an escape sequence, or a
    /// folded run of spaces and line breaks; anything else (quotes, indentation) is skipped. Without a known
    /// start, the position is `line` lines down from `self.line`.
    public func filePosition(line: Int, column: Int, in fileText: String) -> (line: Int, column: Int) {
        guard let scalarStart else { return (self.line + line - 1, column) }
        // The offset of the wanted character in `text`.
        var target = 0
        var textLine = 1
        for character in text {
            if textLine == line { break }
            target += 1
            if character == "\n" { textLine += 1 }
        }
        target += max(0, column - 1)
        // YAML reads "\r\n" and a lone "\r" as one line break, as "\n" (which the scalar's text holds); Swift
        // reads "\r\n" as one Character that is not "\n". Line breaks are made "\n" first, which moves no column.
        var breaks = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in fileText.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n" && afterReturn { continue }
            breaks.append(scalar == "\r" ? "\n" : scalar)
        }
        let file = Array(String(breaks))
        // The start of the scalar's line in the file.
        var index = 0
        var fileLine = 1
        while fileLine < scalarStart.line, index < file.count {
            if file[index] == "\n" { fileLine += 1 }
            index += 1
        }
        index = min(file.count, index + max(0, scalarStart.column - 1))
        var fileColumn = scalarStart.column
        func advance() {
            guard index < file.count else { return }
            if file[index] == "\n" {
                fileLine += 1
                fileColumn = 1
            } else {
                fileColumn += 1
            }
            index += 1
        }
        let doubleQuoted = index < file.count && file[index] == "\""
        if index < file.count && (file[index] == "\"" || file[index] == "'") { advance() }
        for (offset, character) in text.enumerated() {
            var matched = false
            while index < file.count && !matched {
                let raw = file[index]
                if offset == target && (raw == character || (doubleQuoted && raw == "\\")
                    || (character.isWhitespace && raw.isWhitespace)) {
                    return (fileLine, fileColumn)
                }
                if raw == character {
                    matched = true
                    advance()
                } else if doubleQuoted && raw == "\\" {
                    advance()
                    let kind = index < file.count ? file[index] : " "
                    if kind == "\n" {  // an escaped line break joins the lines: no character of its own
                        while index < file.count && file[index].isWhitespace { advance() }
                        continue
                    }
                    let digits = kind == "x" ? 2 : kind == "u" ? 4 : kind == "U" ? 8 : 0
                    for _ in 0...digits { advance() }
                    matched = true
                } else if character.isWhitespace && raw.isWhitespace {
                    while index < file.count && file[index].isWhitespace && file[index] != character { advance() }
                    if index < file.count && file[index] == character { advance() }
                    matched = true
                } else {
                    advance()
                }
            }
            if offset == target { break }
        }
        return (fileLine, fileColumn)
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
    /// The `render:` block (frame rate, size, chrome, GIF encoding, output), keys checked against
    /// `SceneKeys.render`, values interpreted by StretchGIFKit (docs/scenes.md#render).
    public var render: [SceneSetting]
    /// The id of the view holding the header picture (`header:`), the one `--header-image` replaces; nil when
    /// the scene names none.
    public var header: String?
    /// The scene file name used in diagnostics.
    public var sourceName: String
    /// The navigation bar over the views, if any (docs/scenes.md#navigationbar); its views are the last of `views`.
    public var navigationBar: NavigationBarSpec?

    /// A scene.
    public init(
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
    public static let defaultBackground = Color(r: 0x80, g: 0x80, b: 0x80)

    /// The device as oriented by `orientation`.
    public var screen: DeviceSpec { device.oriented(orientation) }

    /// The constraints that apply in the current orientation.
    public var activeConstraints: [ConstraintSpec] {
        constraints.filter { $0.orientation == nil || $0.orientation == orientation }
    }
}
