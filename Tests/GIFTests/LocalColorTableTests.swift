import GIFTestSupport
import Testing
@testable import GIF

/// 256 distinct colours (red channel = index), so every index is a different colour.
private func fullPalette() throws -> Palette {
    try Palette(colors: (0..<256).map { PaletteColor(r: UInt8($0), g: UInt8(255 - $0), b: UInt8($0 * 37 % 256)) })
}

private let width = 64, height = 48

/// Noise over all 256 indices: needs the whole global table.
private func noiseFrame(seed: UInt64) -> [UInt8] {
    var random = SeededGenerator(state: seed)
    return (0..<(width * height)).map { _ in random.byte() }
}

/// `base` with the rectangle x 8..<56, y 8..<40 painted by `value(x, y)`.
private func painted(_ base: [UInt8], _ value: (Int, Int) -> UInt8) -> [UInt8] {
    var frame = base
    for y in 8..<40 { for x in 8..<56 { frame[y * width + x] = value(x, y) } }
    return frame
}

/// Diagonal stripes of the three indices 10, 200, 77.
private func stripes(_ x: Int, _ y: Int) -> UInt8 { [10, 200, 77][(x / 4 + y / 3) % 3] }

private func encode(_ frames: [[UInt8]], palette: Palette, localColorTables: Bool = true) throws -> [UInt8] {
    let output = MemoryGIFOutput()
    let options = GIFOptions(width: width, height: height, loopCount: 1, localColorTables: localColorTables)
    let encoder = try GIFEncoder(options: options, palette: palette, output: output)
    for frame in frames { try encoder.addFrame(indices: frame, delayCentiseconds: 4) }
    _ = try encoder.finish()
    return output.bytes
}

@Suite struct LocalColorTableTests {
    @Test func aFrameUsingThreeColoursGetsALocalTable() throws {
        let palette = try fullPalette()
        let noise = noiseFrame(seed: 11)
        let striped = painted(noise, stripes)
        // global (noise), local (stripes), global again (noise back), local again: giflib must not carry a
        // local table over to the next frame.
        let frames = [noise, striped, noise, striped]
        let bytes = try encode(frames, palette: palette)
        let decoded = try decodeGIF(bytes)
        #expect(decoded.frames.count == 4)
        #expect(decoded.globalColorCount == 256)
        // 3 colours, plus at most one transparent slot, padded to a power of two: 4 entries.
        #expect(decoded.frames.map(\.localColorCount) == [nil, 4, nil, 4])
        for (decodedFrame, frame) in zip(decoded.frames, frames) {
            #expect(decodedFrame.rgba == expectedRGBA(frame, palette))
        }
        // The same animation with the global table only decodes identically and is larger.
        let globalOnly = try encode(frames, palette: palette, localColorTables: false)
        let globalDecoded = try decodeGIF(globalOnly)
        #expect(globalDecoded.frames.allSatisfy { $0.localColorCount == nil })
        #expect(globalDecoded.frames.map(\.rgba) == decoded.frames.map(\.rgba))
        #expect(bytes.count < globalOnly.count)
    }

    @Test func aFrameUsingMostColoursStaysGlobal() throws {
        let palette = try fullPalette()
        let noise = noiseFrame(seed: 12)
        var random = SeededGenerator(state: 99)
        // 1536 pixels drawn from 200 indices: the table would need 256 entries, no narrower codes.
        let manyColours = painted(noise) { _, _ in UInt8(random.next() % 200) }
        // A 5x4 patch of 20 different colours: a 32-entry table (96 bytes) costs more than 20 narrower codes save.
        var smallPatch = manyColours
        for y in 0..<4 { for x in 0..<5 { smallPatch[(20 + y) * width + 30 + x] = UInt8(100 + y * 5 + x) } }
        let frames = [noise, manyColours, smallPatch]
        let decoded = try decodeGIF(try encode(frames, palette: palette))
        #expect(decoded.frames.map(\.localColorCount) == [nil, nil, nil])
        #expect(decoded.frames[2].width == 5 && decoded.frames[2].height == 4)
        for (decodedFrame, frame) in zip(decoded.frames, frames) {
            #expect(decodedFrame.rgba == expectedRGBA(frame, palette))
        }
    }

    @Test func encodingIsByteIdenticalAcrossRuns() throws {
        let palette = try fullPalette()
        let noise = noiseFrame(seed: 13)
        let frames = [noise, painted(noise, stripes), noise]
        #expect(try encode(frames, palette: palette) == encode(frames, palette: palette))
    }

    @Test func transparentIndexIsRemappedIntoTheLocalTable() throws {
        let palette = try fullPalette()
        // 40 x 20 patch of indices 5 and 9 in runs, with transparent index 255 in its right half.
        let pixels = (0..<800).map { i -> UInt8 in i % 40 >= 20 ? 255 : (i / 7 % 2 == 0 ? 5 : 9) }
        let patch = FramePatch(left: 3, top: 4, width: 40, height: 20, pixels: pixels, transparentIndex: 255)
        let local = try #require(LocalColorTable.choose(for: patch, palette: palette))
        // Used indices in ascending order 5, 9, 255, then black padding to 4 entries.
        #expect(local.colors == [palette[5], palette[9], palette[255], PaletteColor(r: 0, g: 0, b: 0)])
        #expect(local.patch.transparentIndex == 2)
        #expect(local.patch.pixels == pixels.map { $0 == 5 ? 0 : ($0 == 9 ? 1 : 2) })
        #expect(local.patch.left == 3 && local.patch.top == 4 && local.patch.width == 40 && local.patch.height == 20)
    }

    @Test func tableSizesAndCodeSizes() {
        #expect([1, 2, 3, 4, 5, 17, 128, 129, 256].map(LocalColorTable.paddedTableSize) == [2, 2, 4, 4, 8, 32, 128, 256, 256])
        // GIF89a: the LZW minimum code size is the table's index bits, but at least 2.
        #expect([2, 4, 8, 16, 256].map { LocalColorTable.minimumCodeSize(tableSize: $0) } == [2, 2, 3, 4, 8])
    }
}

@Suite struct LZWCostModelTests {
    @Test func fourEqualPixelsByHand() {
        // Code size 2 (3-bit codes): clear, 0, then "0 0" = code 6, then 0 -- after which the next free code
        // is 8 and codes widen to 4 bits -- and end-of-information: 3 + 3 + 3 + 3 + 4 = 16 bits = 2 bytes.
        // Block: code-size byte, length byte, 2 data bytes, terminator.
        #expect(LZWCostModel.imageDataByteCount([0, 0, 0, 0], minimumCodeSize: 2) == 5)
    }

    /// The model against giflib itself: a one-frame file is header 6 + screen descriptor 7 + global table
    /// 3 * entries + graphic control extension 8 + image descriptor 10 + image data + trailer 1.
    @Test(arguments: [(4, 4, 1, 0), (64, 64, 2, 1), (100, 100, 256, 2), (300, 40, 16, 3), (1, 1, 2, 4)])
    func modelMatchesGiflib(frameWidth: Int, frameHeight: Int, colours: Int, seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let palette = try Palette(colors: (0..<colours).map { PaletteColor(r: UInt8($0), g: 0, b: UInt8(255 - $0)) })
        // Runs of random length and colour: long enough strings to exercise the dictionary and its clears.
        var pixels: [UInt8] = []
        while pixels.count < frameWidth * frameHeight {
            let value = UInt8(random.next() % UInt64(colours))
            pixels += Array(repeating: value, count: Int(random.next() % 6) + 1)
        }
        pixels = Array(pixels.prefix(frameWidth * frameHeight))
        let output = MemoryGIFOutput()
        let options = GIFOptions(width: frameWidth, height: frameHeight, loopCount: 1, maxColors: max(2, colours),
                                 localColorTables: false)
        let encoder = try GIFEncoder(options: options, palette: palette, output: output)
        try encoder.addFrame(indices: pixels, delayCentiseconds: 2)
        _ = try encoder.finish()
        let imageData = output.bytes.count - (6 + 7 + 3 * palette.paddedCount + 8 + 10 + 1)
        let codeSize = LocalColorTable.minimumCodeSize(tableSize: palette.paddedCount)
        #expect(LZWCostModel.imageDataByteCount(pixels, minimumCodeSize: codeSize) == imageData)
        // Walked beside a second code size (as `LocalColorTable.choose` does), each size still gets giflib's count.
        let both = LZWCostModel.imageDataByteCounts(pixels, minimumCodeSizes: (8, codeSize))
        #expect(both.1 == imageData)
        #expect(both.0 == LZWCostModel.imageDataByteCount(pixels, minimumCodeSize: 8))
        if codeSize < 8 { #expect(both.0 != both.1) }
    }
}
