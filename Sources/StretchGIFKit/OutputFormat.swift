/// A file format the animation can be written in, chosen by the output path's extension or named outright
/// (docs/formats.md).
public enum OutputFormat: String, Sendable, Equatable, CaseIterable {
    /// GIF89a through giflib: the palette, dithering and frame differencing built for UI (docs/gif.md).
    case gif
    /// Animated WebP through libwebp's animation encoder: lossless by default, lossy with `RenderOptions.quality`.
    case webp
    /// H.264 video (4:2:0) in an MP4 file with its index first (`+faststart`), through FFmpeg's libavformat and
    /// libx264 (docs/formats.md#mp4-and-webm).
    case mp4
    /// VP9 video (4:2:0) in a WebM file, through FFmpeg's libavformat and libvpx.
    case webm

    /// A video format (MP4, WebM): every frame of the `VideoSchedule` at any frame rate, an even-sized picture,
    /// no loop count. GIF and WebP are animations with the GIF's frame schedule.
    public var isVideo: Bool { self == .mp4 || self == .webm }

    /// The format `path`'s extension names (case-insensitive: `demo.GIF` is GIF); nil for another or no extension.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// The extension a file of this format takes, with its dot.
    public var fileExtension: String { ".\(rawValue)" }

    /// Every format's extension, for messages: ".gif, .webp, .mp4, .webm".
    package static var extensionList: String { allCases.map(\.fileExtension).joined(separator: ", ") }

    /// The format of `path` unless `format` names one: throws `invalidParameter` naming `output` (the `-o` flag) for
    /// a path whose extension names no format, listing the formats (checked before any work).
    package static func resolve(path: String, format: OutputFormat?) throws(StretchGIFError) -> OutputFormat {
        if let format { return format }
        if let byExtension = OutputFormat(path: path) { return byExtension }
        throw .invalidParameter(
            name: "output",
            message: "'\(path)' names no output format; expected a file ending in \(extensionList), or the format named")
    }
}
