import Testing
@testable import GIF

@Suite struct QuantizeTests {
    @Test func bayerMatrixIsTheClassicOne() {
        // Rows 0 and 1 of the standard 8x8 Bayer index matrix (Bayer 1973; e.g. Ulichney, "Digital Halftoning").
        #expect(Array(BayerMatrix.values[0..<8]) == [0, 32, 8, 40, 2, 34, 10, 42])
        #expect(Array(BayerMatrix.values[8..<16]) == [48, 16, 56, 24, 50, 18, 58, 26])
        #expect(BayerMatrix.values.sorted() == Array(0..<64))
    }

    @Test(arguments: DitherMode.allCases)
    func paletteColoursNeverDither(mode: DitherMode) throws {
        let palette = try Palette(colors: [PaletteColor(r: 0, g: 0, b: 0), PaletteColor(r: 255, g: 255, b: 255),
                                           PaletteColor(r: 0, g: 122, b: 255)])
        var canvas = TestCanvas(width: 16, height: 16, fill: PaletteColor(r: 0, g: 122, b: 255))
        canvas.fillRect(x: 0, y: 0, w: 8, h: 16, PaletteColor(r: 128, g: 128, b: 128))  // not in the palette
        canvas.fillRect(x: 8, y: 8, w: 8, h: 8, PaletteColor(r: 255, g: 255, b: 255))
        let indices = try palette.quantize(rgba: canvas.rgba, width: 16, height: 16, dither: mode, strength: 1)
        for y in 0..<16 {
            for x in 8..<16 {
                #expect(indices[y * 16 + x] == (y >= 8 ? 1 : 2))
            }
        }
    }

    @Test func orderedDitherMixesByBayerThreshold() throws {
        let palette = try Palette(colors: [PaletteColor(r: 0, g: 0, b: 0), PaletteColor(r: 255, g: 255, b: 255)])
        let grey = TestCanvas(width: 16, height: 16, fill: PaletteColor(r: 128, g: 128, b: 128))
        // 128 is nearest to white; the share of black a perfect mix needs is 127/255 = 0.498.
        // Black where 0.498 * strength > (bayer + 0.5) / 64: strength 1 -> bayer <= 31 (32 of 64);
        // strength 0.5 -> bayer <= 15 (16 of 64).
        let full = try palette.quantize(rgba: grey.rgba, width: 16, height: 16, dither: .ordered, strength: 1)
        #expect(full.filter { $0 == 0 }.count == 4 * 32)
        let half = try palette.quantize(rgba: grey.rgba, width: 16, height: 16, dither: .ordered, strength: 0.5)
        #expect(half.filter { $0 == 0 }.count == 4 * 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let bayer = BayerMatrix.values[(y % 8) * 8 + x % 8]
                #expect(full[y * 16 + x] == (bayer <= 31 ? 0 : 1))
            }
        }
        let none = try palette.quantize(rgba: grey.rgba, width: 16, height: 16, dither: .none, strength: 1)
        #expect(none.allSatisfy { $0 == 1 })
        let zero = try palette.quantize(rgba: grey.rgba, width: 16, height: 16, dither: .ordered, strength: 0)
        #expect(zero == none)
    }

    @Test func diffusionPreservesTheMeanOfAFlatGrey() throws {
        let palette = try Palette(colors: [PaletteColor(r: 0, g: 0, b: 0), PaletteColor(r: 255, g: 255, b: 255)])
        let grey = TestCanvas(width: 32, height: 32, fill: PaletteColor(r: 64, g: 64, b: 64))
        let indices = try palette.quantize(rgba: grey.rgba, width: 32, height: 32, dither: .diffusion, strength: 1)
        // Mean of the output approximates 64/255 = 25% white (1024 px -> ~256 white).
        let white = indices.filter { $0 == 1 }.count
        #expect(abs(white - 257) <= 20)
    }

    @Test func quantizeIsDeterministicAcrossThreads() async throws {
        var random = SeededGenerator(state: 99)
        var builder = PaletteBuilder()
        var frames: [[UInt8]] = []
        for _ in 0..<4 {
            var canvas = TestCanvas(width: 48, height: 32, fill: PaletteColor(r: 255, g: 255, b: 255))
            canvas.gradient(y: 8, h: 24, from: PaletteColor(r: random.byte(), g: 0, b: 80), to: PaletteColor(r: 0, g: random.byte(), b: 200))
            frames.append(canvas.rgba)
            builder.add(rgba: canvas.rgba)
        }
        let palette = builder.build(maxColors: 32)
        for mode in DitherMode.allCases {
            let serial = try frames.map { try palette.quantize(rgba: $0, width: 48, height: 32, dither: mode, strength: 0.75) }
            let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
                for (i, frame) in frames.enumerated() {
                    group.addTask { (i, try palette.quantize(rgba: frame, width: 48, height: 32, dither: mode, strength: 0.75)) }
                }
                var results = [[UInt8]](repeating: [], count: frames.count)
                for try await (i, indices) in group { results[i] = indices }
                return results
            }
            #expect(serial == parallel)
            #expect(serial.allSatisfy { $0.allSatisfy { Int($0) < palette.count } })
        }
    }

    @Test func wrongBufferSizeIsATypedError() throws {
        let palette = try Palette(colors: [PaletteColor(r: 0, g: 0, b: 0)])
        #expect(throws: GIFError.frameSizeMismatch(what: "RGBA frame 2x2", expected: 16, actual: 15)) {
            _ = try palette.quantize(rgba: [UInt8](repeating: 0, count: 15), width: 2, height: 2, dither: .none, strength: 0)
        }
    }
}
