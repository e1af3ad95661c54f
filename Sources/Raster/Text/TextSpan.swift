/// One piece of a rich-text paragraph (`TextLayout.init(spans:attributes:maxWidth:scale:)`): its characters, the
/// faces and point size that set them, and which of the draw call's colours fills them.
///
/// Each span is shaped on its own (no kerning or ligature across a span boundary), so a span's advance in the
/// paragraph is its width laid out alone with the same faces and size.
package struct TextSpan: Sendable {
    /// The characters; "\n" inside a span ends a paragraph as in plain text.
    package var text: String
    /// The primary face and fallbacks that set this span.
    package var fonts: FontCascade
    /// Point size (> 0; a span with a non-positive or non-finite size takes the layout's first span's size).
    package var size: Double
    /// Index into the colours the text is drawn with (`Pixmap.draw(_:originX:originY:colors:opacity:clip:)`):
    /// spans with the same ink share one mask per line. Negative values count as 0.
    package var ink: Int

    /// A span of `text` set in `fonts` at `size` points, filled with colour number `ink`.
    package init(text: String, fonts: FontCascade, size: Double, ink: Int = 0) {
        self.text = text
        self.fonts = fonts
        self.size = size
        self.ink = ink
    }
}

/// How the glyphs of one span are set: its faces, its point size and its ink. Style 0 is the layout's reference:
/// every advance and position is in its primary face's design units (`ShapedRun`).
struct SpanStyle: Sendable {
    var fonts: FontCascade
    var size: Double
    var ink: Int

    /// Reference design units per design unit of `faces[face]` of style `style` in `styles`: units are points x
    /// unitsPerEm / size, so (size / reference size) x (reference unitsPerEm / face unitsPerEm). For style 0 this
    /// is exactly the single-style factor (1 for the primary face), so plain text is measured as before spans.
    static func toReference(style: Int, face: Int, in styles: [SpanStyle]) -> Double {
        let reference = styles[0]
        let referenceUnitsPerEm = Double(max(1, reference.fonts.primary.metrics.unitsPerEm))
        let faceUnitsPerEm = Double(max(1, styles[style].fonts.faces[face].metrics.unitsPerEm))
        if style == 0 { return face == 0 ? 1 : referenceUnitsPerEm / faceUnitsPerEm }
        return (styles[style].size / reference.size) * (referenceUnitsPerEm / faceUnitsPerEm)
    }

    /// The maximal pieces of `range` whose bytes have one span index in `spans` (indices of the whole text, one
    /// per byte), in logical order; `range` whole with style 0 when `spans` is nil.
    static func pieces(of range: Range<Int>, spans: [Int]?) -> [(range: Range<Int>, style: Int)] {
        guard let spans, !range.isEmpty else { return [(range, 0)] }
        var pieces: [(range: Range<Int>, style: Int)] = []
        for index in range {
            let style = spans[index]
            if let last = pieces.last, last.style == style {
                pieces[pieces.count - 1].range = last.range.lowerBound..<(index + 1)
            } else {
                pieces.append((index..<(index + 1), style))
            }
        }
        return pieces
    }
}
