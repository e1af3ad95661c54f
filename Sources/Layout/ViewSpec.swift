/// Main axis of a stack view.
public enum StackAxis: String, Sendable, Equatable, CaseIterable {
    case horizontal, vertical
}

/// A WeView-style linear layout of a view's children (docs/scenes.md#stacks).
public struct StackSpec: Sendable, Equatable {
    public var axis: StackAxis
    /// Gap between neighbouring cells, in points.
    public var spacing: Double
    /// Inset of the cells from the stack view's edges.
    public var margins: EdgeInsets

    /// A stack layout.
    public init(axis: StackAxis, spacing: Double = 0, margins: EdgeInsets = .zero) {
        self.axis = axis
        self.spacing = spacing
        self.margins = margins
    }
}

/// One view of a scene: its place in the tree and what it draws.
public struct ViewSpec: Sendable, Equatable {
    public var id: String
    /// "root", "scroll" or another view's id.
    public var parent: String
    public var color: Color?
    /// Label text; with `textStyle` this view is a label.
    public var text: String?
    public var textStyle: TextStyle
    public var image: ImageSpec?
    public var mask: MaskPolygon?
    public var alpha: Double
    public var cornerRadius: Double
    /// Whether drawing of this view and its subviews is clipped to its bounds.
    public var clips: Bool
    /// Lays out this view's children (their frames ignore constraints).
    public var stack: StackSpec?
    /// Stretch weight inside a parent stack (0 = does not stretch).
    public var stretch: Double
    /// Inside a stack: size comes from the stretch weight alone.
    public var ignoreDesiredSize: Bool
    /// Desired width/height (stacks) or intrinsic size (constraint layout).
    public var width: Double?
    public var height: Double?
    /// Intrinsic content size of an image view, if any.
    public var intrinsicSize: Size?
    /// Where the view is declared.
    public var location: SourceLocation

    /// A plain view; every drawing property at its UIView default.
    public init(id: String, parent: String = "scroll", location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)) {
        self.id = id
        self.parent = parent
        self.color = nil
        self.text = nil
        self.textStyle = TextStyle()
        self.image = nil
        self.mask = nil
        self.alpha = 1
        self.cornerRadius = 0
        self.clips = false
        self.stack = nil
        self.stretch = 0
        self.ignoreDesiredSize = false
        self.width = nil
        self.height = nil
        self.intrinsicSize = nil
        self.location = location
    }

    /// `true` when the view shows text.
    public var isLabel: Bool { text != nil }
}
