/// A maximal piece of a line at one embedding level: a UTF-8 byte range of the line and its level.
struct BidiRun: Sendable, Equatable {
    /// The bytes of the line it covers, in logical order.
    var range: Range<Int>
    /// Its resolved embedding level (`BidiParagraph`).
    var level: UInt8

    /// True for an odd level: shaped right to left, so its characters are drawn last to first.
    var isRightToLeft: Bool { level & 1 == 1 }
}

/// Rule L2 of UAX #9 on whole level runs: the order in which a line's runs are drawn, left to right.
enum BidiRuns {
    /// The runs of `levels` (one level per byte of a line) in visual order: from the highest level down to the
    /// lowest odd level on the line, every sequence of runs at that level or higher is reversed. Characters inside
    /// a run are reversed by shaping it right to left when its level is odd (an odd level is reversed an odd
    /// number of times), so a left-to-right run inside right-to-left text keeps its own order. Empty for no bytes.
    static func visualOrder(levels: [UInt8]) -> [BidiRun] {
        var runs: [BidiRun] = []
        for (index, level) in levels.enumerated() {
            if let last = runs.last, last.level == level {
                runs[runs.count - 1].range = last.range.lowerBound..<(index + 1)
            } else {
                runs.append(BidiRun(range: index..<(index + 1), level: level))
            }
        }
        guard let highest = runs.map(\.level).max(), let lowest = runs.map(\.level).min() else { return [] }
        let lowestOdd = lowest | 1
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < runs.count {
                guard runs[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < runs.count, runs[end].level >= level { end += 1 }
                runs[index..<end].reverse()
                index = end
            }
            level -= 1  // level >= lowestOdd >= 1, so this never wraps
        }
        return runs
    }
}
