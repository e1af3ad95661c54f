import Raster

/// The animated WebP in a run (docs/formats.md#webp): every GIF-schedule frame of the shared pass, each from its own
/// millisecond to the next frame's; the bytes are kept in memory and copied to each destination.
final class WebPOutputEncoder: OutputEncoder {
    private let encoder: WebPAnimationEncoder
    private let timestamps: (starts: [Int], end: Int)
    private let width: Int
    private let height: Int

    init<Source: FrameSource>(source: Source, options: RenderOptions) throws(StretchGIFError) {
        encoder = try WebPAnimationEncoder(width: source.pixelWidth, height: source.pixelHeight, plays: options.loop,
                                           quality: options.quality,
                                           threaded: options.effectiveJobs > 1)
        timestamps = source.webpTimestamps()
        width = source.pixelWidth
        height = source.pixelHeight
    }

    var frames: EncoderFrames { .gif }
    var secondPassFrames: Int { 0 }
    var analysis: (@Sendable (PassFrame, Pixmap) -> (any Sendable)?)? { nil }

    func add(_ frame: Pixmap, at position: PassFrame, analysis: (any Sendable)?) throws(StretchGIFError) {
        guard let k = position.gif else { return }
        try encoder.add(frame, timestampMilliseconds: timestamps.starts[k])
    }

    func finish(progress: ProgressHandler?, progressStart: Int, progressTotal: Int) throws(StretchGIFError)
        -> EncodedFormat
    {
        let bytes = try encoder.finish(endMilliseconds: timestamps.end)
        return EncodedFormat(
            bytes: bytes,
            summary: OutputSummary(format: .webp, path: nil, pixelWidth: width, pixelHeight: height,
                                   frames: WebPAnimationEncoder.storedFrameCount(bytes) ?? 0,
                                   durationMilliseconds: timestamps.end, byteCount: bytes.count),
            streamedPath: nil)
    }
}
