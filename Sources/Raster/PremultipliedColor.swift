/// A premultiplied RGBA8 colour (every colour channel <= alpha).
struct PremultipliedColor: Equatable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8
}

extension Color {
    /// The colour premultiplied by its alpha, rounded: (r·a/255, g·a/255, b·a/255, a).
    var premultiplied: PremultipliedColor {
        PremultipliedColor(r: mul255(r, a), g: mul255(g, a), b: mul255(b, a), a: a)
    }
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
