/// The masks that tell a string end, in a few word tests, whether the string has a child close enough to stand for the
/// pixel (docs/gif.md#within-12-of-giflib), and the path for the common answer, exactly one.
extension LossyPass {
    /// The children of a string within the cap of a pixel's exact colour, as the masks tell.
    struct CloseChildren {
        /// The pixel's own index (`exactIndex(at:)`), or -1 when the masks do not apply and the children are walked.
        var own: Int
        /// 0, 1, or 2 for two or more (also when `own` is -1: the walk decides).
        var count: Int
        /// The lowest such child's index when `count` is 1.
        var lowest: Int
    }

    /// The children of `code` within the cap of pixel `i`'s exact colour.
    @inline(__always)
    mutating func closeChildren(of code: Int, at i: Int) -> CloseChildren {
        let own = exactIndex(at: i)
        guard own >= 0 else { return CloseChildren(own: -1, count: 2, lowest: -1) }
        return closeChildren(of: code, row: nearRow(own), own: own)
    }

    /// The children of `code` that the mask `row` (the near row of index `own`) holds.
    @inline(__always)
    func closeChildren(of code: Int, row: UnsafeMutablePointer<UInt64>, own: Int) -> CloseChildren {
        var count = 0, lowest = -1
        for word in 0..<maskWords {
            let bits = trie.childMask(of: code, word: word) & row[word]
            guard bits != 0 else { continue }
            if count > 0 || bits & (bits &- 1) != 0 { return CloseChildren(own: own, count: 2, lowest: lowest) }
            count = 1
            lowest = word &<< 6 | bits.trailingZeroBitCount
        }
        return CloseChildren(own: own, count: count, lowest: lowest)
    }

    /// Pixel `i`'s own index when its exact colour is that index's colour in the table and it is not the transparent
    /// index, else -1 (the children are then walked).
    @inline(__always)
    func exactIndex(at i: Int) -> Int {
        let own = Int(pixels[i])
        guard own != transparent else { return -1 }
        let colour = table[own], target = exact[i]
        return colour.r == target.r && colour.g == target.g && colour.b == target.b ? own : -1
    }

    /// The row of `near` for table index `own`: the indices (not the transparent one) within the cap of its colour.
    @inline(__always)
    mutating func nearRow(_ own: Int) -> UnsafeMutablePointer<UInt64> {
        let row = near.baseAddress! + own &* LZWTrie.maskWords
        let filled = near.baseAddress! + LZWTrie.maximumChildren &* LZWTrie.maskWords + own >> 6
        let bit: UInt64 = 1 &<< UInt64(own & 63)
        if filled.pointee & bit == 0 {
            fillNearRow(row, colour: table[own])
            filled.pointee |= bit
        }
        return row
    }

    /// Writes the mask of the indices within the cap of `colour` to `row`: sixteen indices at a time from the table's
    /// channels (`channels`), each 16-bit part of the mask the sum of the bits of the indices within the cap.
    func fillNearRow(_ row: UnsafeMutablePointer<UInt64>, colour: PaletteColor) {
        let cap = SIMD16<Float>(repeating: Float(lossy.cap))
        let red = SIMD16<Float>(repeating: Float(colour.r)), green = SIMD16<Float>(repeating: Float(colour.g))
        let blue = SIMD16<Float>(repeating: Float(colour.b))
        // ColorMetric's weights and each lane's bit, as locals: a static vector is read through its lazy initialiser.
        let redWeight = SIMD16<Float>(repeating: Float(ColorMetric.redWeight))
        let greenWeight = SIMD16<Float>(repeating: Float(ColorMetric.greenWeight))
        let blueWeight = SIMD16<Float>(repeating: Float(ColorMetric.blueWeight))
        let laneBits = SIMD16<Int32>(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768)
        for word in 0..<LZWTrie.maskWords {
            var bits: UInt64 = 0
            for part in 0..<Self.partsPerWord {
                let group = (word &* Self.partsPerWord &+ part) &* 3
                let dr = channels[group] - red, dg = channels[group &+ 1] - green, db = channels[group &+ 2] - blue
                let distance = redWeight * dr * dr + greenWeight * dg * dg + blueWeight * db * db
                let within = SIMD16<Int32>.zero.replacing(with: laneBits, where: distance .<= cap)
                bits |= UInt64(truncatingIfNeeded: within.wrappedSum()) &<< UInt64(Self.lanes &* part)
            }
            row[word] = bits
        }
    }

    /// Fills `channels` from `table`: for each group of `lanes` indices, their reds, greens and blues. An index past
    /// the table (or past 256) and the transparent index get `farChannel` in every channel, so none is ever within the
    /// cap.
    static func fillChannels(_ channels: UnsafeMutableBufferPointer<SIMD16<Float>>,
                             table: UnsafeBufferPointer<PaletteColor>, transparent: Int) {
        for group in 0..<channelGroups {
            var red = SIMD16<Float>(repeating: farChannel), green = red, blue = red
            for lane in 0..<lanes {
                let index = group &* lanes &+ lane
                guard index < table.count && index != transparent else { continue }
                red[lane] = Float(table[index].r)
                green[lane] = Float(table[index].g)
                blue[lane] = Float(table[index].b)
            }
            channels[group &* 3] = red
            channels[group &* 3 &+ 1] = green
            channels[group &* 3 &+ 2] = blue
        }
    }

    /// Indices measured per step: the lanes of the `SIMD16` vectors.
    static let lanes = 16
    /// Groups of `lanes` indices in a 256-colour table.
    static let channelGroups = LZWTrie.maximumChildren / lanes
    /// `lanes`-index parts of a 64-bit mask word.
    static let partsPerWord = 64 / lanes
    /// A channel value no colour is within the cap of: `2 * (2048 - 255)^2`, the least such distance, is over 6
    /// million, against the largest cap, `T(200)` = 57,600. Distances between real colours (at most `9 * 255^2`, below
    /// 2^24) are exact in a float (docs/gif.md#within-12-of-giflib).
    static let farChannel: Float = 2048

    /// `rankedSubstitute` when the masks found exactly one close child, the one ending with `index`: that child if
    /// it is within pixel `i`'s tolerance, else `none`. Out of line and small, so the common string end neither
    /// crowds the walk's registers nor pays the ranking's frame.
    @inline(never)
    mutating func onlySubstitute(for code: Int, at i: Int, index: Int) -> Int {
        let error = Self.distance(table[index], exact[i])
        // Within a floor above 0 it qualifies whatever the neighbours; else the neighbours decide.
        guard (lossy.floor > 0 && error <= lossy.floor) || neighboursAllow(error, at: i) else {
            return Int(LZWTrie.none)
        }
        return trie.child(of: code, index: UInt8(truncatingIfNeeded: index))
    }

    /// Pixel `i`'s column. The row start follows the walk (a step or two at a time), which spares a division per
    /// pixel.
    @inline(__always)
    mutating func column(of i: Int) -> Int {
        while i >= rowStart + width { rowStart += width }
        while i < rowStart { rowStart -= width }
        return i - rowStart
    }

    /// Whether an error of `error` (at most the cap, and above the floor when the floor is above 0) is within pixel
    /// `i`'s tolerance: `tolerance(at: i)` is then above 0 and at least `error` exactly when some 4-neighbour is at
    /// least `error` away and not 0. The neighbours are measured only until one is; a tolerance already worked out
    /// answers at once.
    mutating func neighboursAllow(_ error: Int, at i: Int) -> Bool {
        let slot = i & (Self.toleranceSlots - 1)
        if memo[slot] == i {
            let tolerance = memo[Self.toleranceSlots + slot]
            return tolerance > 0 && error <= tolerance
        }
        let colour = exact[i]
        let x = column(of: i)
        let least = max(error, 1)
        if x > 0 && Self.distance(exact[i - 1], colour) >= least { return true }
        if x + 1 < width && Self.distance(exact[i + 1], colour) >= least { return true }
        if i >= width && Self.distance(exact[i - width], colour) >= least { return true }
        return i + width < exact.count && Self.distance(exact[i + width], colour) >= least
    }
}
