import CFontconfig
import Raster

/// An installed font file that may cover a character, as fontconfig lists it.
struct FallbackCandidate: Sendable, Equatable {
    /// Path of the font file.
    let path: String
    /// Face index inside the file (collections such as `.ttc` hold several faces).
    let faceIndex: Int
    /// The font's family name, e.g. "Noto Sans Hebrew".
    let family: String
    /// True for a colour font (emoji).
    let isColor: Bool
}

/// Owns one fontconfig configuration (the installed fonts as fontconfig sees them) for the duration of a font
/// lookup, freed on `deinit`. Used on one thread, once per run, while fonts load; never shared.
final class FontconfigSession {
    private let config: OpaquePointer

    /// Loads the system's fontconfig configuration and font list; nil when fontconfig cannot start.
    init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// Installed fonts that have a glyph for `scalar`, best first: fontconfig's sorted match for a sans-serif face
    /// of `weight` in `language`, then ordered by the product's preferences, each group in fontconfig's order:
    /// colour fonts first when `color` (emoji), upright before italic, "Noto Sans" families before others.
    /// Only scalable (outline or colour) faces of real files are listed; at most `limit` of them.
    func candidates(for scalar: Unicode.Scalar, weight: FontWeight, language: String, color: Bool,
                    limit: Int = 4) -> [FallbackCandidate] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, Self.fcString("sans-serif"))
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.weightClass)))
        if let charset = FcCharSetCreate() {
            _ = FcCharSetAddChar(charset, scalar.value)
            _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
        }
        // An explicit language keeps the result independent of the user's locale (FcDefaultSubstitute would
        // otherwise add the one from LANG).
        if let languages = FcLangSetCreate() {
            _ = FcLangSetAdd(languages, Self.fcString(language))
            _ = FcPatternAddLangSet(pattern, FC_LANG, languages)
            FcLangSetDestroy(languages)
        }
        if color { _ = FcPatternAddBool(pattern, FC_COLOR, 1) }
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return [] }
        FcDefaultSubstitute(pattern)

        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, 0, nil, &result) else { return [] }
        defer { FcFontSetDestroy(sorted) }
        var found: [(candidate: FallbackCandidate, rank: Int)] = []
        let fontCount = Int(sorted.pointee.nfont)
        for index in 0..<fontCount {
            guard let font = sorted.pointee.fonts[index] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                  FcCharSetHasChar(charset, scalar.value) != 0 else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var faceIndex: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex)
            // Named instances of variable fonts (index >= 0x10000) would need variation coordinates: skipped.
            guard faceIndex >= 0, faceIndex < 0x10000 else { continue }
            let isColor = boolValue(font, FC_COLOR)
            guard isColor || boolValue(font, FC_OUTLINE) else { continue }
            var familyName: UnsafeMutablePointer<FcChar8>?
            let family = FcPatternGetString(font, FC_FAMILY, 0, &familyName) == FcResultMatch
                ? familyName.map { String(cString: $0) } ?? "" : ""
            var slant: Int32 = 0
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            let rank = (color && !isColor ? 4 : 0) + (slant != FC_SLANT_ROMAN ? 2 : 0)
                + (family.hasPrefix("Noto Sans") || (color && isColor) ? 0 : 1)
            found.append((FallbackCandidate(path: String(cString: file), faceIndex: Int(faceIndex), family: family,
                                            isColor: isColor), rank))
        }
        // A stable sort on the rank keeps fontconfig's order inside each group.
        let ranked = found.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
        var unique: [FallbackCandidate] = []
        for entry in ranked where !unique.contains(entry.element.candidate) {
            unique.append(entry.element.candidate)
            if unique.count == limit { break }
        }
        return unique
    }

    private func boolValue(_ font: OpaquePointer, _ object: String) -> Bool {
        var value: FcBool = 0
        return FcPatternGetBool(font, object, 0, &value) == FcResultMatch && value != 0
    }

    /// `string` as the NUL-terminated UTF-8 fontconfig takes (`FcChar8 *`); valid for the call it is passed to.
    private static func fcString(_ string: String) -> [FcChar8] {
        Array(string.utf8) + [0]
    }
}
