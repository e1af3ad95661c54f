/// Counts per 24-bit colour in an open-addressing hash table (linear probing), sized by the colours it holds:
/// 12 bytes a slot (a 4-byte key, an 8-byte count), at most half the slots used, so about 24 bytes a colour
/// (docs/library.md#memory). `ColorHistogram`'s sparse form, and the carries of its dense form.
struct ColorCountTable: Sendable {
    /// Slots of a new table: 2^12 (48 KB).
    static let initialSlotBits = 12
    /// A free slot's key (colours are 24-bit, so no colour has it).
    private static let freeKey = UInt32.max

    private var keys: [UInt32]
    private var counts: [Int]
    /// log2 of the slot count.
    private var slotBits: Int
    /// Number of colours stored.
    private(set) var count = 0

    /// An empty table of 2^`slotBits` slots (grown as colours arrive).
    init(slotBits: Int = ColorCountTable.initialSlotBits) {
        self.slotBits = slotBits
        keys = [UInt32](repeating: Self.freeKey, count: 1 << slotBits)
        counts = [Int](repeating: 0, count: 1 << slotBits)
    }

    /// Bytes the table holds (both arrays).
    var byteCount: Int { keys.count * (MemoryLayout<UInt32>.stride + MemoryLayout<Int>.stride) }

    /// Number of slots (a power of two).
    var slotCount: Int { keys.count }

    /// True when adding one more colour doubles the slots.
    var growsWithNextColor: Bool { 2 * (count + 1) > keys.count }

    /// The home slot of `colour`: Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4) spreads neighbouring colours apart.
    @inline(__always)
    private static func home(_ colour: UInt32, slotBits: Int) -> Int {
        Int((colour &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }

    /// Adds `amount` to `colour`'s count (`colour` <= 0xFFFFFF); true when the colour was not in the table.
    @inline(__always)
    @discardableResult
    mutating func add(_ colour: UInt32, _ amount: Int) -> Bool {
        let mask = keys.count - 1
        var slot = Self.home(colour, slotBits: slotBits)
        while true {
            let key = keys[slot]
            if key == colour {
                counts[slot] += amount
                return false
            }
            if key == Self.freeKey { break }
            slot = (slot + 1) & mask
        }
        keys[slot] = colour
        counts[slot] = amount
        count += 1
        // At most half full, so a probe ends after a couple of slots.
        if 2 * count > keys.count { grow() }
        return true
    }

    /// `colour`'s count (0 when absent).
    func value(of colour: UInt32) -> Int {
        let mask = keys.count - 1
        var slot = Self.home(colour, slotBits: slotBits)
        while true {
            let key = keys[slot]
            if key == colour { return counts[slot] }
            if key == Self.freeKey { return 0 }
            slot = (slot + 1) & mask
        }
    }

    /// Calls `body` with every (colour, count) pair in slot order, which depends on the order colours came in: only
    /// for sums, whose result does not depend on it (`ColorHistogram.add(_:)`).
    func forEachCount(_ body: (UInt32, Int) -> Void) {
        for slot in 0..<keys.count where keys[slot] != Self.freeKey { body(keys[slot], counts[slot]) }
    }

    /// Every (colour, count) pair, in ascending colour order (never the table's slot order).
    func entries() -> [(UInt32, Int)] {
        var result: [(UInt32, Int)] = []
        result.reserveCapacity(count)
        for slot in 0..<keys.count where keys[slot] != Self.freeKey { result.append((keys[slot], counts[slot])) }
        result.sort { $0.0 < $1.0 }
        return result
    }

    /// Doubles the slots and places every colour again.
    private mutating func grow() {
        var larger = ColorCountTable(slotBits: slotBits + 1)
        for slot in 0..<keys.count where keys[slot] != Self.freeKey { larger.add(keys[slot], counts[slot]) }
        self = larger
    }
}
