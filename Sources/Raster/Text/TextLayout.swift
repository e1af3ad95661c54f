/// A string shaped (HarfBuzz) and wrapped into lines for one primary face with its fallbacks, a size and a width:
/// measures in points for layout, and draws coverage masks (and colour glyph images) in pixels at `scale` pixels
/// per point.
///
/// Shaping and wrapping work in the primary face's design units, so the lines, their widths and `measuredSize` are
/// the same at every `scale`; only `coverageMasks` and `colorGlyphs` depend on it. Characters the primary face lacks
/// are set in the cascade's fallback faces (`FontCascade`), each run shaped with its own face and measured in
/// points (units x size / that face's units per em), so one measurement serves layout and painting. Line height is
/// the primary face's. "\n" separates paragraphs ("\r" is ignored, a tab counts as a space). Measuring never
/// renders a glyph.
///
/// A paragraph with a right-to-left character (Hebrew, Arabic, ...) is laid out bidirectionally (`BidiParagraph`,
/// a subset of UAX #9): its direction comes from its first strong character, lines break in logical order, and
/// each line's runs are drawn in visual order, right-to-left runs shaped right to left. Lines are still placed by
/// `attributes.alignment` alone (a right-to-left paragraph is not right-aligned by itself; ask for `.right`).
/// Other paragraphs are laid out left to right in one pass, exactly as without bidirectional support.
package struct TextLayout: Sendable {
    /// The primary face and its fallbacks, which shaped the text and draw it.
    package let fonts: FontCascade
    /// The primary face (`fonts.primary`): its metrics set the line height.
    package var face: FontFace { fonts.primary }
    /// Size, spacing, alignment and line limit.
    package let attributes: TextAttributes
    /// The wrapping width in points, nil for none (each paragraph is one line).
    package let maxWidth: Double?
    /// Pixels per point used by `coverageMasks` (1, 2 or 3 for iPhone screens).
    package let scale: Double
    /// The lines, top to bottom.
    package let lines: [TextLine]
    /// Height of one line box in points: `UIFont.lineHeight * lineHeightMultiple` (of the first span's font for
    /// rich text, whose lines may differ: `TextLine.height`).
    package let lineHeight: Double
    /// The span styles (one for plain text); glyphs name theirs (`PositionedGlyph.style`).
    let styles: [SpanStyle]
    /// Sum of the line heights in points (`lineCount * lineHeight` when every line has one height).
    let height: Double

    /// How far (in points) a line may pass `maxWidth` and still count as fitting: a hundredth of a point, a
    /// thirtieth of a pixel at @3x. A label's frame width comes from the layout solver, rounded to 1e-6 pt
    /// (`snap`), and can land a hair under the text's own measured width; without this slack the word would
    /// wrap and "Photos" would be cut to "Phot…".
    package static let fitTolerancePoints = 0.01

    /// U+2026 HORIZONTAL ELLIPSIS in UTF-8, appended to the last line when `maxLines` cuts text.
    private static let ellipsisUTF8: [UInt8] = [0xE2, 0x80, 0xA6]

    /// Shapes and wraps `string` in `face` alone (no fallback); see `init(string:fonts:attributes:maxWidth:scale:)`.
    package init(string: String, face: FontFace, attributes: TextAttributes, maxWidth: Double?, scale: Double) {
        self.init(string: string, fonts: FontCascade(primary: face), attributes: attributes, maxWidth: maxWidth,
                  scale: scale)
    }

    /// Shapes and wraps `string`, each character in the face `fonts` picks for it. A non-positive or non-finite
    /// size gives an empty layout; a non-finite `maxWidth` means no wrapping; a non-positive or non-finite `scale`
    /// draws nothing.
    package init(string: String, fonts: FontCascade, attributes: TextAttributes, maxWidth: Double?, scale: Double) {
        let paragraphs = Self.paragraphs(of: string).map { StyledParagraph(utf8: $0, spans: nil, emptyStyle: 0) }
        self.init(paragraphs: paragraphs, styles: [SpanStyle(fonts: fonts, size: attributes.size, ink: 0)],
                  attributes: attributes, maxWidth: maxWidth, scale: scale, hasText: !string.isEmpty)
    }

    /// Shapes and wraps rich text: the spans, in order, as one text (a paragraph may change style mid-line), each
    /// span in its own faces and size, the lines broken, truncated and aligned as `init(string:fonts:...)` does.
    /// The first span is the reference: `fonts`, `attributes.size` (replacing the given one) and `lineHeight` are
    /// its, and widths are measured in its primary face's units. Each line's height and baseline come from the
    /// spans on it (`TextLine.height`: the tallest ascent plus the deepest descent, as TextKit sets a line of
    /// mixed fonts); an empty line takes the style of the "\n" that ends it. A truncation ellipsis takes the style
    /// of the span it ends. A span whose size is not positive and finite takes the first span's size. Nil when
    /// `spans` is empty.
    package init?(spans: [TextSpan], attributes: TextAttributes, maxWidth: Double?, scale: Double) {
        guard let first = spans.first else { return nil }
        var attributes = attributes
        attributes.size = first.size
        let styles = spans.map { span in
            SpanStyle(fonts: span.fonts, size: span.size.isFinite && span.size > 0 ? span.size : first.size,
                      ink: max(0, span.ink))
        }
        var paragraphs = [StyledParagraph(utf8: [], spans: [], emptyStyle: 0)]
        var hasText = false
        for (index, span) in spans.enumerated() {
            for byte in span.text.utf8 {
                hasText = true
                paragraphs[paragraphs.count - 1].emptyStyle = index
                switch byte {
                case 0x0A: paragraphs.append(StyledParagraph(utf8: [], spans: [], emptyStyle: index))
                case 0x0D: continue
                case 0x09: paragraphs[paragraphs.count - 1].append(0x20, style: index)
                default: paragraphs[paragraphs.count - 1].append(byte, style: index)
                }
            }
        }
        self.init(paragraphs: paragraphs, styles: styles, attributes: attributes, maxWidth: maxWidth, scale: scale,
                  hasText: hasText)
    }

    /// The shared layout: `paragraphs` set in `styles` (style 0 is the reference).
    private init(paragraphs: [StyledParagraph], styles: [SpanStyle], attributes: TextAttributes, maxWidth: Double?,
                 scale: Double, hasText: Bool) {
        let fonts = styles[0].fonts
        self.fonts = fonts
        self.styles = styles
        let face = fonts.primary
        self.attributes = attributes
        let wrapWidth = maxWidth.flatMap { $0.isFinite ? $0 : nil }
        self.maxWidth = wrapWidth
        self.scale = scale
        let metrics = face.metrics
        let size = attributes.size
        let multiple = attributes.lineHeightMultiple.isFinite && attributes.lineHeightMultiple > 0
            ? attributes.lineHeightMultiple : 1.0
        guard size.isFinite, size > 0, hasText else {
            self.lines = []
            self.lineHeight = size.isFinite && size > 0 ? metrics.lineHeight(pointSize: size) * multiple : 0
            self.height = 0
            return
        }
        let naturalHeight = metrics.lineHeight(pointSize: size)
        self.lineHeight = naturalHeight * multiple

        // Wrap each paragraph in design units: points * unitsPerEm / size. A line may pass the width by
        // `fitTolerancePoints`, so a label whose frame is its own measured width keeps its text whole.
        let unitsPerPoint = Double(metrics.unitsPerEm) / size
        var breaker = LineBreaker(
            styles: styles, maxWidthUnits: wrapWidth.map { ($0 + Self.fitTolerancePoints) * unitsPerPoint })
        var logicalLines: [LogicalLine] = []
        // The run breaking shaped each line into, when it did: the same bytes shaped the same way, not shaped again.
        var brokenRuns: [ShapedRun?] = []
        for styled in paragraphs {
            let paragraph = styled.utf8
            breaker.spans = styled.spans
            func spans(_ range: Range<Int>) -> [Int]? { styled.spans.map { Array($0[range]) } }
            if let bidi = BidiParagraph(utf8: paragraph) {
                // Right-to-left text: lines break in logical order, each keeps its bytes' levels for drawing.
                for (range, run) in breaker.shapedLines(paragraph: paragraph, bidi: bidi) {
                    logicalLines.append(LogicalLine(
                        utf8: Array(paragraph[range]), levels: bidi.lineLevels(range), baseLevel: bidi.baseLevel,
                        spans: spans(range), emptyStyle: styled.emptyStyle))
                    brokenRuns.append(run)
                }
            } else {
                for (range, run) in breaker.shapedLines(paragraph: paragraph) {
                    logicalLines.append(LogicalLine(utf8: Array(paragraph[range]), levels: nil, baseLevel: 0,
                                                    spans: spans(range), emptyStyle: styled.emptyStyle))
                    brokenRuns.append(run)
                }
            }
        }
        if attributes.maxLines > 0, logicalLines.count > attributes.maxLines {
            logicalLines.removeLast(logicalLines.count - attributes.maxLines)
            brokenRuns.removeLast(brokenRuns.count - attributes.maxLines)
            let lastIndex = logicalLines.count - 1
            logicalLines[lastIndex] = Self.truncated(
                logicalLines[lastIndex], styles: styles, maxWidthUnits: breaker.maxWidthUnits)
            brokenRuns[lastIndex] = nil
        }

        var shapedLines: [(run: ShapedRun, width: Double, box: LineBox)] = []
        for (line, brokenRun) in zip(logicalLines, brokenRuns) {
            let run = brokenRun ?? line.shaped(styles: styles)
            let box = LineBox(styles: line.styleSet, of: styles, multiple: multiple)
            shapedLines.append((run, metrics.points(run.width, pointSize: size), box))
        }
        let widest = shapedLines.reduce(0.0) { max($0, $1.width) }
        let boxWidth = wrapWidth ?? widest
        // Lines of one height (always so for plain text) are stacked as index x height, as before rich text.
        let uniformHeight = shapedLines.first.flatMap { first in
            shapedLines.allSatisfy { $0.box.height == first.box.height } ? first.box.height : nil
        }
        var lines: [TextLine] = []
        var top = 0.0
        for (index, shaped) in shapedLines.enumerated() {
            let x: Double
            switch attributes.alignment {
            case .left: x = 0
            case .center: x = (boxWidth - shaped.width) / 2
            case .right: x = boxWidth - shaped.width
            }
            let lineTop = uniformHeight.map { Double(index) * $0 } ?? top
            lines.append(TextLine(
                text: String(decoding: shaped.run.utf8, as: UTF8.self), width: shaped.width, x: x,
                baseline: lineTop + shaped.box.baselineInBox, height: shaped.box.height, glyphs: shaped.run.glyphs))
            top += shaped.box.height
        }
        self.lines = lines
        self.height = uniformHeight.map { Double(lines.count) * $0 } ?? top
    }

    /// Glyphs on all lines.
    package var glyphCount: Int { lines.reduce(0) { $0 + $1.glyphs.count } }

    /// Number of lines after wrapping and the line limit.
    package var lineCount: Int { lines.count }

    /// The text's intrinsic size in points: widest line x the sum of the line heights (`lineCount * lineHeight`
    /// for plain text).
    package var measuredSize: Size {
        Size(width: lines.reduce(0.0) { max($0, $1.width) }, height: height)
    }

    /// `measuredSize` as a tuple, in points.
    package var size: (width: Double, height: Double) {
        let measured = measuredSize
        return (measured.width, measured.height)
    }

    /// Splits on "\n" into UTF-8 paragraphs, dropping "\r" and turning tabs into spaces.
    private static func paragraphs(of string: String) -> [[UInt8]] {
        var paragraphs: [[UInt8]] = [[]]
        for byte in string.utf8 {
            switch byte {
            case 0x0A: paragraphs.append([])
            case 0x0D: continue
            case 0x09: paragraphs[paragraphs.count - 1].append(0x20)
            default: paragraphs[paragraphs.count - 1].append(byte)
            }
        }
        return paragraphs
    }

    /// `line` + "…", giving back clusters from the (logical) end, and any spaces before the ellipsis, until it
    /// fits. In a right-to-left paragraph the ellipsis takes the paragraph level, so it is drawn at the left end.
    private static func truncated(_ line: LogicalLine, styles: [SpanStyle], maxWidthUnits: Double?) -> LogicalLine {
        var kept = line.utf8.count
        while true {
            while kept > 0, line.utf8[kept - 1] == 0x20 { kept -= 1 }
            let candidate = line.prefix(kept, appending: ellipsisUTF8)
            guard let limit = maxWidthUnits, kept > 0 else { return candidate }
            if candidate.shaped(styles: styles).width <= limit { return candidate }
            let clusters = line.prefix(kept, appending: []).shaped(styles: styles).clusters
            guard let lastStart = clusters.last?.start, lastStart < kept else {
                return line.prefix(0, appending: ellipsisUTF8)
            }
            kept = lastStart
        }
    }
}
