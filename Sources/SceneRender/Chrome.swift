import Raster
#if canImport(Glibc)
import Glibc
#endif

func cosine(_ x: Double) -> Double { cos(x) }
func sine(_ x: Double) -> Double { sin(x) }
func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// What the iOS chrome shows in one frame, computed by the caller from the scroll timeline (time comes from
/// the frame index, so this is a plain value).
package struct ChromeState: Sendable, Equatable {
    /// 0 = status bar fully shown, 1 = fully slid away (the 0.2 s slide animation's progress).
    package var statusBarHiddenFraction: Double
    /// The scroll indicator, when visible.
    package var indicator: ScrollIndicatorState?
    /// The finger's position in screen points, when a touch indicator should be drawn.
    package var touch: Point?

    /// A state with the status bar shown, no indicator and no touch.
    package init(statusBarHiddenFraction: Double = 0, indicator: ScrollIndicatorState? = nil, touch: Point? = nil) {
        self.statusBarHiddenFraction = statusBarHiddenFraction
        self.indicator = indicator
        self.touch = touch
    }
}

/// The vertical scroll indicator, in screen points: a 2.5 pt wide capsule inset 3 pt from the right edge.
package struct ScrollIndicatorState: Sendable, Equatable {
    /// Top of the capsule.
    package var y: Double
    /// Length of the capsule (it shrinks while overscrolled).
    package var length: Double
    /// Opacity 0...1 (fades out after scrolling stops).
    package var alpha: Double

    /// A capsule at `y` of `length` points with `alpha` opacity.
    package init(y: Double, length: Double, alpha: Double) {
        self.y = y
        self.length = length
        self.alpha = alpha
    }

    /// UIKit's indicator geometry for a scroll position, following UIScrollView's behaviour:
    /// the track is the viewport minus the indicator insets and a 3 pt margin at each end; the length is
    /// proportional to visible/total content (at least `minimumLength`, 36 pt), and overscroll shortens it by
    /// the overscroll distance down to `minimumOverscrolledLength` (7 pt), pinned to the edge it passed.
    package static func geometry(offset: Double, minOffset: Double, maxOffset: Double, viewportHeight: Double,
                                contentHeight: Double, insetTop: Double, insetBottom: Double,
                                alpha: Double) -> ScrollIndicatorState {
        let margin = 3.0, minimumLength = 36.0, minimumOverscrolledLength = 7.0
        let trackTop = insetTop + margin
        let trackLength = max(0, viewportHeight - insetTop - insetBottom - 2 * margin)
        let scrollRange = max(maxOffset - minOffset, 0)
        let visibleFraction = viewportHeight / max(viewportHeight, viewportHeight + scrollRange)
        var length = min(trackLength, max(minimumLength, trackLength * visibleFraction))
        let progress = scrollRange > 0 ? (offset - minOffset) / scrollRange : 0
        var y = trackTop + (trackLength - length) * min(max(progress, 0), 1)
        if offset < minOffset {
            length = max(minimumOverscrolledLength, length - (minOffset - offset))
            y = trackTop
        } else if offset > maxOffset {
            length = max(minimumOverscrolledLength, length - (offset - maxOffset))
            y = trackTop + trackLength - length
        }
        return ScrollIndicatorState(y: y, length: length, alpha: alpha)
    }
}
