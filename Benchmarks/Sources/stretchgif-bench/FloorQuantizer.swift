@testable import GIF

/// The "table-lookup quantizer with ordered dither", the quantizing part of the floor the whole pipeline is
/// measured against (docs/gif.md#the-floor): each channel moved by the pixel's 8 x 8 Bayer offset, then one load
/// from a table of the nearest palette index per 5-bit-per-channel cell. Not our quantizer (which is exact per
/// colour); the least a GIF encoder with ordered dither could do per pixel.
struct FloorQuantizer {
    /// Nearest index per cell `r >> 3 << 10 | g >> 3 << 5 | b >> 3`, for the cell's centre colour.
    let table: [UInt8]
    /// Per Bayer position, the offset added to each channel: (value + 0.5) / 64 - 0.5 of one cell (8 levels).
    let offsets: [Int16]

    init(palette: Palette) {
        table = (0..<(1 << 15)).map { cell in
            let centre = { (bits: Int) in UInt8((bits & 31) << 3 | 4) }
            return UInt8(palette.nearestIndex(r: centre(cell >> 10), g: centre(cell >> 5), b: centre(cell)))
        }
        offsets = BayerMatrix.values.map { Int16(($0 * 8 + 4) / 64 - 4) }
    }

    /// The indices of an RGB canvas (`width * height * 3` bytes).
    @inline(never)
    func quantize(rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height) { out, initialized in
            rgb.withUnsafeBufferPointer { rgb in
                table.withUnsafeBufferPointer { table in
                    offsets.withUnsafeBufferPointer { offsets in
                        // Wrapping arithmetic throughout: every offset is in range, so the loop pays no overflow
                        // checks (a floor should be the least work, not Swift's checked default).
                        for y in 0..<height {
                            let row = (y & 7) &* 8, rowStart = y &* width
                            for x in 0..<width {
                                let p = rowStart &+ x, d = offsets[row &+ (x & 7)], o = p &* 3
                                let r = min(max(Int16(rgb[o]) &+ d, 0), 255)
                                let g = min(max(Int16(rgb[o &+ 1]) &+ d, 0), 255)
                                let b = min(max(Int16(rgb[o &+ 2]) &+ d, 0), 255)
                                out[p] = table[Int(r &>> 3) &<< 10 | Int(g &>> 3) &<< 5 | Int(b &>> 3)]
                            }
                        }
                    }
                }
            }
            initialized = width * height
        }
    }
}
