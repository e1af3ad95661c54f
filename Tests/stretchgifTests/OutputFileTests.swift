import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// Output files (docs/formats.md#output-files): frames folders holding an earlier run's frames, two outputs that
/// are one file, dangling links, setuid bits, names up to 255 bytes.
@Suite("output files: earlier frames, one file twice, links, modes, long names")
struct OutputFileTests {
    /// `folder/frames/` holding an earlier run's frames 0000...0099 ("old"), a name that only looks like one, and a
    /// file of the user's.
    static func folderWithEarlierFrames(in folder: URL) throws -> URL {
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        for index in 0..<100 {
            try Data("old".utf8).write(to: frames.appendingPathComponent(String(format: "frame-%04d.png", index)))
        }
        try Data("old".utf8).write(to: frames.appendingPathComponent("frame-12.png"))
        try Data("mine".utf8).write(to: frames.appendingPathComponent("notes.txt"))
        return frames
    }

    @Test func aFolderWithEarlierFramesIsRefusedWithoutOverwrite() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = try Self.folderWithEarlierFrames(in: folder)
        let before = try listing(frames)
        do {
            try runCommand(["frames", try writeTinyScene(in: folder), "--fps", "5", "-o", frames.path + "/", "--quiet"])
            Issue.record("accepted")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 1)
            #expect(failure.message.hasPrefix("stretchgif: error: cannot write '\(frames.path)/': it already holds 100 "
                + "frame files from an earlier run (frame-0000.png, ...); add --overwrite"), "\(failure.message)")
        }
        #expect(try listing(frames) == before)
        #expect(try String(contentsOf: frames.appendingPathComponent("frame-0000.png"), encoding: .utf8) == "old")
    }

    @Test func overwriteRemovesOnlyTheEarlierFrames() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = try Self.folderWithEarlierFrames(in: folder)
        try runCommand(["frames", try writeTinyScene(in: folder), "--fps", "5", "-o", frames.path + "/", "--quiet",
                        "--overwrite"])
        let names = try listing(frames)
        let written = names.filter { $0.hasPrefix("frame-") && $0 != "frame-12.png" }
        #expect(written.count > 1 && written.count < 20, "\(names)")
        #expect(written == (0..<written.count).map { String(format: "frame-%04d.png", $0) })
        #expect(names == written + ["frame-12.png", "notes.txt"])
        let first = try Data(contentsOf: frames.appendingPathComponent("frame-0000.png"))
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func twoOutputsThatAreOneFileAreRefusedBeforeWriting() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let gif = folder.appendingPathComponent("a.gif").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: gif))
        let webp = folder.appendingPathComponent("a.webp").path
        #expect(symlink(gif, webp) == 0)
        // A link to the folder: b.gif through it is the same (not yet existing) file as real/b.gif.
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let linked = folder.appendingPathComponent("linked").path
        #expect(symlink(real.path, linked) == 0)
        let pairs = [(gif, webp), (real.appendingPathComponent("b.gif").path, linked + "/b.gif")]
        for (first, second) in pairs {
            do {
                try runCommand(["render", scene, "--fps", "5", "--quiet", "-o", first, "-o", second])
                Issue.record("\(first) and \(second) accepted")
            } catch let failure as CommandFailure {
                #expect(failure.exitCode == 64)
                #expect(failure.message.contains("-o '\(first)' and -o '\(second)' are the same file"),
                        "\(failure.message)")
            }
        }
        #expect(try String(contentsOfFile: gif, encoding: .utf8) == "old")
        #expect(try listing(folder) == ["a.gif", "a.webp", "linked", "real", "tiny.yaml"])
        #expect(try listing(real).isEmpty)
    }

    @Test func traceRefusesATableAndAPlotInOneFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("t.csv").path
        let link = folder.appendingPathComponent("t.png").path
        #expect(symlink(table, link) == 0)
        for plot in [table, link] {
            do {
                try runCommand(["trace", "--viewport-height", "800", "--content-height", "2000", "-o", table,
                                "--plot", plot])
                Issue.record("accepted")
            } catch let failure as CommandFailure {
                #expect(failure.exitCode == 64)
                #expect(failure.message.contains("-o '\(table)' and --plot '\(plot)' are the same file"),
                        "\(failure.message)")
            }
        }
        #expect(try listing(folder) == ["t.png"])
    }

    @Test func aDanglingLinkIsNamedAsOne() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("out.gif").path
        let missing = folder.appendingPathComponent("missing.gif").path
        #expect(symlink(missing, link) == 0)
        do {
            try runCommand(["render", try writeTinyScene(in: folder), "--fps", "5", "--quiet", "-o", link])
            Issue.record("accepted")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 1)
            #expect(failure.message == "stretchgif: error: cannot write '\(link)': it is a symbolic link to "
                + "'\(missing)', which does not exist; remove the link or give another path", "\(failure.message)")
        }
        #expect(try listing(folder) == ["out.gif", "tiny.yaml"])
    }

    @Test func aReplacedFileLosesSetuidSetgidAndSticky() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tool.gif").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o4755) == 0)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o4755)
        try writeFileAtomically(Array("new".utf8), toFile: path)
        #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o755, "\(String(info.st_mode, radix: 8))")
        #expect(chmod(path, 0o1640) == 0)
        try writeFileAtomically(Array("newer".utf8), toFile: path)
        #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o640, "\(String(info.st_mode, radix: 8))")
    }

    @Test(arguments: [String(repeating: "n", count: 251) + ".gif", String(repeating: "é", count: 125) + "x.gif",
                      String(repeating: "m", count: 242) + ".gif"])
    func aNameOfUpTo255BytesIsWritten(name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try writeFileAtomically(Array("first".utf8), toFile: path)
        try runCommand(["render", try writeTinyScene(in: folder), "--fps", "5", "--quiet", "-o", path])
        #expect(try listing(folder) == [name, "tiny.yaml"].sorted())
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Array("GIF89a".utf8)))
    }
}
