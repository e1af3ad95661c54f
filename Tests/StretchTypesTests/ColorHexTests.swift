import StretchTypes
import Testing

@Suite struct ColorHexTests {
    @Test("each accepted form: #RGB, #RGBA, #RRGGBB, #RRGGBBAA")
    func acceptedForms() {
        #expect(Color(hex: "#f80") == Color(r: 0xFF, g: 0x88, b: 0x00, a: 0xFF))
        #expect(Color(hex: "#f808") == Color(r: 0xFF, g: 0x88, b: 0x00, a: 0x88))
        #expect(Color(hex: "#BE2045") == Color(r: 0xBE, g: 0x20, b: 0x45, a: 0xFF))
        #expect(Color(hex: "#BE204580") == Color(r: 0xBE, g: 0x20, b: 0x45, a: 0x80))
        #expect(Color(hex: "#00000000") == .clear)
        #expect(Color(hex: "#000") == .black)
        #expect(Color(hex: "#FFFFFF") == .white)
    }

    @Test("the # is optional")
    func optionalHash() {
        #expect(Color(hex: "1daf20") == Color(r: 0x1D, g: 0xAF, b: 0x20))
        #expect(Color(hex: "abc") == Color(r: 0xAA, g: 0xBB, b: 0xCC))
        #expect(Color(hex: "12345678") == Color(r: 0x12, g: 0x34, b: 0x56, a: 0x78))
    }

    @Test("hex digits in either case, also mixed")
    func eitherCase() {
        #expect(Color(hex: "#abcdef") == Color(hex: "#ABCDEF"))
        #expect(Color(hex: "#aBcDeF") == Color(r: 0xAB, g: 0xCD, b: 0xEF))
        #expect(Color(hex: "#fA0c") == Color(r: 0xFF, g: 0xAA, b: 0x00, a: 0xCC))
    }

    @Test("every digit value maps to its nibble")
    func everyDigit() {
        let digits = Array("0123456789abcdef")
        for (value, digit) in digits.enumerated() {
            let byte = UInt8(value * 17)
            #expect(Color(hex: "#\(digit)\(digit)\(digit)") == Color(r: byte, g: byte, b: byte))
            #expect(Color(hex: "#\(digit.uppercased())0000\(digit)") == Color(r: UInt8(value * 16), g: 0, b: UInt8(value)))
        }
    }

    @Test("lengths other than 3, 4, 6 or 8 digits are rejected", arguments: [
        "", "#", "#1", "#12", "#12345", "#1234567", "#123456789", "#1234567890", "1", "12345",
    ])
    func badLengths(_ text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test("characters other than ASCII hex digits are rejected", arguments: [
        "#GG2045", "#12345g", "#xyz", "##123", "#12 456", " #123456", "#123456 ", "#-12", "#+123",
        "#１２３", "#ＡＢＣ", "#12345\u{301}6", "#123456\n", "0x123456",
    ])
    func badCharacters(_ text: String) {
        #expect(Color(hex: text) == nil)
    }
}
