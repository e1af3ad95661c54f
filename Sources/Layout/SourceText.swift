/// A text block of the scene file with the line its first character is on.
package struct SourceText: Sendable, Equatable {
    package var text: String
    /// 1-based line of the first line of `text`.
    package var line: Int
    /// Where the YAML scalar holding `text` starts in its file (its quote or block indicator), when it was read
    /// from one; `filePosition` maps positions in `text` back to the file from there.
    package var scalarStart: (line: Int, column: Int)?

    /// Text that starts on `line`.
    package init(text: String, line: Int, scalarStart: (line: Int, column: Int)? = nil) {
        self.text = text
        self.line = line
        self.scalarStart = scalarStart
    }

    package static func == (lhs: SourceText, rhs: SourceText) -> Bool {
        lhs.text == rhs.text && lhs.line == rhs.line && lhs.scalarStart?.line == rhs.scalarStart?.line
            && lhs.scalarStart?.column == rhs.scalarStart?.column
    }

    /// The file position (1-based line and column) of the character at 1-based `line`:`column` of `text`,
    /// given the file's text. YAML changes a scalar on the way in (quotes, escapes such as `\t`, folded line
    /// breaks, stripped indentation), so the file is walked from the scalar's start and each character of
    /// `text` is matched to the file character it came from: an equal character, an escape sequence, or a
    /// folded run of spaces and line breaks; anything else (quotes, indentation) is skipped. Without a known
    /// start, the position is `line` lines down from `self.line`.
    package func filePosition(line: Int, column: Int, in fileText: String) -> (line: Int, column: Int) {
        guard let scalarStart else { return (self.line + line - 1, column) }
        // The offset of the wanted character in `text`.
        var target = 0
        var textLine = 1
        for character in text {
            if textLine == line { break }
            target += 1
            if character == "\n" { textLine += 1 }
        }
        target += max(0, column - 1)
        // YAML reads "\r\n" and a lone "\r" as one line break, as "\n" (which the scalar's text holds); Swift
        // reads "\r\n" as one Character that is not "\n". Line breaks are made "\n" first, which moves no column.
        var breaks = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in fileText.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n" && afterReturn { continue }
            breaks.append(scalar == "\r" ? "\n" : scalar)
        }
        let file = Array(String(breaks))
        // The start of the scalar's line in the file.
        var index = 0
        var fileLine = 1
        while fileLine < scalarStart.line, index < file.count {
            if file[index] == "\n" { fileLine += 1 }
            index += 1
        }
        index = min(file.count, index + max(0, scalarStart.column - 1))
        var fileColumn = scalarStart.column
        func advance() {
            guard index < file.count else { return }
            if file[index] == "\n" {
                fileLine += 1
                fileColumn = 1
            } else {
                fileColumn += 1
            }
            index += 1
        }
        let doubleQuoted = index < file.count && file[index] == "\""
        if index < file.count && (file[index] == "\"" || file[index] == "'") { advance() }
        for (offset, character) in text.enumerated() {
            var matched = false
            while index < file.count && !matched {
                let raw = file[index]
                if offset == target && (raw == character || (doubleQuoted && raw == "\\")
                    || (character.isWhitespace && raw.isWhitespace)) {
                    return (fileLine, fileColumn)
                }
                if raw == character {
                    matched = true
                    advance()
                } else if doubleQuoted && raw == "\\" {
                    advance()
                    let kind = index < file.count ? file[index] : " "
                    if kind == "\n" {  // an escaped line break joins the lines: no character of its own
                        while index < file.count && file[index].isWhitespace { advance() }
                        continue
                    }
                    let digits = kind == "x" ? 2 : kind == "u" ? 4 : kind == "U" ? 8 : 0
                    for _ in 0...digits { advance() }
                    matched = true
                } else if character.isWhitespace && raw.isWhitespace {
                    while index < file.count && file[index].isWhitespace && file[index] != character { advance() }
                    if index < file.count && file[index] == character { advance() }
                    matched = true
                } else {
                    advance()
                }
            }
            if offset == target { break }
        }
        return (fileLine, fileColumn)
    }
}
