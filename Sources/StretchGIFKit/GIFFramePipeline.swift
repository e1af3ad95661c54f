import Foundation
import GIF
import Raster

extension FrameSource {
    /// Pass 2 of a GIF (pass 1, in `encode(_:options:progress:observeGIF:)`, fed a sample of the frames to
    /// `histogram`): builds the one palette, paints the GIF schedule's frames, quantizes and LZW-codes them in
    /// parallel and streams them to the encoder; `observe` sees every frame's straight RGBA in order. No frame is kept
    /// between the passes, so peak memory does not grow with the number of frames (frames are pure functions of
    /// their instant, so painting twice gives the same bytes). `progress` counts on from `progressStart` out of
    /// `progressTotal`.
    func encodeGIFFrames(histogram builder: PaletteBuilder, options: RenderOptions, output: any GIFOutput,
                         progress: ProgressHandler?, progressStart: Int, progressTotal: Int,
                         observe: ((_ index: Int, _ rgba: [UInt8]) -> Void)? = nil)
        throws(StretchGIFError) -> GIFSummary
    {
        let jobs = options.effectiveJobs
        let threads = threads(jobs: jobs)
        let count = schedule.frames.count
        let gifOptions = GIFOptions(width: pixelWidth, height: pixelHeight, loopCount: options.loop,
                                    maxColors: options.colors, dither: options.dither,
                                    ditherStrength: options.ditherStrength, lossy: options.lossy)
        // With frame differencing one palette slot stays free for the transparent index.
        let palette = builder.build(maxColors: gifOptions.paletteColorBudget)
        let encoder: GIFEncoder
        do { encoder = try GIFEncoder(options: gifOptions, palette: palette, output: output) } catch {
            throw StretchGIFError(error, output: output)
        }
        // Each thread has its painter and its quantizer (whose colour memo only caches a pure function).
        var workers: [GIFEncodingWorker<Painter>] = []
        for _ in 0..<max(1, min(threads, count)) {
            workers.append(GIFEncodingWorker(
                painter: try makePainter(),
                quantizer: FrameQuantizer(palette: palette, dither: options.dither, strength: options.ditherStrength)))
        }
        var pool = WorkerPool(workers: workers)
        let source = self
        let width = pixelWidth, height = pixelHeight
        let keepsRGBA = observe != nil
        var repeated = RepeatedFrames<Input, (indices: Result<[UInt8], GIFError>, rgba: [UInt8])>()
        // A two-stage pipeline, one round per batch (docs/gif.md#parallel-encoding). In round r the workers paint and
        // quantize batch r and prepare batch r - 1 (difference, local table, lossy choice and LZW coding of each frame
        // against the one before it); then this thread merges identical frames and writes batch r - 1 in order.
        var sequencer = GIFFrameSequencer(options: gifOptions, palette: palette)
        func write(_ frame: SequencedGIFFrame?) throws(StretchGIFError) {
            guard let frame else { return }
            do { try encoder.write(frame.coded()) } catch { throw StretchGIFError(error, output: output) }
        }
        // Batch r - 1's indices, waiting to be prepared, and the frame before its first.
        var toPrepare: (range: Range<Int>, frames: [[UInt8]], previous: [UInt8]?)?
        let batchRanges = batches(threads: threads, frames: count)
        for round in 0...batchRanges.count {
            let range = round < batchRanges.count ? batchRanges[round] : nil
            let inputs = range.map { self.inputs(atSeconds: $0.map { schedule.frames[$0].timeSeconds }) } ?? []
            let preparing = toPrepare
            let prepareCount = preparing?.frames.count ?? 0
            var work: [GIFEncodingWork] = []
            // Items of the round: frames to prepare, then the batch's distinct frames to paint.
            func runRound(painting positions: [Int]) -> [GIFEncodingWork] {
                pool.map(0..<(prepareCount + positions.count)) { item, worker in
                    if item < prepareCount, let preparing {
                        return .prepared(Result { () throws(GIFError) -> PreparedGIFFrame in
                            try PreparedGIFFrame(indices: preparing.frames[item],
                                                 previous: item == 0 ? preparing.previous : preparing.frames[item - 1],
                                                 options: gifOptions, palette: palette)
                        })
                    }
                    let rgba = source.paint(inputs[positions[item - prepareCount]], with: &worker.painter)
                        .unpremultipliedRGBA()
                    let indices = Result { () throws(GIFError) -> [UInt8] in
                        try worker.quantizer.quantize(rgba: rgba, width: width, height: height)
                    }
                    return .painted(indices, keepsRGBA ? rgba : [])
                }
            }
            let quantized = repeated.outputs(for: inputs) { positions in
                work = runRound(painting: positions)
                // Painted items come last, one per position.
                return work.suffix(positions.count).compactMap { item in
                    if case .painted(let indices, let rgba) = item { (indices, rgba) } else { nil }
                }
            }
            // Every frame of the batch repeated the one before (nothing painted), or no batch is left to paint.
            if work.isEmpty { work = runRound(painting: []) }
            if let preparing {
                for (offset, item) in work.prefix(prepareCount).enumerated() {
                    guard case .prepared(let frame) = item else { continue }
                    let delay = schedule.frames[preparing.range.lowerBound + offset].delayCentiseconds
                    let released: SequencedGIFFrame?
                    do { released = try sequencer.add(frame.get(), delayCentiseconds: delay) } catch {
                        throw StretchGIFError(error, output: output)
                    }
                    try write(released)
                }
            }
            guard let range else { break }
            var frames: [[UInt8]] = []
            for (offset, frame) in quantized.enumerated() {
                observe?(range.lowerBound + offset, frame.rgba)
                do { frames.append(try frame.indices.get()) } catch { throw StretchGIFError(error, output: output) }
            }
            toPrepare = (range, frames, preparing?.frames.last)
            if round > 0 {
                progress?(RenderProgress(stage: .encoding, done: progressStart + range.lowerBound, total: progressTotal))
            }
        }
        try write(sequencer.flush())
        progress?(RenderProgress(stage: .encoding, done: progressTotal, total: progressTotal))
        do { return try encoder.finish() } catch { throw StretchGIFError(error, output: output) }
    }
}

/// What a worker did for one item of a GIF pipeline round.
enum GIFEncodingWork: Sendable {
    /// A frame of the batch being painted, quantized (and its straight RGBA when someone observes frames).
    case painted(Result<[UInt8], GIFError>, [UInt8])
    /// A frame of the batch before, prepared against the one before it.
    case prepared(Result<PreparedGIFFrame, GIFError>)
}

/// A painter and a quantizer owned by one thread.
struct GIFEncodingWorker<Painter: Sendable>: Sendable {
    var painter: Painter
    var quantizer: FrameQuantizer
}

extension StretchGIFError {
    /// A GIF error as the library's error, the one mapping every GIF encoding uses: a write failure names the output
    /// file when there is one (with the file's own reason), anything else fails the render.
    init(_ error: GIFError, output: any GIFOutput) {
        if case .outputWriteFailed = error, let file = output as? AtomicOutputFile {
            self = .outputFailed(path: file.finalPath, message: file.failureReason ?? error.description)
        } else {
            self = .renderFailed(message: error.description)
        }
    }
}
