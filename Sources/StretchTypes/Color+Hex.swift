extension Color {
    /// Parses a hex colour: an optional `#`, then `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA` in ASCII hex digits
    /// (`0-9`, `a-f`, `A-F`, cases may mix). A single digit `X` stands for the byte `XX` (`#f80` is `#ff8800`);
    /// alpha defaults to `FF`. Returns nil for any other length, any other character, or surrounding spaces.
    package init?(hex: String) {
        var digits = hex.utf8[...]
        if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for byte in digits {
            guard let nibble = Color.hexValue(byte) else { return nil }
            nibbles.append(nibble)
        }
        let channels: [UInt8]
        switch nibbles.count {
        case 3, 4: channels = nibbles.map { $0 << 4 | $0 }
        case 6, 8: channels = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: return nil
        }
        self.init(r: channels[0], g: channels[1], b: channels[2], a: channels.count == 4 ? channels[3] : 255)
    }

    /// The value of one ASCII hex digit, nil for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
