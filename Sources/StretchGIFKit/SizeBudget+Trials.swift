extension SizeBudget {
    /// The attempts of one search and the file chosen so far.
    struct Trials {
        let scene: StretchScene
        let start: RenderOptions
        let format: OutputFormat
        let maxBytes: Int
        let report: ((Attempt) -> Void)?
        /// What candidates are measured against.
        var reference: QualityReference
        var attempts: [Attempt] = []
        /// The chosen file so far: the fitting one of highest quality score (the earliest on a tie).
        var best: (options: RenderOptions, bytes: [UInt8], summary: OutputSummary, rendered: Int, quality: Quality)?

        /// Renders, encodes and measures `options`; returns whether the file fits and the
        /// animation's pixel width.
        mutating func attempt(_ options: RenderOptions) throws(StretchGIFError) -> (fits: Bool, width: Int) {
            let animation = try Animation(scene: scene, options: options)
            let encoded = try animation.encode([OutputTarget(.memory, format: format)])[0]
            let bytes = encoded.bytes ?? []
            let fits = bytes.count <= maxBytes
            let quality = try reference.quality(of: bytes, options: options, width: animation.pixelWidth,
                                                height: animation.pixelHeight)
            let step = Attempt(options: options, changes: changes(from: start, to: options), byteCount: bytes.count,
                               fits: fits, quality: quality)
            attempts.append(step)
            report?(step)
            let rendered = format.isVideo ? animation.videoSchedule.frameCount : animation.frameCount
            if fits, best == nil || quality.score > (best?.quality.score ?? 0) {
                best = (options, bytes, encoded.summary, rendered, quality)
            }
            return (fits, animation.pixelWidth)
        }

        /// What was chosen.
        func result() throws(StretchGIFError) -> Fit {
            guard let best else { throw .renderFailed(message: "the size search ended without a fitting file") }
            return Fit(options: best.options, changes: changes(from: start, to: best.options), bytes: best.bytes,
                       summary: best.summary, renderedFrames: best.rendered, attempts: attempts,
                       quality: best.quality)
        }

        /// The error for a budget nothing tried met, naming what the last attempt (the smallest) gave.
        func unmeetable() -> StretchGIFError {
            let smallest = attempts.last
            return .invalidParameter(name: "max-size", message: "\(ByteSize(bytes: maxBytes)) cannot be met: even "
                + "\(smallest.map { describe($0.changes) } ?? "the starting settings") "
                + "give \(ByteSize(bytes: smallest?.byteCount ?? 0)); allow more bytes or shorten the gesture")
        }
    }
}
