extension CoverageMask {
    /// The union of coverages `a` and `b` as stacked coverage: a + b - round(a · b / 255) (a alone where b is 0,
    /// b alone where a is 0; never above 255). Overlapping glyphs combine this way (docs/painter.md#speed).
    @inline(__always)
    static func union(_ a: Int, _ b: Int) -> Int {
        a + b - (a * b + 127) / 255
    }

    /// `union` of sixteen coverage pairs at once, in 16-bit lanes and exactly: p = a · b + 127 is at most 65152,
    /// and p / 255 == (p + 1 + p >> 8) >> 8 for every p up to 65152 (the whole range is checked by
    /// CoverageUnionTests), so no lane overflows and every lane equals the scalar `union`.
    @inline(__always)
    static func union(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let wideA = SIMDLanes.widened(a), wideB = SIMDLanes.widened(b)
        let product = wideA &* wideB &+ 127
        let quotient = (product &+ 1 &+ (product &>> 8)) &>> 8
        return SIMDLanes.lowBytes(wideA &+ wideB &- quotient)
    }

    /// Unites `blocks` x 16 coverage bytes of `source` into `destination` (`union` per byte), sixteen at a time:
    /// for rows padded with zeros to a multiple of sixteen (`GlyphBitmap.rowStride`), where the padding leaves
    /// the destination's bytes as they are.
    @inline(__always)
    static func uniteBlocks(_ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>,
                            blocks: Int) {
        let from = UnsafeRawPointer(source), into = UnsafeMutableRawPointer(destination)
        var offset = 0
        for _ in 0..<blocks {
            let existing = into.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let added = from.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            into.storeBytes(of: union(existing, added), toByteOffset: offset, as: SIMD16<UInt8>.self)
            offset &+= 16
        }
    }
}
