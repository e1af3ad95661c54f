/// A border drawn inside a view's bounds, following its `cornerRadius`, as `CALayer.borderWidth`/`borderColor`
/// (docs/scenes.md#borders-shadows-and-gradients). Width 0 draws nothing.
package struct ViewBorder: Sendable, Equatable {
    /// Points, >= 0.
    package var width: Double
    /// `CALayer.borderColor`'s default is opaque black.
    package var color: Color

    /// No border (width 0, black as CALayer).
    package init(width: Double = 0, color: Color = .black) {
        self.width = width
        self.color = color
    }
}

/// A drop shadow with `CALayer` semantics: the shape of the view's opaque content (with its subviews), blurred by
/// `radius`, moved by `offset`, tinted `color` at `opacity`, drawn under the view and not clipped by the view's
/// own `clips` (docs/scenes.md#borders-shadows-and-gradients). Opacity 0 (the default, as CALayer's) draws none.
package struct ViewShadow: Sendable, Equatable {
    /// `CALayer.shadowColor`'s default is opaque black.
    package var color: Color
    /// 0...1; `CALayer.shadowOpacity`'s default 0 means no shadow.
    package var opacity: Double
    /// Blur radius in points, the standard deviation of the Gaussian (`CALayer.shadowRadius`, default 3).
    package var radius: Double
    /// Points; `CALayer.shadowOffset`'s default is (0, -3), which on iOS's flipped layers moves the shadow up.
    package var offset: Point

    /// CALayer's defaults: black, opacity 0, radius 3, offset (0, -3).
    package init(color: Color = .black, opacity: Double = 0, radius: Double = 3, offset: Point = Point(x: 0, y: -3)) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// Whether the shadow draws anything.
    package var isVisible: Bool { opacity > 0 && color.a > 0 }
}

/// A linear gradient filling a view, as `CAGradientLayer` (axial): colours at `locations` along the line from
/// `start` to `end`, both unit points of the view's bounds (docs/scenes.md#borders-shadows-and-gradients).
package struct ViewGradient: Sendable, Equatable {
    /// At least two colours.
    package var colors: [Color]
    /// One location in 0...1 per colour, non-decreasing; spread evenly when not given.
    package var locations: [Double]
    /// Unit point of the bounds where location 0 lies (`CAGradientLayer.startPoint`, default top centre).
    package var start: Point
    /// Unit point where location 1 lies (default bottom centre).
    package var end: Point

    /// A gradient; `locations` empty spreads the colours evenly from 0 to 1.
    package init(colors: [Color], locations: [Double] = [], start: Point = Point(x: 0.5, y: 0),
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
package struct ViewTransform: Sendable, Equatable {
    /// Uniform scale, multiplied into `scaleX` and `scaleY`.
    package var scale: Double
    package var scaleX: Double
    package var scaleY: Double
    /// Points, after scaling and rotating.
    package var translateX: Double
    package var translateY: Double
    /// Degrees, clockwise on the screen (y points down).
    package var rotation: Double
    /// Unit point of the bounds that stays put under scale and rotation (`CALayer.anchorPoint`, default centre).
    package var anchor: Point

    /// The identity: scale 1, no translation or rotation, anchored at the centre.
    package init(scale: Double = 1, scaleX: Double = 1, scaleY: Double = 1, translateX: Double = 0,
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
    package var isIdentity: Bool {
        scale * scaleX == 1 && scale * scaleY == 1 && translateX == 0 && translateY == 0
            && rotation.truncatingRemainder(dividingBy: 360) == 0
    }
}
