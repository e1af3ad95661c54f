/// A GIF colour table (1...256 colours) with an exact nearest-colour lookup.
///
/// Immutable and `Sendable`: the lookup table is precomputed in `init`, so `nearestIndex` and `quantize`
/// may run on many threads at once and always give the same answer.
package struct Palette: Sendable, Equatable {
    /// The real colours, in index order.
    package let colors: [PaletteColor]
    /// The precomputed lookup for `nearestIndex`.
    let table: NearestColorTable

    /// The most colours a GIF colour table can hold (8-bit indices, GIF89a spec section 18/19).
    package static let maximumCount = 256

    /// Makes a palette from 1...256 colours; duplicates are allowed (the lowest index wins lookups).
    /// Throws `GIFError.invalidParameter` for an empty or oversized list.
    package init(colors: [PaletteColor]) throws(GIFError) {
        guard (1...Self.maximumCount).contains(colors.count) else {
            throw .invalidParameter(name: "palette colours", value: "\(colors.count)", expected: "1...\(Self.maximumCount) colours")
        }
        self.colors = colors
        self.table = NearestColorTable(colors: colors)
    }

    /// Number of real colours.
    package var count: Int { colors.count }

    /// The size of the colour table written to the file: the smallest power of two >= max(2, count)
    /// (giflib's `GifMakeMapObject` needs a power of two in 2...256). Extra entries are black padding.
    package var paddedCount: Int {
        var size = 2
        while size < colors.count { size *= 2 }
        return size
    }

    /// The first padding index (`count`), when the padded table has one; the encoder uses it as the
    /// transparent index so transparency never costs a real colour.
    package var freeSlot: Int? { colors.count < paddedCount ? colors.count : nil }

    /// The colour at `index`; indices outside `0..<count` give black (the padding colour), never a trap.
    package subscript(index: Int) -> PaletteColor {
        colors.indices.contains(index) ? colors[index] : PaletteColor(r: 0, g: 0, b: 0)
    }

    /// Index of the palette colour closest to (r, g, b) under the module's weighted RGB metric;
    /// a colour that is in the palette maps to itself (its lowest index) exactly.
    package func nearestIndex(r: UInt8, g: UInt8, b: UInt8) -> Int {
        table.nearest(r: Int(r), g: Int(g), b: Int(b)).index
    }

    /// Palettes are equal when their colours are (the table is derived from them).
    package static func == (lhs: Palette, rhs: Palette) -> Bool { lhs.colors == rhs.colors }
}
