/// How `Pixmap.drawBackdrop(_:in:opacity:clip:)` turns the pixels behind a shape into a material
/// (docs/painter.md#materials): a Gaussian blur, a saturation, a tint composited over, then a colour dodge.
/// Distances are in the canvas's pixels.
package struct BackdropMaterial: Sendable, Equatable {
    /// Standard deviation of the blur in pixels (0: none).
    package var sigma: Double
    /// Saturation factor: 1 keeps the colours, 0 turns them grey, above 1 strengthens them (luminance-preserving,
    /// Rec. 709 weights).
    package var saturation: Double
    /// The colour composited source-over the saturated backdrop (its alpha is the layer's opacity).
    package var tint: Color
    /// Grey level 0..<1 of the colour-dodge layer applied last: each channel becomes c / (1 − dodge), at most its
    /// alpha (0: none).
    package var dodge: Double

    /// A material; no saturation change, tint or dodge unless given.
    package init(sigma: Double, saturation: Double = 1, tint: Color = .clear, dodge: Double = 0) {
        self.sigma = sigma
        self.saturation = saturation
        self.tint = tint
        self.dodge = dodge
    }
}
