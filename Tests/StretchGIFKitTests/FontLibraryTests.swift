import Foundation
import Raster
import Testing
@testable import StretchGIFKit

/// The primary typeface from `RenderOptions.fonts` (none, a file, a folder, several files) and the fallback fonts
/// resolved once through fontconfig for the scene's text.
@Suite struct FontLibraryTests {
    static let interRegular = Raster.FontWeight.interDirectory + "Inter-Regular.otf"
    static let interBold = Raster.FontWeight.interDirectory + "Inter-Bold.otf"

    /// Two labels with the same text, bold above regular, 60 pt apart on a white screen without chrome.
    static let twoWeightsYAML = """
        name: two-weights
        device: {width: 200, height: 200, safeArea: {top: 0, bottom: 0, left: 0, right: 0}, cornerRadius: 0}
        orientation: portrait
        background: "#FFFFFF"
        statusBar: {style: dark, hidden: true}
        scroll: {contentInset: {top: 0, bottom: 0}, bounces: true, showsIndicator: false}
        views:
          - {id: body, parent: scroll, color: "#FFFFFF"}
          - {id: heavy, parent: scroll, text: "Weights 123", font: {size: 24, weight: bold}, textColor: "#000000"}
          - {id: light, parent: scroll, text: "Weights 123", font: {size: 24, weight: regular}, textColor: "#000000"}
        constraints:
          - body.top == scroll.contentTop
          - body.left == root.left
          - body.right == root.right
          - body.height == 400
          - body.bottom == scroll.contentBottom
          - heavy.left == root.left + 10
          - heavy.top == scroll.contentTop + 20
          - light.left == root.left + 10
          - light.top == scroll.contentTop + 80
        gesture: wait 0.1s
        """

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("stretchgif-fonts-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Rows 20..<60 (the bold label) and 80..<120 (the regular one) of frame 0 rendered with `fonts`.
    static func labelBands(fonts: [String], name: String) throws -> (bold: [UInt8], regular: [UInt8]) {
        let scene = try StretchScene(yaml: twoWeightsYAML, sourceName: "two-weights.yaml", name: "two-weights")
        var options = RenderOptions()
        options.fonts = fonts
        let frame = try Animation(scene: scene, options: options).frame(0)
        // To look at: written only when $STRETCHGIF_ARTIFACTS names a folder.
        if let folder = ProcessInfo.processInfo.environment["STRETCHGIF_ARTIFACTS"] {
            _ = FileManager.default.createFile(atPath: "\(folder)/fonts-\(name).png", contents: Data(try PNGCodec.encode(frame)))
        }
        let rgba = frame.unpremultipliedRGBA()
        let row = frame.width * 4
        return (Array(rgba[20 * row..<60 * row]), Array(rgba[80 * row..<120 * row]))
    }

    @Test func sceneTextTheTypefaceCoversNeedsNoFallback() throws {
        let library = try FontLibrary.load(fontPaths: [], texts: [("Stretchy Header", .bold), ("9:41 …", .semibold)])
        #expect(library.fallbackFiles.isEmpty && library.fallbackOrder.isEmpty)
        #expect(library.uncoveredCharacters.isEmpty)
        #expect(library.primary.map(\.file.name) == Raster.FontWeight.allCases.map {
            Raster.FontWeight.interDirectory + $0.interFileName
        })
    }

    @Test func builtInScenesLoadOnlyTheFallbacksTheirTextNeeds() throws {
        // Only the profile page has text Inter lacks: the regular Japanese detail value first (weights are walked
        // regular to bold), then the bold Japanese name, then the emoji after it.
        let expected = ["profile": ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                                    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
                                    "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]]
        for name in StretchScene.builtInNames {
            let scene = try StretchScene.builtIn(name).model(applying: RenderOptions())
            let texts = LayoutProduction.texts(of: scene)
            let library = try FontLibrary.load(fontPaths: [], texts: texts)
            // Compare names (a FontFile prints its whole bytes).
            #expect(library.fallbackFiles.map(\.name) == expected[name] ?? [], "\(name)")
            #expect(library.uncoveredCharacters.isEmpty, "\(name): \(library.uncoveredCharacters)")
        }
    }

    @Test func lineBreaksAndTabsNeedNoGlyph() throws {
        let library = try FontLibrary.load(fontPaths: [], texts: [("Line one\nLine two\r\n\tend", .regular)])
        #expect(library.fallbackFiles.isEmpty && library.uncoveredCharacters.isEmpty)
    }

    @Test func japaneseHebrewAndEmojiResolveToNotoOncePerWeightInOrder() throws {
        let texts: [(string: String, weight: Raster.FontWeight)] = [
            ("プロフィール 🎉", .bold), ("שלום", .regular), ("Hi 🎉", .regular)]
        let library = try FontLibrary.load(fontPaths: [], texts: texts)
        let names = library.fallbackFiles.map { ($0.name as NSString).lastPathComponent }
        // Regular first (Hebrew, then the emoji), then bold (Japanese; the emoji file is shared).
        #expect(names == ["NotoSansHebrew-Regular.ttf", "NotoColorEmoji.ttf", "NotoSansCJK-Bold.ttc"])
        #expect(library.fallbackOrder.map(\.weight) == [.regular, .bold])
        #expect(library.fallbackOrder.map(\.files) == [[0, 1], [2, 1]])
        #expect(library.uncoveredCharacters.isEmpty)
        // Japanese text asks for the Japanese face of the collection.
        let family = library.family
        let bold = try #require(family.cascade(for: .bold))
        #expect(bold.faces.map(\.familyName) == ["Inter", "Noto Sans CJK JP", "Noto Color Emoji"])
        // Every call resolves the same files.
        let again = try FontLibrary.load(fontPaths: [], texts: texts)
        #expect(again.fallbackFiles.map(\.name) == library.fallbackFiles.map(\.name))
    }

    @Test func aCharacterNoFontHasIsListedNotFatal() throws {
        // U+0378 is unassigned: no font has it.
        let library = try FontLibrary.load(fontPaths: [], texts: [("a\u{378}b\u{378}", .regular)])
        #expect(library.uncoveredCharacters == ["\u{378}"])
    }

    @Test func aFolderMakesAFamilyByEachFilesWeightClass() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Copied under names that say nothing about the weight: only usWeightClass tells.
        try FileManager.default.copyItem(atPath: Self.interRegular, toPath: folder.appendingPathComponent("b.otf").path)
        try FileManager.default.copyItem(atPath: Self.interBold, toPath: folder.appendingPathComponent("a.OTF").path)
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("README.txt"))
        let primary = try FontLibrary.loadPrimary(fontPaths: [folder.path])
        #expect(primary.map(\.weight) == [.regular, .bold])
        #expect(primary.map { ($0.file.name as NSString).lastPathComponent } == ["b.otf", "a.OTF"])
        // Repeating the option with the two files gives the same family.
        let repeated = try FontLibrary.loadPrimary(fontPaths: [Self.interBold, Self.interRegular])
        #expect(repeated.map(\.weight) == [.regular, .bold])
        #expect(zip(repeated, primary).allSatisfy { $0.file.data.hasSameBytes(as: $1.file.data) })
    }

    @Test func debiansInterFolderPicksTheUprightTextFaces() throws {
        let primary = try FontLibrary.loadPrimary(fontPaths: [Raster.FontWeight.interDirectory])
        #expect(primary.map { ($0.file.name as NSString).lastPathComponent }
                == ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf"])
    }

    @Test func oneFileIsEveryWeight() throws {
        let primary = try FontLibrary.loadPrimary(fontPaths: [Self.interBold])
        #expect(primary.map(\.weight) == Raster.FontWeight.allCases)
        #expect(primary.allSatisfy { $0.file.name == Self.interBold })
    }

    @Test func boldAndRegularLabelsDifferWithAFolderAndMatchWithOneFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.interRegular,
                                         toPath: folder.appendingPathComponent("Inter-Regular.otf").path)
        try FileManager.default.copyItem(atPath: Self.interBold, toPath: folder.appendingPathComponent("Inter-Bold.otf").path)
        let family = try Self.labelBands(fonts: [folder.path], name: "folder")
        #expect(family.bold != family.regular)
        #expect(family.bold.contains { $0 < 128 } && family.regular.contains { $0 < 128 })
        let single = try Self.labelBands(fonts: [Self.interRegular], name: "single")
        #expect(single.bold == single.regular)
        #expect(single.regular == family.regular)
        // The default (Inter's four weights) sets the bold label in Inter Bold, as the folder does.
        let inter = try Self.labelBands(fonts: [], name: "inter")
        #expect(inter.bold == family.bold && inter.regular == family.regular)
    }

    @Test func badFontPathsAreOneLineErrorsNamingTheFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAFont = folder.appendingPathComponent("notes.ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: notAFont))
        let empty = folder.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let missing = folder.appendingPathComponent("missing.otf").path
        for (paths, named) in [([notAFont], notAFont), ([Self.interRegular, notAFont], notAFont), ([empty], empty),
                               ([missing], missing), ([folder.path], notAFont)] {
            #expect {
                try FontLibrary.load(fontPaths: paths, texts: [])
            } throws: { error in
                let message = "\(error)"
                return message.hasPrefix(named + ": error: ") && !message.contains("\n")
            }
        }
    }
}
