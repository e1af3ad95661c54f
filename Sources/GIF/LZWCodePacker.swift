/// Packs the codes of one LZW stream into a GIF image-data block, bit for bit as giflib 5.2.1's encoder does
/// (docs/gif.md#lzw-code-packing): each code's bits go in least significant bit first, filling bytes from their low
/// bit (GIF89a appendix F); the bytes are cut into data sub-blocks of at most 255 behind a length byte each (GIF89a
/// section 15), after the LZW minimum code size byte and before the empty block that ends the data.
///
/// `LZWTrie` feeds it every code it emits with the width `LZWCodeWidths` gives that code, so the lossy pass writes its
/// own stream instead of handing its indices to giflib to code a second time.
struct LZWCodePacker: Sendable {
    /// The LZW minimum code size (2...8), the block's first byte.
    let minimumCodeSize: Int
    /// Whole bytes of codes written so far, before the cut into sub-blocks.
    private var bytes: [UInt8] = []
    /// Bits not yet written to `bytes`, lowest first (fewer than 8 between calls).
    private var pending: UInt32 = 0
    private var pendingBits = 0

    /// An empty stream; `expectedBytes` only sizes the first allocation.
    init(minimumCodeSize: Int, expectedBytes: Int) {
        self.minimumCodeSize = minimumCodeSize
        bytes.reserveCapacity(max(16, expectedBytes))
    }

    /// Appends `code` (below `1 << width`) as `width` bits (3...12).
    @inline(__always)
    mutating func write(_ code: Int, width: Int) {
        pending |= UInt32(truncatingIfNeeded: code) << UInt32(truncatingIfNeeded: pendingBits)
        pendingBits += width
        while pendingBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingBits -= 8
        }
    }

    /// The image-data block: the code-size byte, the codes (the last byte's unused high bits zero) in sub-blocks,
    /// and the block terminator. Its size is `LZWCodeWidths.imageDataByteCount(bits:)` of the bits written.
    func imageData() -> [UInt8] {
        var data = bytes
        if pendingBits > 0 { data.append(UInt8(truncatingIfNeeded: pending)) }
        let blockCount = (data.count + Self.subBlockLength - 1) / Self.subBlockLength
        var block = [UInt8]()
        block.reserveCapacity(1 + data.count + blockCount + 1)
        block.append(UInt8(truncatingIfNeeded: minimumCodeSize))
        var start = 0
        while start < data.count {
            let end = min(data.count, start + Self.subBlockLength)
            block.append(UInt8(truncatingIfNeeded: end - start))
            block.append(contentsOf: data[start..<end])
            start = end
        }
        block.append(0)
        return block
    }

    /// Longest data sub-block: its length must fit the one length byte (GIF89a section 15).
    static let subBlockLength = 255
}
