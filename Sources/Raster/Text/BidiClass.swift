/// The bidirectional character types (UAX #9, Table 4) that `BidiParagraph` tells apart, classified from Unicode
/// ranges and general categories (the standard library has no Bidi_Class property). A small approximation of
/// `DerivedBidiClass.txt`, documented in docs/fonts.md ("Right-to-left text"):
///
/// - `arabicLetter` (AL): the Arabic, Syriac and Thaana blocks (U+0600–U+07BF, U+0860–U+08FF), the Arabic
///   presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFE), the Arabic mathematical symbols (U+1EC70–U+1EEFF) and
///   ARABIC LETTER MARK.
/// - `rightToLeft` (R): the other right-to-left blocks — Hebrew (U+0590–U+05FF, U+FB1D–U+FB4F), NKo, Samaritan,
///   Mandaic (U+07C0–U+085F), the right-to-left ranges of the supplementary planes (U+10800–U+10FFF,
///   U+1E800–U+1EFFF) — and RIGHT-TO-LEFT MARK.
/// - In both, the digits, separators and marks listed below keep their own types.
/// - `arabicNumber` (AN): ARABIC-INDIC DIGITs U+0660–U+0669, ARABIC DECIMAL and THOUSANDS SEPARATOR.
/// - `europeanNumber` (EN): ASCII and fullwidth digits, superscript and subscript digits, EXTENDED ARABIC-INDIC
///   DIGITs U+06F0–U+06F9. Other scripts' decimal digits (Devanagari, Thai, ...) are `leftToRight`, as in Unicode.
/// - `europeanSeparator` (ES): plus and minus signs. `commonSeparator` (CS): `, . / :`, NO-BREAK SPACE and
///   ARABIC COMMA. `europeanTerminator` (ET): `# $ %`, currency symbols, degree, plus-minus, per mille, ARABIC
///   PERCENT SIGN.
/// - `nonspacingMark` (NSM): nonspacing and enclosing marks (general category Mn, Me).
/// - `leftToRight` (L): LEFT-TO-RIGHT MARK, and every other alphabetic character, spacing mark or decimal digit.
/// - `neutral` (WS, ON, BN, ...): everything else — spaces, punctuation, symbols, emoji, controls.
enum BidiClass: Sendable, Equatable {
    /// L: strong left to right.
    case leftToRight
    /// R: strong right to left (Hebrew, ...).
    case rightToLeft
    /// AL: strong right to left, Arabic letters; European numbers after them count as Arabic numbers (W2).
    case arabicLetter
    /// EN: European digits.
    case europeanNumber
    /// AN: Arabic-Indic digits and their separators.
    case arabicNumber
    /// ES: plus and minus.
    case europeanSeparator
    /// CS: separators inside a number (comma, full stop, solidus, colon, no-break space).
    case commonSeparator
    /// ET: signs that go with a number (currency, percent, degree).
    case europeanTerminator
    /// NSM: a combining mark that takes the type of the character before it.
    case nonspacingMark
    /// WS, ON, BN, S, B: spaces, other neutrals and controls.
    case neutral

    /// The type of `scalar`; see the type's list.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0x30...0x39, 0xB2, 0xB3, 0xB9, 0x2070, 0x2074...0x2079, 0x2080...0x2089, 0x06F0...0x06F9,
             0xFF10...0xFF19, 0x1D7CE...0x1D7FF:
            self = .europeanNumber
            return
        case 0x0660...0x0669, 0x066B, 0x066C:
            self = .arabicNumber
            return
        case 0x2B, 0x2D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D:
            self = .europeanSeparator
            return
        case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C, 0xFF0E, 0xFF0F,
             0xFF1A:
            self = .commonSeparator
            return
        case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x0609, 0x060A, 0x066A, 0x2030...0x2034:
            self = .europeanTerminator
            return
        case 0x200E:
            self = .leftToRight
            return
        case 0x200F:
            self = .rightToLeft
            return
        case 0x061C:
            self = .arabicLetter
            return
        default:
            break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            self = .nonspacingMark
            return
        case .currencySymbol:
            self = .europeanTerminator
            return
        default:
            break
        }
        if Self.isArabicLetterRange(value) {
            self = .arabicLetter
        } else if Self.isRightToLeftRange(value) {
            self = .rightToLeft
        } else if properties.isAlphabetic || properties.generalCategory == .spacingMark
                    || properties.numericType == .decimal {
            self = .leftToRight
        } else {
            self = .neutral
        }
    }

    /// True inside the Arabic-letter blocks listed on the type (BYTE ORDER MARK U+FEFF excluded).
    static func isArabicLetterRange(_ value: UInt32) -> Bool {
        switch value {
        case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE, 0x1EC70...0x1EEFF: true
        default: false
        }
    }

    /// True inside the other right-to-left blocks listed on the type.
    static func isRightToLeftRange(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// True for the types that count as strong for the paragraph direction (rule P2): L, R and AL.
    var isStrong: Bool { self == .leftToRight || self == .rightToLeft || self == .arabicLetter }

    /// True for R and AL: what makes a paragraph take the bidirectional path.
    var isRightToLeft: Bool { self == .rightToLeft || self == .arabicLetter }
}
