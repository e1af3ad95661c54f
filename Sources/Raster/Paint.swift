/// One colour stop of a gradient: `location` in 0...1 along the gradient axis.
package struct GradientStop: Sendable, Equatable {
    /// Position along the gradient, 0 at the start point and 1 at the end point.
    package var location: Double
    /// The colour at `location`.
    package var color: Color

    /// A stop at `location` with `color`.
    package init(_ location: Double, _ color: Color) {
        self.location = location
        self.color = color
    }
}

/// What fills covered pixels. Gradient geometry is in the same coordinate space as the shape it paints, so it
/// moves with the shape's `transform`.
package enum Paint: Sendable, Equatable {
    /// One colour everywhere.
    case solid(Color)
    /// Colour varies along the line from `start` to `end` (stops sorted by location; pads beyond the ends),
    /// interpolated in premultiplied space (so a stop fading to `.clear` does not darken).
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// Colour varies with distance from `center`: location 0 at the centre, 1 at `radius` (pads beyond).
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
}
