extension SizeBudget {
    /// The attempts of one search and the file chosen so far.
    struct Trials {
        let scene: StretchScene
        let start: RenderOptions
        let format: OutputFormat
        let maxBytes: Int
        let report: ((Attempt) -> Void)?
        /// What candidates are measured against; nil for MP4 and WebM (not measured).
        let reference: QualityReference?
        var attempts: [Attempt] = []
        /// The chosen file so far: with a reference the fitting one of highest quality score (the earliest on a tie),
        /// without one the latest that fits.
        var best: (options: RenderOptions, bytes: [UInt8], summary: OutputSummary, rendered: Int, quality: Quality?)?

        /// Renders, encodes and (with a reference) measures `options`; returns whether the file fits and the
        /// animation's pixel width.
        mutating func attempt(_ options: RenderOptions) throws(StretchGIFError) -> (fits: Bool, width: Int) {
            let animation = try Animation(scene: scene, options: options)
            let encoded = try animation.encode([OutputTarget(.memory, format: format)])[0]
            let bytes = encoded.bytes ?? []
            let fits = bytes.count <= maxBytes
            let quality = try reference?.quality(of: bytes, format: format, options: options)
            let step = Attempt(options: options, changes: changes(from: start, to: options), byteCount: bytes.count,
                               fits: fits, quality: quality)
            attempts.append(step)
            report?(step)
            let rendered = format.isVideo ? animation.videoSchedule.frameCount : animation.frameCount
            if fits, best == nil || (quality?.score ?? 0) > (best?.quality?.score ?? 0) || quality == nil {
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

    /// MP4's and WebM's search: the starting settings first; then, stage by stage, the stage's strongest level
    /// (earlier stages at theirs): when it still does not fit, the stage stays at its strongest and the next stage
    /// is searched; when it fits, a binary search over the stage's levels finds the weakest one that fits.
    static func ladder(_ trials: inout Trials) throws(StretchGIFError) -> Fit {
        let start = trials.start, format = trials.format
        let first = try trials.attempt(start)
        if first.fits { return try trials.result() }
        var current = start
        for stage in stages(for: format) {
            let levels = Self.levels(of: stage, format: format, from: start, startWidth: first.width)
            guard levels.count > 1 else { continue }
            var strongest = current
            apply(levels[levels.count - 1], of: stage, to: &strongest)
            guard try trials.attempt(strongest).fits else {
                current = strongest
                continue
            }
            // levels[0] (the current value) does not fit, the last does: find the first that fits.
            var low = 0, high = levels.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                var candidate = current
                apply(levels[middle], of: stage, to: &candidate)
                if try trials.attempt(candidate).fits { high = middle } else { low = middle }
            }
            var chosen = current
            apply(levels[high], of: stage, to: &chosen)
            if chosen != trials.best?.options { _ = try trials.attempt(chosen) }
            return try trials.result()
        }
        throw trials.unmeetable()
    }
}
