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
        var starts = [Int32](repeating: 0, count: Self.cellCount + 1)
        var lists: [UInt8] = []
        lists.reserveCapacity(Self.cellCount * 2)
        var minDistances = [Int](repeating: 0, count: n)

        // Per channel and cell coordinate, the squared distance range from each colour to the cell's value span.
        func span(_ value: Int, _ cell: Int) -> (near: Int, far: Int) {
            let low = cell * width, high = low + width - 1
            let near = value < low ? low - value : (value > high ? value - high : 0)
            let far = max(value - low, high - value)
            return (near * near, far * far)
        }
        var nearR = [Int](repeating: 0, count: n * side), farR = nearR
        var nearG = nearR, farG = nearR, nearB = nearR, farB = nearR
        for i in 0..<n {
            for cell in 0..<side {
                (nearR[i * side + cell], farR[i * side + cell]) = span(Int(reds[i]), cell)
                (nearG[i * side + cell], farG[i * side + cell]) = span(Int(greens[i]), cell)
                (nearB[i * side + cell], farB[i * side + cell]) = span(Int(blues[i]), cell)
            }
        }
        let wr = ColorMetric.redWeight, wg = ColorMetric.greenWeight, wb = ColorMetric.blueWeight
        var cellIndex = 0
        for cr in 0..<side {
            for cg in 0..<side {
                for cb in 0..<side {
                    var bound = Int.max
                    for i in 0..<n {
                        let far = wr * farR[i * side + cr] + wg * farG[i * side + cg] + wb * farB[i * side + cb]
                        if far < bound { bound = far }
                        minDistances[i] = wr * nearR[i * side + cr] + wg * nearG[i * side + cg] + wb * nearB[i * side + cb]
                    }
                    for i in 0..<n where minDistances[i] <= bound {
                        lists.append(UInt8(i))
                    }
                    cellIndex += 1
                    starts[cellIndex] = Int32(lists.count)
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
