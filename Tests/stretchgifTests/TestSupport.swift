import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// A small scene (100 x 160 pt) so CLI tests render quickly even in debug builds.
let tinySceneYAML = """
    name: tiny
    device: {width: 100, height: 160, safeArea: {top: 20, bottom: 0, left: 0, right: 0}, cornerRadius: 0}
    orientation: portrait
    background: "#808080"
    statusBar: {style: light, hidden: false}
    scroll: {contentInset: {top: 0, bottom: 0}, bounces: true, showsIndicator: true}
    views:
      - {id: header, parent: scroll, color: "#336699"}
      - {id: body, parent: scroll, color: "#BE2045"}
    constraints:
      - header.top == scroll.contentTop
      - header.left == root.left
      - header.right == root.right
      - header.height == 60
      - body.top == header.bottom
      - body.left == root.left
      - body.right == root.right
      - body.height == 300
      - body.bottom == scroll.contentBottom
    gesture: |
      wait 0.1s
      drag down 60 over 0.2s
      release
      wait until rest max 0.6s
    """

/// Writes the tiny scene into `folder` and returns its path.
func writeTinyScene(in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("tiny.yaml").path
    try tinySceneYAML.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// A failed command as the user sees it: the one line printed on standard error and the exit status.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let exitCode: Int32
    var description: String { message }
}

/// Parses and runs one `stretchgif` command line (without the program name); a failure is thrown as the
/// `CommandFailure` the command would report.
func runCommand(_ arguments: [String]) throws {
    do {
        var command = try StretchGIF.parseAsRoot(arguments)
        try command.run()
    } catch {
        let failure = Failure(error)
        throw CommandFailure(message: failure.message, exitCode: failure.exitCode)
    }
}

/// Runs a tool from `/usr/bin` and returns its standard output; nil when it fails or is missing.
func runTool(_ name: String, _ arguments: [String]) throws -> String? {
    let path = "/usr/bin/\(name)"
    guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
    let run = try runProgram(URL(fileURLWithPath: path), arguments)
    return run.status == 0 ? run.output : nil
}

/// The files in `folder`, sorted.
func listing(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// What an independent, minimal GIF reader sees in a file: the header, size, loop count and per-frame delays.
struct GIFFacts {
    var version = ""
    var width = 0
    var height = 0
    /// NETSCAPE2.0 repeat count, nil when the extension is absent.
    var repeatCount: Int?
    var delays: [Int] = []
}

/// Walks the GIF block structure (written here from the GIF89a specification, independent of giflib).
func readGIFFacts(_ bytes: [UInt8]) throws -> GIFFacts {
    struct Malformed: Error {}
    var facts = GIFFacts()
    guard bytes.count > 13 else { throw Malformed() }
    facts.version = String(decoding: bytes[0..<6], as: UTF8.self)
    facts.width = Int(bytes[6]) | Int(bytes[7]) << 8
    facts.height = Int(bytes[8]) | Int(bytes[9]) << 8
    var position = 13
    if bytes[10] & 0x80 != 0 { position += 3 << (Int(bytes[10] & 7) + 1) }
    func skipSubBlocks() throws {
        while true {
            guard position < bytes.count else { throw Malformed() }
            let size = Int(bytes[position])
            position += 1 + size
            if size == 0 { return }
        }
    }
    var pendingDelay: Int?
    while position < bytes.count {
        switch bytes[position] {
        case 0x21:
            let label = bytes[position + 1]
            position += 2
            if label == 0xF9 {
                pendingDelay = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
            } else if label == 0xFF, bytes[position] == 11,
                      String(decoding: bytes[(position + 1)...(position + 11)], as: UTF8.self) == "NETSCAPE2.0" {
                facts.repeatCount = Int(bytes[position + 14]) | Int(bytes[position + 15]) << 8
            }
            try skipSubBlocks()
        case 0x2C:
            let packed = bytes[position + 9]
            position += 10
            if packed & 0x80 != 0 { position += 3 << (Int(packed & 7) + 1) }
            position += 1  // LZW minimum code size
            try skipSubBlocks()
            facts.delays.append(pendingDelay ?? 0)
            pendingDelay = nil
        case 0x3B:
            return facts
        default:
            throw Malformed()
        }
    }
    throw Malformed()
}
