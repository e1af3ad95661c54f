import GIF
import Raster

/// What writing an animated WebP produced.
public struct WebPSummary: Sendable, Equatable {
    /// Frames handed to the encoder (libwebp merges identical consecutive ones into one longer frame).
    public let frames: Int
    /// The animation's length as the file states it, in milliseconds.
    public let durationMilliseconds: Int
    /// Size of the file in bytes.
    public let byteCount: Int
}

extension Animation {
    /// The animated WebP file's bytes (docs/formats.md#webp): every frame of the GIF schedule, each shown from its
    /// own time to the next frame's, to the millisecond; lossless unless `options.quality` is set; plays
    /// `options.loop` times (0 = forever).
    public func webpBytes(progress: ProgressHandler? = nil) throws(StretchGIFError) -> [UInt8] {
        try bytes(format: .webp, progress: progress)
    }

    /// Writes the animated WebP to `path` atomically (nothing is left on failure) and says what was written.
    @discardableResult
    public func writeWebP(toFile path: String, progress: ProgressHandler? = nil) throws(StretchGIFError)
        -> WebPSummary
    {
        let summary = try writeOne(OutputTarget(.file(path), format: .webp), progress: progress)
        return WebPSummary(frames: summary.frames, durationMilliseconds: summary.durationMilliseconds,
                           byteCount: summary.byteCount)
    }
}
