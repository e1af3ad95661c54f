import StretchTypes
import Testing

@Suite struct RectTests {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)

    @Test("edges and centre")
    func edges() {
        #expect(rect.minX == 10 && rect.minY == 20)
        #expect(rect.maxX == 40 && rect.maxY == 60)
        #expect(rect.center == Point(x: 25, y: 40))
    }

    @Test("isEmpty: zero, negative or NaN size encloses nothing")
    func emptiness() {
        #expect(!rect.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 5, height: 0).isEmpty)
        #expect(Rect(x: 0, y: 0, width: -1, height: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 5, height: .nan).isEmpty)
        #expect(!Rect(x: -5, y: -5, width: 0.5, height: 0.5).isEmpty)
    }

    @Test("intersection of overlapping, nested, touching and disjoint rects")
    func intersection() {
        let other = Rect(x: 30, y: 50, width: 100, height: 100)
        #expect(rect.intersection(other) == Rect(x: 30, y: 50, width: 10, height: 10))
        #expect(other.intersection(rect) == Rect(x: 30, y: 50, width: 10, height: 10))
        let inner = Rect(x: 15, y: 25, width: 5, height: 5)
        #expect(rect.intersection(inner) == inner)
        #expect(rect.intersection(rect) == rect)
        // Touching along the right edge: no area, a zero-size rect at the corner of the overlap.
        let touching = rect.intersection(Rect(x: 40, y: 20, width: 10, height: 10))
        #expect(touching == Rect(x: 40, y: 20, width: 0, height: 0) && touching.isEmpty)
        let disjoint = rect.intersection(Rect(x: 100, y: 0, width: 5, height: 5))
        #expect(disjoint == Rect(x: 100, y: 20, width: 0, height: 0) && disjoint.isEmpty)
    }

    @Test("insetBy moves every edge; negative insets grow, large ones empty the rect")
    func insets() {
        #expect(rect.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 20, height: 20))
        #expect(rect.insetBy(dx: -1, dy: -2) == Rect(x: 9, y: 18, width: 32, height: 44))
        #expect(rect.insetBy(dx: 5, dy: 10).center == rect.center)
        #expect(rect.insetBy(dx: 20, dy: 0).isEmpty)
    }

    @Test("value semantics: Equatable and Hashable by all four fields")
    func hashing() {
        let set: Set<Rect> = [rect, Rect(x: 10, y: 20, width: 30, height: 40), Rect(x: 10, y: 20, width: 30, height: 41)]
        #expect(set.count == 2)
    }
}
