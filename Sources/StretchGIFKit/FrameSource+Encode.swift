import Foundation
import Raster

extension FrameSource {
    /// The one entry point from frames to files (docs/library.md#encoding): encodes every target in one run, for
    /// `Animation`, `Sweep`, `RotationAnimation` and the size search alike.
    ///
    /// Each frame is painted once for all the formats, in one shared pass over the frames the encoders ask for (the
    /// video schedule's when a video is among them, else the GIF schedule's; GIF and WebP take the GIF schedule's
    /// frames, a subset of the video's). GIF alone then paints its frames a second time, to quantize them with the
    /// palette built from a sample of them (`PaletteSample`; a GIF alone paints only the sample in the first pass;
    /// docs/formats.md#several-outputs). A format asked for twice is encoded once. Files are committed only after
    /// every output was encoded; on failure none is left. `observeGIF`, when given, sees every GIF frame of the
    /// encoding pass in order (the manifest hashes them).
    func encode(_ targets: [OutputTarget], options: RenderOptions, progress: ProgressHandler?,
                observeGIF: ((_ index: Int, _ rgba: [UInt8]) -> Void)? = nil)
        throws(StretchGIFError) -> [EncodedOutput]
    {
        guard !targets.isEmpty else {
            throw .invalidParameter(name: "output", message: "expects at least one output")
        }
        var formats: [OutputFormat] = []
        for target in targets where !formats.contains(target.format) { formats.append(target.format) }
        let files = try OutputTarget.openFiles(of: targets)
        var encoders: [(format: OutputFormat, encoder: any OutputEncoder)] = []
        for format in formats {
            let ofFormat = targets.filter { $0.format == format }
            var first: (path: String, file: AtomicOutputFile)?
            for target in ofFormat {
                if case .file(let path) = target.destination, let file = files[path] { first = (path, file); break }
            }
            encoders.append((format, try format.makeEncoder(
                source: self, options: options, destination: EncoderDestination(file: first, count: ofFormat.count),
                observeGIF: observeGIF)))
        }

        // The shared pass: every frame the encoders ask for, painted once.
        let passFrames = sharedPass(for: encoders.map(\.encoder.frames))
        let jobs = options.effectiveJobs
        let secondPass = encoders.reduce(0) { $0 + $1.encoder.secondPassFrames }
        let total = passFrames.count + secondPass
        let analyses = encoders.map(\.encoder.analysis)
        let positions = passFrames.map(\.position)
        let stage: RenderProgress.Stage = secondPass > 0 ? .palette : .encoding
        let analyze: @Sendable (Int, Pixmap) -> [(any Sendable)?] = { index, frame in
            analyses.map { $0?(positions[index], frame) }
        }
        if encoders.allSatisfy({ $0.encoder.frames == .gifSample }) {
            // Only the GIF's palette sample: its encoder keeps the colour counts, never the frame, so each frame is
            // let go on the thread that counted it and no batch of frames is held (docs/library.md#memory).
            try forEachAnalysis(jobs: jobs, stage: stage, atSeconds: passFrames.map(\.time), progressTotal: total,
                                progress: progress, computing: analyze) { index, results throws(StretchGIFError) in
                for (k, encoder) in encoders.enumerated() {
                    try encoder.encoder.add(Pixmap(width: 0, height: 0), at: positions[index], analysis: results[k])
                }
            }
        } else {
            try forEachFrame(jobs: jobs, stage: stage, atSeconds: passFrames.map(\.time), progressTotal: total,
                             progress: progress, computing: analyze) {
                (index: Int, frame: Pixmap, results: [(any Sendable)?]) throws(StretchGIFError) in
                for (k, encoder) in encoders.enumerated() {
                    try encoder.encoder.add(frame, at: positions[index], analysis: results[k])
                }
            }
        }
        // Encoders without a pass of their own finish first, then the others paint theirs, in order.
        var results: [OutputFormat: EncodedFormat] = [:]  // looked up by format, never iterated
        var done = passFrames.count
        for (format, encoder) in encoders where encoder.secondPassFrames == 0 {
            results[format] = try encoder.finish(progress: progress, progressStart: done, progressTotal: total)
        }
        for (format, encoder) in encoders where encoder.secondPassFrames > 0 {
            results[format] = try encoder.finish(progress: progress, progressStart: done, progressTotal: total)
            done += encoder.secondPassFrames
        }
        return try OutputTarget.deliver(targets, results: results, files: files)
    }

    /// The shared pass for encoders taking `frames`: its instants (seconds) and where each lies in the two schedules.
    /// The video schedule's frames when a video is asked for (GIF frame k is video frame `sourceIndex`), else the GIF
    /// schedule's, all of them or, when only a palette sample is asked for, `paletteFrames`.
    func sharedPass(for frames: [EncoderFrames]) -> [(time: Double, position: PassFrame)] {
        let gifFrames = schedule.frames
        guard frames.contains(.video) else {
            let indices = frames.contains(.gif) ? Array(gifFrames.indices) : paletteFrames
            return indices.map { (gifFrames[$0].timeSeconds, PassFrame(gif: $0, video: nil)) }
        }
        var gifFrameOfVideoFrame = [Int?](repeating: nil, count: videoSchedule.frameCount)
        for (k, frame) in gifFrames.enumerated() where frame.sourceIndex < gifFrameOfVideoFrame.count {
            gifFrameOfVideoFrame[frame.sourceIndex] = k
        }
        return (0..<videoSchedule.frameCount).map {
            (videoSchedule.timeSeconds(ofFrame: $0), PassFrame(gif: gifFrameOfVideoFrame[$0], video: $0))
        }
    }

    /// Paints the frames showing `times` (seconds, increasing) in batches and hands each to `body` in frame order on
    /// the calling thread, with `extra(index, frame)` computed on the painting threads. `progress` sees `done`
    /// counted from `progressStart` out of `progressTotal`.
    func forEachFrame<Extra: Sendable>(
        jobs: Int, stage: RenderProgress.Stage, atSeconds times: [Double], progressStart: Int = 0,
        progressTotal: Int? = nil, progress: ProgressHandler?,
        computing extra: @Sendable (_ index: Int, _ frame: Pixmap) -> Extra,
        _ body: (Int, Pixmap, Extra) throws(StretchGIFError) -> Void
    ) throws(StretchGIFError) {
        var stream = try FrameStream(source: self, jobs: jobs, atSeconds: times)
        let total = progressTotal ?? stream.count
        while let batch = stream.nextBatch(computing: extra) {
            for (offset, frame) in batch.frames.enumerated() {
                try body(batch.range.lowerBound + offset, frame, batch.extras[offset])
            }
            progress?(RenderProgress(stage: stage, done: progressStart + batch.range.upperBound, total: total))
        }
    }
}

extension FrameSource {
    /// `forEachFrame` for a pass that needs only `extra(index, frame)` of each frame: `body` gets those in frame order
    /// on the calling thread, and each frame is let go on the thread that painted it (`FrameStream.nextExtras`).
    func forEachAnalysis<Extra: Sendable>(
        jobs: Int, stage: RenderProgress.Stage, atSeconds times: [Double], progressTotal: Int,
        progress: ProgressHandler?, computing extra: @Sendable (_ index: Int, _ frame: Pixmap) -> Extra,
        _ body: (Int, Extra) throws(StretchGIFError) -> Void
    ) throws(StretchGIFError) {
        var stream = try FrameStream(source: self, jobs: jobs, atSeconds: times)
        while let batch = stream.nextExtras(computing: extra) {
            for (offset, result) in batch.extras.enumerated() { try body(batch.range.lowerBound + offset, result) }
            progress?(RenderProgress(stage: stage, done: batch.range.upperBound, total: progressTotal))
        }
    }
}

extension OutputTarget {
    /// Every file of `targets`, opened (and so checked) before any painting, by path; a path named twice, or two
    /// paths that are one file through a link, are refused.
    static func openFiles(of targets: [OutputTarget]) throws(StretchGIFError) -> [String: AtomicOutputFile] {
        let paths = targets.compactMap { target -> String? in
            if case .file(let path) = target.destination { return path } else { return nil }
        }
        if let same = firstSameFile(in: paths) {
            throw .invalidParameter(name: "output",
                                    message: "names one file twice: '\(same.first)' and '\(same.second)'")
        }
        var files: [String: AtomicOutputFile] = [:]  // looked up by path, never iterated
        for path in paths {
            guard files[path] == nil else {
                throw .invalidParameter(name: "output", message: "names '\(path)' twice")
            }
            files[path] = try AtomicOutputFile(path: path)
        }
        return files
    }

    /// Gives every destination its format's bytes (a file an encoder wrote in place has them already), then commits
    /// the files, in the targets' order; says what each target got.
    static func deliver(_ targets: [OutputTarget], results: [OutputFormat: EncodedFormat],
                        files: [String: AtomicOutputFile]) throws(StretchGIFError) -> [EncodedOutput]
    {
        var outputs: [EncodedOutput] = []
        for target in targets {
            // Every format of the targets was given an encoder, so each has a result.
            guard let result = results[target.format] else {
                throw .renderFailed(message: "no \(target.format.rawValue) encoder ran (an internal error; please report it)")
            }
            let summary = result.summary
            switch target.destination {
            case .memory:
                outputs.append(EncodedOutput(summary: summary, bytes: result.bytes))
            case .file(let path):
                if result.streamedPath != path {
                    guard let file = files[path], let bytes = result.bytes, file.write(bytes) else {
                        throw .outputFailed(path: path, message: files[path]?.failureReason ?? "write failed")
                    }
                }
                outputs.append(EncodedOutput(summary: OutputSummary(
                    format: summary.format, path: path, pixelWidth: summary.pixelWidth, pixelHeight: summary.pixelHeight,
                    frames: summary.frames, durationMilliseconds: summary.durationMilliseconds,
                    byteCount: summary.byteCount), bytes: nil))
            }
        }
        for target in targets {
            if case .file(let path) = target.destination, let file = files[path] { try file.commit() }
        }
        return outputs
    }
}
