/// Exact size model of a GIF image-data block as giflib 5.2.1's encoder writes it, used to decide between
/// colour tables without encoding twice.
///
/// The model follows the GIF89a LZW scheme (spec appendix F) with giflib's choices: a clear code first, a
/// dictionary of 12-bit codes that is cleared (clear code emitted) once the next free code would be 4095,
/// and the code width raised right after emitting a code when the next free code no longer fits ("late"
/// change by one code, matched by every decoder). Only the code *count* and widths are tracked, not the bits.
enum LZWCostModel {
    /// Largest LZW code (12 bits, GIF89a appendix F); giflib clears the dictionary when it reaches this.
    static let maximumCode = 4095
    /// Open-addressing table size: a power of two at least twice the 4096 possible entries (load <= 0.5).
    private static let hashSlots = 8192
    /// Marks an empty slot: key 0xFFFFF with code 0xFFF, a code that is never inserted.
    private static let emptySlot = UInt32.max
    /// Entries of a walk's scratch block: the hash slots, then a recent child per code (`SizeWalk.recent`).
    private static let walkEntries = hashSlots + 4096

    /// Bytes of the whole image-data block for `pixels` (one LZW stream, rows concatenated) with the given
    /// LZW minimum code size (2...8; every pixel must be < 2^minimumCodeSize): the code-size byte, the
    /// data sub-blocks with their length bytes, and the block terminator.
    static func imageDataByteCount(_ pixels: [UInt8], minimumCodeSize: Int) -> Int {
        let bits = pixels.withUnsafeBufferPointer { pixels in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: walkEntries) { table in
                var walk = SizeWalk(table: table.baseAddress!, minimumCodeSize: minimumCodeSize)  // capacity > 0
                if let start = pixels.first {
                    walk.start(start)
                    for index in 1..<pixels.count { walk.step(pixels[index]) }
                }
                return walk.finish()
            }
        }
        return LZWCodeWidths.imageDataByteCount(bits: bits)
    }

    /// `imageDataByteCount` of `pixels` at two code sizes at once (each pixel below both 2^sizes). The two walks are
    /// independent chains of dependent loads, so stepping them in one loop lets the processor overlap them: about
    /// the time of one (docs/gif.md#lzw-size-model).
    static func imageDataByteCounts(_ pixels: [UInt8], minimumCodeSizes sizes: (Int, Int)) -> (Int, Int) {
        let bits = pixels.withUnsafeBufferPointer { pixels in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * walkEntries) { tables in
                let base = tables.baseAddress!  // capacity > 0
                var first = SizeWalk(table: base, minimumCodeSize: sizes.0)
                var second = SizeWalk(table: base + walkEntries, minimumCodeSize: sizes.1)
                if let start = pixels.first {
                    first.start(start)
                    second.start(start)
                    for index in 1..<pixels.count {
                        first.step(pixels[index])
                        second.step(pixels[index])
                    }
                }
                return (first.finish(), second.finish())
            }
        }
        return (LZWCodeWidths.imageDataByteCount(bits: bits.0), LZWCodeWidths.imageDataByteCount(bits: bits.1))
    }

    /// One walk of giflib's LZW encoder over a stream, counting the bits of the codes it emits.
    private struct SizeWalk {
        /// Its dictionary: open addressing on `current << 8 | pixel`, each slot `key << 12 | code`; `hashSlots` long.
        let table: UnsafeMutablePointer<UInt32>
        /// Per code, the child the walk last reached from it as `pixel << 16 | child` (`noChild` for none): one load
        /// and one compare for the common step instead of a hash probe, as `LZWTrie` does
        /// (docs/gif.md#within-12-of-giflib). Follows `table` in the caller's block, 4096 long.
        let recent: UnsafeMutablePointer<UInt32>
        let firstFreeCode: Int
        let endCode: Int
        var current: UInt32 = 0
        /// Whether a first pixel started a string (an empty stream has no last string to emit).
        var started = false
        var nextCode: Int
        var codes: LZWCodeWidths

        /// A walk whose leading clear code is counted, its dictionary emptied.
        init(table: UnsafeMutablePointer<UInt32>, minimumCodeSize: Int) {
            self.table = table
            recent = table + hashSlots
            endCode = (1 << minimumCodeSize) + 1
            nextCode = endCode + 1
            firstFreeCode = nextCode
            // A learnt code's entry is set when it is learnt; the single indices' start empty.
            recent.initialize(repeating: Self.noChild, count: firstFreeCode)
            codes = LZWCodeWidths(minimumCodeSize: minimumCodeSize)
            codes.emit(nextCode: nextCode)
            table.initialize(repeating: emptySlot, count: hashSlots)
        }

        /// The first pixel starts the first string.
        mutating func start(_ pixel: UInt8) {
            current = UInt32(pixel)
            started = true
        }

        /// Extends the current string by `pixel`, or emits it and learns string + pixel (clearing when full).
        @inline(__always)
        mutating func step(_ pixel: UInt8) {
            let cached = recent[Int(current)]
            if cached >> 16 == UInt32(pixel) {
                current = cached & 0xFFFF
                return
            }
            let key = current << 8 | UInt32(pixel)
            // Multiplicative hash (Knuth's golden-ratio constant), top 13 bits of 32.
            var slot = Int((key &* 2_654_435_761) >> 19)
            var entry = table[slot]
            while entry != emptySlot && entry >> 12 != key {
                slot = (slot + 1) & (hashSlots - 1)
                entry = table[slot]
            }
            if entry != emptySlot {
                recent[Int(current)] = UInt32(pixel) << 16 | entry & 0xFFF
                current = entry & 0xFFF
                return
            }
            codes.emit(nextCode: nextCode)
            if nextCode >= maximumCode {
                codes.emit(nextCode: nextCode)  // clear code; the dictionary starts over
                nextCode = endCode + 1
                codes.restart()
                table.update(repeating: emptySlot, count: hashSlots)
                recent.update(repeating: Self.noChild, count: firstFreeCode)
            } else {
                table[slot] = key << 12 | UInt32(nextCode)
                recent[Int(current)] = UInt32(pixel) << 16 | UInt32(nextCode)
                recent[nextCode] = Self.noChild
                nextCode += 1
            }
            current = UInt32(pixel)
        }

        /// A code without a recent child: child 0 and a pixel no 8-bit index equals.
        static let noChild: UInt32 = 0xFFFF_0000

        /// Counts the last string (if any pixel came) and the end-of-information code; returns all bits.
        mutating func finish() -> Int {
            if started { codes.emit(nextCode: nextCode) }  // the last string
            codes.emit(nextCode: nextCode)  // end of information
            return codes.bits
        }
    }
}
