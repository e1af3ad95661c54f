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

    /// The low byte of each 16-bit lane. Built from two eight-lane halves: as one sixteen-lane loop, after a shift
    /// that leaves the high bytes known to be zero, the optimiser packed only the first half with `packuswb` and
    /// inserted the other eight bytes one by one.
    @inline(__always)
    static func lowBytes(_ halves: SIMD16<UInt16>) -> SIMD16<UInt8> {
        SIMD16(lowHalf: lowBytes(halves.lowHalf), highHalf: lowBytes(halves.highHalf))
    }

    /// The low byte of each 16-bit lane (eight lanes).
    @inline(__always)
    static func lowBytes(_ halves: SIMD8<UInt16>) -> SIMD8<UInt8> {
        var bytes = SIMD8<UInt8>()
        for lane in 0..<8 { bytes[lane] = UInt8(truncatingIfNeeded: halves[lane]) }
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

    /// Each byte as a 16-bit lane (eight lanes).
    @inline(__always)
    static func widened(_ bytes: SIMD8<UInt8>) -> SIMD8<UInt16> {
        var halves = SIMD8<UInt16>()
        for lane in 0..<8 { halves[lane] = UInt16(bytes[lane]) }
        return halves
    }

    /// The high 16 bits of each lane's 32-bit product, ⌊a · b / 65536⌋ (SSE2's `pmulhuw`).
    @inline(__always)
    static func multipliedHigh(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
        var high = SIMD16<UInt16>()
        for lane in 0..<16 {
            high[lane] = UInt16(truncatingIfNeeded: (UInt32(a[lane]) &* UInt32(b[lane])) &>> 16)
        }
        return high
    }
}
