import Testing
@testable import Raster

/// `Path.strokedOutline(width:)`: a pen of the given width with round joins and caps. Pixels are checked whole:
/// pixel (x, y) is the square [x, x+1] x [y, y+1], fully inside (alpha >= 250) or fully outside (<= 5).
@Suite struct PathStrokeTests {
    private let ink = Color(r: 0, g: 0, b: 0, a: 255)

    private func stroke(_ path: Path, width: Double) -> Pixmap {
        var pixmap = Pixmap(width: 40, height: 40, fill: .clear)
        pixmap.fill(path.strokedOutline(width: width), paint: .solid(ink))
        return pixmap
    }

    private func covered(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> Bool { pixmap.color(x: x, y: y).a >= 250 }
    private func clear(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> Bool { pixmap.color(x: x, y: y).a <= 5 }

    @Test func aLineIsAsWideAsThePenWithRoundEnds() {
        var line = Path()
        line.move(to: Point(x: 10, y: 20))
        line.line(to: Point(x: 30, y: 20))
        let pixmap = stroke(line, width: 6)
        // The band is y 17...23 along x 10...30.
        #expect(covered(pixmap, 20, 17) && covered(pixmap, 20, 22))
        #expect(clear(pixmap, 20, 16) && clear(pixmap, 20, 23))
        // Round cap of radius 3 around (10, 20): [8, 9] x [19, 20] is at most 2.24 away, inside; [6, 7] x [19, 20]
        // at least 3 away, outside.
        #expect(covered(pixmap, 8, 19))
        #expect(clear(pixmap, 6, 19))
        // A square cap would cover [7, 8] x [17, 18]; the round one only grazes it (nearest point 2.83 away).
        #expect(pixmap.color(x: 7, y: 17).a < 64)
    }

    @Test func cornersAreJoinedRoundAndClosedPathsJoinBack() {
        // An open right angle (10, 10) -> (30, 10) -> (30, 30), pen 8 (radius 4).
        var corner = Path()
        corner.move(to: Point(x: 10, y: 10))
        corner.line(to: Point(x: 30, y: 10))
        corner.line(to: Point(x: 30, y: 30))
        let open = stroke(corner, width: 8)
        // Outside both chords' rectangles, within 4 of the corner: [31, 32] x [7, 8] (farthest point 3.6 away).
        #expect(covered(open, 31, 7))
        // Where a miter join would reach: [33, 34] x [6, 7] is at least 4.24 from the corner.
        #expect(clear(open, 33, 6))
        // Not closed: nothing along the diagonal from (30, 30) back to (10, 10).
        #expect(clear(open, 20, 20))
        // Closed: the diagonal is stroked too; the triangle's inside, 5 pt from every edge, stays clear.
        var closed = corner
        closed.close()
        let joined = stroke(closed, width: 8)
        #expect(covered(joined, 20, 20))
        #expect(clear(joined, 24, 15))
    }

    @Test func overlappingPiecesDoNotCancel() {
        // A path that doubles back on itself: every piece turns the same way, so the overlap stays covered.
        var back = Path()
        back.move(to: Point(x: 5, y: 20))
        back.line(to: Point(x: 35, y: 20))
        back.line(to: Point(x: 5, y: 20))
        #expect(covered(stroke(back, width: 4), 20, 20))
        #expect(Path().strokedOutline(width: 4).isEmpty)
        #expect(back.strokedOutline(width: 0).isEmpty)
    }

    /// 400 chords zigzagging over `origin`'s neighbourhood.
    private func zigzag(from origin: Point) -> Path {
        var path = Path()
        path.move(to: origin)
        for i in 1...400 {
            path.line(to: Point(x: origin.x + Double((i * 7) % 30), y: origin.y + Double((i * 13) % 50)))
        }
        return path
    }

    @Test func aPenWiderThanTheCanvasIsTheCanvas() {
        // A million pixels wide over 400 chords: 401 discs of 16,384 chords each without `visible`; with it one
        // rectangle, and the same pixels.
        let visible = Rect(x: 0, y: 0, width: 40, height: 40)
        let outline = zigzag(from: Point(x: 5, y: 5)).strokedOutline(width: 1_000_000, visible: visible)
        #expect(outline.elements.count <= 6)
        var pixmap = Pixmap(width: 40, height: 40, fill: .clear)
        pixmap.fill(outline, paint: .solid(ink))
        #expect(covered(pixmap, 0, 0) && covered(pixmap, 39, 39) && covered(pixmap, 0, 39))
    }

    @Test func onlyThePiecesThatReachTheCanvasAreBuilt() {
        // Chords 210 to 240 px right of the canvas with a pen 230 px wide each side, reaching into it but never over
        // all of it: the outline leaves out the discs and rectangles that miss it, and paints the same pixels.
        let path = zigzag(from: Point(x: 250, y: -5))
        let visible = Rect(x: 0, y: 0, width: 40, height: 40)
        let whole = path.strokedOutline(width: 460)
        let cut = path.strokedOutline(width: 460, visible: visible)
        #expect(cut.elements.count < whole.elements.count * 9 / 10)
        var expected = Pixmap(width: 40, height: 40, fill: .clear)
        expected.fill(whole, paint: .solid(ink))
        var actual = Pixmap(width: 40, height: 40, fill: .clear)
        actual.fill(cut, paint: .solid(ink))
        #expect(actual.pixels == expected.pixels)
        #expect(covered(actual, 39, 20) && clear(actual, 0, 20))
    }
}
