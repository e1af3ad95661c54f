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
    /// The animated WebP file's bytes (docs/formats.md#webp): every output frame of the schedule, each shown from
    /// its own time to the next frame's, to the millisecond; lossless unless `options.quality` is set; plays
    /// `options.loop` times (0 = forever).
    public func webpBytes(progress: ProgressHandler? = nil) throws(StretchGIFError) -> [UInt8] {
        try encodeWebP(progress: progress).bytes
    }

    /// Writes the animated WebP to `path` atomically (nothing is left on failure) and says what was written.
    @discardableResult
    public func writeWebP(toFile path: String, progress: ProgressHandler? = nil) throws(StretchGIFError)
        -> WebPSummary
    {
        let file = try AtomicOutputFile(path: path)
        let encoded = try encodeWebP(progress: progress)
        guard file.write(encoded.bytes) else {
            throw .outputFailed(path: path, message: "could not write the WebP (disk full?)")
        }
        try file.commit()
        return encoded.summary
    }

    /// The bytes of the format `format`: `gifBytes` or `webpBytes`.
    public func bytes(format: OutputFormat, progress: ProgressHandler? = nil) throws(StretchGIFError) -> [UInt8] {
        switch format {
        case .gif: try gifBytes(progress: progress)
        case .webp: try webpBytes(progress: progress)
        }
    }

    /// Frame times in whole milliseconds: frame k starts at round(1000 t_k); the file ends at the scripted
    /// duration, rounded to the millisecond (at least 1 ms after the last frame starts).
    func webpTimestamps() -> (starts: [Int], end: Int) {
        let starts = schedule.frames.map { Int(($0.timeSeconds * 1000).rounded()) }
        let scripted = Int(timeline.durationMilliseconds.rounded())
        return (starts, max(scripted, (starts.last ?? 0) + 1))
    }

    private func encodeWebP(progress: ProgressHandler?) throws(StretchGIFError)
        -> (bytes: [UInt8], summary: WebPSummary)
    {
        let encoder = try WebPAnimationEncoder(
            width: pixelWidth, height: pixelHeight, plays: options.loop, quality: options.quality)
        let times = webpTimestamps()
        try forEachFrame(progress: progress) { (index, frame) throws(StretchGIFError) in
            try encoder.add(frame, timestampMilliseconds: times.starts[index])
        }
        let bytes = try encoder.finish(endMilliseconds: times.end)
        return (bytes, WebPSummary(frames: times.starts.count, durationMilliseconds: times.end, byteCount: bytes.count))
    }
}
