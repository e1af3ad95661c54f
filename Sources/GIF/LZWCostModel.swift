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

    /// Bytes of the whole image-data block for `pixels` (one LZW stream, rows concatenated) with the given
    /// LZW minimum code size (2...8; every pixel must be < 2^minimumCodeSize): the code-size byte, the
    /// data sub-blocks with their length bytes, and the block terminator.
    static func imageDataByteCount(_ pixels: [UInt8], minimumCodeSize: Int) -> Int {
        let bits = pixels.withUnsafeBufferPointer { codeBitCount($0, minimumCodeSize: minimumCodeSize) }
        return LZWCodeWidths.imageDataByteCount(bits: bits)
    }

    /// Total bits of all codes (clear, data, end-of-information) for `pixels`.
    static func codeBitCount(_ pixels: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> Int {
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var nextCode = endCode + 1
        var codes = LZWCodeWidths(minimumCodeSize: minimumCodeSize)
        codes.emit(nextCode: nextCode)  // the leading clear code
        guard let first = pixels.first else {
            codes.emit(nextCode: nextCode)  // end of information
            return codes.bits
        }
        var table = [UInt32](repeating: emptySlot, count: hashSlots)
        table.withUnsafeMutableBufferPointer { table in
            var current = UInt32(first)
            for index in 1..<pixels.count {
                let pixel = pixels[index]
                let key = current << 8 | UInt32(pixel)
                // Multiplicative hash (Knuth's golden-ratio constant), top 13 bits of 32.
                var slot = Int((key &* 2_654_435_761) >> 19)
                var entry = table[slot]
                while entry != emptySlot && entry >> 12 != key {
                    slot = (slot + 1) & (hashSlots - 1)
                    entry = table[slot]
                }
                if entry != emptySlot {
                    current = entry & 0xFFF
                    continue
                }
                codes.emit(nextCode: nextCode)
                current = UInt32(pixel)
                if nextCode >= maximumCode {
                    codes.emit(nextCode: nextCode)  // clear code; the dictionary starts over
                    nextCode = endCode + 1
                    codes.restart()
                    table.update(repeating: emptySlot)
                } else {
                    table[slot] = key << 12 | UInt32(nextCode)
                    nextCode += 1
                }
            }
        }
        codes.emit(nextCode: nextCode)  // the last string
        codes.emit(nextCode: nextCode)  // end of information
        return codes.bits
    }
}
