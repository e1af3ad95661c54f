import Foundation

/// One output of a run: a format and where its bytes go (docs/formats.md#several-outputs).
public struct OutputTarget: Sendable, Equatable {
    /// Where the bytes go.
    public enum Destination: Sendable, Equatable {
        /// A file, written atomically (a reader sees the old file or the whole new one).
        case file(String)
        /// Returned in memory (`EncodedOutput.bytes`), e.g. for standard output.
        case memory
    }

    /// Where the bytes go.
    public var destination: Destination
    /// The file format.
    public var format: OutputFormat

    /// An output of `format` to `destination`.
    public init(_ destination: Destination, format: OutputFormat) {
        self.destination = destination
        self.format = format
    }

    /// A file whose format is `format`, or else the one its extension names: throws `invalidParameter` naming
    /// `output` for an extension that names no format (see `OutputFormat.resolve`).
    public init(path: String, format: OutputFormat? = nil) throws(StretchGIFError) {
        self.init(.file(path), format: try OutputFormat.resolve(path: path, format: format))
    }
}

/// What writing one output produced.
public struct OutputSummary: Sendable, Equatable {
    /// The format written.
    public let format: OutputFormat
    /// The file written, nil for an output returned in memory.
    public let path: String?
    /// The picture's size as stored: a video's odd side gains one pixel (docs/formats.md#odd-sizes).
    public let pixelWidth: Int
    /// The picture's height as stored (a video's odd side gains one pixel).
    public let pixelHeight: Int
    /// Frames stored: a GIF's and a WebP's after identical consecutive frames were merged (each format's encoder
    /// merges them; the WebP's count is read back from the file), a video's as handed to the encoder.
    public let frames: Int
    /// The animation's length as the file states it, in milliseconds (a GIF's to the centisecond).
    public let durationMilliseconds: Int
    /// Size of the file in bytes.
    public let byteCount: Int
}

/// One output's result: its summary, and its bytes when its destination is `.memory` (nil for a file).
public struct EncodedOutput: Sendable, Equatable {
    /// What was written.
    public let summary: OutputSummary
    /// The bytes of a `.memory` output.
    public let bytes: [UInt8]?
}

extension OutputTarget {
    /// The first two of `paths` that name one file, nil when all differ: equal device and inode numbers for
    /// files that exist (through links and hard links), equal resolved real paths (folder links followed, the
    /// last link followed when its target exists) for the rest. `-` (standard output) and a path spelled the same
    /// as an earlier one (callers refuse those first, with their own message) are skipped.
    package static func firstSameFile(in paths: [String]) -> (first: String, second: String)? {
        var seen: [(path: String, identity: OutputIdentity)] = []
        for path in paths where path != "-" {
            let identity = OutputIdentity(path)
            if let earlier = seen.first(where: { $0.identity == identity && $0.path != path }) {
                return (earlier.path, path)
            }
            seen.append((path, identity))
        }
        return nil
    }
}

/// What makes two output paths one file (`OutputTarget.firstSameFile(in:)`).
private enum OutputIdentity: Equatable {
    case inode(device: UInt64, inode: UInt64)
    case path(String)

    init(_ path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            self = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            return
        }
        // Not there yet: the real path of its folder and its name (a dangling link by the name it points to).
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var name = url.lastPathComponent
        var folder = url.deletingLastPathComponent().path
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
            let resolved = URL(fileURLWithPath: target, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
            name = resolved.lastPathComponent
            folder = resolved.deletingLastPathComponent().path
        }
        let realFolder = realpath(folder, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? folder
        self = .path((realFolder as NSString).appendingPathComponent(name))
    }
}
