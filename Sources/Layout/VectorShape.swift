/// How overlapping sub-paths of a vector shape combine (SVG's `fill-rule`).
package enum ShapeFillRule: String, Sendable, Equatable, CaseIterable {
    /// Inside where the outline winds around a point a non-zero number of times: a sub-path drawn the other way
    /// round cuts a hole, one drawn the same way adds.
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times: every inner sub-path is a hole.
    case evenOdd
}

/// A vector outline a view draws (docs/scenes.md#vector-shapes), filled or stroked: `path` in `viewBox`
/// coordinates, scaled uniformly to fit the view's frame and centred (aspect fit, as SVG's default `xMidYMid meet`).
package struct VectorShape: Sendable, Equatable {
    /// The outline, in viewBox coordinates.
    package var path: VectorPath
    /// The part of the path's coordinate space that is fitted into the frame.
    package var viewBox: Rect
    /// The fill colour.
    package var color: Color
    package var fillRule: ShapeFillRule
    /// When set, the path is stroked this wide (viewBox units, round joins and caps) instead of filled.
    package var strokeWidth: Double?

    /// UIKit's default tint, systemBlue (#007AFF), which template images take.
    package static let defaultColor = Color(r: 0, g: 122, b: 255, a: 255)

    /// A shape; the colour defaults to `defaultColor`.
    package init(
        path: VectorPath, viewBox: Rect, color: Color = VectorShape.defaultColor, fillRule: ShapeFillRule = .nonZero,
        strokeWidth: Double? = nil
    ) {
        self.path = path
        self.viewBox = viewBox
        self.color = color
        self.fillRule = fillRule
        self.strokeWidth = strokeWidth
    }

    /// Maps viewBox coordinates into `frame`: `point = (p - viewBox.origin) * scale + offset`, with the largest
    /// `scale` at which the viewBox fits inside the frame, centred. Nil for an empty viewBox.
    package func fit(into frame: Rect) -> (scale: Double, offsetX: Double, offsetY: Double)? {
        guard viewBox.width > 0, viewBox.height > 0 else { return nil }
        let scale = max(0, min(frame.width / viewBox.width, frame.height / viewBox.height))
        return (scale,
                frame.x + (frame.width - viewBox.width * scale) / 2 - viewBox.x * scale,
                frame.y + (frame.height - viewBox.height * scale) / 2 - viewBox.y * scale)
    }
}
