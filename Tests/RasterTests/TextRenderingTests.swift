import Foundation
import TestTools
import Testing
@testable import Raster

@Suite struct TextRenderingTests {
    private func layout(_ face: FontFace, _ text: String = "Stretchy Header 9:41", scale: Double = 2) -> TextLayout {
        TextLayout(string: text, face: face, attributes: TextAttributes(size: 17), maxWidth: nil, scale: scale)
    }

    @Test func renderingIsDeterministicAcrossCallsAndFaces() throws {
        let face = try TextFixtures.inter()
        let first = layout(face).coverageMasks(originX: 12.3, originY: 40.7)
        let second = layout(face).coverageMasks(originX: 12.3, originY: 40.7)
        let otherFace = layout(try TextFixtures.inter()).coverageMasks(originX: 12.3, originY: 40.7)
        #expect(first == second)
        #expect(first == otherFace)
    }

    @Test func inkIsPositiveAndInsideTheTextBox() throws {
        let face = try TextFixtures.inter()
        let text = layout(face)
        let masks = text.coverageMasks(originX: 20, originY: 30)
        #expect(masks.count == 1)
        #expect(TextFixtures.coverageSum(masks) > 0)
        let bounds = try #require(TextFixtures.inkBounds(masks))
        let size = text.measuredSize
        #expect(bounds.minX >= 20 - 1 && Double(bounds.maxX) <= 20 + size.width * 2 + 1)
        #expect(bounds.minY >= 30 && Double(bounds.maxY) <= 30 + size.height * 2)
        // Glyphs reach well across the box: ink spans most of the measured width.
        #expect(Double(bounds.maxX - bounds.minX) > size.width * 2 * 0.9)
        // Some pixels are fully covered (crisp stems) and some partly (anti-aliased edges).
        let values = masks[0].coverage
        #expect(values.contains(255))
        #expect(values.contains { $0 > 0 && $0 < 255 })
    }

    /// Glyph rows are padded with zeros to whole sixteen-byte blocks (the line mask unites them block by block).
    @Test func glyphRowsArePaddedWithZerosToSixteenBytes() throws {
        let face = try TextFixtures.inter()
        let text = layout(face, "Wide glyphs: WM@ and narrow ones: il.")
        var inked = 0
        for glyph in text.lines.flatMap(\.glyphs) {
            for bin in 0..<4 {
                let key = GlyphKey(glyphID: glyph.glyphID, pixelSize26_6: 17 * 2 * 64, subpixelBin: bin)
                guard let bitmap = face.glyphBitmap(key), bitmap.width > 0 else { continue }
                #expect(bitmap.rowStride % 16 == 0)
                #expect(bitmap.rowStride >= bitmap.width && bitmap.rowStride < bitmap.width + 16)
                #expect(bitmap.coverage.count == bitmap.rowStride * bitmap.height)
                for row in 0..<bitmap.height {
                    let start = row * bitmap.rowStride
                    #expect(bitmap.coverage[(start + bitmap.width)..<(start + bitmap.rowStride)].allSatisfy { $0 == 0 })
                    inked += bitmap.coverage[start..<(start + bitmap.width)].filter { $0 > 0 }.count
                }
            }
        }
        #expect(inked > 1000)
    }

    @Test func capitalHSitsOnTheBaseline() throws {
        let face = try TextFixtures.inter()
        let text = TextLayout(string: "H", face: face, attributes: TextAttributes(size: 20), maxWidth: nil, scale: 1)
        let bounds = try #require(TextFixtures.inkBounds(text.coverageMasks(originX: 0, originY: 0)))
        // The baseline is the bottom of "H" (no overshoot on flat letters).
        #expect(abs(Double(bounds.maxY) - text.lines[0].baseline) <= 1)
    }

    @Test func wholePixelShiftMovesMasksExactly() throws {
        let face = try TextFixtures.inter()
        let base = layout(face).coverageMasks(originX: 10.25, originY: 5)
        let moved = layout(face).coverageMasks(originX: 13.25, originY: 7)
        #expect(base.count == moved.count)
        for (a, b) in zip(base, moved) {
            #expect(b.originX == a.originX + 3)
            #expect(b.originY == a.originY + 2)
            #expect(a.coverage == b.coverage)
        }
    }

    @Test func quarterPixelStepsMoveTheStemEdgeByAQuarterPixel() throws {
        let face = try TextFixtures.inter()
        // "l" is one straight vertical stem (about 1.4 px wide at 17 px), so in a middle row the first inked
        // pixel's coverage is exactly the part of that pixel right of the stem's left edge.
        let text = layout(face, "l", scale: 1)
        func leftEdge(_ originX: Double) throws -> Double {
            let mask = try #require(text.coverageMasks(originX: originX, originY: 0).first)
            let row = mask.height / 2
            let rowValues = mask.coverage[(row * mask.width)..<((row + 1) * mask.width)]
            let first = try #require(rowValues.firstIndex { $0 > 0 }) - row * mask.width
            let coverage = Double(mask.coverage[row * mask.width + first]) / 255
            return Double(mask.originX + first) + 1 - coverage
        }
        let base = try leftEdge(10)
        for step in 1...4 {
            let moved = try leftEdge(10 + 0.25 * Double(step))
            // 8-bit coverage resolves an edge to 1/255 px; allow two steps of rounding.
            #expect(abs(moved - base - 0.25 * Double(step)) < 2.0 / 255)
        }
        // Positions between bins snap to the nearest quarter pixel.
        #expect(abs(try leftEdge(10.1) - base) < 2.0 / 255)
        #expect(abs(try leftEdge(10.2) - base - 0.25) < 2.0 / 255)
    }

    @Test func concurrentRenderingFromOneFaceMatchesSerial() async throws {
        let face = try TextFixtures.inter()
        let expected = layout(face).coverageMasks(originX: 0.5, originY: 0)
        let results = await withTaskGroup(of: [CoverageMask].self) { group in
            for _ in 0..<4 {
                group.addTask { layout(face).coverageMasks(originX: 0.5, originY: 0) }
            }
            var all: [[CoverageMask]] = []
            for await masks in group { all.append(masks) }
            return all
        }
        #expect(results.count == 4)
        for masks in results { #expect(masks == expected) }
    }

    /// Writes the 17 pt @2x sample as a PGM (white paper, black ink) for a visual check, into a fresh folder, and
    /// reads it back with Pillow (python3): a 640 x H greyscale picture with three lines of ink ("Stretchy Header
    /// 9:41", then the 43-character pangram, about 400 pt at Inter's average advance of about 0.55 em, wrapped once
    /// at the 300 pt width), each centred on the text box, 300 pt = 600 px wide from x = 20 px, so on x = 320 (within
    /// 3 px: glyphs' side bearings), with solid black stems (0) and anti-aliased edges (greys).
    @Test func writesSampleForVisualInspection() throws {
        let face = try TextFixtures.inter()
        let text = TextLayout(
            string: "Stretchy Header 9:41\nThe quick brown fox jumps over the lazy dog", face: face,
            attributes: TextAttributes(size: 17, alignment: .center), maxWidth: 300, scale: 2)
        let width = 640, height = Int((text.measuredSize.height * 2).rounded(.up)) + 20
        var pixels = [UInt8](repeating: 255, count: width * height)
        for mask in text.coverageMasks(originX: 20, originY: 10) {
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    let px = mask.originX + x, py = mask.originY + y
                    guard px >= 0, px < width, py >= 0, py < height else { continue }
                    pixels[py * width + px] = 255 - mask.coverage[y * mask.width + x]
                }
            }
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("text.pgm").path
        let header = Array("P5\n\(width) \(height)\n255\n".utf8)
        try Data(header + pixels).write(to: URL(fileURLWithPath: path))
        // Bands of rows with ink, and each band's inked columns, as Pillow reads the file.
        let report = try #require(try runPython("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            w, h = im.size
            px = im.load()
            print(im.format, im.mode, w, h, min(im.getdata()), len(set(im.getdata())) > 2)
            inked = [any(px[x, y] < 255 for x in range(w)) for y in range(h)]
            y = 0
            while y < h:
                if not inked[y]:
                    y += 1
                    continue
                top = y
                while y < h and inked[y]:
                    y += 1
                columns = [x for x in range(w) if any(px[x, r] < 255 for r in range(top, y))]
                print(columns[0], columns[-1])
            """, [path]))
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.first == "PPM L 640 \(height) 0 True")
        let bands = lines.dropFirst().map { $0.split(separator: " ").compactMap { Int($0) } }
        #expect(bands.count == 3, "\(report)")
        for band in bands where band.count == 2 {
            #expect(band[0] >= 20 && band[1] < 620, "\(band)")
            #expect(abs(Double(band[0] + band[1] + 1) / 2 - 320) <= 3, "\(band)")
        }
    }
}
