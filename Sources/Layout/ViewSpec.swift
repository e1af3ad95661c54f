/// Main axis of a stack view.
package enum StackAxis: String, Sendable, Equatable, CaseIterable {
    case horizontal, vertical
}

/// How a stack shares its length along the axis among its cells, like `UIStackView.Distribution`
/// (docs/scenes.md#stacks).
package enum StackDistribution: String, Sendable, Equatable, CaseIterable {
    /// Cells at their desired length; extra space goes to cells with a stretch weight, a shortfall is cropped
    /// from them first.
    case fill
    /// Every cell gets the same length, `(length - gaps) / count`.
    case fillEqually
    /// Cells at their desired length; extra space widens the gaps equally (`spacing` is the smallest gap).
    case equalSpacing
}

/// Where a cell sits across the stack's axis, like `UIStackView.Alignment` (docs/scenes.md#stacks).
/// `top`/`bottom` are the names of `leading`/`trailing` for a horizontal stack.
package enum StackAlignment: String, Sendable, Equatable, CaseIterable {
    /// Cells span the stack's cross size (a cell with an explicit cross size keeps it, centred).
    case fill
    /// Cells keep their cross size, at the start (left in a vertical stack, top in a horizontal one).
    case leading
    /// `leading`.
    case top
    /// Cells keep their cross size, centred.
    case center
    /// Cells keep their cross size, at the end (right in a vertical stack, bottom in a horizontal one).
    case trailing
    /// `trailing`.
    case bottom
}

/// A linear layout of a view's children in the manner of `UIStackView`, with WeView-style stretch weights
/// (docs/scenes.md#stacks).
package struct StackSpec: Sendable, Equatable {
    package var axis: StackAxis
    /// Gap between neighbouring cells, in points (the smallest gap under `equalSpacing`).
    package var spacing: Double
    /// Inset of the cells from the stack view's edges.
    package var margins: EdgeInsets
    /// How the length along the axis is shared.
    package var distribution: StackDistribution
    /// Where cells sit across the axis.
    package var alignment: StackAlignment

    /// A stack layout.
    package init(
        axis: StackAxis, spacing: Double = 0, margins: EdgeInsets = .zero, distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill
    ) {
        self.axis = axis
        self.spacing = spacing
        self.margins = margins
        self.distribution = distribution
        self.alignment = alignment
    }
}

/// One view of a scene: its place in the tree and what it draws.
package struct ViewSpec: Sendable, Equatable {
    /// The view's `id`, unique in its scene.
    package var id: String
    /// "root", "scroll" or another view's id.
    package var parent: String
    package var color: Color?
    /// Label text; with `textStyle` this view is a label. For rich text, the runs' characters joined in order.
    package var text: String?
    /// The runs of a rich-text label (docs/scenes.md#rich-text), nil for plain text; when set, `text` is their
    /// concatenation and each run's missing weight, size and colour come from `textStyle`.
    package var textRuns: [TextRun]?
    package var textStyle: TextStyle
    /// The picture the view draws (`image:`), nil for none.
    package var image: ImageSpec?
    package var mask: MaskPolygon?
    /// A filled vector outline drawn over the fill and image (`path` or `icon`, docs/scenes.md#vector-shapes).
    package var shape: VectorShape?
    package var alpha: Double
    package var cornerRadius: Double
    /// Whether drawing of this view and its subviews is clipped to its bounds.
    package var clips: Bool
    /// Lays out this view's children (their frames ignore constraints).
    package var stack: StackSpec?
    /// Rows and sections this view lays out as a plain table (docs/scenes.md#lists); its generated views follow it
    /// in the scene's view list.
    package var list: ListSpec?
    /// Stretch weight along the parent stack's axis (0 = does not stretch); `hStretch`/`vStretch` replace it.
    package var stretch: Double
    /// WeView's horizontal stretch weight inside a parent stack, when given (docs/scenes.md#stacks): in a horizontal
    /// stack the share of the extra width, in a vertical one > 0 fills the stack's width whatever the alignment
    /// and 0 keeps the desired width.
    package var hStretch: Double?
    /// WeView's vertical stretch weight, when given: `hStretch` with the axes swapped.
    package var vStretch: Double?
    /// Inside a stack: size comes from the stretch weight alone.
    package var ignoreDesiredSize: Bool
    /// Desired width/height (stacks) or intrinsic size (constraint layout).
    package var width: Double?
    package var height: Double?
    /// Intrinsic content size of an image view, if any.
    package var intrinsicSize: Size?
    /// Priorities of the content hugging constraints (`size <= intrinsic`) of the axes with an intrinsic size
    /// (docs/scenes.md#content-hugging-and-compression-resistance); UIKit's 250 unless the scene sets `hugging`.
    package var hugging: AxisPriorities
    /// Priorities of the compression resistance constraints (`size >= intrinsic`); UIKit's 750 unless the scene
    /// sets `compressionResistance`.
    package var compressionResistance: AxisPriorities
    /// Drawn nothing (with its subviews) while true, still laid out (`UIView.isHidden`).
    package var hidden: Bool
    /// Among siblings a higher value draws later; ties keep file order (docs/scenes.md#tree-and-drawing-order).
    package var zIndex: Int
    /// Gaussian blur of the view's rendered content with its subviews: the standard deviation in points (0: none).
    package var blur: Double
    /// The system material drawn behind the view's own fill, inside its shape: what was painted before it, blurred
    /// and tinted (docs/scenes.md#materials); nil: none.
    package var material: MaterialStyle?
    /// Border inside the bounds (width 0: none).
    package var border: ViewBorder
    /// Drop shadow under the view (opacity 0: none).
    package var shadow: ViewShadow
    /// Gradient fill over `color`, if any.
    package var gradient: ViewGradient?
    /// Transform of the view's drawing, applied after layout.
    package var transform: ViewTransform
    /// Properties that follow the scroll; `LayoutEngine.solve(offset:)` stores each one's value at that frame in
    /// the property itself, so a solved view's fields are always the values to draw.
    package var bindings: [PropertyBinding]
    /// Whether this is one of a navigation bar's views, which `NavigationBarLayout` places (never constraints).
    package var placedByNavigationBar = false
    /// Where the view is declared.
    package var location: SourceLocation

    /// A plain view; every drawing property at its UIView default.
    package init(id: String, parent: String = "scroll", location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)) {
        self.id = id
        self.parent = parent
        self.color = nil
        self.text = nil
        self.textRuns = nil
        self.textStyle = TextStyle()
        self.image = nil
        self.mask = nil
        self.shape = nil
        self.alpha = 1
        self.cornerRadius = 0
        self.clips = false
        self.stack = nil
        self.list = nil
        self.stretch = 0
        self.hStretch = nil
        self.vStretch = nil
        self.ignoreDesiredSize = false
        self.width = nil
        self.height = nil
        self.intrinsicSize = nil
        self.hidden = false
        self.zIndex = 0
        self.blur = 0
        self.material = nil
        self.border = ViewBorder()
        self.shadow = ViewShadow()
        self.gradient = nil
        self.transform = ViewTransform()
        self.bindings = []
        self.location = location
        self.hugging = .defaultHugging
        self.compressionResistance = .defaultCompressionResistance
    }

    /// `true` when the view shows text.
    package var isLabel: Bool { text != nil }
}
