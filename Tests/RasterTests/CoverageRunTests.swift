import Testing
@testable import Raster

/// `Pixmap.zeroRunEnd` and `fullRunEnd` (eight bytes at a time, the run's last word read by its trailing zero
/// bits) end every run where a byte-by-byte walk ends it.
@Suite struct CoverageRunTests {
    /// The byte-by-byte walk: the first index from `start` whose byte is not `value` (or `count`).
    static func walk(_ bytes: [UInt8], from start: Int, value: UInt8) -> Int {
        var end = start
        while end < bytes.count && bytes[end] == value { end += 1 }
        return end
    }

    @Test func runsEndWhereAByteWalkEndsThem() {
        // Runs of 0 and 255 of every length 0...19 separated by each kind of other byte, so a run ends at every
        // position within a word and in the tail.
        var bytes: [UInt8] = []
        for length in 0..<20 {
            for value in [UInt8(0), 255] {
                bytes += Array(repeating: value, count: length)
                bytes.append(value == 0 ? [1, 128, 255][length % 3] : [0, 254, 7][length % 3])
            }
        }
        bytes += Array(repeating: 0, count: 13)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in 0...bytes.count {
                #expect(Pixmap.zeroRunEnd(base, from: start, count: bytes.count) == Self.walk(bytes, from: start, value: 0))
                #expect(Pixmap.fullRunEnd(base, from: start, count: bytes.count)
                        == Self.walk(bytes, from: start, value: 255))
            }
        }
        #expect(Self.walk(bytes, from: bytes.count - 13, value: 0) == bytes.count)
    }
}
