#if canImport(Glibc)
import Glibc
#endif

/// Turns flattened outlines into exact-area `CoverageMask`s.
///
/// Method: signed-area accumulation (as popularised by font-rs). Every edge deposits, into the cells it passes
/// through, the signed area between itself and the cell's left side (`area`) and, into the next cell, the rest of
/// its vertical extent (`cover`). A running sum along each row then yields, per cell, the exact integral of the
/// winding number over that cell divided by the cell area, with no sampling.
///
/// Fill rules are applied to that per-cell average. This is exact wherever a cell holds winding numbers that
/// differ by at most one (every cell of a convex or simple shape, and every cell crossed by a single edge of a
/// self-intersecting or overlapping one): nonZero takes `min(1, |w|)`, evenOdd folds `w` onto a triangle wave.
/// It is approximate only in cells where edges cross or where overlapping edges run opposite ways. To keep that
/// error small, outlines that are not a single convex contour are accumulated on `subRowsForComplexPaths`
/// sub-rows per pixel row, and the rule is applied per sub-row before averaging; a single convex contour (the
/// common case: rects, rounded rects, ellipses, the header trapezium) is exact with one row.
enum Rasterizer {
    /// Sub-rows per pixel for paths that may overlap themselves: errors are confined to the 1/4-pixel-tall cells
    /// where edges cross. Chosen as a speed/quality balance; 4x the accumulation work of a convex path.
    static let subRowsForComplexPaths = 4

    /// Coverage of `path` (already in device pixels) restricted to `limit`.
    static func coverage(of path: FlattenedPath, fillRule: FillRule, limit: PixelBounds) -> CoverageMask {
        let bounds = PixelBounds.covering(path.bounds).intersection(limit)
        guard !bounds.isEmpty, !path.contours.isEmpty else {
            return CoverageMask(originX: limit.x0, originY: limit.y0, width: 0, height: 0, coverage: [])
        }
        let subRows = path.contours.count == 1 && isConvex(path.contours[0]) ? 1 : subRowsForComplexPaths
        let width = bounds.width, height = bounds.height
        let stride = width + 2
        let scaledHeight = height * subRows
        var accumulation = [Float](repeating: 0, count: stride * scaledHeight)
        let scaleY = Double(subRows)
        let originX = Double(bounds.x0), originY = Double(bounds.y0)
        accumulation.withUnsafeMutableBufferPointer { buffer in
            for segment in path.segments {
                let local = LineSegment(x0: segment.x0 - originX, y0: (segment.y0 - originY) * scaleY,
                                        x1: segment.x1 - originX, y1: (segment.y1 - originY) * scaleY)
                guard local.x0.isFinite, local.y0.isFinite, local.x1.isFinite, local.y1.isFinite else { continue }
                for piece in clampedHorizontally(local, width: Double(width)) {
                    accumulate(piece, into: buffer, stride: stride, height: scaledHeight)
                }
            }
        }
        let evenOdd = fillRule == .evenOdd
        let scale = Float(255) / Float(subRows)
        // Per pixel row: each sub-row's running winding, the rule applied per cell and the results summed over the
        // sub-rows in order (0 + r0 + r1 + ...), then scaled to a byte. Pointers, not arrays, in the loops: no
        // bounds or uniqueness checks per cell.
        let rowTotal = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer { rowTotal.deallocate() }
        let coverage = [UInt8](unsafeUninitializedCapacity: width * height) { output, initialized in
            accumulation.withUnsafeBufferPointer { buffer in
                guard let cells = buffer.baseAddress, let outBase = output.baseAddress else { return }
                for row in 0..<height {
                    rowTotal.update(repeating: 0, count: width)
                    for sub in 0..<subRows {
                        let subRow = cells + (row * subRows + sub) * stride
                        if evenOdd {
                            addRule(subRow, into: rowTotal, width: width, evenOdd: true)
                        } else {
                            addRule(subRow, into: rowTotal, width: width, evenOdd: false)
                        }
                    }
                    let outRow = outBase + row * width
                    for column in 0..<width { outRow[column] = coverageByte(rowTotal[column] * scale) }
                }
                initialized = width * height
            }
        }
        return CoverageMask(originX: bounds.x0, originY: bounds.y0, width: width, height: height, coverage: coverage)
    }

    /// Adds one sub-row's per-cell coverage (the rule applied to the running winding) to `totals`.
    @inline(__always)
    static func addRule(_ cells: UnsafePointer<Float>, into totals: UnsafeMutablePointer<Float>, width: Int,
                        evenOdd: Bool) {
        var winding: Float = 0
        for column in 0..<width {
            winding += cells[column]
            totals[column] += applyRule(winding, evenOdd: evenOdd)
        }
    }

    /// Coverage in 0...1 of a cell whose average winding number is `winding`.
    @inline(__always)
    static func applyRule(_ winding: Float, evenOdd: Bool) -> Float {
        let magnitude = abs(winding)
        if !evenOdd { return magnitude < 1 ? magnitude : 1 }
        let folded = remainderOfTwo(magnitude)
        return folded > 1 ? 2 - folded : folded
    }

    /// `magnitude.truncatingRemainder(dividingBy: 2)` for magnitude >= 0 (or NaN) without libm's `fmodf` call:
    /// m - 2k with k = ⌊m / 2⌋ is exact: halving and doubling are exact, and for a whole k >= 1 with
    /// 2k <= m < 2k + 2, m / 2 <= 2k <= m, so m - 2k is exact (Sterbenz); k = 0 leaves m. k comes from a
    /// truncating integer conversion (no `floorf` call either), so only m below 2^23 takes this way; larger ones,
    /// infinity and NaN go to `truncatingRemainder`. `RasterizerRuleTests` compares the two.
    @inline(__always)
    static func remainderOfTwo(_ magnitude: Float) -> Float {
        guard magnitude < 8_388_608 else { return magnitude.truncatingRemainder(dividingBy: 2) }
        return magnitude - 2 * Float(Int32(magnitude * 0.5))
    }

    /// A coverage total (0...255 scale) as a byte: clamped to 0...255 and rounded half away from zero, as
    /// `min(255, max(0, value.rounded()))`, without libm's `roundf` call (the package's SSE2 baseline has no
    /// rounding instruction for it). In 0 ..< 256, adding 1.5 · 2^23 leaves the nearest whole number (ties to
    /// even) in the low mantissa bits; ties that went down are bumped. `RasterizerRuleTests` compares the two.
    @inline(__always)
    static func coverageByte(_ value: Float) -> UInt8 {
        guard value < 255 else { return value >= 255 ? 255 : 0 }  // 255 and above; NaN gives 0
        guard value > 0 else { return 0 }
        let magic: Float = 12_582_912  // 1.5 · 2^23: ulp 1 over [2^23, 2^24)
        let nearestEven = (value + magic) - magic
        return UInt8(nearestEven) &+ (value - nearestEven == 0.5 ? 1 : 0)
    }

    /// Exact coverage of an axis-aligned rectangle: per pixel, (overlap in x) · (overlap in y). Whole-pixel
    /// edges give exactly 255 inside and 0 outside.
    static func coverage(ofRect rect: Rect, limit: PixelBounds) -> CoverageMask {
        guard let axes = RectAxes(rect: rect, limit: limit) else {
            return CoverageMask(originX: limit.x0, originY: limit.y0, width: 0, height: 0, coverage: [])
        }
        let bounds = axes.bounds
        let width = bounds.width
        let coverage = [UInt8](unsafeUninitializedCapacity: width * bounds.height) { buffer, initialized in
            axes.fullRow.withUnsafeBufferPointer { fullRow in
                for (row, fy) in axes.ys.enumerated() {
                    let base = row * width
                    if fy == 1 {
                        // byte(fx · 1) = byte(fx): the row is the precomputed full-height row.
                        for column in 0..<width { buffer[base + column] = fullRow[column] }
                    } else {
                        for column in 0..<width { buffer[base + column] = Color.byte(axes.xs[column] * fy) }
                    }
                }
            }
            initialized = width * bounds.height
        }
        return CoverageMask(originX: bounds.x0, originY: bounds.y0, width: width, height: bounds.height,
                            coverage: coverage)
    }

    /// The separable parts of a rectangle's exact coverage over the pixels it touches inside a limit: the
    /// coverage of pixel (bounds.x0 + i, bounds.y0 + j) is `Color.byte(xs[i] · ys[j])`.
    struct RectAxes {
        /// The pixels the rectangle touches, inside the limit (never empty).
        let bounds: PixelBounds
        /// Horizontal overlap of each column with the rectangle, 0...1.
        let xs: [Double]
        /// Vertical overlap of each row with the rectangle, 0...1.
        let ys: [Double]
        /// `Color.byte(xs[i])`: the coverage of a row whose vertical overlap is 1.
        let fullRow: [UInt8]

        /// Nil when the rectangle is empty or touches no pixel of `limit`.
        init?(rect: Rect, limit: PixelBounds) {
            let bounds = PixelBounds.covering(rect).intersection(limit)
            guard !bounds.isEmpty, !rect.isEmpty else { return nil }
            func overlaps(_ start: Int, _ count: Int, _ low: Double, _ high: Double) -> [Double] {
                (0..<count).map { index in
                    let cell = Double(start + index)
                    return Swift.max(0, Swift.min(cell + 1, high) - Swift.max(cell, low))
                }
            }
            self.bounds = bounds
            xs = overlaps(bounds.x0, bounds.width, rect.minX, rect.maxX)
            ys = overlaps(bounds.y0, bounds.height, rect.minY, rect.maxY)
            fullRow = xs.map { Color.byte($0) }
        }
    }

    /// The rectangle a single contour traces when it is exactly an axis-aligned rectangle, else nil.
    static func axisAlignedRect(_ path: FlattenedPath) -> Rect? {
        guard path.contours.count == 1 else { return nil }
        var points = path.contours[0]
        if points.count == 5, points[0] == points[4] { points.removeLast() }
        guard points.count == 4 else { return nil }
        for index in 0..<4 {
            let p = points[index], q = points[(index + 1) % 4]
            let horizontal = p.y == q.y && p.x != q.x
            let vertical = p.x == q.x && p.y != q.y
            // Edges must alternate horizontal / vertical, starting with either.
            let expectHorizontal = (index % 2 == 0) == (points[0].y == points[1].y)
            guard expectHorizontal ? horizontal : vertical else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// True when the closed polyline turns one way only and exactly once around (so it cannot self-intersect).
    static func isConvex(_ contour: [Point]) -> Bool {
        let count = contour.count
        guard count >= 3 else { return true }
        var sign = 0.0
        var turning = 0.0
        for index in 0..<count {
            let p = contour[index], q = contour[(index + 1) % count], r = contour[(index + 2) % count]
            let ux = q.x - p.x, uy = q.y - p.y, vx = r.x - q.x, vy = r.y - q.y
            if (ux == 0 && uy == 0) || (vx == 0 && vy == 0) { continue }
            let cross = ux * vy - uy * vx
            if cross != 0 {
                if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1.0 : -1.0) != sign { return false }
            }
            turning += atan2(cross, ux * vx + uy * vy)
        }
        // One full turn is 2π; a pentagram turns 4π with all turns the same way.
        return abs(abs(turning) - 2 * Double.pi) < 0.01
    }

    /// Splits `segment` at x = 0 and x = `width` and projects the outside parts onto those lines. An edge left of
    /// the mask still changes the winding of every cell to its right (full cover at column 0); one right of it
    /// affects no cell.
    static func clampedHorizontally(_ segment: LineSegment, width: Double) -> [LineSegment] {
        var cuts: [Double] = [0, 1]
        let dx = segment.x1 - segment.x0
        if dx != 0 {
            for boundary in [0.0, width] {
                let t = (boundary - segment.x0) / dx
                if t > 0 && t < 1 { cuts.append(t) }
            }
        }
        cuts.sort()
        var pieces: [LineSegment] = []
        for index in 0..<(cuts.count - 1) {
            let t0 = cuts[index], t1 = cuts[index + 1]
            guard t1 > t0 else { continue }
            func at(_ t: Double) -> (Double, Double) {
                if t == 0 { return (segment.x0, segment.y0) }
                if t == 1 { return (segment.x1, segment.y1) }
                return (segment.x0 + dx * t, segment.y0 + (segment.y1 - segment.y0) * t)
            }
            let (ax, ay) = at(t0), (bx, by) = at(t1)
            pieces.append(LineSegment(x0: Swift.min(width, Swift.max(0, ax)), y0: ay,
                                      x1: Swift.min(width, Swift.max(0, bx)), y1: by))
        }
        return pieces
    }

    /// Deposits one edge (with 0 <= x <= width) into the accumulation buffer: rows of `stride` = width + 2 cells.
    /// Downward edges add positive winding, upward edges negative.
    static func accumulate(_ segment: LineSegment, into buffer: UnsafeMutableBufferPointer<Float>, stride: Int,
                           height: Int) {
        var (x0, y0, x1, y1) = (segment.x0, segment.y0, segment.x1, segment.y1)
        guard y0 != y1 else { return }
        var direction = 1.0
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            direction = -1
        }
        let slope = (x1 - x0) / (y1 - y0)
        guard slope.isFinite else { return }
        let top = Swift.max(0, y0), bottom = Swift.min(Double(height), y1)
        guard top < bottom else { return }
        let maxX = Double(stride - 2)
        var x = Swift.min(maxX, Swift.max(0, x0 + (top - y0) * slope))
        var row = Int(top)
        if slope == 0 {
            // A vertical edge: every row takes `deposit`'s one-cell case (x == xNext, and ⌈x⌉ <= ⌊x⌋ + 1) with
            // the same cell and share right of the edge, worked out once; the rows differ only in their height dy.
            let leftFloor = wholePart(x)
            let leftCell = Int(leftFloor)
            let mean = 0.5 * (x + x) - leftFloor
            while row < height, Double(row) < bottom {
                let rowTop = Double(row)
                let d = (Swift.min(rowTop + 1, bottom) - Swift.max(rowTop, top)) * direction
                let lineStart = row * stride
                buffer[lineStart + leftCell] += Float(d - d * mean)
                buffer[lineStart + leftCell + 1] += Float(d * mean)
                row += 1
            }
            return
        }
        while row < height, Double(row) < bottom {
            let rowTop = Double(row)
            let dy = Swift.min(rowTop + 1, bottom) - Swift.max(rowTop, top)
            let xNext = Swift.min(maxX, Swift.max(0, x + slope * dy))
            deposit(from: x, to: xNext, winding: dy * direction, lineStart: row * stride, into: buffer)
            x = xNext
            row += 1
        }
    }

    /// Deposits the part of an edge inside one row, from `x` to `xNext` (both in 0...width), carrying `d` (its
    /// height in the row times its direction), into the row's cells starting at `lineStart`.
    @inline(__always)
    static func deposit(from x: Double, to xNext: Double, winding d: Double, lineStart: Int,
                        into buffer: UnsafeMutableBufferPointer<Float>) {
        let left = Swift.min(x, xNext), right = Swift.max(x, xNext)
        let leftFloor = wholePart(left)
        let leftCell = Int(leftFloor)
        let rightCell = ceilingCell(right)
        if rightCell <= leftCell + 1 {
            // The edge stays within one cell: it covers the part of the cell right of its mean x.
            let mean = 0.5 * (x + xNext) - leftFloor
            buffer[lineStart + leftCell] += Float(d - d * mean)
            buffer[lineStart + leftCell + 1] += Float(d * mean)
        } else {
            // The edge crosses several cells: the area right of the edge grows as a quadratic in the first
            // and last cell and linearly (1/slope per cell) in between.
            let inverseWidth = 1 / (right - left)
            let leftFraction = left - leftFloor
            let firstArea = 0.5 * inverseWidth * (1 - leftFraction) * (1 - leftFraction)
            let rightFraction = right - Double(rightCell) + 1
            let lastArea = 0.5 * inverseWidth * rightFraction * rightFraction
            buffer[lineStart + leftCell] += Float(d * firstArea)
            if rightCell == leftCell + 2 {
                buffer[lineStart + leftCell + 1] += Float(d * (1 - firstArea - lastArea))
            } else {
                let secondArea = inverseWidth * (1.5 - leftFraction)
                buffer[lineStart + leftCell + 1] += Float(d * (secondArea - firstArea))
                if leftCell + 2 <= rightCell - 2 {
                    for cell in (leftCell + 2)...(rightCell - 2) {
                        buffer[lineStart + cell] += Float(d * inverseWidth)
                    }
                }
                let beforeLast = secondArea + Double(rightCell - leftCell - 3) * inverseWidth
                buffer[lineStart + rightCell - 1] += Float(d * (1 - beforeLast - lastArea))
            }
            buffer[lineStart + rightCell] += Float(d * lastArea)
        }
    }

    /// ⌊x⌋ for 0 <= x < 2^63 (edge positions, clamped to the mask), as `x.rounded(.down)` gives it, without
    /// libm's `floor` call (the SSE2 baseline has no rounding instruction): truncation is the floor there.
    @inline(__always)
    static func wholePart(_ x: Double) -> Double {
        Double(Int(x))
    }

    /// ⌈x⌉ as a cell index for 0 <= x < 2^63, as `Int(x.rounded(.up))` gives it, without libm's `ceil` call.
    @inline(__always)
    static func ceilingCell(_ x: Double) -> Int {
        let whole = Int(x)
        return Double(whole) < x ? whole + 1 : whole
    }
}
