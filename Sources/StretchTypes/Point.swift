/// A point in a y-down plane (x to the right, y downwards), in the caller's unit: points in a layout,
/// pixels on a canvas.
package struct Point: Sendable, Hashable {
    /// Horizontal coordinate.
    package var x: Double
    /// Vertical coordinate (downwards).
    package var y: Double

    /// A point at (`x`, `y`).
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    package static let zero = Point(x: 0, y: 0)
}
