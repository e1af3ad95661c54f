/// A point in pixel space (x to the right, y downwards), as `Double`s.
public struct Point: Sendable, Equatable, Hashable {
    /// Horizontal coordinate in pixels.
    public var x: Double
    /// Vertical coordinate in pixels (downwards).
    public var y: Double

    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// An axis-aligned rectangle with its top-left corner at (`x`, `y`); a negative size is treated as empty.
public struct Rect: Sendable, Equatable, Hashable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width (>= 0 for a non-empty rect).
    public var width: Double
    /// Height (>= 0 for a non-empty rect).
    public var height: Double

    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Left edge (`x`).
    public var minX: Double { x }
    /// Top edge (`y`).
    public var minY: Double { y }
    /// Right edge (`x + width`).
    public var maxX: Double { x + width }
    /// Bottom edge (`y + height`).
    public var maxY: Double { y + height }
    /// The centre point.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    /// True when the rect encloses no area (or holds a NaN).
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The overlap of two rects; an empty rect (zero size) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(minX, other.minX)
        let top = Swift.max(minY, other.minY)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rect moved inwards by `dx` on the left and right and by `dy` at the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// An integer pixel rectangle: columns `x0 ..< x1`, rows `y0 ..< y1`.
struct PixelBounds: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var width: Int { Swift.max(0, x1 - x0) }
    var height: Int { Swift.max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(x0: Swift.max(x0, other.x0), y0: Swift.max(y0, other.y0),
                    x1: Swift.min(x1, other.x1), y1: Swift.min(y1, other.y1))
    }

    /// The smallest pixel rectangle that covers `rect` (every pixel it touches), clamped to +/- 2^30 so
    /// that huge or non-finite coordinates cannot overflow `Int`.
    static func covering(_ rect: Rect) -> PixelBounds {
        PixelBounds(x0: clampedInt(floorD(rect.minX)), y0: clampedInt(floorD(rect.minY)),
                    x1: clampedInt(ceilD(rect.maxX)), y1: clampedInt(ceilD(rect.maxY)))
    }
}

/// Converts a coordinate to `Int`, clamping to +/- 2^30 and mapping NaN to 0 (never traps).
func clampedInt(_ value: Double) -> Int {
    let limit = 1_073_741_824.0
    if value.isNaN { return 0 }
    return Int(Swift.min(limit, Swift.max(-limit, value)))
}

func floorD(_ v: Double) -> Double { v.rounded(.down) }
func ceilD(_ v: Double) -> Double { v.rounded(.up) }
