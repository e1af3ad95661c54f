import Testing
@testable import Raster

@Suite("Drawing and resampling images")
struct ImageDrawingTests {
    func image(_ width: Int, _ height: Int, _ value: (Int, Int) -> UInt8) -> RasterImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let v = value(x, y)
                bytes += [v, v, v, 255]
            }
        }
        return RasterImage(width: width, height: height, premultipliedPixels: bytes)!
    }

    @Test("content modes place the image like UIKit")
    func contentModes() {
        let view = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(ContentMode.scaleAspectFill.imageRect(imageWidth: 40, imageHeight: 40, in: view)
                == Rect(x: 10, y: -5, width: 100, height: 100))
        #expect(ContentMode.scaleAspectFit.imageRect(imageWidth: 40, imageHeight: 40, in: view)
                == Rect(x: 35, y: 20, width: 50, height: 50))
        #expect(ContentMode.scaleToFill.imageRect(imageWidth: 40, imageHeight: 40, in: view) == view)
        #expect(ContentMode.center.imageRect(imageWidth: 40, imageHeight: 30, in: view, naturalScale: 2)
                == Rect(x: 20, y: 15, width: 80, height: 60))
        #expect(ContentMode.top.imageRect(imageWidth: 40, imageHeight: 30, in: view)
                == Rect(x: 40, y: 20, width: 40, height: 30))
    }

    @Test("drawing at scale 1 on whole pixels copies the image exactly")
    func identityDraw() {
        let source = image(5, 4) { x, y in UInt8(x * 40 + y * 10) }
        var pixmap = Pixmap(width: 9, height: 9, fill: .black)
        pixmap.drawImage(source, in: Rect(x: 2, y: 3, width: 5, height: 4), contentMode: .scaleToFill)
        for y in 0..<4 {
            for x in 0..<5 {
                let v = UInt8(x * 40 + y * 10)
                #expect(pixmap.color(x: x + 2, y: y + 3) == Color(r: v, g: v, b: v))
            }
        }
        #expect(pixmap.color(x: 1, y: 3) == .black && pixmap.color(x: 7, y: 3) == .black)
    }

    @Test("shrinking averages the exact source footprint")
    func boxShrink() {
        // One row 0, 90, 180 shrunk to 2 px: each output pixel covers 1.5 source pixels.
        let source = image(3, 1) { x, _ in UInt8(x * 90) }
        var pixmap = Pixmap(width: 2, height: 1)
        pixmap.drawImage(source, stretchedTo: Rect(x: 0, y: 0, width: 2, height: 1))
        // (0 + 0.5·90)/1.5 = 30 and (0.5·90 + 180)/1.5 = 150.
        #expect(pixmap.color(x: 0, y: 0) == Color(r: 30, g: 30, b: 30))
        #expect(pixmap.color(x: 1, y: 0) == Color(r: 150, g: 150, b: 150))
    }

    @Test("enlarging interpolates bilinearly between pixel centres")
    func bilinearEnlarge() {
        let source = image(2, 1) { x, _ in x == 0 ? 0 : 200 }
        var pixmap = Pixmap(width: 8, height: 1)
        pixmap.drawImage(source, stretchedTo: Rect(x: 0, y: 0, width: 8, height: 1))
        // Output centre x+0.5 maps to source (x+0.5)/4 − 0.5; source centres at 0 and 1 hold 0 and 200.
        let expected: [UInt8] = [0, 0, 25, 75, 125, 175, 200, 200]
        #expect((0..<8).map { pixmap.color(x: $0, y: 0).r } == expected)
    }

    @Test("a fractional destination edge blends by its coverage")
    func fractionalEdges() {
        let source = image(1, 1) { _, _ in 255 }
        var pixmap = Pixmap(width: 4, height: 1, fill: .black)
        pixmap.drawImage(source, stretchedTo: Rect(x: 0.25, y: 0, width: 2.5, height: 1))
        #expect((0..<4).map { pixmap.color(x: $0, y: 0).r } == [191, 255, 191, 0])
    }

    @Test("downsampling to a width averages fractional footprints")
    func downsample() {
        var pixmap = Pixmap(width: 3, height: 3)
        for y in 0..<3 {
            for x in 0..<3 {
                let v = UInt8(x * 90)
                pixmap.fillRect(Rect(x: Double(x), y: Double(y), width: 1, height: 1), paint: .solid(Color(r: v, g: v, b: v)))
            }
        }
        let small = pixmap.downsampled(toWidth: 2)
        #expect(small.width == 2 && small.height == 2)
        #expect(small.color(x: 0, y: 1) == Color(r: 30, g: 30, b: 30))
        #expect(small.color(x: 1, y: 0) == Color(r: 150, g: 150, b: 150))
        let big = Pixmap(width: 750, height: 1624, fill: .white).downsampled(toWidth: 320)
        #expect(big.width == 320 && big.height == 693)  // 1624·320/750 = 692.9
        #expect(Set(big.pixels) == [255])
        #expect(Pixmap(width: 3, height: 3).downsampled(toWidth: 0).width == 0)
    }
}
