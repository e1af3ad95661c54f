/// A width and a height, in the caller's unit (points for layout and text measurement).
public struct Size: Sendable, Hashable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// A size of `width` x `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
