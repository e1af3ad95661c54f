import Foundation
import Raster

/// Finds, once and up front, the installed fonts that draw the characters of a scene's text the primary typeface
/// lacks. The result depends only on the texts, their order and the installed fonts, never on which frames a
/// worker draws: every worker shares the same fallback faces in the same order.
enum FallbackResolver {
    /// Fallback files with the face opened over each, per-weight try orders (indices into `files`) and the scalars
    /// nothing covers.
    struct Resolution {
        var files: [FontFile] = []
        /// The face of each of `files`, the one the search opened (the render draws with it).
        var faces: [FontFace] = []
        var order: [(weight: Raster.FontWeight, files: [Int])] = []
        var uncovered: [Unicode.Scalar] = []
    }

    /// Most fontconfig lookups one scene makes (each sorts every installed font, a few milliseconds): characters
    /// a chosen fallback already covers need none, so only text with this many different scripts or unassigned
    /// code points reaches it; the characters after it are left to the faces already chosen (else uncovered).
    static let maximumLookups = 64

    /// A fontconfig candidate read and opened (nil `file` when it could not be read or opened).
    private struct Loaded {
        let key: String
        let file: FontFile?
        let face: FontFace?
        /// Its index in `Resolution.files` once some weight uses it.
        var fileIndex: Int?
    }

    /// Walks `texts` weight by weight (regular, medium, semibold, bold), each in the order given, character by
    /// character in order of first appearance. A character needs a fallback when `primary`'s face for its weight
    /// lacks one of its scalars (default-ignorable ones such as U+200D, and controls such as "\n", aside), or when
    /// it asks for emoji presentation and the face is not a colour font. When no fallback already chosen for that
    /// weight covers it, fontconfig's candidates for its first missing scalar are tried in order
    /// (`FontconfigSession.candidates`): the first that loads and covers the whole character wins, else the first
    /// that has that scalar (at most `maximumLookups` lookups). Scalars that neither the primary face nor a chosen
    /// fallback has are listed in `uncovered`, once each, in order. Without fontconfig, or when a candidate file
    /// cannot be read, nothing is found and nothing fails. Candidate files are mapped through `files`: the faces of
    /// one collection (fontconfig lists each face of a `.ttc`) and a file the primary typeface uses share one copy.
    static func resolve(texts given: [(string: String, weight: Raster.FontWeight)], primary: FontFamily,
                        files: inout FontLibrary.LoadedFiles) -> Resolution
    {
        // Each distinct text once, in first-seen order: a text repeated (an alias shared by hundreds of labels)
        // needs no more faces than it does once (docs/scenes.md#limits).
        var distinct: [Raster.FontWeight: Set<String>] = [:]  // membership only, never iterated
        let texts = given.filter { distinct[$0.weight, default: []].insert($0.string).inserted }
        var resolution = Resolution()
        var session: FontconfigSession?
        var sessionTried = false
        var lookups = 0
        var loaded: [Loaded] = []
        var uncoveredSeen = Set<UInt32>()  // membership only, never iterated
        let cjkLanguage = Self.cjkLanguage(of: texts.map(\.string))

        for weight in Raster.FontWeight.allCases {
            guard let primaryFace = primary.face(for: weight) else { continue }
            var chosen: [Int] = []  // indices into `loaded`, in the order this weight tries them
            var seen = Set<Character>()  // membership only, never iterated
            for text in texts where text.weight == weight {
                for character in text.string where seen.insert(character).inserted {
                    // Controls (line breaks, tabs) are never drawn: text layout splits or replaces them.
                    let needed = character.unicodeScalars.filter {
                        !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .control
                    }
                    guard let base = needed.first else { continue }
                    let wantsColor = FontCascade.wantsEmojiPresentation(character)
                    let missing = needed.first { !primaryFace.hasGlyph(for: $0) }
                    guard missing != nil || (wantsColor && !primaryFace.isColorBitmap) else { continue }
                    func coversWhole(_ face: FontFace?) -> Bool {
                        guard let face else { return false }
                        return needed.allSatisfy { face.hasGlyph(for: $0) } && (!wantsColor || face.isColorBitmap)
                    }
                    if chosen.contains(where: { coversWhole(loaded[$0].face) }) { continue }

                    let query = missing ?? base
                    lookups += 1
                    if !sessionTried {
                        sessionTried = true
                        session = FontconfigSession()
                    }
                    let candidates = lookups > maximumLookups ? [] : session?.candidates(
                        for: query, weight: weight, language: language(of: query, cjk: cjkLanguage),
                        color: wantsColor) ?? []
                    var whole: Int?
                    var partial: Int?
                    for candidate in candidates {
                        let key = "\(candidate.path)#\(candidate.faceIndex)"
                        let slot: Int
                        if let existing = loaded.firstIndex(where: { $0.key == key }) {
                            slot = existing
                        } else {
                            loaded.append(Self.load(candidate, key: key, files: &files))
                            slot = loaded.count - 1
                        }
                        guard let face = loaded[slot].face, face.hasGlyph(for: query) else { continue }
                        if coversWhole(face) {
                            whole = slot
                            break
                        }
                        if partial == nil { partial = slot }
                    }
                    if let slot = whole ?? partial, !chosen.contains(slot) { chosen.append(slot) }
                    for scalar in needed where !primaryFace.hasGlyph(for: scalar)
                        && !chosen.contains(where: { loaded[$0].face?.hasGlyph(for: scalar) ?? false })
                        && uncoveredSeen.insert(scalar.value).inserted {
                        resolution.uncovered.append(scalar)
                    }
                }
            }
            guard !chosen.isEmpty else { continue }
            var fileIndices: [Int] = []
            for slot in chosen {
                guard let file = loaded[slot].file, let face = loaded[slot].face else { continue }
                if loaded[slot].fileIndex == nil {
                    resolution.files.append(file)
                    resolution.faces.append(face)
                    loaded[slot].fileIndex = resolution.files.count - 1
                }
                if let index = loaded[slot].fileIndex { fileIndices.append(index) }
            }
            resolution.order.append((weight, fileIndices))
        }
        return resolution
    }

    /// Maps and opens a candidate (a file larger than `InputFileLimits.fontBytes` is skipped); a file that cannot be
    /// read or opened gives an entry without a face.
    private static func load(_ candidate: FallbackCandidate, key: String, files: inout FontLibrary.LoadedFiles)
        -> Loaded
    {
        guard let data = try? files.data(at: candidate.path) else { return Loaded(key: key, file: nil, face: nil) }
        let file = FontFile(data: data, name: candidate.path, faceIndex: candidate.faceIndex)
        guard let face = try? file.face() else { return Loaded(key: key, file: nil, face: nil) }
        return Loaded(key: key, file: file, face: face)
    }

    /// The language fontconfig is asked for when looking up `scalar`, so the choice never depends on the user's
    /// locale: "ja" for kana, "ko" for Hangul, `cjk` for Han ideographs and CJK punctuation, "und-zsye" (emoji)
    /// for emoji-style scalars, else "en".
    static func language(of scalar: Unicode.Scalar, cjk: String) -> String {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return "ja"
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "ko"
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF65,
             0x20000...0x3FFFF:
            return cjk
        default:
            return scalar.properties.isEmojiPresentation ? "und-zsye" : "en"
        }
    }

    /// The language Han ideographs are drawn for (their shapes differ between Japanese, Korean and Chinese
    /// fonts): "ja" when any text has kana, else "ko" when any has Hangul, else "zh-cn".
    static func cjkLanguage(of texts: [String]) -> String {
        var hasHangul = false
        for text in texts {
            for scalar in text.unicodeScalars {
                switch language(of: scalar, cjk: "") {
                case "ja": return "ja"
                case "ko": hasHangul = true
                default: continue
                }
            }
        }
        return hasHangul ? "ko" : "zh-cn"
    }
}
