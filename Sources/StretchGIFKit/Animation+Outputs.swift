extension Animation {
    /// A video's frame timing (MP4, WebM): every frame at `options.fps`, none merged (docs/formats.md#timing).
    public var videoSchedule: VideoSchedule { plan.videoSchedule }

    /// Encodes every target in one run, painting each frame once for all of them (a GIF among them paints its
    /// frames once more to quantize them; docs/formats.md#several-outputs), and says what each produced, in the
    /// targets' order. Files are written atomically and only when every output succeeded; `.memory` targets
    /// return their bytes. A path named twice, or two paths that are one file (through a link), are refused.
    public func encode(_ targets: [OutputTarget], progress: ProgressHandler? = nil) throws(StretchGIFError)
        -> [EncodedOutput]
    {
        try plan.encode(targets, options: options, progress: progress)
    }

    /// The bytes of one file of `format` (see docs/formats.md for each format's settings).
    public func bytes(format: OutputFormat, progress: ProgressHandler? = nil) throws(StretchGIFError) -> [UInt8] {
        try encode([OutputTarget(.memory, format: format)], progress: progress)[0].bytes ?? []
    }

    /// Writes one target and says what was written.
    func writeOne(_ target: OutputTarget, progress: ProgressHandler?) throws(StretchGIFError) -> OutputSummary {
        try encode([target], progress: progress)[0].summary
    }
}
