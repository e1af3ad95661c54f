/// The widths of the codes of one LZW stream as giflib 5.2.1 writes them (docs/gif.md#lzw-size-model): codes start
/// at `minimumCodeSize + 1` bits and grow by one bit right after a code is emitted once the next free code no longer
/// fits. Counts bits only; `LZWCostModel` and `LossyLZW` share it so that both size the same stream alike.
struct LZWCodeWidths: Sendable {
    /// The stream's LZW minimum code size (2...8).
    let minimumCodeSize: Int
    /// Bits of every code emitted so far.
    private(set) var bits = 0
    /// Bits of the next code.
    private(set) var width: Int
    private var widthLimit: Int

    /// A stream before its first code, at the narrowest width.
    init(minimumCodeSize: Int) {
        self.minimumCodeSize = minimumCodeSize
        width = minimumCodeSize + 1
        widthLimit = 1 << width
    }

    /// Counts one code of the current width, then widens if `nextCode` (the next free dictionary code) no longer fits.
    @inline(__always)
    mutating func emit(nextCode: Int) {
        bits += width
        if nextCode >= widthLimit {
            width += 1
            widthLimit = 1 << width
        }
    }

    /// Back to the narrowest width, as after a clear code.
    @inline(__always)
    mutating func restart() {
        width = minimumCodeSize + 1
        widthLimit = 1 << width
    }

    /// Bytes of the whole image-data block holding `bits` bits of codes: the code-size byte, the data in sub-blocks
    /// of at most 255 bytes behind one length byte each (GIF89a section 15), and the block terminator.
    static func imageDataByteCount(bits: Int) -> Int {
        let dataBytes = (bits + 7) / 8
        let lengthBytes = (dataBytes + 254) / 255
        return 1 + dataBytes + lengthBytes + 1
    }
}
