/// An opaque 8-bit RGB colour of a GIF palette.
package struct PaletteColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0...255.
    package var r: UInt8
    /// Green, 0...255.
    package var g: UInt8
    /// Blue, 0...255.
    package var b: UInt8

    /// Makes the colour from its three 8-bit channels.
    package init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// The colour as `0xRRGGBB`; sorting by it gives a deterministic order.
    package var packed: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// Unpacks `0xRRGGBB`.
    package init(packed: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: packed >> 16),
                  g: UInt8(truncatingIfNeeded: packed >> 8),
                  b: UInt8(truncatingIfNeeded: packed))
    }

    /// `#rrggbb` in lowercase hex.
    package var description: String {
        let hex = String(packed, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }
}

/// The colour distance used everywhere in this module (palette building, nearest lookup, dithering).
///
/// Weighted squared Euclidean RGB distance with weights R:G:B = 3:4:2, a common cheap approximation of the
/// eye's unequal channel sensitivity (e.g. T. Riemersma, "Colour metric", compuphase.com, low-red case).
enum ColorMetric {
    static let redWeight = 3
    static let greenWeight = 4
    static let blueWeight = 2

    /// Weighted squared distance of a channel difference triple (integers).
    @inline(__always)
    static func distance(_ dr: Int, _ dg: Int, _ db: Int) -> Int {
        redWeight * dr * dr + greenWeight * dg * dg + blueWeight * db * db
    }

    /// Weighted squared distance of a channel difference triple (floating point).
    @inline(__always)
    static func distance(_ dr: Double, _ dg: Double, _ db: Double) -> Double {
        Double(redWeight) * dr * dr + Double(greenWeight) * dg * dg + Double(blueWeight) * db * db
    }
}
