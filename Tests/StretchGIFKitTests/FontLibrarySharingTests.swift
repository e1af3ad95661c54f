import Foundation
import Raster
import Testing
@testable import StretchGIFKit

/// One copy of each font file per render: a file reached under several names, or copied byte for byte, is mapped
/// once, and every face and thread reads those bytes (docs/fonts.md#memory).
@Suite struct FontLibrarySharingTests {
    static let interRegular = FontLibraryTests.interRegular
    static let interBold = FontLibraryTests.interBold

    @Test func linksAndCopiesOfOneFileShareOneMapping() throws {
        let folder = try FontLibraryTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        let original = folder.appendingPathComponent("original.otf").path
        try manager.copyItem(atPath: Self.interRegular, toPath: original)
        let symbolic = folder.appendingPathComponent("symbolic.otf").path
        try manager.createSymbolicLink(atPath: symbolic, withDestinationPath: original)
        let hard = folder.appendingPathComponent("hard.otf").path
        try manager.linkItem(atPath: original, toPath: hard)
        let copy = folder.appendingPathComponent("copy.otf").path
        try manager.copyItem(atPath: original, toPath: copy)
        // As long as the original, one byte different (its last): another font, however alike.
        var bytes = try #require(manager.contents(atPath: original))
        bytes[bytes.count - 1] ^= 0xFF
        let altered = folder.appendingPathComponent("altered.otf").path
        try bytes.write(to: URL(fileURLWithPath: altered))

        var files = FontLibrary.LoadedFiles()
        let loaded = try [original, symbolic, hard, copy, altered, Self.interBold].map { path in
            try files.data(at: path)
        }
        #expect(loaded[1] === loaded[0] && loaded[2] === loaded[0] && loaded[3] === loaded[0])
        #expect(loaded[4] !== loaded[0] && loaded[5] !== loaded[0])
        #expect(files.distinctCount == 3)
        #expect(loaded[0].withBytes { Array($0) } == [UInt8](try #require(manager.contents(atPath: Self.interRegular))))
    }

    @Test func aFolderOfLinksAndCopiesMapsEachFontOnce() throws {
        let folder = try FontLibraryTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.copyItem(atPath: Self.interRegular, toPath: folder.appendingPathComponent("a.otf").path)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("b.otf").path,
                                       withDestinationPath: folder.appendingPathComponent("a.otf").path)
        try manager.copyItem(atPath: Self.interRegular, toPath: folder.appendingPathComponent("c.otf").path)
        try manager.copyItem(atPath: Self.interBold, toPath: folder.appendingPathComponent("d.otf").path)
        try manager.copyItem(atPath: Self.interBold, toPath: folder.appendingPathComponent("e.otf").path)
        var files = FontLibrary.LoadedFiles()
        let primary = try FontLibrary.loadPrimary(fontPaths: [folder.path], files: &files)
        #expect(primary.map(\.weight) == [.regular, .bold])
        // The first file of each weight wins a tie; its copies were compared, not mapped as bytes of their own.
        #expect(primary.map { ($0.file.name as NSString).lastPathComponent } == ["a.otf", "d.otf"])
        #expect(files.distinctCount == 2)
    }

    @Test func everyPainterDrawsWithTheLibrarysFaces() throws {
        // The profile page's text: Inter's four weights, Noto Sans CJK regular and bold, Noto Color Emoji.
        let animation = try Animation(scene: try StretchScene.builtIn("profile"), options: RenderOptions())
        let library = animation.plan.production.fonts
        let painters = try [animation.plan.makeRenderer(), animation.plan.makeRenderer()]
        var faces: [FontFace] = []
        for weight in Raster.FontWeight.allCases {
            let shared = try #require(library.family.cascade(for: weight)).faces
            for painter in painters {
                let own = try #require(painter.assets.fonts.cascade(for: weight)).faces
                #expect(own.count == shared.count)
                for (one, other) in zip(own, shared) {
                    #expect(one === other, "\(one.name): every painter draws with the library's one face")
                }
            }
            for face in shared where !faces.contains(where: { $0 === face }) { faces.append(face) }
        }
        // Seven files (Inter's four, two CJK collections, the emoji font), seven faces, seven buffers: none opened or
        // mapped twice.
        var buffers: [ObjectIdentifier] = []
        for face in faces where !buffers.contains(ObjectIdentifier(face.data)) {
            buffers.append(ObjectIdentifier(face.data))
        }
        #expect(library.primary.count + library.fallbackFiles.count == 7)
        #expect(faces.count == 7)
        #expect(buffers.count == 7)
    }

    @Test func aRenderOpensNoFaceAfterLoadingItsFonts() throws {
        // Faces are opened once, when the fonts load (the fallback search opens the candidates it tries); painting
        // on four threads opens none: before, each painting thread opened its own face over every file (seven more
        // per thread here).
        var options = RenderOptions()
        options.fps = 5
        options.jobs = 4
        options.gesture = "drag down 150 over 0.4s; release; wait 0.4s"
        let animation = try Animation(scene: try StretchScene.builtIn("profile"), options: options)
        let library = animation.plan.production.fonts
        let files = library.primary.map(\.file) + library.fallbackFiles
        #expect(files.count == 7)
        let before = files.map(\.data.facesOpened)
        #expect(before.allSatisfy { $0 >= 1 })
        let gif = try animation.gifBytes()
        _ = try animation.frames(0..<animation.frameCount)
        #expect(gif.count > 1000)
        #expect(files.map(\.data.facesOpened) == before)
    }
}
