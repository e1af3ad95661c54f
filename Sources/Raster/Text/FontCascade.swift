/// A primary face and, in order, the fallback faces that draw the characters it has no glyph for (scripts and
/// emoji the primary typeface lacks). Line height and the units text is measured in are the primary face's.
///
/// Each user-perceived character (a grapheme cluster: a base with its combining marks, variation selectors and
/// zero-width-joiner sequence) goes to one face as a whole: the first face, in `faces` order, that has a glyph for
/// every scalar of it (default-ignorable scalars such as U+200D and U+FE0F do not need one). A character asking for
/// emoji presentation (U+FE0F, or an emoji that is emoji-style by default) tries the colour faces first. A character
/// no face covers whole goes to the first face that has its base scalar, else to the primary face (which draws
/// .notdef, as without fallback). With no fallback faces everything goes to the primary face unexamined, so text
/// the primary face covers lays out exactly as with the primary face alone.
package struct FontCascade: Sendable {
    /// `faces[0]` is the primary face; the rest are fallbacks in the order they are tried. Never empty.
    package let faces: [FontFace]

    /// The primary face followed by `fallbacks` (faces identical to the primary one are kept; they never win).
    package init(primary: FontFace, fallbacks: [FontFace] = []) {
        self.faces = [primary] + fallbacks
    }

    /// The face whose metrics set the line height and whose design units measure the text.
    package var primary: FontFace { faces[0] }

    /// A run of text set in one face: UTF-8 byte range and index into `faces`.
    struct Run: Sendable, Equatable {
        var range: Range<Int>
        var face: Int
    }

    /// Splits UTF-8 text into maximal runs of characters set in the same face, in logical order, covering every
    /// byte. One run over everything when there are no fallbacks or the bytes are not valid UTF-8.
    func runs(utf8: [UInt8]) -> [Run] {
        guard faces.count > 1, !utf8.isEmpty else { return [Run(range: 0..<utf8.count, face: 0)] }
        guard let string = String(validating: utf8, as: UTF8.self) else {
            return [Run(range: 0..<utf8.count, face: 0)]
        }
        var runs: [Run] = []
        var offset = 0
        for character in string {
            let length = character.utf8.count
            let face = faceIndex(for: character, previous: runs.last?.face ?? 0)
            if let last = runs.last, last.face == face {
                runs[runs.count - 1].range = last.range.lowerBound..<(offset + length)
            } else {
                runs.append(Run(range: offset..<(offset + length), face: face))
            }
            offset += length
        }
        return runs
    }

    /// The index in `faces` of the face that sets `character` (see the type's rules); `previous` is the face of the
    /// character before it, kept for a character made only of default-ignorable scalars (a lone joiner).
    func faceIndex(for character: Character, previous: Int) -> Int {
        let scalars = character.unicodeScalars
        let needed = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        guard let base = needed.first else { return previous }
        if faces[0].hasGlyph(for: base), needed.allSatisfy({ faces[0].hasGlyph(for: $0) }),
           !Self.wantsEmojiPresentation(character) || !faces.contains(where: \.isColorBitmap) {
            return 0
        }
        let order = tryOrder(colorFirst: Self.wantsEmojiPresentation(character))
        if let whole = order.first(where: { index in needed.allSatisfy { faces[index].hasGlyph(for: $0) } }) {
            return whole
        }
        return order.first { faces[$0].hasGlyph(for: base) } ?? 0
    }

    /// Face indices in the order they are tried: all of them, or colour faces first (each group in `faces` order).
    private func tryOrder(colorFirst: Bool) -> [Int] {
        guard colorFirst else { return Array(faces.indices) }
        return faces.indices.filter { faces[$0].isColorBitmap } + faces.indices.filter { !faces[$0].isColorBitmap }
    }

    /// True for a character shown as a colour emoji on iOS: it carries VARIATION SELECTOR-16 or a keycap, or its
    /// first scalar is emoji-style by default (Unicode's Emoji_Presentation property) and VARIATION SELECTOR-15
    /// does not ask for text style.
    package static func wantsEmojiPresentation(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return scalars.first?.properties.isEmojiPresentation ?? false
    }
}
