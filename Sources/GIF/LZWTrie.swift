/// giflib 5.2.1's LZW dictionary for one image, as a trie: each code (a string) knows its children (the codes of
/// that string plus one more index), so that `LossyLZW` can see every way the current string can grow.
///
/// It follows the same rules as `LZWCostModel` (docs/gif.md#lzw-size-model): codes `0..<clearCode` are the single
/// indices, the first free code is `clearCode + 2`, and when a string ends (its code is emitted) the dictionary
/// either learns "string + next index" or, once the next free code has reached `LZWCostModel.maximumCode`, is
/// cleared instead (giflib writes a clear code and starts over). `LZWCodeWidths` sizes the emitted codes.
struct LZWTrie: Sendable {
    /// Codes of a 12-bit dictionary (GIF89a appendix F).
    static let capacity = 4096
    /// No child / no sibling: code 0 is a single index, never a child, so it can mark the end of a list.
    static let none: UInt16 = 0

    /// The first free code: after the single indices, the clear code and the end-of-information code.
    let firstFreeCode: Int
    /// The code the next learnt string gets.
    private(set) var nextCode: Int
    /// Bits of the codes emitted so far (the leading clear code included).
    private(set) var widths: LZWCodeWidths
    /// Per code: its most recently learnt child, or `none`.
    private var firstChild: [UInt16]
    /// Per code: the next older child of its parent, or `none`.
    private var nextSibling: [UInt16]
    /// Per code: the index its string ends with.
    private var lastIndex: [UInt8]
    /// Exact lookups: open addressing on `parent << 8 | index` (as `LZWCostModel` does), each slot `key << 12 | code`.
    private var slots: [UInt32]

    /// Hash slots: a power of two at least twice the 4096 codes (load <= 0.5).
    private static let slotCount = 8192
    /// An empty slot: key 0xFFFFF with code 0xFFF, a code that is never learnt.
    private static let emptySlot = UInt32.max

    /// An empty dictionary for indices below `2^minimumCodeSize` (2...8), the leading clear code counted.
    init(minimumCodeSize: Int) {
        firstFreeCode = (1 << minimumCodeSize) + 2
        nextCode = firstFreeCode
        widths = LZWCodeWidths(minimumCodeSize: minimumCodeSize)
        firstChild = [UInt16](repeating: Self.none, count: Self.capacity)
        nextSibling = [UInt16](repeating: Self.none, count: Self.capacity)
        lastIndex = [UInt8](repeating: 0, count: Self.capacity)
        slots = [UInt32](repeating: Self.emptySlot, count: Self.slotCount)
        widths.emit(nextCode: nextCode)
    }

    /// The code of `code`'s string followed by `index`, or `none` when the dictionary does not hold it.
    @inline(__always)
    func child(of code: Int, index: UInt8) -> Int {
        let key = UInt32(code) << 8 | UInt32(index)
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
        widths.emit(nextCode: nextCode)
        if nextCode >= LZWCostModel.maximumCode {
            widths.emit(nextCode: nextCode)  // the clear code
            widths.restart()
            for learnt in 0..<nextCode { firstChild[learnt] = Self.none }
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: Self.emptySlot) }
            nextCode = firstFreeCode
        } else {
            let key = UInt32(code) << 8 | UInt32(index)
            var slot = Self.slot(of: key)
            while slots[slot] != Self.emptySlot { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = key << 12 | UInt32(nextCode)
            lastIndex[nextCode] = index
            nextSibling[nextCode] = firstChild[code]
            firstChild[code] = UInt16(nextCode)
            nextCode += 1
        }
    }

    /// Ends the image: the last string's code and the end-of-information code. Returns the bits of all codes.
    mutating func finish() -> Int {
        widths.emit(nextCode: nextCode)
        widths.emit(nextCode: nextCode)
        return widths.bits
    }
}
