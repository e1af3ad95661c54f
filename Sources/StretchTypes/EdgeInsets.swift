/// Distances inwards from each edge of a rectangle (UIKit `UIEdgeInsets`), in the caller's unit.
public struct EdgeInsets: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Insets with the given edges; omitted edges are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All edges zero.
    package static let zero = EdgeInsets()
}
