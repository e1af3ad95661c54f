/// The resolved embedding levels of one paragraph that holds right-to-left text: a subset of the Unicode
/// Bidirectional Algorithm (UAX #9) without explicit embeddings, overrides or isolates, so every level is 0, 1
/// or 2.
///
/// Implemented, per grapheme cluster (a base with its marks gets one type, that of its first scalar, so a
/// cluster is never split across directions):
/// - P2, P3: the paragraph is right to left when its first strong character (`BidiClass.isStrong`) is R/AL;
///   a paragraph with no strong character is left to right.
/// - W1: a nonspacing mark takes the type of the character before it (the paragraph's at the start).
/// - W2, W3: a European number whose nearest strong character before it is an Arabic letter is an Arabic number;
///   then Arabic letters count as R.
/// - W4: one plus or minus between two European numbers joins them; one common separator (`, . / :`) between two
///   numbers of the same kind joins them ("12:41", "1,000").
/// - W5: European terminators next to a European number join it ("10%", "$5"). W6: other separators and
///   terminators become neutral.
/// - W7: a European number whose nearest strong character before it (or the paragraph start) is L becomes L.
/// - N1, N2: a run of neutrals between two characters of the same direction takes that direction (numbers count
///   as right to left), otherwise the paragraph's.
/// - I1, I2: levels. Right-to-left characters are at 1; in a left-to-right paragraph numbers are at 2; in a
///   right-to-left paragraph left-to-right characters and numbers are at 2.
/// - L1 (`lineLevels`): spaces at the end of a line go to the paragraph level. L2 is `BidiRuns`. L4 (mirrored
///   brackets) is HarfBuzz's, which mirrors when shaping right to left.
///
/// Not implemented: explicit embeddings, overrides and isolates (X1–X10; U+202A–U+202E and U+2066–U+2069 are
/// neutral), paired brackets (N0), and L3 (combining marks stay with their base anyway, as one cluster).
struct BidiParagraph: Sendable, Equatable {
    /// The paragraph's text.
    let utf8: [UInt8]
    /// True when the paragraph's base direction is right to left (level 1).
    let isRightToLeft: Bool
    /// The resolved level of each byte of `utf8` (all bytes of one character share it).
    let levels: [UInt8]

    /// The paragraph embedding level: 1 for right to left, 0 for left to right.
    var baseLevel: UInt8 { isRightToLeft ? 1 : 0 }

    /// Resolves `utf8`; nil when it has no right-to-left character (R/AL) or is not valid UTF-8, so that text is
    /// laid out exactly as before, in one left-to-right pass.
    init?(utf8: [UInt8]) {
        guard !utf8.isEmpty, let string = String(validating: utf8, as: UTF8.self) else { return nil }
        var types: [BidiClass] = []
        var lengths: [Int] = []
        for character in string {
            types.append(character.unicodeScalars.first.map(BidiClass.init) ?? .neutral)
            lengths.append(character.utf8.count)
        }
        guard types.contains(where: \.isRightToLeft) else { return nil }
        let rightToLeft = types.first(where: \.isStrong)?.isRightToLeft ?? false
        let characterLevels = Self.resolve(types, rightToLeft: rightToLeft)
        var levels: [UInt8] = []
        levels.reserveCapacity(utf8.count)
        for (level, length) in zip(characterLevels, lengths) {
            levels.append(contentsOf: repeatElement(level, count: length))
        }
        self.utf8 = utf8
        self.isRightToLeft = rightToLeft
        self.levels = levels
    }

    /// The levels of the bytes `range` laid out as one line, with rule L1 applied: trailing spaces take the
    /// paragraph level. `range` is clamped to the paragraph.
    func lineLevels(_ range: Range<Int>) -> [UInt8] {
        let clamped = range.clamped(to: utf8.indices)
        var line = Array(levels[clamped])
        var index = line.count
        while index > 0, utf8[clamped.lowerBound + index - 1] == 0x20 {
            index -= 1
            line[index] = baseLevel
        }
        return line
    }

    /// Rules W1–W7, N1–N2 and I1–I2 over one type per character; returns one level per character.
    static func resolve(_ input: [BidiClass], rightToLeft: Bool) -> [UInt8] {
        var types = input
        let start: BidiClass = rightToLeft ? .rightToLeft : .leftToRight
        // W1: marks take the type before them.
        for index in types.indices where types[index] == .nonspacingMark {
            types[index] = index == 0 ? start : types[index - 1]
        }
        // W2: European numbers after Arabic letters are Arabic numbers; W3: Arabic letters are R.
        var lastStrong = start
        for position in types.indices {
            switch types[position] {
            case .leftToRight, .rightToLeft, .arabicLetter: lastStrong = types[position]
            case .europeanNumber where lastStrong == .arabicLetter: types[position] = .arabicNumber
            default: break
            }
            if types[position] == .arabicLetter { types[position] = .rightToLeft }
        }
        // W4: a single separator between two numbers.
        if types.count >= 3 {
            for index in 1..<(types.count - 1) {
                let before = types[index - 1], after = types[index + 1]
                if types[index] == .europeanSeparator, before == .europeanNumber, after == .europeanNumber {
                    types[index] = .europeanNumber
                } else if types[index] == .commonSeparator, before == after,
                          before == .europeanNumber || before == .arabicNumber {
                    types[index] = before
                }
            }
        }
        // W5: terminators next to a European number.
        var index = 0
        while index < types.count {
            guard types[index] == .europeanTerminator else {
                index += 1
                continue
            }
            var end = index
            while end < types.count, types[end] == .europeanTerminator { end += 1 }
            if (index > 0 && types[index - 1] == .europeanNumber)
                || (end < types.count && types[end] == .europeanNumber) {
                for position in index..<end { types[position] = .europeanNumber }
            }
            index = end
        }
        // W6 (leftover separators and terminators are neutral) and W7 (European numbers after L are L).
        lastStrong = start
        for position in types.indices {
            switch types[position] {
            case .europeanSeparator, .commonSeparator, .europeanTerminator, .nonspacingMark:
                types[position] = .neutral
            case .leftToRight, .rightToLeft:
                lastStrong = types[position]
            case .europeanNumber where lastStrong == .leftToRight:
                types[position] = .leftToRight
            default:
                break
            }
        }
        // N1, N2: neutrals between equal directions take it (numbers count as right to left), else the paragraph's.
        index = 0
        while index < types.count {
            guard types[index] == .neutral else {
                index += 1
                continue
            }
            var end = index
            while end < types.count, types[end] == .neutral { end += 1 }
            let before = index == 0 ? start : Self.direction(types[index - 1])
            let after = end == types.count ? start : Self.direction(types[end])
            let resolved = before == after ? before : start
            for position in index..<end { types[position] = resolved }
            index = end
        }
        // I1, I2.
        return types.map { type in
            switch (type, rightToLeft) {
            case (.rightToLeft, _): 1
            case (.leftToRight, false): 0
            default: 2  // L in a right-to-left paragraph, and numbers
            }
        }
    }

    /// The strong direction a resolved type stands for in N1: L for L, R for R and numbers.
    private static func direction(_ type: BidiClass) -> BidiClass {
        type == .leftToRight ? .leftToRight : .rightToLeft
    }
}
