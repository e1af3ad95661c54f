import Layout
import Raster

/// The phone around the screen for `--bezel`, painted once per render (docs/scenes.md#bezel): `pixmap` holds
/// everything but the screen (the white surround, the shadow, the buttons, the body and its front details), and a
/// mask says where the screen shows (the display's rounded corners less the sensor housing). Each frame only copies
/// the layer and composites its screen into it (`compose(screen:)`), so frames share one painting, and a renderer
/// handed the layer (`SceneRenderer(scene:assets:scale:bezelLayer:)`) paints no phone of its own.
public struct BezelLayer: Sendable {
    /// The static layer, the size of a whole frame.
    public let pixmap: Pixmap
    /// The frame column of the screen's left edge.
    public let screenX: Int
    /// The frame row of the screen's top edge.
    public let screenY: Int
    /// The oriented screen's width in pixels at the layer's scale.
    public let screenWidth: Int
    /// The oriented screen's height in pixels at the layer's scale.
    public let screenHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// Where the screen shows, in frame pixels.
    let screenMask: CoverageMask
    let layout: BezelLayout

    /// Where the screen shows, in frame pixels (the mask `compose(screen:)` composites through).
    public var screenCoverage: CoverageMask { screenMask }

    /// Paints the layer for `device` (described in portrait) turned to `orientation`, at `scale` pixels per point.
    public init(device: DeviceSpec, orientation: Orientation, scale: Double) {
        layout = BezelLayout(device: device, orientation: orientation, scale: scale)
        let frame = DeviceFrame(layout: layout)
        pixmap = frame.paintLayer()
        screenMask = frame.screenMask(device: device, canvas: pixmap)
        (screenX, screenY) = layout.screenOrigin
        let landscape = orientation == .landscape
        screenWidth = landscape ? layout.screenHeight : layout.screenWidth
        screenHeight = landscape ? layout.screenWidth : layout.screenHeight
        self.scale = scale
    }

    /// The frame size in pixels the layer of `device` in `orientation` at `scale` has, without painting it.
    public static func frameSize(device: DeviceSpec, orientation: Orientation, scale: Double)
        -> (width: Int, height: Int)
    {
        let layout = BezelLayout(device: device, orientation: orientation, scale: scale)
        return (layout.frameWidth, layout.frameHeight)
    }

    /// The frame size in points (the phone plus the room around it for buttons and shadow), before rounding.
    public static func framePointSize(device: DeviceSpec, orientation: Orientation) -> (width: Double, height: Double) {
        BezelLayout.pointSize(device: device, orientation: orientation)
    }

    /// A frame: a copy of the layer with `screen` composited source-over at (`screenX`, `screenY`) through the
    /// screen mask. Where the mask is full, an opaque screen's pixels come through unchanged.
    public func compose(screen: Pixmap) -> Pixmap {
        var frame = pixmap
        frame.draw(screen, atX: screenX, y: screenY, mask: screenMask)
        return frame
    }

    /// `compose(screen:)` into `frame`, reusing its storage: when `frame` is not the layer's size it first becomes
    /// a copy of the layer; after that only the pixels the screen mask covers are rewritten (from the layer and
    /// `screen`), so a buffer used for nothing else gives exactly `compose(screen:)`'s bytes for every frame
    /// without copying the whole layer each time (docs/scenes.md#bezel).
    public func compose(screen: Pixmap, into frame: inout Pixmap) {
        if frame.width != pixmap.width || frame.height != pixmap.height { frame = pixmap }
        frame.composite(screen, atX: screenX, y: screenY, mask: screenMask, over: pixmap)
    }
}
