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

    /// The pixels as a `Rect` grown by a pixel on every side: the area a fill limited to these pixels keeps its
    /// curves' chords near (`Path.flattened(visible:)`), with a margin for the anti-aliased edge.
    var grownRect: Rect {
        Rect(x: Double(x0) - 1, y: Double(y0) - 1, width: Double(width) + 2, height: Double(height) + 2)
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
