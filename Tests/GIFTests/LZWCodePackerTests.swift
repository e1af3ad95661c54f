import Testing
@testable import GIF

/// The lossy pass writes its own LZW stream (`LZWCodePacker` fed by `LZWTrie`) and `GIFImageBlock.assemble` puts the
/// image descriptor and local table in front: the result must be byte for byte what giflib writes for the same
/// indices (`GIFImageBlock.encode`), an independent implementation.
@Suite("LZW code packer")
struct LZWCodePackerTests {
    /// A `width` x `height` patch at (`left`, `top`) of random indices below `colors`, in runs of 1-3 so strings grow.
    private func patch(left: Int, top: Int, width: Int, height: Int, colors: Int, seed: UInt64,
                       transparentIndex: Int? = nil) -> FramePatch {
        var random = SeededGenerator(state: seed)
        var pixels: [UInt8] = []
        while pixels.count < width * height {
            pixels += Array(repeating: UInt8(random.next() % UInt64(colors)), count: Int(random.next() % 3) + 1)
        }
        return FramePatch(left: left, top: top, width: width, height: height,
                          pixels: Array(pixels.prefix(width * height)), transparentIndex: transparentIndex)
    }

    /// `colors` grey levels (tolerance 0 between them at level 1, so the pass keeps every index), padded by the palette.
    private func greys(_ count: Int) throws -> Palette {
        try Palette(colors: (0..<count).map { PaletteColor(r: UInt8($0 * 255 / max(1, count - 1)), g: 0, b: UInt8($0)) })
    }

    /// The packed block for `patch` coded with `table` (the pass at `level`), and giflib's block for the pixels the
    /// pass chose.
    private func blocks(_ patch: FramePatch, table: [PaletteColor], local: Bool, palette: Palette, level: Int,
                        canvasWidth: Int = 600, canvasHeight: Int = 400) throws -> (packed: [UInt8], giflib: [UInt8]) {
        let choice = LossyLZW(level: level).choose(
            pixels: patch.pixels, width: patch.width, exact: patch.pixels.map { table[Int($0)] }, table: table,
            transparentIndex: patch.transparentIndex,
            minimumCodeSize: LocalColorTable.minimumCodeSize(tableSize: table.count))
        var chosen = patch
        chosen.pixels = choice.pixels
        let packed = GIFImageBlock.assemble(chosen, localColors: local ? table : nil, imageData: choice.imageData)
        let giflib = try GIFImageBlock.encode(chosen, localColors: local ? table : nil, palette: palette,
                                              canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        return (packed, giflib)
    }

    @Test("exact indices: the packed block equals giflib's at every code size, across dictionary clears",
          arguments: [2, 3, 5, 16, 100, 256])
    func exactIndicesMatchGiflib(colors: Int) throws {
        let palette = try greys(colors)
        let table = (0..<palette.paddedCount).map { palette[$0] }
        // 300 x 200 = 60,000 pixels: thousands of strings, so the 4096-code dictionary is cleared several times.
        let patch = patch(left: 17, top: 290, width: 300, height: 200, colors: colors, seed: UInt64(colors))
        let (packed, giflib) = try blocks(patch, table: table, local: false, palette: palette, level: 1)
        #expect(packed.count > LZWTrie.capacity * 12 / 8)
        #expect(packed == giflib)
    }

    @Test("a local table: descriptor flag, size bits and entries as giflib writes them", arguments: [2, 4, 8, 32, 128])
    func localTableMatchesGiflib(entries: Int) throws {
        let palette = try greys(200)
        // The local table: every other grey of the palette, `entries` of them (a power of two).
        let table = (0..<entries).map { palette[$0 * 2] }
        let patch = patch(left: 300, top: 5, width: 41, height: 37, colors: entries, seed: 7, transparentIndex: 1)
        let (packed, giflib) = try blocks(patch, table: table, local: true, palette: palette, level: 1)
        #expect(packed[9] & GIFImageBlock.localTableFlag != 0)
        #expect(packed == giflib)
    }

    @Test("lossy choices: what the pass packed is what giflib writes for the indices it chose")
    func lossyChoicesMatchGiflib() throws {
        // A 60-step ramp: neighbouring colours may stand in for each other at level 60 (24 levels).
        let palette = try Palette(colors: (0..<60).map { PaletteColor(r: UInt8(60 + 2 * $0), g: UInt8(40 + $0), b: 90) })
        let table = (0..<palette.paddedCount).map { palette[$0] }
        let original = patch(left: 0, top: 0, width: 257, height: 131, colors: 60, seed: 3)
        let (packed, giflib) = try blocks(original, table: table, local: false, palette: palette, level: 60)
        #expect(packed == giflib)
        let exact = try GIFImageBlock.encode(original, localColors: nil, palette: palette, canvasWidth: 600,
                                             canvasHeight: 400)
        #expect(packed.count < exact.count * 9 / 10)
    }

    @Test("one pixel: clear code, the pixel, end code in one sub-block")
    func onePixel() throws {
        let palette = try greys(4)
        let table = (0..<palette.paddedCount).map { palette[$0] }
        let single = FramePatch(left: 0, top: 0, width: 1, height: 1, pixels: [3], transparentIndex: nil)
        let (packed, giflib) = try blocks(single, table: table, local: false, palette: palette, level: 1)
        // Code size 2: clear (4), the pixel (3), end (5), three 3-bit codes = 9 bits, lowest bit first:
        // 100 | 011 << 3 | 101 << 6 = 0b1_0101_1100 -> bytes 0x5C, 0x01.
        #expect(packed.count == GIFImageBlock.descriptorByteCount + 5)
        #expect(Array(packed.suffix(5)) == [2, 2, 0x5C, 0x01, 0])
        #expect(packed == giflib)
    }
}
