/// giflib 5.2.1's LZW dictionary for one image, as a trie: each code (a string) knows its children (the codes of
/// that string plus one more index), so that `LossyLZW` can see every way the current string can grow.
///
/// It follows the same rules as `LZWCostModel` (docs/gif.md#lzw-size-model): codes `0..<clearCode` are the single
/// indices, the first free code is `clearCode + 2`, and when a string ends (its code is emitted) the dictionary
/// either learns "string + next index" or, once the next free code has reached `LZWCostModel.maximumCode`, is
/// cleared instead (giflib writes a clear code and starts over). `LZWCodeWidths` sizes the emitted codes.
///
/// Its four tables live in one 52 KiB block that the trie owns (it cannot be copied, so the block is freed exactly
/// once, when the trie ends): `LossyLZW` probes them once per pixel, and plain pointers keep those probes free of the
/// bounds and uniqueness checks that arrays in a mutated struct pay (docs/gif.md#lossy-lzw).
struct LZWTrie: ~Copyable {
    /// Codes of a 12-bit dictionary (GIF89a appendix F).
    static let capacity = 4096
    /// Most children a string can have: one per index (minimum code size 8).
    static let maximumChildren = 256
    /// No child / no sibling: code 0 is a single index, never a child, so it can mark the end of a list.
    static let none: UInt16 = 0

    /// The first free code: after the single indices, the clear code and the end-of-information code.
    let firstFreeCode: Int
    /// The code the next learnt string gets.
    private(set) var nextCode: Int
    /// Bits of the codes emitted so far (the leading clear code included).
    private(set) var widths: LZWCodeWidths
    /// The codes emitted so far, packed as giflib writes them.
    private(set) var packer: LZWCodePacker
    /// The block holding the four tables below, `blockBytes` long.
    private let block: UnsafeMutableRawPointer
    /// Exact lookups: open addressing on `parent << 8 | index` (as `LZWCostModel` does), each slot `key << 12 | code`;
    /// `slotCount` entries.
    private let slots: UnsafeMutablePointer<UInt32>
    /// Per code: its most recently learnt child, or `none`.
    private let firstChild: UnsafeMutablePointer<UInt16>
    /// Per code: the next older child of its parent, or `none`.
    private let nextSibling: UnsafeMutablePointer<UInt16>
    /// Per code: the index its string ends with.
    private let lastIndex: UnsafeMutablePointer<UInt8>

    /// Hash slots: a power of two at least twice the 4096 codes (load <= 0.5).
    private static let slotCount = 8192
    /// An empty slot: key 0xFFFFF with code 0xFFF, a code that is never learnt.
    private static let emptySlot = UInt32.max
    /// Bytes of the block: the slots, then the two 16-bit and the one 8-bit table of `capacity` entries.
    private static let blockBytes = slotCount * 4 + capacity * (2 + 2 + 1)

    /// An empty dictionary for indices below `2^minimumCodeSize` (2...8), the leading clear code emitted;
    /// `pixelCount` (the pixels the stream will code) only sizes the packer's first allocation.
    init(minimumCodeSize: Int, pixelCount: Int) {
        firstFreeCode = (1 << minimumCodeSize) + 2
        nextCode = firstFreeCode
        widths = LZWCodeWidths(minimumCodeSize: minimumCodeSize)
        // A string per 4 pixels at about 12 bits each: most patches fit the first allocation.
        packer = LZWCodePacker(minimumCodeSize: minimumCodeSize, expectedBytes: pixelCount / 4 * 12 / 8)
        block = UnsafeMutableRawPointer.allocate(byteCount: Self.blockBytes, alignment: MemoryLayout<UInt32>.alignment)
        slots = block.initializeMemory(as: UInt32.self, repeating: Self.emptySlot, count: Self.slotCount)
        let tables = block + Self.slotCount * 4
        firstChild = tables.initializeMemory(as: UInt16.self, repeating: Self.none, count: Self.capacity)
        nextSibling = (tables + Self.capacity * 2).initializeMemory(as: UInt16.self, repeating: Self.none, count: Self.capacity)
        lastIndex = (tables + Self.capacity * 4).initializeMemory(as: UInt8.self, repeating: 0, count: Self.capacity)
        emit(clearCode)
    }

    /// The clear code: the first code after the single indices.
    var clearCode: Int { firstFreeCode - 2 }

    /// Writes `code` at the current width, then widens the codes if the next free code no longer fits.
    @inline(__always)
    private mutating func emit(_ code: Int) {
        packer.write(code, width: widths.width)
        widths.emit(nextCode: nextCode)
    }

    deinit { block.deallocate() }

    /// The code of `code`'s string followed by `index`, or `none` when the dictionary does not hold it.
    ///
    /// The most recently learnt child is tried first: each (string, index) pair is learnt at most once, so when its
    /// index matches it is the answer, found with two loads from small tables instead of a hash probe.
    @inline(__always)
    func child(of code: Int, index: UInt8) -> Int {
        let newest = Int(firstChild[code])
        if newest != Int(Self.none) && lastIndex[newest] == index { return newest }
        let key = UInt32(truncatingIfNeeded: code) << 8 | UInt32(index)
        var slot = Self.slot(of: key)
        while true {
            let entry = slots[slot]
            if entry == Self.emptySlot { return Int(Self.none) }
            if entry >> 12 == key { return Int(entry & 0xFFF) }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }

    /// The first slot to probe for `key`: multiplicative hash (Knuth's golden-ratio constant), top 13 bits of 32.
    @inline(__always)
    private static func slot(of key: UInt32) -> Int { Int((key &* 2_654_435_761) >> 19) }

    /// The first child of `code` in the list `nextSibling(of:)` walks, or `none`.
    @inline(__always)
    func firstChild(of code: Int) -> Int { Int(firstChild[code]) }

    /// The child after `child` among its parent's children, or `none`.
    @inline(__always)
    func nextSibling(of child: Int) -> Int { Int(nextSibling[child]) }

    /// The index `code`'s string ends with (for a child code).
    @inline(__always)
    func lastIndex(of code: Int) -> UInt8 { lastIndex[code] }

    /// The string `code` ends because `index` does not extend it: giflib emits `code`, then learns
    /// `code + index`, or clears the dictionary when it is full. The next string starts at `index`.
    @inline(__always)
    mutating func end(_ code: Int, before index: UInt8) {
        emit(code)
        if nextCode >= LZWCostModel.maximumCode {
            emit(clearCode)
            widths.restart()
            firstChild.update(repeating: Self.none, count: nextCode)
            slots.update(repeating: Self.emptySlot, count: Self.slotCount)
            nextCode = firstFreeCode
        } else {
            let key = UInt32(truncatingIfNeeded: code) << 8 | UInt32(index)
            var slot = Self.slot(of: key)
            while slots[slot] != Self.emptySlot { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = key << 12 | UInt32(truncatingIfNeeded: nextCode)
            lastIndex[nextCode] = index
            nextSibling[nextCode] = firstChild[code]
            firstChild[code] = UInt16(truncatingIfNeeded: nextCode)
            nextCode += 1
        }
    }

    /// Ends the image: the last string's code (`last`, nil for an image without pixels) and the end-of-information
    /// code. `widths.bits` then counts every code and `packer` holds them.
    mutating func finish(last: Int?) {
        if let last { emit(last) }
        emit(clearCode + 1)
    }
}
