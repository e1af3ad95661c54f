import Testing
@testable import Raster

/// `Pixmap.composite(_:atX:y:mask:over:)` rewrites a reused buffer so that it always equals `draw(_:atX:y:mask:)`
/// on a fresh copy of the backdrop, whatever the buffer showed before.
@Suite("Compositing into a reused buffer")
struct ComposeIntoBufferTests {
    /// A backdrop with varied translucent and opaque pixels.
    static func backdrop(width: Int, height: Int) -> Pixmap {
        var bytes: [UInt8] = []
        for index in 0..<(width * height) {
            let alpha = UInt8(index % 3 == 0 ? 255 : (index * 37) % 256)
            bytes += [alpha / 2, alpha / 3, alpha, alpha]
        }
        return Pixmap(width: width, height: height, premultipliedPixels: bytes)!
    }

    /// A source whose pixels differ per `seed`; opaque or with alpha below 255 in places.
    static func source(width: Int, height: Int, seed: Int, opaque: Bool) -> Pixmap {
        var bytes: [UInt8] = []
        for index in 0..<(width * height) {
            let alpha = opaque ? 255 : UInt8((index * 53 + seed * 17) % 256)
            let value = UInt8((index * 29 + seed * 101) % 256)
            bytes += [min(value, alpha), min(value / 2, alpha), min(255 - value, alpha), alpha]
        }
        return Pixmap(width: width, height: height, premultipliedPixels: bytes)!
    }

    /// A mask with runs of 0, of 255 (longer than eight bytes) and partial values, offset from the canvas origin.
    static let mask: CoverageMask = {
        let width = 20, height = 7
        var coverage: [UInt8] = []
        for row in 0..<height {
            for column in 0..<width {
                switch (column + row) % 20 {
                case 0..<3: coverage.append(0)
                case 3..<14: coverage.append(255)
                default: coverage.append(UInt8(40 * ((column + row) % 20 - 13)))
                }
            }
        }
        return CoverageMask(originX: 2, originY: 1, width: width, height: height, coverage: coverage)
    }()

    @Test("a buffer reused for several sources equals a draw on a fresh copy each time",
          arguments: [true, false])
    func reusedBufferMatchesDraw(opaque: Bool) {
        let backdrop = Self.backdrop(width: 24, height: 10)
        var buffer = backdrop
        for seed in 0..<4 {
            // The source overhangs the canvas's right edge, so clipping to the canvas is exercised too.
            let source = Self.source(width: 21, height: 8, seed: seed, opaque: opaque)
            var expected = backdrop
            expected.draw(source, atX: 4, y: 1, mask: Self.mask)
            buffer.composite(source, atX: 4, y: 1, mask: Self.mask, over: backdrop)
            #expect(buffer == expected, "seed \(seed)")
            #expect(buffer != backdrop, "seed \(seed): the composite must change the covered pixels")
        }
    }

    /// Opaque runs with translucent pixels inside them (an opaque frame with a few see-through pixels): each pixel
    /// is what the one-pixel `blend` gives at its weight over the backdrop, for `draw` and the reused buffer.
    @Test("a source opaque in runs and translucent in places blends each pixel at its weight")
    func mixedOpacitySourceMatchesPerPixelBlend() {
        let backdrop = Self.backdrop(width: 24, height: 10)
        let width = 21, height = 8
        var bytes: [UInt8] = []
        for index in 0..<(width * height) {
            // Mostly opaque; every seventh pixel and a short run in each row translucent.
            let column = index % width
            let alpha: UInt8 = index % 7 == 3 || (column >= 9 && column < 11) ? UInt8(60 + index % 90) : 255
            let value = UInt8((index * 29) % 256)
            bytes += [min(value, alpha), min(value / 2, alpha), min(255 - value, alpha), alpha]
        }
        let source = Pixmap(width: width, height: height, premultipliedPixels: bytes)!
        var expected = backdrop
        expected.pixels.withUnsafeMutableBufferPointer { canvas in
            guard let base = canvas.baseAddress else { return }
            for y in 1..<(1 + height) {
                for x in 4..<24 {
                    let mask = Self.mask
                    let mx = x - mask.originX, my = y - mask.originY
                    guard mx >= 0, my >= 0, mx < mask.width, my < mask.height else { continue }
                    let weight = Int(mask.coverage[my * mask.width + mx])
                    guard weight > 0 else { continue }
                    let s = ((y - 1) * width + (x - 4)) * 4
                    Pixmap.blend(Int(bytes[s]), Int(bytes[s + 1]), Int(bytes[s + 2]), Int(bytes[s + 3]), weight,
                                 into: base + (y * 24 + x) * 4)
                }
            }
        }
        var drawn = backdrop
        drawn.draw(source, atX: 4, y: 1, mask: Self.mask)
        #expect(drawn == expected)
        var buffer = backdrop
        buffer.composite(Self.source(width: width, height: height, seed: 1, opaque: true), atX: 4, y: 1,
                         mask: Self.mask, over: backdrop)
        buffer.composite(source, atX: 4, y: 1, mask: Self.mask, over: backdrop)
        #expect(buffer == expected)
    }

    @Test("a partly covered pixel blends the source over the backdrop, not over the previous frame")
    func partialPixelStartsFromTheBackdrop() {
        let backdrop = Pixmap(width: 1, height: 1, fill: .white)
        let mask = CoverageMask(originX: 0, originY: 0, width: 1, height: 1, coverage: [128])
        var buffer = backdrop
        buffer.composite(Pixmap(width: 1, height: 1, fill: .black), atX: 0, y: 0, mask: mask, over: backdrop)
        buffer.composite(Pixmap(width: 1, height: 1, fill: Color(r: 255, g: 0, b: 0)), atX: 0, y: 0, mask: mask,
                         over: backdrop)
        // Red at 128/255 over white: red 128 + 255·127/255 = 255, green and blue 255·127/255 = 127.
        #expect(buffer.color(x: 0, y: 0) == Color(r: 255, g: 127, b: 127))
    }

    @Test("a backdrop of another size leaves the canvas untouched")
    func mismatchedBackdrop() {
        var canvas = Pixmap(width: 3, height: 3, fill: .white)
        let mask = CoverageMask(originX: 0, originY: 0, width: 3, height: 3, coverage: [UInt8](repeating: 255, count: 9))
        canvas.composite(Pixmap(width: 3, height: 3, fill: .black), atX: 0, y: 0, mask: mask,
                         over: Pixmap(width: 2, height: 3, fill: .white))
        #expect(canvas == Pixmap(width: 3, height: 3, fill: .white))
    }
}
