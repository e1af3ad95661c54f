import Foundation

/// CIE76 colour difference of two straight 8-bit sRGB pixels, for the perceptual pixel tolerance
/// (docs/library.md#tolerances): each pixel is composited over white, linearised with the sRGB transfer function
/// (IEC 61966-2-1), taken to CIE XYZ with the sRGB primaries and D65 white, then to CIELAB; ΔE*ab is the
/// Euclidean distance of the two Lab triples.
enum ColorDifference {
    /// CIELAB L*, a*, b*.
    typealias Lab = (l: Double, a: Double, b: Double)

    /// sRGB's electro-optical transfer function (IEC 61966-2-1): an 8-bit value to linear light in 0...1.
    static func linear(_ value: UInt8) -> Double {
        let encoded = Double(value) / 255
        return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// D65 reference white (CIE 15:2004, 2° observer), Y = 1.
    static let whiteX = 0.95047, whiteZ = 1.08883

    /// A straight pixel over white, in CIELAB.
    static func lab(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Lab {
        let coverage = Double(alpha) / 255
        // Over white in linear light (the reference and the frame share the same white page behind them).
        let r = linear(red) * coverage + (1 - coverage)
        let g = linear(green) * coverage + (1 - coverage)
        let b = linear(blue) * coverage + (1 - coverage)
        // sRGB primaries to XYZ (IEC 61966-2-1).
        let x = 0.4124 * r + 0.3576 * g + 0.1805 * b
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = 0.0193 * r + 0.1192 * g + 0.9505 * b
        // CIELAB (CIE 15:2004): f(t) = t^(1/3) above (6/29)^3, else t / (3 (6/29)^2) + 4/29.
        func f(_ t: Double) -> Double {
            let epsilon = 216.0 / 24389.0
            return t > epsilon ? cbrt(t) : t * (24389.0 / 27.0) / 116 + 16.0 / 116
        }
        let fx = f(x / whiteX), fy = f(y), fz = f(z / whiteZ)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// ΔE*ab (CIE 1976): the Euclidean distance in CIELAB.
    static func deltaE76(_ first: Lab, _ second: Lab) -> Double {
        let dl = first.l - second.l, da = first.a - second.a, db = first.b - second.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
