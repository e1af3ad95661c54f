/// Packs the codes of one LZW stream into a GIF image-data block, bit for bit as giflib 5.2.1's encoder does
/// (docs/gif.md#lzw-code-packing): each code's bits go in least significant bit first, filling bytes from their low
/// bit (GIF89a appendix F); the bytes are cut into data sub-blocks of at most 255 behind a length byte each (GIF89a
/// section 15), after the LZW minimum code size byte and before the empty block that ends the data.
///
/// `LZWTrie` feeds it every code it emits with the width `LZWCodeWidths` gives that code, so the lossy pass writes its
/// own stream instead of handing its indices to giflib to code a second time.
struct LZWCodePacker: ~Copyable {
    /// The LZW minimum code size (2...8), the block's first byte.
    let minimumCodeSize: Int
    /// Whole bytes of codes written so far, before the cut into sub-blocks: `count` of `capacity` bytes.
    private var bytes: UnsafeMutableRawPointer
    private var capacity: Int
    private var count = 0
    /// Bits not yet written to `bytes`, lowest first (fewer than 32 between calls).
    private var pending: UInt64 = 0
    private var pendingBits = 0

    /// An empty stream for `pixelCount` pixels. The buffer holds the most codes such a stream can have, so
    /// writing never checks for room in the common case: each pixel starts at most one string, plus a clear code
    /// per 1024 codes (a dictionary holds at least 3,838 strings between clears) and the leading clear and the two
    /// closing codes, at 12 bits each, and 8 bytes of slack for the 4-byte stores. The pages a short stream never
    /// reaches are never touched.
    init(minimumCodeSize: Int, pixelCount: Int) {
        self.minimumCodeSize = minimumCodeSize
        let codes = max(0, pixelCount) + max(0, pixelCount) / 1024 + 4
        capacity = codes * 3 / 2 + 8
        bytes = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: MemoryLayout<UInt32>.alignment)
    }

    deinit { bytes.deallocate() }

    /// Appends `code` (below `1 << width`) as `width` bits (3...12); whole 32-bit words go out as they fill.
    @inline(__always)
    mutating func write(_ code: Int, width: Int) {
        pending |= UInt64(truncatingIfNeeded: code) &<< UInt64(truncatingIfNeeded: pendingBits)
        pendingBits &+= width
        if pendingBits >= 32 {
            if count &+ 8 > capacity { grow() }
            bytes.storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: count, as: UInt32.self)
            count &+= 4
            pending &>>= 32
            pendingBits &-= 32
        }
    }

    /// Doubles the buffer (only for a stream longer than `init` allowed for, which the dictionary's rules rule out).
    private mutating func grow() {
        let larger = UnsafeMutableRawPointer.allocate(byteCount: 2 * capacity, alignment: MemoryLayout<UInt32>.alignment)
        larger.copyMemory(from: bytes, byteCount: count)
        bytes.deallocate()
        bytes = larger
        capacity *= 2
    }

    /// The image-data block: the code-size byte, the codes (the last byte's unused high bits zero) in sub-blocks,
    /// and the block terminator. Its size is `LZWCodeWidths.imageDataByteCount(bits:)` of the bits written.
    func imageData() -> [UInt8] {
        var data = [UInt8](UnsafeRawBufferPointer(start: bytes, count: count))
        var rest = pending, restBits = pendingBits
        while restBits > 0 {
            data.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
            restBits -= 8
        }
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
