extension Color {
    /// A colour as scene files write it: `#` followed by `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA` (the grammar of
    /// `Color(hex:)`, with the `#` required, so that a word such as `bad` or `face` is an error rather than a
    /// colour). Nil for anything else.
    init?(sceneFileHex text: String) {
        guard text.utf8.first == UInt8(ascii: "#") else { return nil }
        self.init(hex: text)
    }
}
