import Testing
@testable import GIF

@Suite struct PaletteTests {
    @Test func paddedCountIsAPowerOfTwo() throws {
        let cases = [(1, 2), (2, 2), (3, 4), (5, 8), (16, 16), (17, 32), (129, 256), (256, 256)]
        for (count, padded) in cases {
            let colors = (0..<count).map { PaletteColor(r: UInt8($0), g: 0, b: 0) }
            let palette = try Palette(colors: colors)
            #expect(palette.paddedCount == padded)
            #expect(palette.freeSlot == (count < padded ? count : nil))
        }
        #expect(throws: GIFError.self) { _ = try Palette(colors: []) }
        #expect(throws: GIFError.self) { _ = try Palette(colors: Array(repeating: PaletteColor(r: 0, g: 0, b: 0), count: 257)) }
    }

    @Test func nearestIndexMatchesBruteForce() throws {
        var random = SeededGenerator(state: 42)
        for size in [1, 2, 7, 37, 256] {
            let colors = (0..<size).map { _ in PaletteColor(r: random.byte(), g: random.byte(), b: random.byte()) }
            let palette = try Palette(colors: colors)
            for _ in 0..<3000 {
                let r = Int(random.byte()), g = Int(random.byte()), b = Int(random.byte())
                #expect(palette.nearestIndex(r: UInt8(r), g: UInt8(g), b: UInt8(b)) == bruteForceNearest(palette, r, g, b))
            }
            for (i, c) in colors.enumerated() {
                // A palette colour maps to itself (its first occurrence).
                let first = colors.firstIndex(of: c) ?? i
                #expect(palette.nearestIndex(r: c.r, g: c.g, b: c.b) == first)
            }
        }
    }

    @Test func fewColoursAreAllKeptExactly() {
        var builder = PaletteBuilder()
        var canvas = TestCanvas(width: 20, height: 10, fill: PaletteColor(r: 250, g: 250, b: 252))
        canvas.fillRect(x: 2, y: 2, w: 5, h: 5, PaletteColor(r: 0, g: 122, b: 255))
        canvas.set(19, 9, PaletteColor(r: 17, g: 34, b: 51))
        builder.add(rgba: canvas.rgba)
        let palette = builder.build(maxColors: 16)
        // Most frequent first, exact values.
        #expect(palette.colors == [PaletteColor(r: 250, g: 250, b: 252), PaletteColor(r: 0, g: 122, b: 255),
                                   PaletteColor(r: 17, g: 34, b: 51)])
        #expect(builder.pixelCount == 200)
    }

    @Test func flatUIColoursStayExactBesideAGradient() {
        let flat = [PaletteColor(r: 242, g: 242, b: 247), PaletteColor(r: 0, g: 122, b: 255),
                    PaletteColor(r: 28, g: 28, b: 30), PaletteColor(r: 255, g: 59, b: 48)]
        var canvas = TestCanvas(width: 128, height: 64, fill: flat[0])
        canvas.fillRect(x: 0, y: 0, w: 128, h: 8, flat[1])
        canvas.fillRect(x: 10, y: 10, w: 30, h: 6, flat[2])
        canvas.fillRect(x: 60, y: 10, w: 20, h: 6, flat[3])
        canvas.gradient(y: 32, h: 32, from: PaletteColor(r: 10, g: 200, b: 90), to: PaletteColor(r: 240, g: 20, b: 160))
        var builder = PaletteBuilder()
        builder.add(rgba: canvas.rgba)
        #expect(builder.distinctColorCount > 16)
        let palette = builder.build(maxColors: 16)
        #expect(palette.count <= 16)
        for color in flat { #expect(palette.colors.contains(color), "\(color) kept exactly") }
        // The gradient is represented: its middle maps to a colour within a modest distance.
        let middle = canvas.pixel(64, 40)
        let nearest = palette[palette.nearestIndex(r: middle.r, g: middle.g, b: middle.b)]
        let d = abs(Int(middle.r) - Int(nearest.r)) + abs(Int(middle.g) - Int(nearest.g)) + abs(Int(middle.b) - Int(nearest.b))
        #expect(d < 60)
    }

    @Test func buildIsDeterministic() {
        var random = SeededGenerator(state: 7)
        var frame = [UInt8]()
        for _ in 0..<(64 * 64) { frame += [random.byte(), random.byte(), random.byte(), 255] }
        var a = PaletteBuilder(), b = PaletteBuilder()
        a.add(rgba: frame)
        b.add(rgba: frame)
        let pa = a.build(maxColors: 64), pb = b.build(maxColors: 64)
        #expect(pa.colors == pb.colors)
        #expect(pa.count == 64)
        #expect(Set(pa.colors.map(\.packed)).count == pa.count)
    }

    @Test func maxColorsIsClampedAndEmptyHistogramIsBlack() {
        let empty = PaletteBuilder().build(maxColors: 16)
        #expect(empty.colors == [PaletteColor(r: 0, g: 0, b: 0)])
        var random = SeededGenerator(state: 3)
        var builder = PaletteBuilder()
        var frame = [UInt8]()
        for _ in 0..<1000 { frame += [random.byte(), random.byte(), random.byte(), 255] }
        builder.add(rgba: frame)
        #expect(builder.build(maxColors: 1).count == 2)
        #expect(builder.build(maxColors: 999).count <= 256)
    }

    @Test func countsAccumulateAcrossFrames() {
        let x = PaletteColor(r: 1, g: 2, b: 3), y = PaletteColor(r: 200, g: 100, b: 50)
        var a = TestCanvas(width: 15, height: 1, fill: x)
        a.fillRect(x: 10, y: 0, w: 5, h: 1, y)  // x: 10 px, y: 5 px
        let b = TestCanvas(width: 10, height: 1, fill: y)  // y: 10 px more
        var builder = PaletteBuilder()
        builder.add(rgba: a.rgba)
        builder.add(rgba: b.rgba)
        #expect(builder.pixelCount == 25)
        #expect(builder.build(maxColors: 4).colors == [y, x])  // y (15 px) before x (10 px)
    }

    @Test func framesCountedApartGiveThePaletteOfOneBuilder() {
        // Three noisy frames: counted by one builder, or each by its own and added in another order (as the
        // painting threads count the palette sample).
        var random = SeededGenerator(state: 5)
        var frames: [[UInt8]] = []
        for _ in 0..<3 {
            var frame: [UInt8] = []
            for _ in 0..<(48 * 48) { frame += [random.byte() / 8 * 8, random.byte() / 4 * 4, random.byte(), 255] }
            frames.append(frame)
        }
        var whole = PaletteBuilder()
        for frame in frames { whole.add(rgba: frame) }
        var combined = PaletteBuilder()
        for frame in frames.reversed() {
            var apart = PaletteBuilder()
            apart.add(rgba: frame)
            combined.add(apart)
        }
        #expect(combined.pixelCount == whole.pixelCount)
        #expect(combined.distinctColorCount == whole.distinctColorCount)
        #expect(combined.build(maxColors: 64).colors == whole.build(maxColors: 64).colors)
        #expect(whole.build(maxColors: 64).count == 64)
    }

    @Test func twoNoisyClustersGiveTheirCentres() {
        // Two clusters of distinct colours, +-3 around (40, 60, 200) and (220, 180, 30), none frequent enough
        // to be kept exact: median cut + k-means must land near the two centres.
        var random = SeededGenerator(state: 11)
        var frame: [UInt8] = []
        for i in 0..<4000 {
            let centre: (Int, Int, Int) = i % 2 == 0 ? (40, 60, 200) : (220, 180, 30)
            func jitter(_ v: Int) -> UInt8 { UInt8(v + Int(random.next() % 7) - 3) }
            frame += [jitter(centre.0), jitter(centre.1), jitter(centre.2), 255]
        }
        var builder = PaletteBuilder()
        builder.add(rgba: frame)
        let palette = builder.build(maxColors: 2)
        #expect(palette.count == 2)
        for centre in [PaletteColor(r: 40, g: 60, b: 200), PaletteColor(r: 220, g: 180, b: 30)] {
            let nearest = palette[palette.nearestIndex(r: centre.r, g: centre.g, b: centre.b)]
            let d = max(abs(Int(nearest.r) - Int(centre.r)), abs(Int(nearest.g) - Int(centre.g)), abs(Int(nearest.b) - Int(centre.b)))
            #expect(d <= 1, "\(nearest) near \(centre)")
        }
    }

    @Test func optionsMapColoursAndLoops() {
        #expect(GIFOptions(width: 1, height: 1, maxColors: 256).paletteColorBudget == 255)
        #expect(GIFOptions(width: 1, height: 1, maxColors: 2).paletteColorBudget == 2)
        #expect(GIFOptions(width: 1, height: 1, maxColors: 64, frameDifferencing: false).paletteColorBudget == 64)
        #expect(GIFOptions(width: 1, height: 1, loopCount: 0).netscapeRepeatCount == 0)
        #expect(GIFOptions(width: 1, height: 1, loopCount: 1).netscapeRepeatCount == nil)
        #expect(GIFOptions(width: 1, height: 1, loopCount: 5).netscapeRepeatCount == 4)
    }
}
