/// Lines and columns of places in raw scene text, for errors found before or outside YAML parsing (bytes that are
/// not UTF-8, a byte the YAML reader refuses). Lines break at "\n", "\r\n" and a lone "\r", as in YAML; columns
/// count Unicode scalars, like libyaml's marks (docs/scenes.md#errors).
package enum SourcePlace {
    /// The 1-based line and column of the place right after `scalars`.
    package static func after(_ scalars: some Sequence<Unicode.Scalar>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var afterReturn = false
        for scalar in scalars {
            if scalar == "\n" && afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// The 1-based line and column of the place `characters` Characters into `text` (clamped to its end).
    package static func at(characterOffset characters: Int, in text: String) -> (line: Int, column: Int) {
        let end = text.index(text.startIndex, offsetBy: max(0, characters), limitedBy: text.endIndex) ?? text.endIndex
        return after(text[..<end].unicodeScalars)
    }

    /// The first byte of `bytes` that does not belong to a well-formed UTF-8 sequence: its offset, its value and
    /// its 1-based line and column (what comes before it is valid text); nil when all of `bytes` is UTF-8.
    package static func firstInvalidUTF8(in bytes: [UInt8])
        -> (offset: Int, byte: UInt8, line: Int, column: Int)?
    {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error:
                let place = after(String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars)
                return (offset, bytes[offset], place.line, place.column)
            }
        }
    }
}
