import Solver

/// An attribute of a view that a constraint can refer to.
package enum LayoutAttribute: String, Sendable, Equatable, CaseIterable {
    case top, bottom, left, right, leading, trailing, width, height, centerX, centerY
    /// All four edges at once (top, left, bottom, right); `inset N` shrinks them.
    case edges
    /// The scroll view's content edges (they move with the scroll offset).
    case contentTop, contentBottom, contentLeft, contentRight

    /// Whether this is one of the scroll-content attributes.
    package var isContentAttribute: Bool {
        switch self {
        case .contentTop, .contentBottom, .contentLeft, .contentRight: true
        default: false
        }
    }
}

/// Whose attribute a constraint names.
package enum AnchorOwner: Sendable, Equatable, CustomStringConvertible {
    /// The root view (fills the screen; fixed).
    case root
    /// The root view's safe-area layout guide (fixed).
    case safeArea
    /// A view by id (`scroll` is the scroll view).
    case view(String)

    /// As written in the constraint language.
    package var description: String {
        switch self {
        case .root: "root"
        case .safeArea: "root.safeArea"
        case .view(let id): id
        }
    }
}

/// `owner.attribute`.
package struct Anchor: Sendable, Equatable, CustomStringConvertible {
    package var owner: AnchorOwner
    package var attribute: LayoutAttribute

    /// An anchor on `owner`.
    package init(_ owner: AnchorOwner, _ attribute: LayoutAttribute) {
        self.owner = owner
        self.attribute = attribute
    }

    /// As written in the constraint language, e.g. `root.safeArea.top`.
    package var description: String { "\(owner).\(attribute.rawValue)" }
}

/// One constraint statement of a scene: `first relation second * multiplier + constant [inset N] @priority`.
package struct ConstraintSpec: Sendable, Equatable {
    package var first: Anchor
    package var relation: Relation
    /// `nil` for a constant right side (`a.width == 100`).
    package var second: Anchor?
    package var multiplier: Double
    package var constant: Double
    /// For `edges`: how far each edge of `first` lies inside `second` (top/left +N, bottom/right -N).
    package var inset: Double
    /// Auto Layout priority 1...1000 (1000 = required).
    package var priority: Double
    /// The statement as written, for diagnostics.
    package var source: String
    /// Where the statement starts in its file.
    package var location: SourceLocation
    /// Only active in this orientation; `nil` for both.
    package var orientation: Orientation?

    /// A constraint statement.
    package init(
        first: Anchor, relation: Relation, second: Anchor?, multiplier: Double = 1, constant: Double = 0,
        inset: Double = 0, priority: Double = 1000, source: String, location: SourceLocation,
        orientation: Orientation? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.inset = inset
        self.priority = priority
        self.source = source
        self.location = location
        self.orientation = orientation
    }

    /// Named priorities of the constraint language (UILayoutPriority values).
    package static let namedPriorities: [(name: String, value: Double)] = [
        ("required", LayoutPriority.required), ("high", LayoutPriority.defaultHigh), ("medium", 500),
        ("low", LayoutPriority.defaultLow),
    ]
}
