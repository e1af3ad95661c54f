import Foundation
import GIF
import Raster

extension RenderPlan {
    /// Encodes every target in one run: each frame is painted once for all the formats, in one pass over the
    /// frames the outputs need (the video schedule's when a video is among them, else the GIF schedule's; GIF and
    /// WebP take the GIF schedule's frames, a subset of the video's). GIF alone then paints its frames a second
    /// time, to quantize them with the palette built from a sample of them (`PaletteSample`; a GIF alone paints only
    /// the sample in the first pass; docs/formats.md#several-outputs). A format
    /// asked for twice is encoded once. Files are committed only after every output was encoded; on failure none
    /// is left. `observeGIF`, when given, sees every GIF frame of the encoding pass in order (the manifest hashes them).
    func encode(_ targets: [OutputTarget], options: RenderOptions, progress: ProgressHandler?,
                observeGIF: ((_ index: Int, _ rgba: [UInt8]) -> Void)? = nil)
        throws(StretchGIFError) -> [EncodedOutput]
    {
        guard !targets.isEmpty else {
            throw .invalidParameter(name: "output", message: "expects at least one output")
        }
        var formats: [OutputFormat] = []
        for target in targets where !formats.contains(target.format) { formats.append(target.format) }
        // Every file is opened (and so checked) before any painting; a path named twice, or two paths that are one
        // file through a link, are refused.
        let paths = targets.compactMap { target -> String? in
            if case .file(let path) = target.destination { return path } else { return nil }
        }
        if let same = OutputTarget.firstSameFile(in: paths) {
            throw .invalidParameter(name: "output",
                                    message: "names one file twice: '\(same.first)' and '\(same.second)'")
        }
        var files: [String: AtomicOutputFile] = [:]
        for target in targets {
            guard case .file(let path) = target.destination else { continue }
            guard files[path] == nil else {
                throw .invalidParameter(name: "output", message: "names '\(path)' twice")
            }
            files[path] = try AtomicOutputFile(path: path)
        }
        func targetsOf(_ format: OutputFormat) -> [OutputTarget] { targets.filter { $0.format == format } }
        func firstFile(of format: OutputFormat) -> (path: String, file: AtomicOutputFile)? {
            for target in targetsOf(format) {
                if case .file(let path) = target.destination, let file = files[path] { return (path, file) }
            }
            return nil
        }

        // GIF streams into its file when it has exactly one destination, a file; else into memory.
        let gifStreamsToFile = targetsOf(.gif).count == 1 ? firstFile(of: .gif) : nil
        let gifOutput: any GIFOutput = gifStreamsToFile?.file ?? MemoryGIFOutput()
        var histogram: PaletteBuilder? = formats.contains(.gif) ? PaletteBuilder() : nil
        let webp = formats.contains(.webp)
            ? try WebPAnimationEncoder(width: pixelWidth, height: pixelHeight, plays: options.loop,
                                       quality: options.quality)
            : nil
        let webpTimes = webpTimestamps()
        // Each video is written by libavformat into its first file's temporary file, or into a scratch file.
        var videos: [(format: OutputFormat, encoder: VideoEncoder, file: AtomicOutputFile)] = []
        for format in formats where format.isVideo {
            let first = firstFile(of: format)
            let file: AtomicOutputFile
            if let first { file = first.file } else { file = try AtomicOutputFile(path: Self.scratchPath(format: format)) }
            let encoder = try VideoEncoder(
                path: file.releaseForExternalWriter(), displayPath: first?.path ?? "the \(format.rawValue) output",
                format: format, width: pixelWidth, height: pixelHeight, fps: videoSchedule.fps,
                quality: options.quality)
            videos.append((format, encoder, file))
        }

        // Pass 1: every frame the video and WebP outputs need, painted once, and the GIF's palette sample. A GIF
        // alone paints only its sample here; the palette is the same whichever other outputs are asked for.
        let gifFrames = schedule.frames
        let video = videoSchedule
        let paletteSample = PaletteSample(frameCount: gifFrames.count)
        let passGIFFrames = webp != nil || !videos.isEmpty ? Array(gifFrames.indices) : paletteSample.frames
        let times = videos.isEmpty ? passGIFFrames.map { gifFrames[$0].timeSeconds }
                                   : (0..<video.frameCount).map { video.timeSeconds(ofFrame: $0) }
        // The GIF frame each pass-1 frame is, if any: GIF frame k shows source frame `gifFrames[k].sourceIndex`,
        // which is the video's frame of that index.
        var gifFrameOfPassFrame = [Int?](repeating: nil, count: times.count)
        for (position, k) in passGIFFrames.enumerated() {
            let frame = videos.isEmpty ? position : gifFrames[k].sourceIndex
            if frame < times.count { gifFrameOfPassFrame[frame] = k }
        }
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let total = times.count + (histogram == nil ? 0 : gifFrames.count)
        let chrome = chromeTimeline()
        // The palette sample's colours are counted on the painting threads, a histogram per frame, and the counts
        // added here in frame order (sums: the palette does not depend on which thread counted what).
        let countsColours = histogram != nil
        let frameOfPassFrame = gifFrameOfPassFrame
        try forEachFrame(jobs: jobs, stage: histogram == nil ? .encoding : .palette, atSeconds: times,
                         progressTotal: total, chrome: chrome, progress: progress, computing: { index, frame -> PaletteBuilder? in
            guard countsColours, let k = frameOfPassFrame[index], paletteSample.contains(k) else { return nil }
            var counts = PaletteBuilder()
            counts.add(rgba: frame.unpremultipliedRGBA())
            return counts
        }) { (index: Int, frame: Pixmap, counts: PaletteBuilder?) throws(StretchGIFError) in
            if let counts { histogram?.add(counts) }
            if let k = gifFrameOfPassFrame[index] {
                try webp?.add(frame, timestampMilliseconds: webpTimes.starts[k])
            }
            for video in videos {
                try video.encoder.add(frame, index: index,
                                      lengthMilliseconds: self.videoSchedule.durationMilliseconds(ofFrame: index))
            }
        }
        var results: [OutputFormat: (bytes: [UInt8]?, summary: OutputSummary)] = [:]
        if let webp {
            let bytes = try webp.finish(endMilliseconds: webpTimes.end)
            results[.webp] = (bytes, OutputSummary(
                format: .webp, path: nil, pixelWidth: pixelWidth, pixelHeight: pixelHeight, frames: gifFrames.count,
                durationMilliseconds: webpTimes.end, byteCount: bytes.count))
        }
        for video in videos {
            try video.encoder.finish()
            // The bytes are read back only when another destination needs them.
            let needsBytes = targetsOf(video.format).count > 1 || firstFile(of: video.format) == nil
            let bytes = needsBytes ? try Self.readBack(video.file) : nil
            results[video.format] = (bytes, OutputSummary(
                format: video.format, path: nil, pixelWidth: video.encoder.encodedWidth,
                pixelHeight: video.encoder.encodedHeight, frames: videoSchedule.frameCount,
                durationMilliseconds: videoSchedule.durationMilliseconds,
                byteCount: bytes?.count ?? Self.fileSize(video.file.temporaryPath)))
        }

        // Pass 2: the GIF's frames, quantized with the palette pass 1 built.
        if let histogram {
            let summary = try encodeGIFFrames(
                histogram: histogram, options: options, output: gifOutput, chrome: chrome, progress: progress,
                progressStart: times.count, progressTotal: total, observe: observeGIF)
            results[.gif] = ((gifOutput as? MemoryGIFOutput)?.bytes, OutputSummary(
                format: .gif, path: nil, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                frames: summary.writtenFrames, durationMilliseconds: summary.totalCentiseconds * 10,
                byteCount: summary.byteCount))
        }

        // Every destination gets its format's bytes (a streamed file has them already), then the files are committed.
        var streamed: Set<String> = []
        if let gifStreamsToFile { streamed.insert(gifStreamsToFile.path) }
        for video in videos { if let first = firstFile(of: video.format) { streamed.insert(first.path) } }
        var outputs: [EncodedOutput] = []
        for target in targets {
            guard let result = results[target.format] else {
                throw .renderFailed(message: "no \(target.format.rawValue) was encoded")
            }
            let summary = result.summary
            switch target.destination {
            case .memory:
                outputs.append(EncodedOutput(summary: summary, bytes: result.bytes))
            case .file(let path):
                if !streamed.contains(path) {
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
