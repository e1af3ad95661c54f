/// An sRGB colour with 8-bit channels and straight (non-premultiplied) alpha.
public struct Color: Sendable, Hashable {
    /// Red, 0...255 (sRGB-encoded).
    public var r: UInt8
    /// Green, 0...255 (sRGB-encoded).
    public var g: UInt8
    /// Blue, 0...255 (sRGB-encoded).
    public var b: UInt8
    /// Opacity: 0 transparent ... 255 opaque.
    public var a: UInt8

    /// A colour from its 8-bit channels; opaque unless `a` is given.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Fully transparent black.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white.
    package static let white = Color(r: 255, g: 255, b: 255)
}
