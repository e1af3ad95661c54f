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
    /// The span style of each byte (`SpanStyle`); nil for plain text (all style 0).
    var spans: [Int]? = nil
    /// The style whose metrics an empty line takes (the span the line's position falls in).
    var emptyStyle: Int = 0

    /// The line shaped for measuring and drawing.
    func shaped(styles: [SpanStyle]) -> ShapedRun {
        guard let levels else { return ShapedRun(utf8: utf8, styles: styles, spans: spans) }
        return ShapedRun(utf8: utf8, levels: levels, styles: styles, spans: spans)
    }

    /// The span styles present on the line, in first-seen order: `emptyStyle` alone when it has no bytes.
    var styleSet: [Int] {
        guard let spans, !spans.isEmpty else { return [spans == nil ? 0 : emptyStyle] }
        var seen: [Int] = []
        for style in spans where !seen.contains(style) { seen.append(style) }
        return seen
    }

    /// The first `count` bytes (clamped) followed by `suffix`, which takes the paragraph level: a truncation
    /// ellipsis is a neutral at the paragraph's end, so rules N1/N2 give it the paragraph direction and in a
    /// right-to-left paragraph it is drawn at the left end. In rich text the suffix takes the style of the last
    /// kept byte (the run it ends), or of the line's first byte when nothing is kept.
    func prefix(_ count: Int, appending suffix: [UInt8]) -> LogicalLine {
        let kept = max(0, min(count, utf8.count))
        return LogicalLine(
            utf8: Array(utf8.prefix(kept)) + suffix,
            levels: levels.map { Array($0.prefix(kept)) + Array(repeating: baseLevel, count: suffix.count) },
            baseLevel: baseLevel,
            spans: spans.map { spans in
                let suffixStyle = kept > 0 ? spans[kept - 1] : (spans.first ?? emptyStyle)
                return Array(spans.prefix(kept)) + Array(repeating: suffixStyle, count: suffix.count)
            },
            emptyStyle: emptyStyle)
    }
}
