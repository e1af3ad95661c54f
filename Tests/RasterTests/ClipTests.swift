import Testing
@testable import Raster

@Suite("Clipping")
struct ClipTests {
    @Test("a whole-pixel rect clip stops drawing exactly at its edges")
    func rectClip() {
        var pixmap = Pixmap(width: 10, height: 10, fill: .white)
        let clip = ClipMask.rect(Rect(x: 2, y: 3, width: 4, height: 5), width: 10, height: 10)
        pixmap.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), paint: .solid(.black), clip: clip)
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<8).contains(y)
                #expect(pixmap.color(x: x, y: y) == (inside ? .black : .white))
            }
        }
    }

    @Test("a fractional rect clip gives partial coverage at its edges")
    func fractionalRectClip() {
        var pixmap = Pixmap(width: 4, height: 1)
        let clip = ClipMask.rect(Rect(x: 0.5, y: 0, width: 2.25, height: 1), width: 4, height: 1)
        pixmap.fillRect(Rect(x: 0, y: 0, width: 4, height: 1), paint: .solid(.black), clip: clip)
        #expect(pixmap.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element) == [128, 255, 191, 0])
    }

    @Test("a path clip equals the path's own coverage; clips intersect")
    func pathClipAndIntersection() {
        let trapezium = Path.polygon([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 20), Point(x: 0, y: 12)])
        let clip = ClipMask(path: trapezium, width: 20, height: 20)
        var clipped = Pixmap(width: 20, height: 20)
        clipped.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), paint: .solid(.black), clip: clip)
        var direct = Pixmap(width: 20, height: 20)
        direct.fill(trapezium, paint: .solid(.black))
        #expect(clipped == direct)

        let both = clip.intersected(with: .rect(Rect(x: 10, y: 0, width: 10, height: 20), width: 20, height: 20))
        #expect(both.coverage(x: 5, y: 5) == 0)
        #expect(both.coverage(x: 15, y: 5) == 255)
        // The bottom edge is y = 12 + 0.4x: at x in 15...16 it lies at y 18...18.4, so row 16 is inside, row 19 outside,
        // and in row 18 the inside part is the edge's mean height below y = 18: 0.2 of the pixel -> 51.
        #expect(both.coverage(x: 15, y: 16) == 255)
        #expect(both.coverage(x: 15, y: 19) == 0)
        #expect(both.coverage(x: 15, y: 18) == 51)
        let rects = ClipMask.rect(Rect(x: 0, y: 0, width: 5, height: 5), width: 20, height: 20)
            .intersected(with: .rect(Rect(x: 3, y: 3, width: 5, height: 5), width: 20, height: 20))
        #expect(rects.coverage(x: 3, y: 3) == 255 && rects.coverage(x: 2, y: 3) == 0 && rects.coverage(x: 5, y: 4) == 0)
    }
}
