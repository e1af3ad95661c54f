/// An axis-aligned rectangle with its top-left corner at (`x`, `y`) in a y-down plane (origin top-left, like
/// UIKit). A zero or negative size encloses no area (`isEmpty`); the helpers never trap on any input.
public struct Rect: Sendable, Hashable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width (> 0 for a rect that encloses area).
    public var width: Double
    /// Height (> 0 for a rect that encloses area).
    public var height: Double

    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Left edge (`x`).
    package var minX: Double { x }
    /// Top edge (`y`).
    package var minY: Double { y }
    /// Right edge (`x + width`).
    package var maxX: Double { x + width }
    /// Bottom edge (`y + height`).
    package var maxY: Double { y + height }
    /// The centre point (`x + width / 2`, `y + height / 2`).
    package var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    /// True when the rect encloses no area: width or height is zero, negative or NaN.
    package var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The overlap of two rects. When they do not overlap (or only touch), a zero-size rect at the corner
    /// (max of the left edges, max of the top edges).
    package func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(minX, other.minX)
        let top = Swift.max(minY, other.minY)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rect moved inwards by `dx` on the left and right and by `dy` at the top and bottom (negative values
    /// grow it); the size may become negative, i.e. empty.
    package func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
