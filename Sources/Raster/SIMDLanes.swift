/// Lane-width conversions of SIMD vectors written as plain lane loops. Always inlined, each compiles to a few
/// pack or unpack instructions, where the standard library's generic `init(truncatingIfNeeded:)` was at times
/// left as a function call per vector in the hottest loops (docs/painter.md#speed).
enum SIMDLanes {
    /// The low byte of each 32-bit lane.
    @inline(__always)
    static func lowBytes(_ words: SIMD16<UInt32>) -> SIMD16<UInt8> {
        var bytes = SIMD16<UInt8>()
        for lane in 0..<16 { bytes[lane] = UInt8(truncatingIfNeeded: words[lane]) }
        return bytes
    }

    /// The low byte of each 16-bit lane.
    @inline(__always)
    static func lowBytes(_ halves: SIMD16<UInt16>) -> SIMD16<UInt8> {
        var bytes = SIMD16<UInt8>()
        for lane in 0..<16 { bytes[lane] = UInt8(truncatingIfNeeded: halves[lane]) }
        return bytes
    }

    /// Each byte as a 16-bit lane.
    @inline(__always)
    static func widened(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt16> {
        var halves = SIMD16<UInt16>()
        for lane in 0..<16 { halves[lane] = UInt16(bytes[lane]) }
        return halves
    }

    /// Each byte as a float lane (exact).
    @inline(__always)
    static func floats(_ bytes: SIMD16<UInt8>) -> SIMD16<Float> {
        var floats = SIMD16<Float>()
        for lane in 0..<16 { floats[lane] = Float(bytes[lane]) }
        return floats
    }
}
