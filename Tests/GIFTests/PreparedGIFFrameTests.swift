import GIFTestSupport
import Testing
@testable import GIF

/// Frames prepared apart from the encoder (in any order, as worker threads do) give the same file as frames added one
/// at a time, and each prepared block is a well-formed image block.
struct PreparedGIFFrameTests {
    static let width = 24, height = 16

    /// Noise (so LZW has work), then: two changed pixels, an identical repeat, a patch of two colours (a local
    /// table candidate), everything changed.
    static func frames(palette colors: Int) -> [[UInt8]] {
        var random = SeededGenerator(state: 11)
        let base = (0..<(width * height)).map { _ in UInt8(random.next() % UInt64(colors)) }
        var twoPixels = base
        twoPixels[3] = (base[3] + 1) % UInt8(colors)
        twoPixels[width * height - 1] = (base[width * height - 1] + 1) % UInt8(colors)
        var block = twoPixels
        for y in 4..<12 { for x in 6..<18 { block[y * width + x] = UInt8((x + y) % 2) } }
        let shifted = block.map { ($0 + 3) % UInt8(colors) }
        return [base, twoPixels, twoPixels, block, shifted]
    }

    static func palette(_ count: Int) throws -> Palette {
        var random = SeededGenerator(state: 3)
        return try Palette(colors: (0..<count).map { _ in PaletteColor(r: random.byte(), g: random.byte(), b: random.byte()) })
    }

    static func encodeOneByOne(_ frames: [[UInt8]], options: GIFOptions, palette: Palette) throws -> [UInt8] {
        let output = MemoryGIFOutput()
        let encoder = try GIFEncoder(options: options, palette: palette, output: output)
        for frame in frames { try encoder.addFrame(indices: frame, delayCentiseconds: 4) }
        _ = try encoder.finish()
        return output.bytes
    }

    static func encodePrepared(_ frames: [[UInt8]], options: GIFOptions, palette: Palette) throws -> [UInt8] {
        // Prepared last to first: each depends only on its own indices and its predecessor's.
        var prepared: [PreparedGIFFrame?] = Array(repeating: nil, count: frames.count)
        for k in frames.indices.reversed() {
            prepared[k] = try PreparedGIFFrame(indices: frames[k], previous: k == 0 ? nil : frames[k - 1],
                                               options: options, palette: palette)
        }
        let output = MemoryGIFOutput()
        let encoder = try GIFEncoder(options: options, palette: palette, output: output)
        for frame in prepared { try encoder.addFrame(try #require(frame), delayCentiseconds: 4) }
        _ = try encoder.finish()
        return output.bytes
    }

    /// The pipeline's way: a sequencer of its own (as on a side thread), frames coded out of order, blocks written.
    static func encodeSequenced(_ frames: [[UInt8]], options: GIFOptions, palette: Palette) throws -> [UInt8] {
        var sequencer = GIFFrameSequencer(options: options, palette: palette)
        var released: [SequencedGIFFrame] = []
        for k in frames.indices {
            let frame = try PreparedGIFFrame(indices: frames[k], previous: k == 0 ? nil : frames[k - 1],
                                             options: options, palette: palette)
            if let ready = try sequencer.add(frame, delayCentiseconds: 4) { released.append(ready) }
        }
        if let last = sequencer.flush() { released.append(last) }
        var blocks: [GIFFrameBlock?] = Array(repeating: nil, count: released.count)
        for k in released.indices.reversed() { blocks[k] = try released[k].coded() }
        let output = MemoryGIFOutput()
        let encoder = try GIFEncoder(options: options, palette: palette, output: output)
        for block in blocks { try encoder.write(try #require(block)) }
        _ = try encoder.finish()
        return output.bytes
    }

    @Test(arguments: [0, 40])
    func aSequencerOfItsOwnAndBlocksCodedOutOfOrderGiveTheSameFile(lossy: Int) throws {
        let palette = try Self.palette(24)
        let options = GIFOptions(width: Self.width, height: Self.height, maxColors: 32, lossy: lossy)
        let frames = Self.frames(palette: 24)
        let sequenced = try Self.encodeSequenced(frames, options: options, palette: palette)
        #expect(sequenced == (try Self.encodeOneByOne(frames, options: options, palette: palette)))
        // Four blocks for five frames: the repeat was merged (8 cs).
        #expect(try decodeGIF(sequenced).frames.map(\.delayCentiseconds) == [4, 8, 4, 4])
    }

    @Test(arguments: [0, 40])
    func preparedFramesGiveTheSameFileAsFramesAddedOneByOne(lossy: Int) throws {
        let palette = try Self.palette(24)
        let options = GIFOptions(width: Self.width, height: Self.height, maxColors: 32, lossy: lossy)
        let frames = Self.frames(palette: 24)
        let prepared = try Self.encodePrepared(frames, options: options, palette: palette)
        #expect(prepared == (try Self.encodeOneByOne(frames, options: options, palette: palette)))
        // An independent decoder sees four frames (the repeat merged into one of 8 cs), the last one exact.
        let decoded = try decodeGIF(prepared)
        #expect(decoded.frames.count == 4)
        #expect(decoded.frames.map(\.delayCentiseconds) == [4, 8, 4, 4])
        if lossy == 0 {
            for (frame, indices) in zip(decoded.frames, [frames[0], frames[1], frames[3], frames[4]]) {
                #expect(frame.rgba == expectedRGBA(indices, palette))
            }
        }
    }

    @Test func theImageBlockIsADescriptorThenLZWDataThenATerminator() throws {
        let palette = try Self.palette(24)
        let options = GIFOptions(width: Self.width, height: Self.height, maxColors: 32)
        let frames = Self.frames(palette: 24)
        let second = try PreparedGIFFrame(indices: frames[1], previous: frames[0], options: options, palette: palette)
        let block = second.imageBlock
        // Pixels 3 (x 3, y 0) and 383 (x 23, y 15) changed: the box is x 3...23, y 0...15, 21 x 16.
        #expect(Array(block.prefix(9)) == [0x2C, 3, 0, 0, 0, 21, 0, 16, 0])
        #expect(block[9] & 0x80 == 0)  // no local table: the box holds most of the 24 colours
        #expect(block[10] == 5)  // LZW minimum code size of a 32-entry table
        #expect(block.last == 0)
        let lossy = try PreparedGIFFrame(indices: frames[1], previous: frames[0],
                                         options: GIFOptions(width: Self.width, height: Self.height, maxColors: 32, lossy: 20),
                                         palette: palette)
        // With lossy LZW the pass codes the block itself: the same rectangle and table, the data its own.
        #expect(Array(lossy.imageBlock.prefix(11)) == Array(block.prefix(11)))
        #expect(lossy.imageBlock.last == 0)
    }

    @Test func aWrongFrameIsRefusedWhilePreparing() throws {
        let palette = try Self.palette(4)
        let options = GIFOptions(width: 2, height: 2, maxColors: 4)
        #expect(throws: GIFError.indexOutsidePalette(index: 7, pixel: 2, paletteCount: 4)) {
            _ = try PreparedGIFFrame(indices: [0, 1, 7, 2], previous: nil, options: options, palette: palette)
        }
        #expect(throws: GIFError.frameSizeMismatch(what: "index frame 2x2", expected: 4, actual: 3)) {
            _ = try PreparedGIFFrame(indices: [0, 1, 2], previous: nil, options: options, palette: palette)
        }
    }

    @Test func theExactColoursUnderAPatchAreTheFramesColours() throws {
        // Patches at the canvas edges and inside it, one pixel to whole rows: the 4-byte stores must leave every
        // colour, the last one too, as the frame's index says.
        let palette = try Self.palette(200)
        var random = SeededGenerator(state: 17)
        let canvasWidth = 37, canvasHeight = 9
        let frame = (0..<(canvasWidth * canvasHeight)).map { _ in UInt8(random.next() % 200) }
        for (left, top, width, height) in [(0, 0, 1, 1), (36, 8, 1, 1), (0, 0, 37, 9), (5, 2, 17, 1), (3, 4, 1, 5),
                                           (20, 1, 17, 8)] {
            let patch = FramePatch(left: left, top: top, width: width, height: height,
                                   pixels: [UInt8](repeating: 0, count: width * height), transparentIndex: nil)
            var expected: [PaletteColor] = []
            for y in top..<(top + height) {
                for x in left..<(left + width) { expected.append(palette.colors[Int(frame[y * canvasWidth + x])]) }
            }
            let exact = PreparedGIFFrame.exactColors(of: patch, frame: frame, canvasWidth: canvasWidth,
                                                     palette: palette)
            #expect(exact == expected, "patch \(width)x\(height) at (\(left), \(top))")
        }
    }
}
