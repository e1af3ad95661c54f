/// Exact nearest-palette-colour search accelerated by a 15-bit (5 bits per channel) cell table.
///
/// For every cell of the RGB cube (8 x 8 x 8 values) it stores the short list of palette colours that can be
/// nearest to some point of that cell: colour c is kept when its smallest possible distance to the cell is not
/// larger than the smallest "largest distance" of any colour to the cell. A lookup scans only that list, so the
/// answer equals a brute-force search over the whole palette (ties go to the lowest index).
struct NearestColorTable: Sendable {
    /// Bits kept per channel for the cell index (5 -> 32768 cells of 8 x 8 x 8 values).
    static let cellBits = 5
    static let cellShift = 8 - cellBits
    static let cellCount = 1 << (3 * cellBits)

    private let reds: [Int32]
    private let greens: [Int32]
    private let blues: [Int32]
    /// `candidates[cellStart[c] ..< cellStart[c + 1]]` are the palette indices to scan for cell `c`.
    private let cellStart: [Int32]
    private let candidates: [UInt8]

    init(colors: [PaletteColor]) {
        reds = colors.map { Int32($0.r) }
        greens = colors.map { Int32($0.g) }
        blues = colors.map { Int32($0.b) }
        let n = colors.count
        let side = 1 << Self.cellBits
        let width = 1 << Self.cellShift

        // Per channel, cell coordinate and colour (`[cell * n + i]`), the weighted squared distance range from the
        // colour's value to the cell's value span: the nearest and the farthest it can be in that channel.
        func spans(_ values: [Int32], weight: Int) -> (near: [Int32], far: [Int32]) {
            var near = [Int32](repeating: 0, count: side * n), far = near
            for cell in 0..<side {
                let low = cell * width, high = low + width - 1
                for i in 0..<n {
                    let value = Int(values[i])
                    let nearest = value < low ? low - value : (value > high ? value - high : 0)
                    let farthest = max(value - low, high - value)
                    near[cell * n + i] = Int32(weight * nearest * nearest)
                    far[cell * n + i] = Int32(weight * farthest * farthest)
                }
            }
            return (near, far)
        }
        let (nearR, farR) = spans(reds, weight: ColorMetric.redWeight)
        let (nearG, farG) = spans(greens, weight: ColorMetric.greenWeight)
        let (nearB, farB) = spans(blues, weight: ColorMetric.blueWeight)

        var starts = [Int32](repeating: 0, count: Self.cellCount + 1)
        var lists: [UInt8] = []
        lists.reserveCapacity(Self.cellCount * 2)
        // A colour is kept for a cell when its smallest possible distance to the cell is within the smallest largest
        // distance of any colour (at most 9 * 255^2 each, so Int32 holds every sum). The red and green terms are
        // summed once per (red, green) column of cells; the loops over colours run on contiguous rows.
        var nearRG = [Int32](repeating: 0, count: n), farRG = nearRG
        var cellIndex = 0
        for cr in 0..<side {
            for cg in 0..<side {
                for i in 0..<n {
                    nearRG[i] = nearR[cr * n + i] + nearG[cg * n + i]
                    farRG[i] = farR[cr * n + i] + farG[cg * n + i]
                }
                nearRG.withUnsafeBufferPointer { nearRG in
                    farRG.withUnsafeBufferPointer { farRG in
                        nearB.withUnsafeBufferPointer { nearB in
                            farB.withUnsafeBufferPointer { farB in
                                for cb in 0..<side {
                                    let row = cb * n
                                    var bound = Int32.max
                                    for i in 0..<n { bound = min(bound, farRG[i] + farB[row + i]) }
                                    for i in 0..<n where nearRG[i] + nearB[row + i] <= bound {
                                        lists.append(UInt8(truncatingIfNeeded: i))
                                    }
                                    cellIndex += 1
                                    starts[cellIndex] = Int32(lists.count)
                                }
                            }
                        }
                    }
                }
            }
        }
        cellStart = starts
        candidates = lists
    }

    /// The nearest palette index to (r, g, b), each 0...255, and its weighted squared distance (0 = exact).
    @inline(__always)
    func nearest(r: Int, g: Int, b: Int) -> (index: Int, distance: Int) {
        let shift = Self.cellShift, bits = Self.cellBits
        let cell = (r >> shift) << (2 * bits) | (g >> shift) << bits | (b >> shift)
        return cellStart.withUnsafeBufferPointer { starts in
            candidates.withUnsafeBufferPointer { list in
                reds.withUnsafeBufferPointer { rs in
                    greens.withUnsafeBufferPointer { gs in
                        blues.withUnsafeBufferPointer { bs in
                            var best = 0
                            var bestDistance = Int.max
                            for k in Int(starts[cell])..<Int(starts[cell + 1]) {
                                let i = Int(list[k])
                                let d = ColorMetric.distance(r - Int(rs[i]), g - Int(gs[i]), b - Int(bs[i]))
                                if d < bestDistance {
                                    bestDistance = d
                                    best = i
                                }
                            }
                            return (best, bestDistance)
                        }
                    }
                }
            }
        }
    }
}
