import Testing
@testable import Raster

/// Independent references for the goldens (`GoldenTests`): what a pixel should be, worked out from the shapes'
/// definitions by point sampling instead of the painter's exact-area coverage, and checked beside the recorded image.
enum GoldenReference {
    /// The fraction of pixel (`x`, `y`) where `inside` holds, counted at the centres of an 8 x 8 grid of sample
    /// points, and of a 24 x 24 grid where those disagree. Either way within 1/16 of the pixel of the exact area
    /// (an edge the 8 x 8 grid misses lies within 1/16 px of the pixel's side; the 24 x 24 grid's error along an
    /// edge is at most 1.5/24).
    static func coverage(x: Int, y: Int, _ inside: (Double, Double) -> Bool) -> Double {
        func sampled(_ n: Int) -> Double {
            var hits = 0
            for j in 0..<n {
                for i in 0..<n where inside(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n)) {
                    hits += 1
                }
            }
            return Double(hits) / Double(n * n)
        }
        let coarse = sampled(8)
        return coarse == 0 || coarse == 1 ? coarse : sampled(24)
    }

    /// A colour's r, g, b as the reference's channels.
    static func channels(_ color: Color) -> [Double] { [Double(color.r), Double(color.g), Double(color.b)] }

    /// Source-over of `ink` at `coverage` on an opaque `background`, per channel in 0...255 (unrounded).
    static func mix(_ background: Color, _ ink: Color, _ coverage: Double) -> [Double] {
        zip([background.r, background.g, background.b], [ink.r, ink.g, ink.b]).map { b, i in
            Double(b) + (Double(i) - Double(b)) * coverage
        }
    }

    /// Checks every pixel of `pixmap` against `expected` (nil: not checked), each channel within `tolerance`
    /// levels; returns how many pixels were checked. One issue names the worst pixel.
    @discardableResult
    static func check(_ pixmap: Pixmap, tolerance: Double, _ name: String,
                      sourceLocation: SourceLocation = #_sourceLocation, expected: (Int, Int) -> [Double]?) -> Int
    {
        var checked = 0
        var worst: (error: Double, x: Int, y: Int, actual: Color, expected: [Double])?
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                guard let want = expected(x, y) else { continue }
                checked += 1
                let actual = pixmap.color(x: x, y: y)
                let error = zip([actual.r, actual.g, actual.b], want).map { abs(Double($0) - $1) }.max() ?? 0
                if error > tolerance, error > (worst?.error ?? 0) { worst = (error, x, y, actual, want) }
            }
        }
        if let worst {
            Issue.record("""
                \(name): pixel (\(worst.x), \(worst.y)) is \(worst.actual), the reference says \
                \(worst.expected.map { ($0 * 10).rounded() / 10 }) (off by \(worst.error), tolerance \(tolerance))
                """, sourceLocation: sourceLocation)
        }
        return checked
    }

    /// Whether (`x`, `y`) is inside `polygon` under `rule`: the winding number of the polygon around the point
    /// (non-zero), or the parity of the edges a ray to the right crosses (even-odd).
    static func inside(_ polygon: [Point], _ rule: FillRule, x: Double, y: Double) -> Bool {
        var winding = 0, crossings = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            guard (a.y <= y) != (b.y <= y) else { continue }
            let crossX = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
            guard crossX > x else { continue }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Whether (`x`, `y`) is inside `rect` with circular corners of `radius`.
    static func inside(_ rect: Rect, radius: Double, x: Double, y: Double) -> Bool {
        guard x >= rect.x, x <= rect.x + rect.width, y >= rect.y, y <= rect.y + rect.height else { return false }
        let cx = min(max(x, rect.x + radius), rect.x + rect.width - radius)
        let cy = min(max(y, rect.y + radius), rect.y + rect.height - radius)
        return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
    }

    /// The colour `GoldenTests.testPicture(width:height:)` shows everywhere in the source rectangle `area` (in
    /// source pixels), from its description rather than its pixels: the quadrant's colour when `area` lies in one
    /// quadrant and clear of the white band (the polygon (0, 0), (0.12 w, 0), (w, h), (0.88 w, h)) by a pixel,
    /// which its anti-aliased edge may tint; nil otherwise.
    static func testPictureColor(in area: Rect, width: Int, height: Int) -> Color? {
        let w = Double(width), h = Double(height)
        let left = area.x + area.width <= w / 2, right = area.x >= w / 2
        let top = area.y + area.height <= h / 2, bottom = area.y >= h / 2
        guard left || right, top || bottom else { return nil }
        // Inside the band, u = x - 0.88 w y / h lies in 0...0.12 w; over the area it spans [low, high].
        let low = area.x - 1 - 0.88 * w * (area.y + area.height + 1) / h
        let high = area.x + area.width + 1 - 0.88 * w * (area.y - 1) / h
        guard high < 0 || low > 0.12 * w else { return nil }
        let hex = top ? (left ? "#1DA3FB" : "#FC4548") : (left ? "#9EC627" : "#804AFB")
        return Color(hex: hex)
    }

    /// The expected colour of output pixel (`x`, `y`) of an image `width` x `height` scaled by `scale` with its
    /// top-left corner at `origin`, where the resampler's taps all fall on one flat colour: the source area the pixel
    /// draws from, `reach` source pixels around the pixel centre's source position, must be one colour.
    static func imageColor(x: Int, y: Int, origin: Point, scale: Double, width: Int, height: Int, reach: Double)
        -> Color?
    {
        let sx = (Double(x) + 0.5 - origin.x) / scale, sy = (Double(y) + 0.5 - origin.y) / scale
        let area = Rect(x: sx - reach, y: sy - reach, width: 2 * reach, height: 2 * reach)
        guard area.x >= 0, area.y >= 0, area.x + area.width <= Double(width), area.y + area.height <= Double(height)
        else { return nil }
        return testPictureColor(in: area, width: width, height: height)
    }
}
