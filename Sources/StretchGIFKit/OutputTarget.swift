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
    public let pixelHeight: Int
    /// Frames stored: a GIF's after identical consecutive frames were merged; a WebP's or a video's as handed to
    /// the encoder.
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
