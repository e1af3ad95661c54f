/// The scroll view's vertical geometry, in points: the visible height, the content height and the content insets.
///
/// Offsets follow UIKit: `contentOffset.y`, positive when the content has moved up (scrolled toward its end).
public struct ScrollGeometry: Sendable, Equatable {
    /// Height of the scroll view's bounds (the viewport), in points. Also the rubber band's dimension `d`.
    public var viewportHeight: Double
    /// Height of the scrollable content, in points.
    public var contentHeight: Double
    /// `contentInset.top`, in points; the top edge rests at offset `-contentInsetTop`.
    public var contentInsetTop: Double
    /// `contentInset.bottom`, in points.
    public var contentInsetBottom: Double
    /// Device pixels per point (the screen scale, e.g. 3 on a modern iPhone). Resting offsets are rounded to
    /// multiples of `1 / pixelScale` points, as UIKit rounds `contentOffset` to the pixel grid; the default 1 rounds
    /// to whole points.
    public var pixelScale: Double

    /// Creates a geometry; every value is in points except `pixelScale` (pixels per point).
    public init(
        viewportHeight: Double, contentHeight: Double,
        contentInsetTop: Double = 0, contentInsetBottom: Double = 0, pixelScale: Double = 1
    ) {
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.contentInsetTop = contentInsetTop
        self.contentInsetBottom = contentInsetBottom
        self.pixelScale = pixelScale
    }

    /// The smallest resting offset, `-contentInset.top` (docs/physics.md#offset-limits).
    public var minOffset: Double { -contentInsetTop }

    /// The largest resting offset, `max(minOffset, contentHeight + contentInset.bottom - viewportHeight)`.
    public var maxOffset: Double { max(minOffset, contentHeight + contentInsetBottom - viewportHeight) }

    /// Whether the content plus its insets is taller than the viewport, the condition under which UIKit lets a view
    /// with `bounces` on bounce vertically even without `alwaysBounceVertical`.
    package var contentOverflowsViewport: Bool {
        contentHeight + contentInsetTop + contentInsetBottom > viewportHeight
    }

    /// `offset` rounded to the nearest multiple of `1 / pixelScale` points (halves away from zero).
    package func roundedToPixelGrid(_ offset: Double) -> Double {
        (offset * pixelScale).rounded() / pixelScale
    }

    /// `offset` limited to `minOffset...maxOffset`.
    package func clampedToBounds(_ offset: Double) -> Double {
        min(max(offset, minOffset), maxOffset)
    }

    /// Checks every field; throws naming the first invalid one and its valid range.
    public func validate() throws(PhysicsParameterError) {
        if !(viewportHeight.isFinite && viewportHeight > 0) {
            throw PhysicsParameterError(parameter: "viewportHeight", value: viewportHeight, expected: "a finite number > 0 (points)")
        }
        if !(contentHeight.isFinite && contentHeight >= 0) {
            throw PhysicsParameterError(parameter: "contentHeight", value: contentHeight, expected: "a finite number >= 0 (points)")
        }
        if !contentInsetTop.isFinite {
            throw PhysicsParameterError(parameter: "contentInsetTop", value: contentInsetTop, expected: "a finite number (points)")
        }
        if !contentInsetBottom.isFinite {
            throw PhysicsParameterError(parameter: "contentInsetBottom", value: contentInsetBottom, expected: "a finite number (points)")
        }
        if !(pixelScale.isFinite && pixelScale > 0) {
            throw PhysicsParameterError(parameter: "pixelScale", value: pixelScale, expected: "a finite number > 0 (pixels per point)")
        }
    }
}
