/// giflib 5.2.1's LZW dictionary for one image, as a trie: each code (a string) knows its children (the codes of
/// that string plus one more index), so that `LossyLZW` can see every way the current string can grow.
///
/// It follows the same rules as `LZWCostModel` (docs/gif.md#lzw-size-model): codes `0..<clearCode` are the single
/// indices, the first free code is `clearCode + 2`, and when a string ends (its code is emitted) the dictionary
/// either learns "string + next index" or, once the next free code has reached `LZWCostModel.maximumCode`, is
/// cleared instead (giflib writes a clear code and starts over). `LZWCodeWidths` sizes the emitted codes.
///
/// Its six tables live in one 196 KiB block that the trie owns (it cannot be copied, so the block is freed exactly
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
    /// Per code: the child last learnt or looked up and that child's last index, as `index << 16 | child`
    /// (`noChild` when it has none), so the walk's common step, "does the string go on the way it last did", is one
    /// load and one compare.
    private let recentChild: UnsafeMutablePointer<UInt32>
    /// Per code: its most recently learnt child, or `none` (the head of its children's list).
    private let firstChild: UnsafeMutablePointer<UInt16>
    /// Per code: the next older child of its parent, or `none`.
    private let nextSibling: UnsafeMutablePointer<UInt16>
    /// Per code: the index its string ends with.
    private let lastIndex: UnsafeMutablePointer<UInt8>
    /// Per code, `maskWords` words: bit `k` of word `w` is set when the code has a child ending with index
    /// `64 * w + k`. A string end tests these against the indices close enough to stand for the pixel, so a string
    /// with no such child is known without walking its children (docs/gif.md#within-12-of-giflib).
    private let childMasks: UnsafeMutablePointer<UInt64>

    /// Hash slots: a power of two at least twice the 4096 codes (load <= 0.5).
    private static let slotCount = 8192
    /// An empty slot: key 0xFFFFF with code 0xFFF, a code that is never learnt.
    private static let emptySlot = UInt32.max
    /// A code without children in `recentChild`: child `none`, and an index no 8-bit index equals.
    private static let noChild: UInt32 = 0xFFFF_0000
    /// Words of a code's child mask: one bit per index of a 256-colour table.
    static let maskWords = maximumChildren / 64
    /// Bytes of the block: the slots, the child masks, then the 32-bit, the two 16-bit and the 8-bit table of `capacity`
    /// entries.
    private static let blockBytes = slotCount * 4 + capacity * maskWords * 8 + capacity * (4 + 2 + 2 + 1)

    /// An empty dictionary for indices below `2^minimumCodeSize` (2...8), the leading clear code emitted;
    /// `pixelCount` (the pixels the stream will code) sizes the packer's buffer.
    init(minimumCodeSize: Int, pixelCount: Int) {
        firstFreeCode = (1 << minimumCodeSize) + 2
        nextCode = firstFreeCode
        widths = LZWCodeWidths(minimumCodeSize: minimumCodeSize)
        packer = LZWCodePacker(minimumCodeSize: minimumCodeSize, pixelCount: pixelCount)
        block = UnsafeMutableRawPointer.allocate(byteCount: Self.blockBytes, alignment: MemoryLayout<UInt64>.alignment)
        slots = block.initializeMemory(as: UInt32.self, repeating: Self.emptySlot, count: Self.slotCount)
        // A code's mask is cleared when the code is learnt, so only the single indices' masks start cleared.
        childMasks = (block + Self.slotCount * 4).bindMemory(to: UInt64.self, capacity: Self.capacity * Self.maskWords)
        childMasks.initialize(repeating: 0, count: firstFreeCode * Self.maskWords)
        let tables = block + Self.slotCount * 4 + Self.capacity * Self.maskWords * 8
        recentChild = tables.initializeMemory(as: UInt32.self, repeating: Self.noChild, count: Self.capacity)
        firstChild = (tables + Self.capacity * 4).initializeMemory(as: UInt16.self, repeating: Self.none, count: Self.capacity)
        nextSibling = (tables + Self.capacity * 6).initializeMemory(as: UInt16.self, repeating: Self.none, count: Self.capacity)
        lastIndex = (tables + Self.capacity * 8).initializeMemory(as: UInt8.self, repeating: 0, count: Self.capacity)
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
    /// The child the walk last reached from `code` is tried first: each (string, index) pair is learnt at most once,
    /// so when its index matches it is the answer, found with one load instead of a hash probe. Then the child mask
    /// answers "no such child" without a probe. A hash hit becomes the string's recent child: a cache that changes
    /// which lookups are fast, never an answer (docs/gif.md#within-12-of-giflib).
    @inline(__always)
    func child(of code: Int, index: UInt8) -> Int {
        let recent = recentChild[code]
        if recent >> 16 == UInt32(index) { return Int(recent & 0xFFFF) }
        // The child mask answers "no such child" (every string end) without probing the hash table.
        if childMasks[code &* Self.maskWords &+ Int(index >> 6)] & (1 &<< UInt64(index & 63)) == 0 {
            return Int(Self.none)
        }
        let key = UInt32(truncatingIfNeeded: code) << 8 | UInt32(index)
        var slot = Self.slot(of: key)
        while true {
            let entry = slots[slot]
            if entry == Self.emptySlot { return Int(Self.none) }
            if entry >> 12 == key {
                recentChild[code] = UInt32(index) << 16 | entry & 0xFFF
                return Int(entry & 0xFFF)
            }
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

    /// Word `word` (0..<`maskWords`) of `code`'s child mask: bit `k` set when `code` has a child ending with index
    /// `64 * word + k`.
    @inline(__always)
    func childMask(of code: Int, word: Int) -> UInt64 { childMasks[code &* Self.maskWords &+ word] }

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
            recentChild.update(repeating: Self.noChild, count: nextCode)
            firstChild.update(repeating: Self.none, count: nextCode)
            childMasks.update(repeating: 0, count: firstFreeCode * Self.maskWords)
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
            recentChild[code] = UInt32(index) << 16 | UInt32(truncatingIfNeeded: nextCode)
            // Spelt out, not `|=`: Swift 6.3.1 built with -sanitize=thread at -Onone fails on the compound assignment
            // through the pointer subscript here ("Invalid bitcast"; the ThreadSanitizer step of `make check`).
            let maskIndex = code &* Self.maskWords &+ Int(index >> 6)
            childMasks[maskIndex] = childMasks[maskIndex] | (1 &<< UInt64(index & 63))
            (childMasks + nextCode &* Self.maskWords).update(repeating: 0, count: Self.maskWords)
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
