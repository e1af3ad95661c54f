/// Lossy LZW (`GIFOptions.lossy`, docs/gif.md#lossy-lzw): re-chooses a patch's indices so that giflib's greedy LZW
/// finds longer strings, while every pixel shows a colour close to the one it should show.
///
/// The pass walks the pixels as giflib's encoder does, mirroring its dictionary exactly (`LZWTrie`, with the clear
/// points of the final minimum code size). When a pixel's own index does not extend the current string, it looks at
/// the string's existing children: an index whose colour is within the pixel's tolerance of its exact colour may take
/// its place (never the transparent index, whose colour on screen the pass does not know). Among those it takes the
/// one from which the string then grows furthest over the next `lookahead` pixels, then the smallest error, then the
/// lowest index. Only when no index qualifies does the string end, exactly where giflib ends it.
///
/// A pixel's tolerance is `min(T(N), max(contrast, T(N - flatLevels)))`: `T(n) = levelsPerStep * n` levels of 255
/// (as a weighted distance, `ColorMetric`), `contrast` the distance from its exact colour to that of its most
/// different 4-neighbour. So up to N = `flatLevels` a pixel never strays further than its neighbourhood already
/// varies, and a flat pixel (equal to its neighbours) stays exact; above it every pixel may move by
/// `T(N - flatLevels)`. A pure function of its input: deterministic and independent of threads.
struct LossyLZW: Sendable, Equatable {
    /// The level N, 1...`GIFOptions.lossyRange.upperBound` (the encoder skips the pass for 0).
    let level: Int
    /// Largest error any pixel may get, `T(N)`, as a weighted squared distance (`ColorMetric`).
    let cap: Int
    /// Error any pixel may get whatever its neighbours, `T(N - flatLevels)` (0 up to N = `flatLevels`).
    let floor: Int

    /// Levels of 255 that one step of N allows: N = 80 allows 32 levels. Chosen on the default demo, where it puts
    /// `--lossy 80` below `gifsicle --lossy=80` in bytes at a higher SSIM (docs/gif.md#lossy-lzw).
    static let levelsPerStep = 0.4
    /// Up to this N, flat pixels stay exact and no pixel moves further than its neighbourhood varies.
    static let flatLevels = 100
    /// Pixels looked ahead to rank the candidates: 4 instead of none saved 4.4 % on the default demo, 16 only 0.3 %
    /// more (docs/gif.md#lossy-lzw).
    static let lookahead = 4

    /// The pass for level `level` (1...200).
    init(level: Int) {
        self.level = level
        cap = Self.squaredDistance(levels: Self.levelsPerStep * Double(level))
        floor = Self.squaredDistance(levels: Self.levelsPerStep * Double(max(0, level - Self.flatLevels)))
    }

    /// The weighted squared distance (`ColorMetric`) of a grey shift by `levels` in every channel: the weights sum
    /// to 9, so `9 * levels^2`, rounded down.
    static func squaredDistance(levels: Double) -> Int {
        Int(Double(ColorMetric.redWeight + ColorMetric.greenWeight + ColorMetric.blueWeight) * levels * levels)
    }

    /// The tolerance of a pixel whose most different 4-neighbour is `contrast` away (weighted squared distance).
    func tolerance(contrast: Int) -> Int { min(cap, max(floor, contrast)) }

    /// What `choose` returns.
    struct Choice: Sendable, Equatable {
        /// The chosen indices, row-major like the input.
        var pixels: [UInt8]
        /// The image-data block for `pixels` (LZW minimum code size byte, data sub-blocks, terminator), byte for byte
        /// what giflib writes for them (docs/gif.md#lzw-code-packing).
        var imageData: [UInt8]
        /// Size of `imageData` (as `LZWCostModel.imageDataByteCount` gives it for `pixels`).
        var imageDataByteCount: Int { imageData.count }
    }

    /// Chooses the indices of a `width`-wide patch.
    ///
    /// - `pixels`: the exact indices into `table` (row-major), each below `2^minimumCodeSize` and `table.count`.
    /// - `exact`: per pixel, the colour it should show.
    /// - `table`: the colour table the patch is written with (local or global, padded).
    /// - `transparentIndex`: the patch's transparent index; it only ever stays where it already is, so the choice
    ///   depends on the patch alone, not on what earlier frames left on screen.
    /// - `minimumCodeSize`: the LZW minimum code size giflib will use for `table` (2...8).
    ///
    /// Every index that differs from the input shows a colour within its pixel's `tolerance(contrast:)` of `exact`
    /// and is not the transparent index; the others are the input's.
    func choose(pixels: [UInt8], width: Int, exact: [PaletteColor], table: [PaletteColor], transparentIndex: Int?,
                minimumCodeSize: Int) -> Choice {
        var output = pixels
        // The pass reads and writes through plain pointers: it probes per pixel, and array accesses in a mutating
        // struct pay bounds and uniqueness checks each time (docs/gif.md#lossy-lzw).
        let imageData = pixels.withUnsafeBufferPointer { pixels in
            exact.withUnsafeBufferPointer { exact in
                table.withUnsafeBufferPointer { table in
                    output.withUnsafeMutableBufferPointer { output in
                        withUnsafeTemporaryAllocation(of: LossyPass.Candidate.self, capacity: LZWTrie.maximumChildren) {
                            candidates in
                            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * LossyPass.toleranceSlots) {
                                memo in
                                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: LossyPass.nearWords) { near in
                                    withUnsafeTemporaryAllocation(
                                        of: SIMD16<Float>.self, capacity: 3 * LossyPass.channelGroups) { channels in
                                        var pass = LossyPass(
                                            lossy: self, pixels: pixels, width: width, exact: exact, table: table,
                                            transparentIndex: transparentIndex, output: output, candidates: candidates,
                                            memo: memo, near: near, channels: channels,
                                            minimumCodeSize: minimumCodeSize)
                                        pass.run()
                                        return pass.trie.packer.imageData()
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return Choice(pixels: output, imageData: imageData)
    }
}

/// One run of `LossyLZW` over a patch: views of the inputs and outputs (valid for the run only), the dictionary.
///
/// The trie search, the tolerance test and the choice share one walk over a string's children: the walk keeps the
/// children within the cap `T(N)` (a bound every pixel's tolerance stays under) with their errors, so a pixel's own
/// tolerance is computed only when some child could take its place, and ranking the candidates reads them back
/// instead of walking the children and measuring their colours again (docs/gif.md#cost-of-the-pass).
///
/// When a pixel's exact colour is its own index's colour in the table (every pixel the encoder passes but a
/// transparent one), the walk is replaced by masks: the indices within the cap of that colour (`nearRow`, worked out
/// once per index and patch) against the string's child mask (`LZWTrie.childMask`), so a string with no close child,
/// the common case, ends after a few word tests; one close child is looked up, several are picked from the list by
/// their bits (docs/gif.md#within-12-of-giflib). The choice does not depend on the order in which candidates are
/// visited: the closest is the smallest error then the lowest index, and the ranked one the furthest reach, then the
/// closest.
struct LossyPass: ~Copyable {
    /// A child of the current string whose colour is within the cap of the pixel's exact colour.
    struct Candidate {
        var child: Int32
        var index: Int32
        var error: Int32
    }

    let lossy: LossyLZW
    let pixels: UnsafeBufferPointer<UInt8>
    let width: Int
    let exact: UnsafeBufferPointer<PaletteColor>
    let table: UnsafeBufferPointer<PaletteColor>
    /// The transparent index, or -1 (no index matches); never a substitute.
    let transparent: Int
    var trie: LZWTrie
    /// The indices chosen so far (the input's at first).
    let output: UnsafeMutableBufferPointer<UInt8>
    /// The candidates of the ranked choice under way (`LZWTrie.maximumChildren` long; `reach` never uses it).
    let candidates: UnsafeMutableBufferPointer<Candidate>
    /// The tolerances last computed, by pixel modulo `toleranceSlots`: the walk asks again for pixels its look-ahead
    /// measured, never further back than that. Slot `s` holds a pixel at `s` (-1 at first) and its tolerance at
    /// `toleranceSlots + s`.
    let memo: UnsafeMutableBufferPointer<Int>
    /// The first pixel of the row `column(of:)` last looked at.
    var rowStart = 0
    /// Words of a child mask that the table's indices use (1...`LZWTrie.maskWords`).
    let maskWords: Int
    /// `nearWords` words: per table index `e`, `LZWTrie.maskWords` words with a bit for every index (not the
    /// transparent one) whose colour is within the cap of `table[e]`, filled when `e` is first asked for; then
    /// `LZWTrie.maskWords` words with bit `e` set once row `e` is filled.
    let near: UnsafeMutableBufferPointer<UInt64>
    /// The table's reds, greens and blues, `lanes` indices per vector (`fillChannels`), that `fillNearRow` measures
    /// against: `3 * channelGroups` vectors.
    let channels: UnsafeMutableBufferPointer<SIMD16<Float>>

    /// Words of `near`: a row per possible index, and the filled rows' bits.
    static let nearWords = (LZWTrie.maximumChildren + 1) * LZWTrie.maskWords

    /// Slots of the tolerance memo: a power of two above `LossyLZW.lookahead`, so the pixels from the walk's
    /// position to the end of its look-ahead never share a slot.
    static let toleranceSlots = 8

    init(lossy: LossyLZW, pixels: UnsafeBufferPointer<UInt8>, width: Int, exact: UnsafeBufferPointer<PaletteColor>,
         table: UnsafeBufferPointer<PaletteColor>, transparentIndex: Int?, output: UnsafeMutableBufferPointer<UInt8>,
         candidates: UnsafeMutableBufferPointer<Candidate>, memo: UnsafeMutableBufferPointer<Int>,
         near: UnsafeMutableBufferPointer<UInt64>, channels: UnsafeMutableBufferPointer<SIMD16<Float>>,
         minimumCodeSize: Int) {
        self.lossy = lossy
        self.pixels = pixels
        self.width = max(1, width)
        self.exact = exact
        self.table = table
        self.output = output
        self.candidates = candidates
        self.memo = memo
        memo.initialize(repeating: -1)
        self.near = near
        // Only the filled-row bits need a value before use; each row is written whole before it is read.
        (near.baseAddress! + LZWTrie.maximumChildren * LZWTrie.maskWords).initialize(repeating: 0, count: LZWTrie.maskWords)
        maskWords = min(LZWTrie.maskWords, max(1, (table.count + 63) / 64))
        transparent = transparentIndex ?? -1
        self.channels = channels
        Self.fillChannels(channels, table: table, transparent: transparent)
        trie = LZWTrie(minimumCodeSize: minimumCodeSize, pixelCount: pixels.count)
    }

    /// Walks the image as giflib does, emitting its codes into the trie's packer.
    mutating func run() {
        guard let first = pixels.first else {
            trie.finish(last: nil)
            return
        }
        var current = Int(first)
        for i in 1..<pixels.count {
            let wanted = pixels[i]
            let extended = trie.child(of: current, index: wanted)
            if extended != Int(LZWTrie.none) {
                current = extended
                continue
            }
            let close = closeChildren(of: current, at: i)
            if close.count == 1 && close.own >= 0 {
                // One close child, the common case: nothing to rank.
                let child = onlySubstitute(for: current, at: i, index: close.lowest)
                if child != Int(LZWTrie.none) {
                    output[i] = UInt8(truncatingIfNeeded: close.lowest)
                    current = child
                    continue
                }
            } else if close.count > 0 {
                let (child, index) = rankedSubstitute(for: current, at: i, close: close)
                if child != Int(LZWTrie.none) {
                    output[i] = index
                    current = child
                    continue
                }
            }
            trie.end(current, before: wanted)
            current = Int(wanted)
        }
        trie.finish(last: current)
    }

    /// The child of `code` (and its index) that may stand for pixel `i`, or `none`: within the pixel's tolerance,
    /// then reaching furthest ahead, then the smallest error, then the lowest index.
    mutating func rankedSubstitute(for code: Int, at i: Int, close: CloseChildren) -> (child: Int, index: UInt8) {
        let target = exact[i]
        var count = 0
        if close.own >= 0 {
            // The close children, from the masks: one is looked up, several are picked out of the children's list
            // by their bits (a list step is cheaper than a hash probe per child).
            let row = nearRow(close.own)
            let (closeCount, onlyIndex) = (close.count, close.lowest)
            if closeCount == 1 {
                candidates[0] = Candidate(
                    child: Int32(truncatingIfNeeded: trie.child(of: code, index: UInt8(truncatingIfNeeded: onlyIndex))),
                    index: Int32(truncatingIfNeeded: onlyIndex),
                    error: Int32(truncatingIfNeeded: Self.distance(table[onlyIndex], target)))
                count = 1
            } else if closeCount > 1 {
                var child = trie.firstChild(of: code)
                while child != Int(LZWTrie.none) {
                    let index = Int(trie.lastIndex(of: child))
                    if row[index &>> 6] & (1 &<< UInt64(index & 63)) != 0 {
                        candidates[count] = Candidate(child: Int32(truncatingIfNeeded: child),
                                                      index: Int32(truncatingIfNeeded: index),
                                                      error: Int32(truncatingIfNeeded: Self.distance(table[index], target)))
                        count += 1
                    }
                    child = trie.nextSibling(of: child)
                }
            }
        } else {
            // One walk over the children keeps those within the cap, in the order of the list.
            let cap = lossy.cap
            var child = trie.firstChild(of: code)
            while child != Int(LZWTrie.none) {
                let index = Int(trie.lastIndex(of: child))
                let error = Self.distance(table[index], target)
                if error <= cap && index != transparent {
                    candidates[count] = Candidate(child: Int32(truncatingIfNeeded: child),
                                                  index: Int32(truncatingIfNeeded: index),
                                                  error: Int32(truncatingIfNeeded: error))
                    count += 1
                }
                child = trie.nextSibling(of: child)
            }
        }
        guard count > 0 else { return (Int(LZWTrie.none), 0) }
        // Every tolerance is at least the floor: when no candidate's error is above a floor above 0, all qualify
        // whatever the neighbours, and the tolerance is not worked out.
        var limit = 0
        if lossy.floor > 0 {
            var largest = 0
            for k in 0..<count { largest = max(largest, Int(candidates[k].error)) }
            if largest <= lossy.floor { limit = lossy.floor }
        }
        if limit == 0 { limit = tolerance(at: i) }
        guard limit > 0 else { return (Int(LZWTrie.none), 0) }
        // The closest candidate within the tolerance (smallest error, then lowest index), and how many there are;
        // the ones within it move to the front, in order.
        var qualified = 0
        var best = Int(LZWTrie.none), bestIndex = 0, bestError = Int.max
        for k in 0..<count {
            let candidate = candidates[k]
            let error = Int(candidate.error), index = Int(candidate.index)
            guard error <= limit else { continue }
            candidates[qualified] = candidate
            qualified += 1
            if error < bestError || (error == bestError && index < bestIndex) {
                (best, bestIndex, bestError) = (Int(candidate.child), index, error)
            }
        }
        guard qualified > 1 else { return (best, UInt8(truncatingIfNeeded: bestIndex)) }
        // Then the furthest reaching one; a candidate that cannot beat the best even at full reach is not followed.
        var bestReach = reach(from: best, at: i + 1)
        for k in 0..<qualified {
            let candidate = candidates[k]
            let child = Int(candidate.child), error = Int(candidate.error), index = Int(candidate.index)
            let closer = error < bestError || (error == bestError && index < bestIndex)
            if child != best && (bestReach < LossyLZW.lookahead || closer) {
                let reach = self.reach(from: child, at: i + 1)
                if reach > bestReach || (reach == bestReach && closer) {
                    (best, bestIndex, bestError, bestReach) = (child, index, error, reach)
                }
            }
        }
        return (best, UInt8(truncatingIfNeeded: bestIndex))
    }

    /// The child of `code` that may stand for pixel `i` unranked, or `none`: the smallest error within the pixel's
    /// tolerance, then the lowest index.
    mutating func closestSubstitute(for code: Int, at i: Int) -> Int {
        // The closest child within the cap; the tolerance, at most the cap, decides whether it qualifies.
        let target = exact[i]
        var best = Int(LZWTrie.none), bestIndex = 0, bestError = lossy.cap + 1
        let own = exactIndex(at: i)
        if own >= 0 {
            // The close children from the masks: one is looked up, several are picked out of the list by their bits.
            let row = nearRow(own)
            let close = closeChildren(of: code, row: row, own: own)
            let (closeCount, onlyIndex) = (close.count, close.lowest)
            if closeCount == 1 {
                best = trie.child(of: code, index: UInt8(truncatingIfNeeded: onlyIndex))
                bestError = Self.distance(table[onlyIndex], target)
            } else if closeCount > 1 {
                var child = trie.firstChild(of: code)
                while child != Int(LZWTrie.none) {
                    let index = Int(trie.lastIndex(of: child))
                    if row[index &>> 6] & (1 &<< UInt64(index & 63)) != 0 {
                        let error = Self.distance(table[index], target)
                        if error < bestError || (error == bestError && index < bestIndex) {
                            (best, bestIndex, bestError) = (child, index, error)
                        }
                    }
                    child = trie.nextSibling(of: child)
                }
            }
        } else {
            var child = trie.firstChild(of: code)
            while child != Int(LZWTrie.none) {
                let index = Int(trie.lastIndex(of: child))
                let error = Self.distance(table[index], target)
                if (error < bestError || (error == bestError && index < bestIndex)) && index != transparent {
                    (best, bestIndex, bestError) = (child, index, error)
                }
                child = trie.nextSibling(of: child)
            }
        }
        guard best != Int(LZWTrie.none) else { return best }
        // Within a floor above 0, the child qualifies whatever the neighbours.
        if lossy.floor > 0 && bestError <= lossy.floor { return best }
        let limit = tolerance(at: i)
        return limit > 0 && bestError <= limit ? best : Int(LZWTrie.none)
    }

    /// How many of the next `LossyLZW.lookahead` pixels from `i` on the string `code` can take, each by its own index
    /// or else by its closest substitute.
    mutating func reach(from code: Int, at i: Int) -> Int {
        var code = code, position = i
        while position - i < LossyLZW.lookahead && position < pixels.count {
            var next = trie.child(of: code, index: pixels[position])
            if next == Int(LZWTrie.none) { next = closestSubstitute(for: code, at: position) }
            if next == Int(LZWTrie.none) { break }
            code = next
            position += 1
        }
        return position - i
    }

    /// `LossyLZW.tolerance(contrast:)` of pixel `i`, its contrast taken over its 4-neighbours inside the patch.
    mutating func tolerance(at i: Int) -> Int {
        let slot = i & (Self.toleranceSlots - 1)
        if memo[slot] == i { return memo[Self.toleranceSlots + slot] }
        let colour = exact[i]
        let x = column(of: i)
        var most = 0
        if x > 0 { most = max(most, Self.distance(exact[i - 1], colour)) }
        if x + 1 < width { most = max(most, Self.distance(exact[i + 1], colour)) }
        if i >= width { most = max(most, Self.distance(exact[i - width], colour)) }
        if i + width < exact.count { most = max(most, Self.distance(exact[i + width], colour)) }
        let tolerance = lossy.tolerance(contrast: most)
        memo[slot] = i
        memo[Self.toleranceSlots + slot] = tolerance
        return tolerance
    }

    /// `ColorMetric` distance of two colours, in wrapping arithmetic (at most 9 * 255^2, so it cannot overflow; the
    /// checked form was a third of the candidate loop's time).
    @inline(__always)
    static func distance(_ a: PaletteColor, _ b: PaletteColor) -> Int {
        let dr = Int(a.r) &- Int(b.r), dg = Int(a.g) &- Int(b.g), db = Int(a.b) &- Int(b.b)
        return ColorMetric.redWeight &* dr &* dr &+ ColorMetric.greenWeight &* dg &* dg &+ ColorMetric.blueWeight &* db &* db
    }
}
