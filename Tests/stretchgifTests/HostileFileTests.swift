import Foundation
import TestTools
import Testing

/// Files the command reads (scene, gesture file, image, font, a font folder's entries) are checked with stat()
/// before they are read (docs/scenes.md#limits): a sparse multi-gigabyte file is refused at once with one line
/// naming the file and the limit, and a FIFO or device is named as such instead of being read (a FIFO would block).
@Suite("hostile files: sizes and kinds checked before reading", .serialized)
struct HostileFileTests {
    /// A sparse file of `bytes` bytes (no disk blocks), made with ftruncate.
    static func makeSparseFile(_ path: String, bytes: Int) throws {
        struct CannotCreate: Error { let path: String }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CannotCreate(path: path) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(bytes)) == 0 else { throw CannotCreate(path: path) }
    }

    /// Runs the built command and checks the refusal: exit 1 within 10 s, one line on standard error containing
    /// every string of `expected`, a small peak memory, and no output file.
    static func expectRefusal(_ arguments: [String], in folder: URL, expected: [String]) throws {
        let errorFile = folder.appendingPathComponent("stderr.txt")
        let started = Date()
        guard let outcome = try HostileInputTests.run(arguments, errorFile: errorFile) else {
            Issue.record("\(arguments) did not finish")
            return
        }
        let seconds = Date().timeIntervalSince(started)
        #expect(outcome.exited && outcome.status == 1, "\(arguments): exit \(outcome.status)")
        #expect(seconds < 10, "\(arguments) took \(seconds) s")
        #expect(outcome.peakKiB < 512 * 1024, "\(arguments) used \(outcome.peakKiB) KiB")
        #expect(outcome.errorLines.count == 1, "\(outcome.errorLines)")
        let line = String(outcome.errorLines.first ?? "")
        for text in expected { #expect(line.contains(text), "'\(text)' missing from: \(line)") }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.gif").path))
    }

    /// The command line reading a file of `kind` at `path`, writing `out.gif` in `folder`.
    static func arguments(reading kind: String, at path: String, in folder: URL) throws -> [String] {
        let output = ["--fps", "5", "--quiet", "-o", folder.appendingPathComponent("out.gif").path]
        switch kind {
        case "scene": return ["render", path] + output
        case "gesture file": return ["render", try writeTinyScene(in: folder), "--gesture-file", path] + output
        case "image": return ["render", "stretchy", "--header-image", path] + output
        default: return ["render", "stretchy", "--font", path] + output
        }
    }

    @Test(arguments: [
        ("scene", "big.yaml", 3 << 30, "4194304 (4 MiB)"),
        ("gesture file", "big.gesture", 2 << 30, "1048576 (1 MiB)"),
        ("image", "big.png", 3 << 30, "268435456 (256 MiB)"),
        ("font", "big.ttf", 3 << 29, "67108864 (64 MiB)"),
    ])
    func aSparseGiantIsRefusedBeforeReading(kind: String, name: String, bytes: Int, limit: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try Self.makeSparseFile(path, bytes: bytes)
        let what = kind == "font" ? "font file" : kind == "scene" ? "scene file" : kind == "image" ? "image" : kind
        try Self.expectRefusal(try Self.arguments(reading: kind, at: path, in: folder), in: folder,
                               expected: ["\(path): error: ", what, "too large: \(bytes) bytes, at most \(limit)"])
    }

    @Test func aGiantFileInAFontFolderIsRefusedBeforeReading() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let big = fonts.appendingPathComponent("Big-Regular.ttf").path
        try Self.makeSparseFile(big, bytes: 3 << 29)
        try Self.expectRefusal(try Self.arguments(reading: "font", at: fonts.path, in: folder), in: folder,
                               expected: ["\(big): error: font file is too large", "(64 MiB)"])
    }

    @Test(arguments: ["scene", "gesture file", "image", "font"])
    func aFIFOIsNamedAndNeverOpened(kind: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent(kind == "font" ? "pipe.ttf" : "pipe.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try Self.expectRefusal(try Self.arguments(reading: kind, at: fifo, in: folder), in: folder,
                               expected: ["\(fifo): error: ", "is a FIFO, expected a regular file"])
    }

    @Test func aCharacterDeviceIsNamedAndNotRead() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.expectRefusal(try Self.arguments(reading: "image", at: "/dev/zero", in: folder), in: folder,
                               expected: ["/dev/zero: error: ", "is a character device, expected a regular file"])
    }
}
