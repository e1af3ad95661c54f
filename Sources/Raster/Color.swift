/// A straight (non-premultiplied) sRGB colour with 8-bit channels.
public struct Color: Sendable, Equatable, Hashable {
    /// Red, 0...255 (sRGB-encoded).
    public var r: UInt8
    /// Green, 0...255 (sRGB-encoded).
    public var g: UInt8
    /// Blue, 0...255 (sRGB-encoded).
    public var b: UInt8
    /// Opacity: 0 transparent ... 255 opaque.
    public var a: UInt8

    /// A colour from 8-bit channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A colour from channels in 0...1 (clamped; NaN reads as 0), rounded to the nearest 8-bit value.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(r: Color.byte(red), g: Color.byte(green), b: Color.byte(blue), a: Color.byte(alpha))
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits in either case);
    /// nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        var values: [UInt8] = []
        for character in digits {
            guard let value = character.hexDigitValue else { return nil }
            values.append(UInt8(value))
        }
        switch values.count {
        case 3, 4:
            let channels = values.map { $0 * 17 }
            self.init(r: channels[0], g: channels[1], b: channels[2], a: values.count == 4 ? channels[3] : 255)
        case 6, 8:
            let channels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            self.init(r: channels[0], g: channels[1], b: channels[2], a: values.count == 8 ? channels[3] : 255)
        default:
            return nil
        }
    }

    /// The same colour with its alpha multiplied by `opacity` (0...1).
    public func withAlphaMultiplied(by opacity: Double) -> Color {
        Color(r: r, g: g, b: b, a: Color.byte(Double(a) / 255 * opacity))
    }

    /// Fully transparent black.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)

    /// The colour premultiplied by its alpha, rounded: (r·a/255, g·a/255, b·a/255, a).
    var premultiplied: PremultipliedColor {
        PremultipliedColor(r: mul255(r, a), g: mul255(g, a), b: mul255(b, a), a: a)
    }

    /// 0...1 -> 0...255, rounded to nearest, clamped.
    static func byte(_ unit: Double) -> UInt8 {
        guard unit > 0 else { return 0 }
        guard unit < 1 else { return 255 }
        return UInt8((unit * 255).rounded())
    }
}

/// A premultiplied RGBA8 colour (every colour channel <= alpha).
struct PremultipliedColor: Equatable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8
}

/// Exactly rounded `a·b/255` for bytes (the classic `(t + 128 + ((t + 128) >> 8)) >> 8` identity).
@inline(__always)
func mul255(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: mul255(Int(a), Int(b)))
}

/// Exactly rounded `a·b/255` for values in 0...255.
@inline(__always)
func mul255(_ a: Int, _ b: Int) -> Int {
    let t = a * b + 128
    return (t + (t >> 8)) >> 8
}
