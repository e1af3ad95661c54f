import Testing
@testable import GIF

/// A straightforward model of the lossy pass as docs/gif.md#lossy-lzw describes it: giflib's greedy walk over a
/// dictionary held in a `Dictionary`, each pixel's tolerance computed from its 4-neighbours on demand, every child of
/// the string a candidate when its colour is within the tolerance, ranked by reach over `LossyLZW.lookahead` pixels,
/// then error, then index. No trie, no memo, no cap filter: an independent check of `LossyPass`'s single walk.
private struct ReferenceLossyPass {
    let lossy: LossyLZW
    let pixels: [UInt8]
    let width: Int
    let exact: [PaletteColor]
    let table: [PaletteColor]
    let transparent: Int
    let clearCode: Int
    var codes: [Int: Int] = [:]
    var children: [Int: [(code: Int, index: Int)]] = [:]
    var nextCode: Int

    init(lossy: LossyLZW, pixels: [UInt8], width: Int, exact: [PaletteColor], table: [PaletteColor],
         transparent: Int?, minimumCodeSize: Int) {
        (self.lossy, self.pixels, self.width, self.exact, self.table) = (lossy, pixels, width, exact, table)
        self.transparent = transparent ?? -1
        clearCode = 1 << minimumCodeSize
        nextCode = clearCode + 2
    }

    func child(of code: Int, index: Int) -> Int? { codes[code << 8 | index] }

    func tolerance(at i: Int) -> Int {
        let x = i % width
        var neighbours: [Int] = []
        if x > 0 { neighbours.append(i - 1) }
        if x + 1 < width { neighbours.append(i + 1) }
        if i >= width { neighbours.append(i - width) }
        if i + width < exact.count { neighbours.append(i + width) }
        let contrast = neighbours.map { colorDistance(exact[$0], exact[i]) }.max() ?? 0
        return lossy.tolerance(contrast: contrast)
    }

    func colorDistance(_ a: PaletteColor, _ b: PaletteColor) -> Int {
        ColorMetric.distance(Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b))
    }

    /// The candidates for pixel `i` after `code`: (child, index, error), within the tolerance, never transparent.
    func candidates(after code: Int, at i: Int) -> [(child: Int, index: Int, error: Int)] {
        let limit = tolerance(at: i)
        guard limit > 0 else { return [] }
        return (children[code] ?? []).compactMap { child in
            let error = colorDistance(table[child.index], exact[i])
            return child.index != transparent && error <= limit ? (child.code, child.index, error) : nil
        }
    }

    func closest(_ list: [(child: Int, index: Int, error: Int)]) -> (child: Int, index: Int, error: Int)? {
        list.min { ($0.error, $0.index) < ($1.error, $1.index) }
    }

    func reach(from code: Int, at i: Int) -> Int {
        var code = code, position = i
        while position - i < LossyLZW.lookahead && position < pixels.count {
            guard let next = child(of: code, index: Int(pixels[position]))
                ?? closest(candidates(after: code, at: position))?.child else { break }
            code = next
            position += 1
        }
        return position - i
    }

    /// The chosen indices.
    mutating func run() -> [UInt8] {
        var output = pixels
        guard !pixels.isEmpty else { return output }
        var current = Int(pixels[0])
        for i in 1..<pixels.count {
            let wanted = Int(pixels[i])
            if let next = child(of: current, index: wanted) {
                current = next
                continue
            }
            let list = candidates(after: current, at: i)
            let ranked = list.map { (candidate: $0, reach: list.count > 1 ? reach(from: $0.child, at: i + 1) : 0) }
            if let best = ranked.max(by: { ($0.reach, -$0.candidate.error, -$0.candidate.index)
                                            < ($1.reach, -$1.candidate.error, -$1.candidate.index) }) {
                output[i] = UInt8(best.candidate.index)
                current = best.candidate.child
                continue
            }
            if nextCode >= LZWCostModel.maximumCode {
                codes = [:]
                children = [:]
                nextCode = clearCode + 2
            } else {
                codes[current << 8 | wanted] = nextCode
                children[current, default: []].append((nextCode, wanted))
                nextCode += 1
            }
            current = wanted
        }
        return output
    }
}

@Suite struct LossyLZWReferenceTests {
    /// A `width` x `height` patch over a table of `colors` close greys and tints: a diagonal ramp with noise (busy
    /// pixels), a flat band (exact pixels), transparent pixels whose exact colour is a random table colour, and
    /// pixels whose exact colour is a little off their index's (as after dithering), which the pass cannot look up
    /// by index.
    static func patch(width: Int, height: Int, colors: Int, seed: UInt64)
        -> (pixels: [UInt8], exact: [PaletteColor], table: [PaletteColor], transparent: Int) {
        let table = (0..<colors).map { k in
            PaletteColor(r: UInt8(truncatingIfNeeded: 40 + 3 * k), g: UInt8(truncatingIfNeeded: 60 + 2 * k + k % 3),
                         b: UInt8(truncatingIfNeeded: 90 + k))
        }
        let transparent = colors - 1
        var random = SeededGenerator(state: seed)
        var pixels: [UInt8] = [], exact: [PaletteColor] = []
        for y in 0..<height {
            for x in 0..<width {
                if y % 9 == 4 {
                    pixels.append(3)
                    exact.append(table[3])
                } else if random.next() % 11 == 0 {
                    pixels.append(UInt8(transparent))
                    exact.append(table[Int(random.next() % UInt64(colors - 1))])
                } else if random.next() % 13 == 0 {
                    let index = Int(random.next() % UInt64(colors - 1))
                    var off = table[index]
                    off.r &+= 2
                    pixels.append(UInt8(index))
                    exact.append(off)
                } else {
                    let ramp = (x + y) * (colors - 1) / (width + height)
                    let index = max(0, min(colors - 2, ramp + Int(random.next() % 5) - 2))
                    pixels.append(UInt8(index))
                    exact.append(table[index])
                }
            }
        }
        return (pixels, exact, table, transparent)
    }

    @Test("the single-walk pass chooses exactly what the reference model chooses, and codes those indices",
          arguments: [(10, 4, 40), (20, 16, 40), (60, 64, 40), (120, 256, 40), (200, 64, 40),
                      // Large enough for the dictionary to fill and clear several times (4,096 codes).
                      (20, 256, 300), (120, 128, 300), (60, 8, 300)])
    func matchesTheReference(level: Int, colors: Int, height: Int) throws {
        let width = 40 + colors % 50
        let patch = Self.patch(width: width, height: height, colors: colors, seed: UInt64(level * 1000 + colors))
        let codeSize = LocalColorTable.minimumCodeSize(tableSize: colors)
        let lossy = LossyLZW(level: level)
        let choice = lossy.choose(pixels: patch.pixels, width: width, exact: patch.exact, table: patch.table,
                                  transparentIndex: patch.transparent, minimumCodeSize: codeSize)
        var reference = ReferenceLossyPass(lossy: lossy, pixels: patch.pixels, width: width, exact: patch.exact,
                                           table: patch.table, transparent: patch.transparent, minimumCodeSize: codeSize)
        let expected = reference.run()
        #expect(choice.pixels == expected)
        #expect(choice.pixels != patch.pixels, "some pixels move")
        #expect(choice.imageDataByteCount
                == LZWCostModel.imageDataByteCount(expected, minimumCodeSize: codeSize))
    }
}
