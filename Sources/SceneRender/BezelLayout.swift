import Layout
import Raster

/// Where the phone and its screen land in a frame at one scale, in whole pixels: the body's borders are rounded
/// to whole pixels so the screen's pixels are copied, never resampled; margins leave room for the buttons and the
/// shadow; `transform` maps the portrait body's pixel space (origin at the body's top-left corner, buttons at
/// negative x or beyond the width) into the frame. In landscape the phone is turned a quarter turn anticlockwise:
/// its top (the sensor housing, or the SE's earpiece) on the left, the volume buttons at the bottom and the side
/// button on top (docs/scenes.md#bezel).
struct BezelLayout: Sendable, Equatable {
    /// Space around the phone in points (frame edges, not the phone's): room for the buttons (under 4 pt) and the
    /// shadow, which falls `DeviceFrame.shadowOffset` below the phone and fades over about 2.5 sigma.
    static let margin = EdgeInsets(top: 12, left: 16, bottom: 24, right: 16)

    let body: PhoneBody
    let orientation: Orientation
    /// Pixels per point.
    let scale: Double
    /// The screen in portrait, in pixels (rounded as `SceneRenderer` rounds it).
    let screenWidth: Int
    let screenHeight: Int
    /// The body beside, above and below the portrait screen, in whole pixels.
    let side: Int
    let top: Int
    let bottom: Int
    /// `margin` in whole pixels, by frame edge.
    let marginLeft: Int
    let marginTop: Int
    let marginRight: Int
    let marginBottom: Int

    /// The layout of `device` (in portrait) turned to `orientation`, at `scale` pixels per point.
    init(device: DeviceSpec, orientation: Orientation, scale: Double) {
        func pixels(_ points: Double) -> Int { max(0, Int((points * scale).rounded())) }
        body = PhoneBody.body(for: device)
        self.orientation = orientation
        self.scale = scale
        screenWidth = max(1, Int((device.width * scale).rounded()))
        screenHeight = max(1, Int((device.height * scale).rounded()))
        side = pixels(body.side)
        top = pixels(body.top)
        bottom = pixels(body.bottom)
        marginLeft = pixels(Self.margin.left)
        marginTop = pixels(Self.margin.top)
        marginRight = pixels(Self.margin.right)
        marginBottom = pixels(Self.margin.bottom)
    }

    /// The frame's size in points for `device` in `orientation` (phone plus margins), before any rounding.
    static func pointSize(device: DeviceSpec, orientation: Orientation) -> (width: Double, height: Double) {
        let body = PhoneBody.body(for: device)
        let across = device.width + 2 * body.side, along = device.height + body.top + body.bottom
        let (width, height) = orientation == .landscape ? (along, across) : (across, along)
        return (width + margin.left + margin.right, height + margin.top + margin.bottom)
    }

    /// The portrait body's width in pixels.
    var bodyWidth: Int { screenWidth + 2 * side }
    /// The portrait body's height in pixels.
    var bodyHeight: Int { screenHeight + top + bottom }

    /// The frame's width in pixels.
    var frameWidth: Int { marginLeft + (orientation == .landscape ? bodyHeight : bodyWidth) + marginRight }
    /// The frame's height in pixels.
    var frameHeight: Int { marginTop + (orientation == .landscape ? bodyWidth : bodyHeight) + marginBottom }

    /// Portrait body pixels to frame pixels. Landscape: (x, y) goes to (y, bodyWidth − x), whole pixels to whole
    /// pixels, then both are shifted by the margins.
    var transform: Transform {
        switch orientation {
        case .portrait:
            return .translation(x: Double(marginLeft), y: Double(marginTop))
        case .landscape:
            return Transform(a: 0, b: -1, c: 1, d: 0, tx: Double(marginLeft), ty: Double(bodyWidth + marginTop))
        }
    }

    /// The body's outline in portrait body pixels.
    var bodyRect: Rect { Rect(x: 0, y: 0, width: Double(bodyWidth), height: Double(bodyHeight)) }
    /// The screen in portrait body pixels.
    var screenRect: Rect {
        Rect(x: Double(side), y: Double(top), width: Double(screenWidth), height: Double(screenHeight))
    }

    /// The frame pixel where the oriented screen's top-left pixel goes.
    var screenOrigin: (x: Int, y: Int) {
        orientation == .landscape ? (marginLeft + top, marginTop + side) : (marginLeft + side, marginTop + top)
    }
}
