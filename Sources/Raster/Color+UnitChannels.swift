extension Color {
    /// A colour from channels in 0...1 (clamped; NaN reads as 0), each rounded to the nearest 8-bit value.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(r: Color.byte(red), g: Color.byte(green), b: Color.byte(blue), a: Color.byte(alpha))
    }

    /// The same colour with its alpha multiplied by `opacity` (0...1), rounded to the nearest 8-bit value.
    package func withAlphaMultiplied(by opacity: Double) -> Color {
        Color(r: r, g: g, b: b, a: Color.byte(Double(a) / 255 * opacity))
    }

    /// 0...1 -> 0...255, rounded to nearest, clamped.
    static func byte(_ unit: Double) -> UInt8 {
        guard unit > 0 else { return 0 }
        guard unit < 1 else { return 255 }
        return UInt8((unit * 255).rounded())
    }
}
