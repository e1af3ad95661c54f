import Testing
@testable import Raster

/// Glyph coverage union (a + b - round(a·b/255)): the sixteen-lane form equals the plain integer formula for
/// every pair of bytes, and `uniteBlocks` gives it per byte over a zero-padded row.
@Suite struct CoverageUnionTests {
    /// The plain formula with integer division, written from its definition.
    static func plainUnion(_ a: Int, _ b: Int) -> UInt8 { UInt8(a + b - (a * b + 127) / 255) }

    @Test func sixteenLanesEqualThePlainFormulaForEveryPair() {
        var mismatches = 0
        for a in 0...255 {
            for start in stride(from: 0, to: 256, by: 16) {
                let existing = SIMD16<UInt8>(repeating: UInt8(a))
                var added = SIMD16<UInt8>()
                for lane in 0..<16 { added[lane] = UInt8(start + lane) }
                let united = CoverageMask.union(existing, added)
                for lane in 0..<16 where united[lane] != Self.plainUnion(a, start + lane) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        // Spot values from the definition: 128 ∪ 128 = 256 - round(64.25) = 192; x ∪ 0 = x; x ∪ 255 = 255.
        #expect(CoverageMask.union(128, 128) == 192)
        #expect(CoverageMask.union(77, 0) == 77)
        #expect(CoverageMask.union(0, 77) == 77)
        #expect(CoverageMask.union(3, 255) == 255)
    }

    /// The division identity the vector form relies on: p / 255 == (p + 1 + p >> 8) >> 8 for p up to 65152
    /// (255 · 255 + 127), with no intermediate above 16 bits.
    @Test func divisionBy255IdentityHoldsOverTheWholeRange() {
        var mismatches = 0
        for p in 0...(255 * 255 + 127) {
            let shifted = p + 1 + (p >> 8)
            if shifted > Int(UInt16.max) || shifted >> 8 != p / 255 { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// A row padded with zeros to whole blocks (as `GlyphBitmap.rowStride` pads glyph rows) unites its `width`
    /// bytes by the formula and leaves the destination bytes under its padding as they were.
    @Test(arguments: [1, 8, 15, 16, 17, 29, 37])
    func uniteBlocksMatchesThePlainFormulaAndLeavesPaddingAlone(width: Int) {
        let stride = GlyphBitmap.rowStride(width: width)
        let blocks = stride / 16
        // The destination runs past the padding: those bytes must stay too.
        let existing = (0..<(stride + 16)).map { UInt8(($0 * 71 + 5) % 256) }
        let added = (0..<stride).map { $0 < width ? UInt8(($0 * 29 + 200) % 256) : 0 }
        var united = existing
        united.withUnsafeMutableBufferPointer { into in
            added.withUnsafeBufferPointer { from in
                guard let intoBase = into.baseAddress, let fromBase = from.baseAddress else { return }
                CoverageMask.uniteBlocks(fromBase, into: intoBase, blocks: blocks)
            }
        }
        #expect(Array(united[..<width]) == (0..<width).map { Self.plainUnion(Int(existing[$0]), Int(added[$0])) })
        #expect(Array(united[width...]) == Array(existing[width...]))
    }

    @Test func rowStrideIsTheWidthRoundedUpToSixteen() {
        #expect(GlyphBitmap.rowStride(width: 0) == 0)
        #expect(GlyphBitmap.rowStride(width: 1) == 16)
        #expect(GlyphBitmap.rowStride(width: 16) == 16)
        #expect(GlyphBitmap.rowStride(width: 17) == 32)
        #expect(GlyphBitmap.rowStride(width: 47) == 48)
    }
}
