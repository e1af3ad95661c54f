import Testing
@testable import Raster

@Suite("Coverage mask blur, subtraction and layer compositing")
struct MaskBlurTests {
    @Test("three box passes of radius r have the variance r(r + 1)")
    func boxRadiusForSigma() {
        // r(r + 1) = σ²: σ = √2 gives r = 1, σ = √6 gives 2, σ = √42 gives 6.
        #expect(CoverageMask.boxRadius(forSigma: 2.0.squareRoot()) == 1)
        #expect(CoverageMask.boxRadius(forSigma: 6.0.squareRoot()) == 2)
        #expect(CoverageMask.boxRadius(forSigma: 42.0.squareRoot()) == 6)
        #expect(CoverageMask.boxRadius(forSigma: 0) == 0)
        #expect(CoverageMask.boxRadius(forSigma: .nan) == 0)
        #expect(CoverageMask.boxRadius(forSigma: 1e9) == CoverageMask.maximumBlurRadius)
    }

    @Test("one pass of radius 1 is the mean of three; the mask grows by 3 r a side")
    func growthAndKernel() {
        let mask = CoverageMask(originX: 10, originY: 20, width: 1, height: 1, coverage: [255])
        let blurred = mask.blurred(radius: 1)
        #expect(blurred.originX == 7 && blurred.originY == 17 && blurred.width == 7 && blurred.height == 7)
        // Three passes of [1 1 1]/3 make [1 3 6 7 6 3 1]/27 per axis: 255 · (7/27)² = 17.1 at the centre. With
        // each pass rounded: across, 255 -> 85 -> (57 + 85 + 57)/3 = 66; down, 66 -> 22 -> (15 + 22 + 15)/3 = 17.
        #expect(blurred.coverage[3 * 7 + 3] == 17)
        // Symmetric, and falling off with distance from the centre along a row and a diagonal.
        let row = (0..<7).map { Int(blurred.coverage[3 * 7 + $0]) }
        #expect(row == row.reversed())
        #expect(row[3] > row[4] && row[4] > row[5] && row[5] >= row[6])
        #expect(blurred.coverage[0] <= blurred.coverage[1 * 7 + 1])
        // Nothing is lost off the edges: the sum stays 255 within the rounding of 6 passes over 49 pixels.
        let total = blurred.coverage.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 255) <= 49)
    }

    @Test("a blurred edge falls off monotonically and crosses half way at the edge")
    func edgeFalloff() {
        // A 40 x 40 block; across its left edge the coverage rises from 0 through ~128 to 255.
        let block = CoverageMask(originX: 0, originY: 0, width: 40, height: 40,
                                 coverage: [UInt8](repeating: 255, count: 1600))
        let blurred = block.blurred(radius: 4)
        let grow = 12
        let middleRow = (grow + 20) * blurred.width
        let across = (0..<(2 * grow)).map { Int(blurred.coverage[middleRow + $0]) }
        for (outer, inner) in zip(across, across.dropFirst()) { #expect(outer <= inner) }
        #expect(across[0] == 0)
        #expect(abs(across[grow] - 128) <= 16, "at the original edge: \(across[grow])")
        #expect(across[2 * grow - 1] == 255)
    }

    @Test("radius 0 leaves the mask alone")
    func radiusZero() {
        let mask = CoverageMask(originX: 1, originY: 2, width: 2, height: 1, coverage: [10, 200])
        #expect(mask.blurred(radius: 0) == mask)
    }

    @Test("subtracting keeps a·(255 − b)/255 where the masks overlap")
    func subtracting() {
        let base = CoverageMask(originX: 0, originY: 0, width: 3, height: 1, coverage: [255, 255, 200])
        let hole = CoverageMask(originX: 1, originY: 0, width: 3, height: 1, coverage: [255, 128, 9])
        let result = base.subtracting(hole)
        // 255 outside the hole; 255 · 0 / 255 = 0; 200 · 127 / 255 = 99.6 -> 100.
        #expect(result.coverage == [255, 0, 100])
        #expect(result.originX == 0 && result.width == 3)
    }

    @Test("drawing a layer copies opaque pixels under full coverage and blends partial ones")
    func drawLayer() {
        var canvas = Pixmap(width: 4, height: 2, fill: .white)
        let source = Pixmap(width: 2, height: 2, fill: Color(r: 0, g: 0, b: 255, a: 255))
        let mask = CoverageMask(originX: 1, originY: 0, width: 3, height: 2, coverage: [255, 128, 255, 0, 255, 255])
        canvas.draw(source, atX: 1, y: 0, mask: mask)
        #expect(canvas.color(x: 0, y: 0) == .white)
        #expect(canvas.color(x: 1, y: 0) == Color(r: 0, g: 0, b: 255, a: 255))
        // 128/255 blue over white: 255 · 127/255 = 127 red and green, blue 128 + 127.
        #expect(canvas.color(x: 2, y: 0) == Color(r: 127, g: 127, b: 255, a: 255))
        // Mask coverage beyond the source's right edge draws nothing.
        #expect(canvas.color(x: 3, y: 0) == .white)
        #expect(canvas.color(x: 1, y: 1) == .white)
        #expect(canvas.color(x: 2, y: 1) == Color(r: 0, g: 0, b: 255, a: 255))
        // No mask: the whole source; placed partly off the canvas: the rest is dropped.
        var whole = Pixmap(width: 2, height: 2, fill: .white)
        whole.draw(source, atX: -1, y: 1)
        #expect(whole.color(x: 0, y: 1) == Color(r: 0, g: 0, b: 255, a: 255))
        #expect(whole.color(x: 1, y: 1) == .white && whole.color(x: 0, y: 0) == .white)
    }

    @Test("a translucent source is blended even under full coverage")
    func translucentSource() {
        var canvas = Pixmap(width: 1, height: 1, fill: .white)
        canvas.draw(Pixmap(width: 1, height: 1, fill: Color(r: 0, g: 0, b: 0, a: 102)), atX: 0, y: 0,
                    mask: CoverageMask(originX: 0, originY: 0, width: 1, height: 1, coverage: [255]))
        // 40 % black over white: 255 · 153/255 = 153.
        #expect(canvas.color(x: 0, y: 0) == Color(r: 153, g: 153, b: 153, a: 255))
    }
}
