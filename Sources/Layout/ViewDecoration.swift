/// A border drawn inside a view's bounds, following its `cornerRadius`, as `CALayer.borderWidth`/`borderColor`
/// (docs/scenes.md#borders-shadows-and-gradients). Width 0 draws nothing.
public struct ViewBorder: Sendable, Equatable {
    /// Points, >= 0.
    public var width: Double
    /// `CALayer.borderColor`'s default is opaque black.
    public var color: Color

    /// No border (width 0, black as CALayer).
    public init(width: Double = 0, color: Color = .black) {
        self.width = width
        self.color = color
    }
}

/// A drop shadow with `CALayer` semantics: the shape of the view's opaque content (with its subviews), blurred by
/// `radius`, moved by `offset`, tinted `color` at `opacity`, drawn under the view and not clipped by the view's
/// own `clips` (docs/scenes.md#borders-shadows-and-gradients). Opacity 0 (the default, as CALayer's) draws none.
public struct ViewShadow: Sendable, Equatable {
    /// `CALayer.shadowColor`'s default is opaque black.
    public var color: Color
    /// 0...1; `CALayer.shadowOpacity`'s default 0 means no shadow.
    public var opacity: Double
    /// Blur radius in points, the standard deviation of the Gaussian (`CALayer.shadowRadius`, default 3).
    public var radius: Double
    /// Points; `CALayer.shadowOffset`'s default is (0, -3), which on iOS's flipped layers moves the shadow up.
    public var offset: Point

    /// CALayer's defaults: black, opacity 0, radius 3, offset (0, -3).
    public init(color: Color = .black, opacity: Double = 0, radius: Double = 3, offset: Point = Point(x: 0, y: -3)) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// Whether the shadow draws anything.
    public var isVisible: Bool { opacity > 0 && color.a > 0 }
}

/// A linear gradient filling a view, as `CAGradientLayer` (axial): colours at `locations` along the line from
/// `start` to `end`, both unit points of the view's bounds (docs/scenes.md#borders-shadows-and-gradients).
public struct ViewGradient: Sendable, Equatable {
    /// At least two colours.
    public var colors: [Color]
    /// One location in 0...1 per colour, non-decreasing; spread evenly when not given.
    public var locations: [Double]
    /// Unit point of the bounds where location 0 lies (`CAGradientLayer.startPoint`, default top centre).
    public var start: Point
    /// Unit point where location 1 lies (default bottom centre).
    public var end: Point

    /// A gradient; `locations` empty spreads the colours evenly from 0 to 1.
    public init(colors: [Color], locations: [Double] = [], start: Point = Point(x: 0.5, y: 0),
                end: Point = Point(x: 0.5, y: 1)) {
        self.colors = colors
        self.locations = locations.isEmpty && colors.count > 1
            ? colors.indices.map { Double($0) / Double(colors.count - 1) } : locations
        self.start = start
        self.end = end
    }
}

/// An affine transform of the view's drawing, applied after layout like `CALayer.transform` (it never moves other
/// views): scale and rotation about `anchor`, then translation (docs/scenes.md#transforms).
public struct ViewTransform: Sendable, Equatable {
    /// Uniform scale, multiplied into `scaleX` and `scaleY`.
    public var scale: Double
    public var scaleX: Double
    public var scaleY: Double
    /// Points, after scaling and rotating.
    public var translateX: Double
    public var translateY: Double
    /// Degrees, clockwise on the screen (y points down).
    public var rotation: Double
    /// Unit point of the bounds that stays put under scale and rotation (`CALayer.anchorPoint`, default centre).
    public var anchor: Point

    /// The identity: scale 1, no translation or rotation, anchored at the centre.
    public init(scale: Double = 1, scaleX: Double = 1, scaleY: Double = 1, translateX: Double = 0,
                translateY: Double = 0, rotation: Double = 0, anchor: Point = Point(x: 0.5, y: 0.5)) {
        self.scale = scale
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translateX = translateX
        self.translateY = translateY
        self.rotation = rotation
        self.anchor = anchor
    }

    /// Whether the transform leaves every point where it is (the anchor then does not matter).
    public var isIdentity: Bool {
        scale * scaleX == 1 && scale * scaleY == 1 && translateX == 0 && translateY == 0
            && rotation.truncatingRemainder(dividingBy: 360) == 0
    }
}
