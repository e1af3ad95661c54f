import Testing
@testable import GIF

@Suite struct QuantizeCacheTests {
    @Test func everyColourHasItsOwnSlotAndTag() {
        // Slot and tag together must name one key: 2^24 keys, 2^24 distinct (slot, tag) pairs.
        var seen = [UInt64](repeating: 0, count: 1 << 18)
        var duplicates = 0
        for key in UInt32(0)..<(1 << 24) {
            let slot = QuantizeCache.slot(key)
            let pair = slot.index << 8 | Int(slot.tag >> 24)
            if seen[pair >> 6] & (1 << UInt64(pair & 63)) != 0 { duplicates += 1 }
            seen[pair >> 6] |= 1 << UInt64(pair & 63)
            #expect(slot.index < 1 << QuantizeCache.slotBits)
        }
        #expect(duplicates == 0)
    }

    @Test func anEmptyCacheAnswersNothing() {
        let cache = QuantizeCache()
        let falseHits = (UInt32(0)..<(1 << 24)).filter { cache.lookup(QuantizeCache.slot($0)) != nil }
        #expect(falseHits.isEmpty)
    }

    @Test func aStoredAnswerComesBackUntilAColliderReplacesIt() throws {
        var cache = QuantizeCache()
        let key: UInt32 = 0x12_3456
        let slot = QuantizeCache.slot(key)
        // Another colour with the same slot (a different tag).
        let collider = try #require((UInt32(0)..<(1 << 24)).first {
            $0 != key && QuantizeCache.slot($0).index == slot.index
        })
        cache.store(slot, first: 200, second: 7, level: 64)
        #expect(cache.lookup(slot).map { [$0.first, $0.second, $0.level] } == [200, 7, 64])
        #expect(cache.lookup(QuantizeCache.slot(collider)) == nil)
        cache.store(QuantizeCache.slot(collider), first: 0, second: 255, level: 0)
        #expect(cache.lookup(slot) == nil)
        #expect(cache.lookup(QuantizeCache.slot(collider)).map { [$0.first, $0.second, $0.level] } == [0, 255, 0])
    }
}
