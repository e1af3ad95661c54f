import GIFTestSupport
import Testing
@testable import GIF

/// Synthetic frames for lossy LZW: a flat UI part (background, a bar, a moving card) over a photo-like part (a
/// smooth two-axis gradient with a little noise, dithered by the encoder).
private enum LossyScene {
    static let width = 96, height = 72
    static let background = PaletteColor(r: 242, g: 242, b: 247)
    static let bar = PaletteColor(r: 0, g: 122, b: 255)
    static let card = PaletteColor(r: 255, g: 59, b: 48)

    /// RGBA of frame `step`: the photo occupies rows 24..<72 and scrolls by `step` pixels; the card moves right.
    static func frame(step: Int) -> [UInt8] {
        var canvas = TestCanvas(width: width, height: height, fill: background)
        canvas.fillRect(x: 0, y: 0, w: width, h: 6, bar)
        canvas.fillRect(x: 4 + 9 * step, y: 10, w: 12, h: 8, card)
        var random = SeededGenerator(state: 7)
        for y in 24..<height {
            for x in 0..<width {
                let u = Double(x) / Double(width), v = Double(y + 3 * step) / Double(height + 12)
                let noise = Int(random.next() % 9) - 4
                func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, Int(value) + noise))) }
                canvas.set(x, y, PaletteColor(r: channel(40 + 180 * u), g: channel(60 + 120 * v), b: channel(200 - 90 * u * v)))
            }
        }
        return canvas.rgba
    }

    static let frames = (0..<4).map(frame(step:))

    static func palette(colors: Int = 64) -> Palette {
        var builder = PaletteBuilder()
        for rgba in frames { builder.add(rgba: rgba) }
        return builder.build(maxColors: colors - 1)
    }

    /// The frames as the encoder quantizes them (ordered dither at the default strength).
    static func indices(_ palette: Palette) throws -> [[UInt8]] {
        try frames.map { try palette.quantize(rgba: $0, width: width, height: height, dither: .ordered, strength: 0.4) }
    }

    static func encode(_ frames: [[UInt8]], palette: Palette, lossy: Int, localColorTables: Bool = true) throws -> [UInt8] {
        let output = MemoryGIFOutput()
        let options = GIFOptions(width: width, height: height, maxColors: 64, localColorTables: localColorTables,
                                 lossy: lossy)
        let encoder = try GIFEncoder(options: options, palette: palette, output: output)
        for frame in frames { try encoder.addFrame(indices: frame, delayCentiseconds: 4) }
        _ = try encoder.finish()
        return output.bytes
    }
}

/// `ColorMetric` distance between pixel `i` of a decoded RGBA frame and `colour`.
private func distance(_ rgba: [UInt8], _ i: Int, _ colour: PaletteColor) -> Int {
    ColorMetric.distance(Int(rgba[4 * i]) - Int(colour.r), Int(rgba[4 * i + 1]) - Int(colour.g),
                         Int(rgba[4 * i + 2]) - Int(colour.b))
}

/// Whether pixel `i` of a `width`-wide frame has the same index as each of its 4-neighbours.
private func isFlat(_ frame: [UInt8], _ i: Int, width: Int) -> Bool {
    let x = i % width
    return (x == 0 || frame[i - 1] == frame[i]) && (x == width - 1 || frame[i + 1] == frame[i])
        && (i < width || frame[i - width] == frame[i]) && (i + width >= frame.count || frame[i + width] == frame[i])
}

@Suite struct LossyLZWTests {
    @Test("every pixel shows a colour within T(N) of its own, and some do move", arguments: [20, 80, 150, 200])
    func colorsStayWithinTheCap(level: Int) throws {
        let palette = LossyScene.palette()
        let frames = try LossyScene.indices(palette)
        let decoded = try decodeGIF(try LossyScene.encode(frames, palette: palette, lossy: level))
        #expect(decoded.frames.count == frames.count)
        let cap = LossyLZW(level: level).cap
        var moved = 0
        for (shown, exact) in zip(decoded.frames, frames) {
            for i in exact.indices {
                let error = distance(shown.rgba, i, palette[Int(exact[i])])
                #expect(error <= cap, "pixel \(i): error \(error) > \(cap)")
                if error > 0 { moved += 1 }
            }
        }
        #expect(moved > 100)
    }

    @Test("T(N) is levelsPerStep * N levels: a grey shift just inside passes, one level more does not")
    func theCapIsAGreyShift() {
        // N = 80: 32 levels.
        let lossy = LossyLZW(level: 80)
        #expect(ColorMetric.distance(32, 32, 32) <= lossy.cap)
        #expect(ColorMetric.distance(33, 33, 33) > lossy.cap)
        #expect(lossy.floor == 0)
        // Above the flat limit, every pixel may move 0.4 * (N - 100) levels: 20 levels at 150.
        let high = LossyLZW(level: 150)
        #expect(ColorMetric.distance(20, 20, 20) <= high.floor && ColorMetric.distance(21, 21, 21) > high.floor)
        #expect(high.tolerance(contrast: 0) == high.floor)
        #expect(high.tolerance(contrast: Int.max) == high.cap)
    }

    @Test("no pixel moves further than its most different neighbour up to N = 100 (one frame)")
    func pixelsStayWithinTheirNeighbourhood() throws {
        let palette = LossyScene.palette()
        let frame = try LossyScene.indices(palette)[1]
        let width = LossyScene.width
        let decoded = try decodeGIF(try LossyScene.encode([frame], palette: palette, lossy: 100))
        let shown = try #require(decoded.frames.first).rgba
        var moved = 0
        for i in frame.indices {
            let own = palette[Int(frame[i])]
            let x = i % width
            let neighbours = [x > 0 ? i - 1 : nil, x < width - 1 ? i + 1 : nil, i >= width ? i - width : nil,
                              i + width < frame.count ? i + width : nil].compactMap { $0 }
            let contrast = neighbours.map { j in
                let other = palette[Int(frame[j])]
                return ColorMetric.distance(Int(other.r) - Int(own.r), Int(other.g) - Int(own.g), Int(other.b) - Int(own.b))
            }.max() ?? 0
            let error = distance(shown, i, own)
            #expect(error <= contrast, "pixel \(i): error \(error) > its contrast \(contrast)")
            if error > 0 { moved += 1 }
        }
        #expect(moved > 100)
    }

    @Test("a flat pixel keeps its index even where another index shows the same colour: its tolerance is 0",
          arguments: [20, 100])
    func aDuplicateColourDoesNotStandInForAFlatPixel(level: Int) throws {
        let grey = PaletteColor(r: 128, g: 128, b: 128)
        let table = [grey, grey, PaletteColor(r: 0, g: 0, b: 0), PaletteColor(r: 255, g: 255, b: 255)]
        let width = 32
        // Every pixel is grey (its neighbours too, so each one's contrast is 0), written as index 1 twice then 0:
        // the dictionary learns strings of 1s, and each 0 ends a string that has a child "1", error 0 away.
        let pixels = (0..<(width * 8)).map { UInt8($0 % 3 == 2 ? 0 : 1) }
        let exact = [PaletteColor](repeating: grey, count: pixels.count)
        let choice = LossyLZW(level: level).choose(pixels: pixels, width: width, exact: exact, table: table,
                                                   transparentIndex: nil, minimumCodeSize: 2)
        #expect(choice.pixels == pixels)
    }

    @Test("pixels flat in every frame stay exact up to N = 100", arguments: [40, 100])
    func flatPixelsStayExact(level: Int) throws {
        let palette = LossyScene.palette()
        let frames = try LossyScene.indices(palette)
        let decoded = try decodeGIF(try LossyScene.encode(frames, palette: palette, lossy: level))
        let flat = frames[0].indices.filter { i in frames.allSatisfy { isFlat($0, i, width: LossyScene.width) } }
        #expect(flat.count > frames[0].count / 4)
        for (shown, exact) in zip(decoded.frames, frames) {
            let wrong = flat.filter { distance(shown.rgba, $0, palette[Int(exact[$0])]) != 0 }
            #expect(wrong.isEmpty, "flat pixels changed: \(wrong.prefix(10))")
        }
        // Above the flat limit they may move too.
        let high = try decodeGIF(try LossyScene.encode(frames, palette: palette, lossy: 200))
        #expect(zip(high.frames, frames).contains { shown, exact in
            flat.contains { distance(shown.rgba, $0, palette[Int(exact[$0])]) != 0 }
        })
    }

    @Test("the file shrinks as N grows on a dithered photo")
    func lossyShrinksThePhoto() throws {
        let palette = LossyScene.palette()
        let frames = try LossyScene.indices(palette)
        let sizes = try [0, 20, 80, 200].map { try LossyScene.encode(frames, palette: palette, lossy: $0).count }
        #expect(sizes[1] < sizes[0] && sizes[2] < sizes[1] && sizes[3] < sizes[2], "\(sizes)")
        #expect(Double(sizes[2]) < 0.85 * Double(sizes[0]), "\(sizes)")
    }

    @Test("lossy 0 writes the lossless bytes, which show every pixel exactly")
    func zeroIsLossless() throws {
        let palette = LossyScene.palette()
        let frames = try LossyScene.indices(palette)
        let zero = try LossyScene.encode(frames, palette: palette, lossy: 0)
        let output = MemoryGIFOutput()
        let encoder = try GIFEncoder(options: GIFOptions(width: LossyScene.width, height: LossyScene.height, maxColors: 64),
                                     palette: palette, output: output)
        for frame in frames { try encoder.addFrame(indices: frame, delayCentiseconds: 4) }
        _ = try encoder.finish()
        #expect(zero == output.bytes)
        let decoded = try decodeGIF(zero)
        #expect(decoded.frames.map(\.rgba) == frames.map { expectedRGBA($0, palette) })
        #expect(try LossyScene.encode(frames, palette: palette, lossy: 20) != zero)
    }

    @Test("same input, same bytes")
    func deterministic() throws {
        let palette = LossyScene.palette()
        let frames = try LossyScene.indices(palette)
        #expect(try LossyScene.encode(frames, palette: palette, lossy: 80)
            == LossyScene.encode(frames, palette: palette, lossy: 80))
    }

    /// The dictionary walk must be giflib's: the image-data size the pass predicts for its indices is what giflib
    /// writes for them (and what `LZWCostModel` computes), across dictionary clears and code sizes 2, 4 and 8.
    @Test(arguments: [4, 16, 256])
    func dictionaryAgreesWithGiflib(colors: Int) throws {
        let width = 320, height = 240
        var random = SeededGenerator(state: UInt64(colors))
        // The lower half of the indices is a ramp 60 levels long (neighbouring colours can stand in for each
        // other), the upper half random colours (mostly too far apart), so the dictionary fills and is cleared.
        let ramp = colors / 2
        let palette = try Palette(colors: (0..<colors).map {
            $0 < ramp ? PaletteColor(r: UInt8(100 + $0 * 60 / ramp), g: UInt8(90 + $0 * 60 / ramp), b: 120)
                : PaletteColor(r: random.byte(), g: random.byte(), b: random.byte())
        })
        // Index noise with runs: many strings, several clears; neighbours differ, so substitutes are allowed.
        var pixels: [UInt8] = []
        while pixels.count < width * height {
            pixels += Array(repeating: UInt8(random.next() % UInt64(colors)), count: Int(random.next() % 3) + 1)
        }
        pixels = Array(pixels.prefix(width * height))
        let table = (0..<palette.paddedCount).map { palette[$0] }
        let codeSize = LocalColorTable.minimumCodeSize(tableSize: table.count)
        let level = 100
        let choice = LossyLZW(level: level).choose(
            pixels: pixels, width: width, exact: pixels.map { palette[Int($0)] }, table: table, transparentIndex: nil,
            minimumCodeSize: codeSize)
        #expect(zip(choice.pixels, pixels).filter { $0 != $1 }.count > pixels.count / 20)
        // More bytes than 4096 codes of at most 12 bits can fill: the dictionary was cleared at least once.
        #expect(choice.imageDataByteCount > LZWTrie.capacity * 12 / 8)
        #expect(choice.imageDataByteCount == LZWCostModel.imageDataByteCount(choice.pixels, minimumCodeSize: codeSize))
        #expect(choice.imageDataByteCount < LZWCostModel.imageDataByteCount(pixels, minimumCodeSize: codeSize))

        func encode(_ frame: [UInt8], lossy: Int) throws -> [UInt8] {
            let output = MemoryGIFOutput()
            let options = GIFOptions(width: width, height: height, loopCount: 1, maxColors: max(2, colors),
                                     localColorTables: false, lossy: lossy)
            let encoder = try GIFEncoder(options: options, palette: palette, output: output)
            try encoder.addFrame(indices: frame, delayCentiseconds: 2)
            _ = try encoder.finish()
            return output.bytes
        }
        // A one-frame file is header 6 + screen descriptor 7 + global table 3 * entries + graphic control
        // extension 8 + image descriptor 10 + image data + trailer 1.
        let lossless = try encode(choice.pixels, lossy: 0)
        #expect(lossless.count - (6 + 7 + 3 * table.count + 8 + 10 + 1) == choice.imageDataByteCount)
        // The encoder runs the same pass with the same code size.
        #expect(try encode(pixels, lossy: level) == lossless)
    }

    @Test("a patch with a local colour table stays within the cap too")
    func localTablesKeepTheModel() throws {
        let palette = LossyScene.palette()
        var frames = try LossyScene.indices(palette)
        // Frame 2 changes only a dithered 2-colour block: a patch with a small local table.
        var block = frames[0]
        for y in 30..<60 { for x in 10..<80 { block[y * LossyScene.width + x] = UInt8((x * 7 + y * 3) % 5 < 2 ? 3 : 9) } }
        frames = [frames[0], block]
        let bytes = try LossyScene.encode(frames, palette: palette, lossy: 80)
        let decoded = try decodeGIF(bytes)
        #expect(decoded.frames[1].localColorCount != nil)
        let cap = LossyLZW(level: 80).cap
        for i in block.indices { #expect(distance(decoded.frames[1].rgba, i, palette[Int(block[i])]) <= cap) }
        let globalOnly = try decodeGIF(try LossyScene.encode(frames, palette: palette, lossy: 80, localColorTables: false))
        #expect(globalOnly.frames[1].localColorCount == nil)
    }

    @Test("N outside 0...200 is a typed error naming lossy", arguments: [-1, 201])
    func outOfRange(level: Int) throws {
        let options = GIFOptions(width: 8, height: 8, lossy: level)
        #expect(throws: GIFError.invalidParameter(name: "lossy", value: "\(level)", expected: "0 (off) to 200")) {
            try options.validate()
        }
        #expect(throws: GIFError.self) {
            _ = try GIFEncoder(options: options, palette: try Palette(colors: [PaletteColor(r: 0, g: 0, b: 0)]),
                               output: MemoryGIFOutput())
        }
        try GIFOptions(width: 8, height: 8, lossy: GIFOptions.lossyRange.upperBound).validate()
    }
}
