import Foundation
import Raster

/// An MP4 or WebM in a run (docs/formats.md#mp4-and-webm): every frame of the video schedule, written by libavformat
/// into its first file's temporary file, or into a scratch file when it goes to memory only; the bytes are read back
/// only when another destination needs them.
final class VideoOutputEncoder: OutputEncoder {
    private let format: OutputFormat
    private let encoder: VideoEncoder
    private let file: AtomicOutputFile
    private let streamedPath: String?
    private let needsBytes: Bool
    private let schedule: VideoSchedule

    init<Source: FrameSource>(format: OutputFormat, source: Source, options: RenderOptions,
                              destination: EncoderDestination) throws(StretchGIFError)
    {
        let first = destination.file
        if let first { file = first.file } else { file = try AtomicOutputFile(path: Self.scratchPath(format: format)) }
        schedule = source.videoSchedule
        encoder = try VideoEncoder(
            path: file.releaseForExternalWriter(), displayPath: first?.path ?? "the \(format.rawValue) output",
            format: format, width: source.pixelWidth, height: source.pixelHeight, fps: schedule.fps,
            quality: options.quality)
        self.format = format
        streamedPath = first?.path
        needsBytes = destination.count > 1 || first == nil
    }

    var frames: EncoderFrames { .video }
    var secondPassFrames: Int { 0 }
    var analysis: (@Sendable (PassFrame, Pixmap) -> (any Sendable)?)? { nil }

    func add(_ frame: Pixmap, at position: PassFrame, analysis: (any Sendable)?) throws(StretchGIFError) {
        guard let index = position.video else { return }
        try encoder.add(frame, index: index, lengthMilliseconds: schedule.durationMilliseconds(ofFrame: index))
    }

    func finish(progress: ProgressHandler?, progressStart: Int, progressTotal: Int) throws(StretchGIFError)
        -> EncodedFormat
    {
        try encoder.finish()
        let bytes = needsBytes ? try Self.readBack(file) : nil
        return EncodedFormat(
            bytes: bytes,
            summary: OutputSummary(
                format: format, path: nil, pixelWidth: encoder.encodedWidth, pixelHeight: encoder.encodedHeight,
                frames: schedule.frameCount, durationMilliseconds: schedule.durationMilliseconds,
                byteCount: bytes?.count ?? Self.fileSize(file.temporaryPath)),
            streamedPath: streamedPath)
    }

    /// A temporary file for a video that goes to memory only: libavformat writes files (the MP4's index is moved
    /// to the front by reading the file back). Removed when the run ends.
    static func scratchPath(format: OutputFormat) -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("stretchgif-video\(format.fileExtension)")
    }

    /// The bytes an external writer left in `file`'s temporary file.
    private static func readBack(_ file: AtomicOutputFile) throws(StretchGIFError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: file.temporaryPath) else {
            throw .outputFailed(path: file.finalPath, message: "cannot read back the encoded video")
        }
        return [UInt8](data)
    }

    /// The size of the file at `path` in bytes (0 when it cannot be read).
    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }
}
