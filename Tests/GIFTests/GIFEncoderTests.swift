import Foundation
import GIFTestSupport
import TestTools
import Testing
@testable import GIF

/// Synthetic UI-like frames: flat background, a bar, a gradient band and a moving rectangle.
private struct Scene {
    static let width = 40, height = 30
    static let background = PaletteColor(r: 242, g: 242, b: 247)
    static let bar = PaletteColor(r: 0, g: 122, b: 255)
    static let mover = PaletteColor(r: 255, g: 59, b: 48)

    static func frame(moverX: Int, gradient: Bool) -> [UInt8] {
        var canvas = TestCanvas(width: width, height: height, fill: background)
        canvas.fillRect(x: 0, y: 0, w: width, h: 4, bar)
        if gradient {
            canvas.gradient(y: 20, h: 10, from: PaletteColor(r: 20, g: 30, b: 200), to: PaletteColor(r: 230, g: 220, b: 40))
        }
        canvas.fillRect(x: moverX, y: 8, w: 6, h: 6, mover)
        return canvas.rgba
    }

    /// Frames and delays; frames 3 and 4 are identical and must merge.
    static let frames: [([UInt8], Int)] = [
        (frame(moverX: 2, gradient: false), 3),
        (frame(moverX: 2, gradient: true), 4),
        (frame(moverX: 9, gradient: true), 3),
        (frame(moverX: 15, gradient: true), 3),
        (frame(moverX: 15, gradient: true), 4),
        (frame(moverX: 30, gradient: true), 3),
    ]

    static func palette(options: GIFOptions) -> Palette {
        var builder = PaletteBuilder()
        for (rgba, _) in frames { builder.add(rgba: rgba) }
        return builder.build(maxColors: options.paletteColorBudget)
    }

    static func encode(_ options: GIFOptions) throws -> (bytes: [UInt8], summary: GIFSummary, palette: Palette) {
        let palette = palette(options: options)
        let output = MemoryGIFOutput()
        let encoder = try GIFEncoder(options: options, palette: palette, output: output)
        for (rgba, delay) in frames { try encoder.addFrame(rgba: rgba, delayCentiseconds: delay) }
        let summary = try encoder.finish()
        return (output.bytes, summary, palette)
    }
}

@Suite struct GIFEncoderTests {
    static let options = GIFOptions(width: Scene.width, height: Scene.height, maxColors: 16)

    @Test func roundTripShowsTheQuantizedFrames() throws {
        let options = Self.options
        let (bytes, summary, palette) = try Scene.encode(options)
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        #expect(bytes.last == 0x3B)  // trailer ';'
        #expect(summary.byteCount == bytes.count)
        #expect(summary.writtenFrames == 5)
        #expect(summary.totalCentiseconds == 3 + 4 + 3 + 3 + 4 + 3)

        let decoded = try decodeGIF(bytes)
        #expect(decoded.width == Scene.width && decoded.height == Scene.height)
        #expect(decoded.globalColorCount == palette.paddedCount)
        #expect(decoded.netscapeRepeatCount == 0)
        #expect(decoded.frames.map(\.delayCentiseconds) == [3, 4, 3, 7, 3])
        #expect(decoded.frames.allSatisfy { $0.disposal == 1 })

        let sourceFrames = [0, 1, 2, 3, 5].map { Scene.frames[$0].0 }
        for (frame, source) in zip(decoded.frames, sourceFrames) {
            let indices = try palette.quantize(rgba: source, width: Scene.width, height: Scene.height,
                                               dither: options.dither, strength: options.ditherStrength)
            #expect(frame.rgba == expectedRGBA(indices, palette))
        }
        // Flat colours come back exact.
        let last = decoded.frames[4].rgba
        func at(_ x: Int, _ y: Int) -> PaletteColor {
            let o = (y * Scene.width + x) * 4
            return PaletteColor(r: last[o], g: last[o + 1], b: last[o + 2])
        }
        #expect(at(1, 1) == Scene.bar)
        #expect(at(1, 10) == Scene.background)
        #expect(at(32, 10) == Scene.mover)
        // Differencing: frame 2 only changes the mover, moved from x 2..<8 to 9..<15 at y 8..<14.
        let second = decoded.frames[2]
        #expect(second.left == 2 && second.top == 8 && second.width == 13 && second.height == 6)
        // The first frame is full.
        #expect(decoded.frames[0].width == Scene.width && decoded.frames[0].height == Scene.height)
    }

    @Test func withoutDifferencingEveryFrameIsFull() throws {
        var options = Self.options
        options.frameDifferencing = false
        let (bytes, _, palette) = try Scene.encode(options)
        let decoded = try decodeGIF(bytes)
        #expect(decoded.frames.count == 5)
        #expect(decoded.frames.allSatisfy { $0.width == Scene.width && $0.height == Scene.height && $0.transparentIndex == nil })
        let indices = try palette.quantize(rgba: Scene.frames[5].0, width: Scene.width, height: Scene.height,
                                           dither: options.dither, strength: options.ditherStrength)
        #expect(decoded.frames.last?.rgba == expectedRGBA(indices, palette))
    }

    @Test func transparencyComposesCorrectly() throws {
        // Noise background (not flat) where only two distant pixels change: the box covers the frame and its
        // unchanged pixels are cheaper transparent.
        var random = SeededGenerator(state: 5)
        let colors = (0..<8).map { _ in PaletteColor(r: random.byte(), g: random.byte(), b: random.byte()) }
        let palette = try Palette(colors: colors)
        let first = (0..<(20 * 10)).map { _ in UInt8(random.next() % 8) }
        var second = first
        second[0] = (first[0] + 1) % 8
        second[199] = (first[199] + 1) % 8
        let output = MemoryGIFOutput()
        let encoder = try GIFEncoder(options: GIFOptions(width: 20, height: 10, maxColors: 8), palette: palette, output: output)
        try encoder.addFrame(indices: first, delayCentiseconds: 5)
        try encoder.addFrame(indices: second, delayCentiseconds: 5)
        _ = try encoder.finish()
        let decoded = try decodeGIF(output.bytes)
        #expect(decoded.frames.count == 2)
        #expect(decoded.frames[1].transparentIndex != nil)
        #expect(decoded.frames[1].rgba == expectedRGBA(second, palette))
    }

    @Test func encodingTwiceIsByteIdentical() throws {
        let a = try Scene.encode(Self.options).bytes
        let b = try Scene.encode(Self.options).bytes
        #expect(a == b)
        var diffusion = Self.options
        diffusion.dither = .diffusion
        #expect(try Scene.encode(diffusion).bytes == Scene.encode(diffusion).bytes)
    }

    @Test(arguments: [(0, [UInt8]?.some([0, 0])), (1, nil), (2, [1, 0]), (3, [2, 0]), (300, [0x2B, 0x01]), (65_536, [0xFF, 0xFF])])
    func loopCountMapsPlaysToRepeats(plays: Int, repeatBytes: [UInt8]?) throws {
        var options = Self.options
        options.loopCount = plays
        let bytes = try Scene.encode(options).bytes
        // Application extension: 0x21 0xFF, block of 11 "NETSCAPE2.0", sub-block 3 [1, lo, hi], terminator 0.
        let prefix: [UInt8] = [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
        if let repeatBytes {
            let start = try #require(firstRange(of: prefix + repeatBytes + [0x00], in: bytes))
            #expect(start == 13 + 3 * 16)  // header 6 + screen descriptor 7 + 16-entry colour table
        } else {
            #expect(firstRange(of: Array("NETSCAPE".utf8), in: bytes) == nil)
        }
        let decoded = try decodeGIF(bytes)
        #expect(decoded.netscapeRepeatCount == repeatBytes.map { Int($0[0]) | Int($0[1]) << 8 })
    }

    @Test func failingSinkGivesATypedError() throws {
        for limit in [0, 5, 40, 200] {
            let output = MemoryGIFOutput(failAfterBytes: limit)
            let palette = Scene.palette(options: Self.options)
            var caught: GIFError?
            do {
                let encoder = try GIFEncoder(options: Self.options, palette: palette, output: output)
                for (rgba, delay) in Scene.frames { try encoder.addFrame(rgba: rgba, delayCentiseconds: delay) }
                _ = try encoder.finish()
            } catch {
                caught = error
            }
            guard case .outputWriteFailed(let written)? = caught else {
                Issue.record("limit \(limit): expected outputWriteFailed, got \(String(describing: caught))")
                continue
            }
            #expect(written <= limit)
            #expect(output.bytes.count == written)
        }
    }

    @Test func badInputsAreTypedErrors() throws {
        let palette = try Palette(colors: [PaletteColor(r: 0, g: 0, b: 0), PaletteColor(r: 9, g: 9, b: 9)])
        #expect(throws: GIFError.self) {
            _ = try GIFEncoder(options: GIFOptions(width: 70_000, height: 2), palette: palette, output: MemoryGIFOutput())
        }
        #expect(throws: GIFError.self) {
            _ = try GIFEncoder(options: GIFOptions(width: 2, height: 2, loopCount: -1), palette: palette, output: MemoryGIFOutput())
        }
        #expect(throws: GIFError.self) {
            _ = try GIFEncoder(options: GIFOptions(width: 2, height: 2, maxColors: 300), palette: palette, output: MemoryGIFOutput())
        }
        let encoder = try GIFEncoder(options: GIFOptions(width: 2, height: 2), palette: palette, output: MemoryGIFOutput())
        #expect(throws: GIFError.invalidParameter(name: "frame delay", value: "70000 cs", expected: "0...65535 cs (16-bit GIF field)")) {
            try encoder.addFrame(indices: [0, 0, 0, 0], delayCentiseconds: 70_000)
        }
        #expect(throws: GIFError.indexOutsidePalette(index: 2, pixel: 3, paletteCount: 2)) {
            try encoder.addFrame(indices: [0, 1, 0, 2], delayCentiseconds: 2)
        }
        #expect(throws: GIFError.self) { try encoder.addFrame(indices: [0, 1, 0], delayCentiseconds: 2) }
        try encoder.addFrame(indices: [0, 1, 1, 0], delayCentiseconds: 2)
        let summary = try encoder.finish()
        #expect(summary.writtenFrames == 1)
        #expect(throws: GIFError.encoderClosed) { try encoder.addFrame(indices: [0, 0, 0, 0], delayCentiseconds: 2) }
        #expect(throws: GIFError.encoderClosed) { _ = try encoder.finish() }
        let empty = try GIFEncoder(options: GIFOptions(width: 2, height: 2), palette: palette, output: MemoryGIFOutput())
        #expect(throws: GIFError.self) { _ = try empty.finish() }
    }

    @Test func identicalFramesMergeUntilTheDelayFieldIsFull() throws {
        let palette = try Palette(colors: [PaletteColor(r: 0, g: 0, b: 0), PaletteColor(r: 255, g: 255, b: 255)])
        let output = MemoryGIFOutput()
        let encoder = try GIFEncoder(options: GIFOptions(width: 2, height: 1), palette: palette, output: output)
        for _ in 0..<3 { try encoder.addFrame(indices: [0, 1], delayCentiseconds: 30_000) }
        try encoder.addFrame(indices: [1, 1], delayCentiseconds: 2)
        let summary = try encoder.finish()
        // 30000 + 30000 fits 16 bits; a third would not, so it starts a new (unchanged, 1x1) frame.
        let decoded = try decodeGIF(output.bytes)
        #expect(decoded.frames.map(\.delayCentiseconds) == [60_000, 30_000, 2])
        #expect(summary.totalCentiseconds == 90_002)
        #expect(decoded.frames[1].width == 1 && decoded.frames[1].height == 1)
        #expect(decoded.frames[2].rgba == [255, 255, 255, 255, 255, 255, 255, 255])
    }

    /// Writes a sample GIF that an independent decoder, Pillow (python3), reads as the scene: 40 x 30; five frames
    /// (the identical 4th and 5th merged) of 30, 40, 30, 30 + 40 and 30 ms; three plays, stored as NETSCAPE repeat
    /// count 2 (`GIFOptions.loopCount`); and in every frame, composited as a viewer shows it, the bar at (1, 1), the
    /// background at (36, 16) and row 11 red exactly over the mover's six columns.
    @Test func writesSampleForExternalDecoders() throws {
        var options = Self.options
        options.loopCount = 3
        let bytes = try Scene.encode(options).bytes
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("gif-test.gif").path
        try writeTestFile(path, bytes)
        let report = try #require(try runPython("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            print(im.format, im.size[0], im.size[1], im.n_frames, im.info.get("loop"))
            for k in range(im.n_frames):
                im.seek(k)
                rgb = im.convert("RGB")
                red = [x for x in range(40) if rgb.getpixel((x, 11)) == (255, 59, 48)]
                print(im.info["duration"], rgb.getpixel((1, 1)), rgb.getpixel((36, 16)), red[0], red[-1], len(red))
            """, [path]))
        // Worked out from `Scene`: mover columns x..<x+6 at x = 2, 2, 9, 15, 30; bar (0, 122, 255); background
        // (242, 242, 247).
        let movers = [2, 2, 9, 15, 30], lengths = [30, 40, 30, 70, 30]
        let frames = zip(movers, lengths).map { x, ms in "\(ms) (0, 122, 255) (242, 242, 247) \(x) \(x + 5) 6" }
        #expect(report == (["GIF 40 30 5 2"] + frames).joined(separator: "\n") + "\n")
    }
}
