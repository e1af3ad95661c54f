/// One line's text in logical order before it is shaped for drawing, with the embedding levels of its bytes when
/// its paragraph holds right-to-left text.
struct LogicalLine: Sendable, Equatable {
    /// The line's UTF-8 bytes, in logical order.
    var utf8: [UInt8]
    /// One embedding level per byte (`BidiParagraph.lineLevels`); nil for a paragraph without right-to-left
    /// characters, which is shaped left to right in one pass exactly as before bidirectional support.
    var levels: [UInt8]?
    /// The paragraph's level (0 left to right, 1 right to left); what an appended ellipsis gets.
    var baseLevel: UInt8

    /// The line shaped for measuring and drawing.
    func shaped(fonts: FontCascade) -> ShapedRun {
        guard let levels else { return ShapedRun(utf8: utf8, fonts: fonts) }
        return ShapedRun(utf8: utf8, levels: levels, fonts: fonts)
    }

    /// The first `count` bytes (clamped) followed by `suffix`, which takes the paragraph level: a truncation
    /// ellipsis is a neutral at the paragraph's end, so rules N1/N2 give it the paragraph direction and in a
    /// right-to-left paragraph it is drawn at the left end.
    func prefix(_ count: Int, appending suffix: [UInt8]) -> LogicalLine {
        let kept = max(0, min(count, utf8.count))
        return LogicalLine(
            utf8: Array(utf8.prefix(kept)) + suffix,
            levels: levels.map { Array($0.prefix(kept)) + Array(repeating: baseLevel, count: suffix.count) },
            baseLevel: baseLevel)
    }
}
