/// A cell of the colour histogram at 6 bits per channel: pixel count and the mean colour of its pixels.
struct ColorBin: Sendable {
    var count: Double
    var r: Double
    var g: Double
    var b: Double
    /// The 18-bit cell key, used as the final tie-break for deterministic ordering.
    var key: Int

    /// Bits kept per channel (64 levels): fine enough that a bin mean is within 2 levels of its pixels.
    static let bitsPerChannel = 6

    /// Bins `(0xRRGGBB, count)` entries, returned in ascending key order (deterministic).
    static func bins(from entries: [(UInt32, Int)]) -> [ColorBin] {
        let shift = 8 - bitsPerChannel
        let side = 1 << bitsPerChannel
        var counts = [Double](repeating: 0, count: side * side * side)
        var sumR = counts, sumG = counts, sumB = counts
        for (packed, count) in entries {
            let r = Int(packed >> 16 & 0xFF), g = Int(packed >> 8 & 0xFF), b = Int(packed & 0xFF)
            let key = (r >> shift) << (2 * bitsPerChannel) | (g >> shift) << bitsPerChannel | (b >> shift)
            let weight = Double(count)
            counts[key] += weight
            sumR[key] += weight * Double(r)
            sumG[key] += weight * Double(g)
            sumB[key] += weight * Double(b)
        }
        var result: [ColorBin] = []
        for key in 0..<counts.count where counts[key] > 0 {
            let n = counts[key]
            result.append(ColorBin(count: n, r: sumR[key] / n, g: sumG[key] / n, b: sumB[key] / n, key: key))
        }
        return result
    }
}
