import Foundation
import TestTools
import Testing
import Raster

/// Fonts and images bounded in total per render, not only per file (docs/scenes.md#limits), through the built
/// command under the hostile inputs' memory measurement (`HostileInputTests.run`).
@Suite("resource budgets", .serialized)
struct ResourceBudgetTests {
    static let cjkFont = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: cjkFont)))
    func aFontFolderOfLinksToOneFileReadsItOnce() throws {
        // 150 links to one 20 MB collection: read once, not 150 times (2.9 GB before).
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for index in 0..<150 {
            try FileManager.default.createSymbolicLink(
                atPath: fonts.appendingPathComponent(String(format: "face%03d.ttc", index)).path,
                withDestinationPath: Self.cjkFont)
        }
        let scene = try writeTinyScene(in: folder)
        let errors = folder.appendingPathComponent("errors.txt")
        let outcome = try #require(try HostileInputTests.run(["check", scene, "--font", fonts.path], errorFile: errors))
        #expect(outcome.status == 0, "\(outcome.errorLines)")
        #expect(outcome.peakKiB < 400 * 1024, "used \(outcome.peakKiB) KiB")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: cjkFont)))
    func paintingThreadsShareOneCopyOfEachFont() throws {
        // The profile page draws Japanese from both Noto Sans CJK collections (20 MB each) and emoji from Noto Color
        // Emoji (11 MB). The painting threads share one face over one read-only mapping of each file, of which only
        // the pages read are resident (docs/fonts.md#memory); when every face copied its file, eight threads held
        // eight copies of all three.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("errors.txt")
        let target = folder.appendingPathComponent("profile.gif").path
        let outcome = try #require(try HostileInputTests.run(
            ["render", "profile", "--fps", "10", "--jobs", "8", "--quiet", "-o", target], errorFile: errors))
        #expect(outcome.status == 0, "\(outcome.errorLines)")
        #expect(outcome.peakKiB < 200 * 1024, "used \(outcome.peakKiB) KiB")
    }

    /// A PNG of `width` x `height` opaque black pixels (it compresses to a few hundred kilobytes).
    static func blackPNG(width: Int, height: Int) throws -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 3, to: rgba.count, by: 4) { rgba[index] = 255 }
        return try PNGCodec.encode(straightRGBA: rgba, width: width, height: height)
    }

    @Test func imagesPastTheTotalAreRefusedNamingTheImage() throws {
        // Three different files of 8,400 x 8,400 (70.56 Mpx each, under the 100 Mpx a file may have): the third
        // passes the 200,000,000 px the scene's images may have in all, refused from its header before decoding.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try Self.blackPNG(width: 8400, height: 8400)
        // Three different files: one byte after the end chunk (which decoders skip) tells them apart, so none is
        // taken for a copy of another.
        for (index, name) in ["a.png", "b.png", "c.png"].enumerated() {
            try Data(png + [UInt8(index)]).write(to: folder.appendingPathComponent(name))
        }
        let scene = folder.appendingPathComponent("images.yaml").path
        try """
            name: images
            views:
              - {id: a, parent: scroll, image: a.png}
              - {id: b, parent: scroll, image: b.png}
              - {id: c, parent: scroll, image: c.png}
              - {id: d, parent: scroll, image: a.png}
            constraints:
              - a.top == scroll.contentTop
              - b.top == a.bottom
              - c.top == b.bottom
              - d.top == c.bottom
              - d.bottom == scroll.contentBottom
              - a.left == root.left
              - b.left == root.left
              - c.left == root.left
              - d.left == root.left
              - a.width == 40
              - b.width == 40
              - c.width == 40
              - d.width == 40
              - a.height == 40
              - b.height == 40
              - c.height == 40
              - d.height == 40
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let errors = folder.appendingPathComponent("errors.txt")
        let outcome = try #require(try HostileInputTests.run(["check", scene], errorFile: errors))
        #expect(outcome.status == 1)
        #expect(outcome.errorLines == ["\(folder.path)/c.png: error: image is 8400x8400; the scene's images may have "
            + "at most 200,000,000 px in all and those before it have 141,120,000: use smaller images"])
        #expect(outcome.peakKiB < 1024 * 1024, "used \(outcome.peakKiB) KiB")
        // Two of them (and a second view on the first) fit.
        try FileManager.default.removeItem(atPath: folder.appendingPathComponent("c.png").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("c.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("b.png").path)
        let fits = try #require(try HostileInputTests.run(["check", scene], errorFile: errors))
        #expect(fits.status == 0, "\(fits.errorLines)")
        // A copy of b under another name (same bytes, another inode) is decoded once too and counted once.
        try FileManager.default.removeItem(atPath: folder.appendingPathComponent("c.png").path)
        try FileManager.default.copyItem(atPath: folder.appendingPathComponent("b.png").path,
                                         toPath: folder.appendingPathComponent("c.png").path)
        let copied = try #require(try HostileInputTests.run(["check", scene], errorFile: errors))
        #expect(copied.status == 0, "\(copied.errorLines)")
        // Two decoded images of 8400 x 8400 (282 MB each), not three.
        #expect(copied.peakKiB < 800 * 1024, "used \(copied.peakKiB) KiB")
    }
}
