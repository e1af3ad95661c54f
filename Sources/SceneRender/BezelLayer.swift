import Layout
import Raster

/// The phone around the screen for `--bezel`, painted once per render (docs/scenes.md#bezel): `pixmap` holds
/// everything but the screen (the white surround, the shadow, the buttons, the body and its front details), and a
/// mask says where the screen shows (the display's rounded corners less the sensor housing). Each frame only copies
/// the layer and composites its screen into it (`compose(screen:)`), so frames share one painting, and a renderer
/// handed the layer (`SceneRenderer(scene:assets:scale:bezelLayer:)`) paints no phone of its own.
package struct BezelLayer: Sendable {
    /// The static layer, the size of a whole frame.
    package let pixmap: Pixmap
    /// The frame column of the screen's left edge.
    package let screenX: Int
    /// The frame row of the screen's top edge.
    package let screenY: Int
    /// The oriented screen's width in pixels at the layer's scale.
    package let screenWidth: Int
    /// The oriented screen's height in pixels at the layer's scale.
    package let screenHeight: Int
    /// Pixels per point.
    package let scale: Double
    /// Where the screen shows, in frame pixels.
    let screenMask: CoverageMask
    /// The screen rectangle's pixels where the mask is below full (the display's rounded corners, the sensor
    /// housing): what `paintFrame` composes after painting the screen in place.
    let screenEdges: PartialCoverageRuns
    let layout: BezelLayout

    /// Where the screen shows, in frame pixels (the mask `compose(screen:)` composites through).
    package var screenCoverage: CoverageMask { screenMask }

    /// Paints the layer for `device` (described in portrait) turned to `orientation`, at `scale` pixels per point.
    package init(device: DeviceSpec, orientation: Orientation, scale: Double) {
        layout = BezelLayout(device: device, orientation: orientation, scale: scale)
        let frame = DeviceFrame(layout: layout)
        pixmap = frame.paintLayer()
        screenMask = frame.screenMask(device: device, canvas: pixmap)
        (screenX, screenY) = layout.screenOrigin
        let landscape = orientation == .landscape
        screenWidth = landscape ? layout.screenHeight : layout.screenWidth
        screenHeight = landscape ? layout.screenWidth : layout.screenHeight
        self.scale = scale
        screenEdges = PartialCoverageRuns(mask: screenMask, x: screenX, y: screenY, width: screenWidth,
                                          height: screenHeight)
    }

    /// The frame size in pixels the layer of `device` in `orientation` at `scale` has, without painting it.
    package static func frameSize(device: DeviceSpec, orientation: Orientation, scale: Double)
        -> (width: Int, height: Int)
    {
        let layout = BezelLayout(device: device, orientation: orientation, scale: scale)
        return (layout.frameWidth, layout.frameHeight)
    }

    /// The frame size in points (the phone plus the room around it for buttons and shadow), before rounding.
    package static func framePointSize(device: DeviceSpec, orientation: Orientation) -> (width: Double, height: Double) {
        BezelLayout.pointSize(device: device, orientation: orientation)
    }

    /// A frame: a copy of the layer with `screen` composited source-over at (`screenX`, `screenY`) through the
    /// screen mask. Where the mask is full, an opaque screen's pixels come through unchanged.
    package func compose(screen: Pixmap) -> Pixmap {
        var frame = pixmap
        frame.draw(screen, atX: screenX, y: screenY, mask: screenMask)
        return frame
    }

    /// `compose(screen:)` into `frame`, reusing its storage: when `frame` is not the layer's size it first becomes
    /// a copy of the layer; after that only the pixels the screen mask covers are rewritten (from the layer and
    /// `screen`), so a buffer used for nothing else gives exactly `compose(screen:)`'s bytes for every frame
    /// without copying the whole layer each time (docs/scenes.md#bezel).
    package func compose(screen: Pixmap, into frame: inout Pixmap) {
        if frame.width != pixmap.width || frame.height != pixmap.height { frame = pixmap }
        frame.composite(screen, atX: screenX, y: screenY, mask: screenMask, over: pixmap)
    }

    /// A frame painted in place: `paintScreen` paints the screen on a screen-sized canvas already filled with
    /// `background`, and `frame` ends up with the bytes `compose(screen:)` gives for that screen. With an opaque
    /// background and the screen inside the frame (every device), the canvas is a window onto `frame` itself, so
    /// the screen is painted where it shows and only the pixels the mask covers partly are composed afterwards
    /// (docs/painter.md#painting-into-the-phone-frame); otherwise it is a canvas of its own, composed as
    /// `compose(screen:into:)` does. `frame` is reused as that method reuses it: when it is not the layer's size it
    /// first becomes a copy of the layer, and it must otherwise hold a frame one of these two methods made.
    package func paintFrame(into frame: inout Pixmap, background: Color, paintScreen: (inout Pixmap) -> Void) {
        let screenInside = screenX >= 0 && screenY >= 0 && screenX + screenWidth <= pixmap.width
            && screenY + screenHeight <= pixmap.height
        guard background.a == 255, screenInside else {
            var screen = Pixmap(width: screenWidth, height: screenHeight, fill: background)
            paintScreen(&screen)
            compose(screen: screen, into: &frame)
            return
        }
        if frame.width != pixmap.width || frame.height != pixmap.height { frame = pixmap }
        // The frame's storage moves into the window (one owner, so painting does not copy it) and back.
        var window = Pixmap(window: frame, x: screenX, y: screenY, width: screenWidth, height: screenHeight)
        frame = Pixmap(width: 0, height: 0)
        window.replaceAll(with: background)
        paintScreen(&window)
        frame = Pixmap(parentOf: consume window)
        frame.composite(paintedInPlace: screenEdges, over: pixmap)
    }
}
