import Testing
@testable import Raster

/// Curves far outside the canvas are flattened only where they can be seen (`Path.flattened(visible:)`,
/// `CurveChords`): found by the FuzzPathStroke fuzz target, where 20,000 characters of path data with million-unit
/// control points drew 3.7 million chords (18-55 s in the sanitized build) to paint a 64 px canvas.
@Suite struct CurveCullingTests {
    /// (10, 10) to (10, 20) through the control (1,000,000, 10): a thin loop reaching x ≈ 500,000, closed back to
    /// its start. D = p0 − 2c + p = (−1,999,980, 10), so the 0.05 px tolerance needs ⌈√(|D| / 8 / 0.05)⌉ =
    /// ⌈√4,999,950⌉ = 2237 chords (2236² = 4,999,696 and 2237² = 5,004,169).
    private var farLoop: Path {
        var path = Path()
        path.move(to: Point(x: 10, y: 10))
        path.quad(to: Point(x: 10, y: 20), control: Point(x: 1_000_000, y: 10))
        path.close()
        return path
    }

    private let canvas = Rect(x: 0, y: 0, width: 64, height: 64)

    @Test func aFarCurveKeepsOnlyTheChordsNearTheVisibleArea() {
        let uniform = farLoop.flattened().contours
        let culled = farLoop.flattened(visible: canvas).contours
        #expect(uniform.count == 1 && uniform[0].count == 1 + 2237)
        #expect(culled.count == 1)
        guard let all = uniform.first, let kept = culled.first else { return }
        // A run of 16 chords at each end reaches the canvas; the rest is a chord or two per halving (12 levels).
        #expect(kept.count < 100)
        #expect(kept.first == Point(x: 10, y: 10) && kept.last == Point(x: 10, y: 20))
        // Every kept vertex is one of the uniform ones, the very same numbers.
        let vertices = Set(all)
        #expect(kept.allSatisfy { vertices.contains($0) })
    }

    @Test func fillingAFarCurveCoversTheCanvasAsAllItsChordsDo() {
        let limit = PixelBounds(x0: 0, y0: 0, x1: 64, y1: 64)
        let uniform = Rasterizer.coverage(of: farLoop.flattened(), fillRule: .nonZero, limit: limit)
        var pixmap = Pixmap(width: 64, height: 64)
        pixmap.fill(farLoop, paint: .solid(Color(r: 0, g: 0, b: 0, a: 255)))
        let culled = pixmap.coverage(of: farLoop)
        #expect(culled == uniform)
        // Inside the canvas the loop is the band between y = 10 + 10t² and y = 20 − 10t² (t < 0.0001 there): rows
        // 10 to 19 from x = 11 on.
        #expect(pixmap.color(x: 30, y: 15).a == 255 && pixmap.color(x: 63, y: 10).a == 255)
        #expect(pixmap.color(x: 30, y: 9).a == 0 && pixmap.color(x: 30, y: 20).a == 0)
    }

    @Test func strokingAFarCurveBuildsOnlyWhatReachesTheCanvas() {
        var open = Path()
        open.move(to: Point(x: 10, y: 10))
        open.quad(to: Point(x: 10, y: 20), control: Point(x: 1_000_000, y: 10))
        let everything = open.strokedOutline(width: 2)
        let near = open.strokedOutline(width: 2, visible: canvas)
        // Without the canvas: a rectangle (5 elements) per chord and a disc (6) per vertex, 2237 and 2238 of them.
        #expect(everything.elements.count == 5 * 2237 + 6 * 2238)
        #expect(near.elements.count < 1000)
        var all = Pixmap(width: 64, height: 64), culled = Pixmap(width: 64, height: 64)
        all.fill(everything, paint: .solid(Color(r: 0, g: 0, b: 0, a: 255)))
        culled.fill(near, paint: .solid(Color(r: 0, g: 0, b: 0, a: 255)))
        #expect(all == culled)
        // The pen is 1 px each side of the two branches y ≈ 10 and y ≈ 20 and round around (10, 10), (10, 20).
        #expect(culled.color(x: 40, y: 9).a >= 250 && culled.color(x: 40, y: 15).a <= 5)
    }

    @Test func aPenCoveringTheCanvasFromACurvesEndIsTheCanvasWithoutFlattening() {
        // The loop's ends are both (32, 32), which a 1,000,000-wide pen covers the canvas from.
        var path = Path()
        path.move(to: Point(x: 32, y: 32))
        path.curve(to: Point(x: 32, y: 32), control1: Point(x: 1_000_000, y: -1_000_000),
                   control2: Point(x: -1_000_000, y: 1_000_000))
        let outline = path.strokedOutline(width: 1_000_000, visible: canvas)
        #expect(outline == .rect(Rect(x: -1, y: -1, width: 66, height: 66)))
    }
}
