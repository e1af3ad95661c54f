import Foundation
import GIF
import Layout
import Raster
import SceneRender
import ScrollSim

/// One run's frames: which instants are rendered (the GIF frame schedule), at what size, with what chrome,
/// and the passes that turn them into a GIF, PNGs or a hash manifest. Frames are pure functions of their
/// index, rendered in parallel batches so memory stays bounded and output is identical for any `--jobs`.
struct RenderPlan {
    let production: Production
    let schedule: FrameSchedule
    let chrome: ChromeTimeline
    /// Pixels per point while painting (higher than `--scale` when `--width` asks for a reduction).
    let renderScale: Double
    /// Final frame size in pixels.
    let pixelWidth: Int
    let pixelHeight: Int
    let reduceToWidth: Int?
    let touches: Bool
    let bezel: Bool

    init(production: Production, frameOptions: FrameOptions) throws {
        self.production = production
        let durationSeconds = production.motion.timeline.durationMilliseconds / 1000
        do { schedule = try FrameSchedule(durationSeconds: durationSeconds, fps: frameOptions.fps) } catch {
            throw CLIError(error.description)
        }
        chrome = production.chromeTimeline()
        let screen = production.scene.screen
        touches = frameOptions.touches
        bezel = frameOptions.bezel
        // The painted frame: the screen, plus the phone's bezel on each side with --bezel.
        let border = bezel ? 2 * SceneRenderer.bezelPoints : 0
        let frameWidth = screen.width + border
        if let width = frameOptions.width {
            renderScale = frameOptions.renderScale(frameWidth: frameWidth)
            reduceToWidth = width
            pixelWidth = width
            let painted = SceneRenderer.framePixelSize(screen: screen, scale: renderScale, bezel: bezel)
            pixelHeight = max(1, Int((Double(painted.height) * Double(width) / Double(painted.width)).rounded()))
        } else {
            renderScale = Double(frameOptions.scale)
            reduceToWidth = nil
            let painted = SceneRenderer.framePixelSize(screen: screen, scale: renderScale, bezel: bezel)
            pixelWidth = painted.width
            pixelHeight = painted.height
        }
    }

    /// The index of the output frame on screen at `seconds` (clamped to the animation).
    func frameIndex(shownAtSeconds seconds: Double) -> Int {
        let frames = schedule.frames
        var index = 0
        for (candidate, frame) in frames.enumerated() where frame.timeSeconds <= seconds + 1e-9 { index = candidate }
        return index
    }

    /// The instant (ms) output frame `index` shows.
    func milliseconds(ofFrame index: Int) -> Double {
        schedule.frames[index].timeSeconds * 1000
    }

    /// The chrome for the instant `time` (ms) at scroll state `sample`.
    func chromeState(atMilliseconds time: Double, sample: ScrollSample) -> ChromeState {
        let scene = production.scene
        let screen = scene.screen
        let geometry = production.motion.geometry
        var state = ChromeState(statusBarHiddenFraction: chrome.statusBarHiddenFraction(atMilliseconds: time))
        let alpha = chrome.indicatorAlpha(atMilliseconds: time)
        if alpha > 0, scene.scroll.showsIndicator {
            let insets = scene.scroll.indicatorInset(on: screen)
            state.indicator = ScrollIndicatorState.geometry(
                offset: sample.offset, minOffset: geometry.minOffset, maxOffset: geometry.maxOffset,
                viewportHeight: geometry.viewportHeight, contentHeight: geometry.contentHeight,
                insetTop: insets.top, insetBottom: insets.bottom, alpha: alpha)
        }
        if touches, let finger = sample.fingerY {
            state.touch = Point(x: screen.width / 2, y: finger)
        }
        return state
    }

    /// A worker's private state: its own layout engine copy and renderer (text cache, font faces).
    struct Worker {
        var engine: LayoutEngine
        var renderer: SceneRenderer
    }

    /// A fresh worker.
    func makeWorker() throws -> Worker {
        Worker(engine: production.engine,
               renderer: SceneRenderer(scene: production.scene, assets: try production.makeAssets(),
                                       scale: renderScale, bezel: bezel))
    }

    /// Paints output frame `index` with `worker`.
    func paint(frame index: Int, worker: inout Worker) -> Pixmap {
        let time = milliseconds(ofFrame: index)
        let sample = production.motion.timeline.sample(atMilliseconds: time)
        let layout = worker.engine.solve(offset: sample.offset)
        let pixmap = worker.renderer.render(layout, chrome: chromeState(atMilliseconds: time, sample: sample))
        if let reduceToWidth, pixmap.width != reduceToWidth { return pixmap.downsampled(toWidth: reduceToWidth) }
        return pixmap
    }

    /// Frames `range`, painted on `jobs` threads, in order.
    func renderFrames(_ range: Range<Int>, jobs: Int) throws -> [Pixmap] {
        var workers: [Worker] = []
        for _ in 0..<max(1, min(jobs, range.count)) { workers.append(try makeWorker()) }
        return parallelMapWithWorkers(range, workers: &workers) { index, worker in paint(frame: index, worker: &worker) }
    }

    /// Paints every frame in batches of a few per thread and hands each to `body` in frame order.
    /// `progressTotal` > frame count means a later pass continues the bar (it is then not cleared here).
    func forEachBatch(jobs: Int, quiet: Bool, label: String, progressTotal: Int? = nil,
                      _ body: (Int, Pixmap) throws -> Void) throws {
        let count = schedule.frames.count
        let batch = max(1, jobs) * 4
        var progress = ProgressBar(total: progressTotal ?? count, label: label, quiet: quiet)
        var workers: [Worker] = []
        for _ in 0..<max(1, min(jobs, count)) { workers.append(try makeWorker()) }
        var start = 0
        while start < count {
            let range = start..<min(count, start + batch)
            let frames = parallelMapWithWorkers(range, workers: &workers) { index, worker in
                paint(frame: index, worker: &worker)
            }
            for (offset, frame) in frames.enumerated() { try body(range.lowerBound + offset, frame) }
            start = range.upperBound
            progress.update(done: start)
        }
        if (progressTotal ?? count) <= count { progress.finish() }
    }

    /// Renders and encodes the GIF: pass 1 builds one palette from every frame's histogram, pass 2 paints the
    /// frames again, quantizes them in parallel and streams them to the encoder. No frame is kept between the
    /// passes, so peak memory does not grow with the number of frames (frames are pure functions of their index,
    /// so painting twice gives the same bytes). `observe`, when given, sees every frame of pass 1 in frame order
    /// (the `hash` manifest is built from it, so hashing costs no extra painting pass).
    func encodeGIF(options: EncodingOptions, output: any GIFOutput,
                   observe: ((_ index: Int, _ frame: Pixmap, _ rgba: [UInt8]) throws -> Void)? = nil) throws
        -> GIFSummary
    {
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let total = schedule.frames.count * 2
        var builder = PaletteBuilder()
        try forEachBatch(jobs: jobs, quiet: options.quiet, label: "palette ", progressTotal: total) { index, frame in
            let rgba = frame.unpremultipliedRGBA()
            builder.add(rgba: rgba)
            try observe?(index, frame, rgba)
        }
        let dither = DitherMode(rawValue: options.dither) ?? .ordered
        let gifOptions = GIFOptions(width: pixelWidth, height: pixelHeight, loopCount: options.loop,
                                    maxColors: options.colors, dither: dither, ditherStrength: options.ditherStrength)
        // With frame differencing one palette slot stays free for the transparent index.
        let palette = builder.build(maxColors: gifOptions.paletteColorBudget)
        let encoder: GIFEncoder
        do { encoder = try GIFEncoder(options: gifOptions, palette: palette, output: output) } catch {
            throw CLIError(error.description)
        }
        let count = schedule.frames.count
        let batch = max(1, jobs) * 4
        var progress = ProgressBar(total: total, label: "encoding", quiet: options.quiet)
        // Each thread has its painter and its quantizer (whose per-colour memo carries over from frame to frame).
        var workers: [(painter: Worker, quantizer: FrameQuantizer)] = []
        for _ in 0..<max(1, min(jobs, count)) {
            workers.append((try makeWorker(),
                            FrameQuantizer(palette: palette, dither: dither, strength: options.ditherStrength)))
        }
        var start = 0
        while start < count {
            let range = start..<min(count, start + batch)
            let indexed = parallelMapWithWorkers(range, workers: &workers) { index, worker in
                let rgba = paint(frame: index, worker: &worker.painter).unpremultipliedRGBA()
                return Result { () throws(GIFError) -> [UInt8] in
                    try worker.quantizer.quantize(rgba: rgba, width: pixelWidth, height: pixelHeight)
                }
            }
            for (offset, quantized) in indexed.enumerated() {
                do {
                    let indices = try quantized.get()
                    try encoder.addFrame(indices: indices,
                                         delayCentiseconds: schedule.frames[range.lowerBound + offset].delayCentiseconds)
                } catch { throw CLIError(error.description) }
            }
            start = range.upperBound
            progress.update(done: count + start)
        }
        progress.finish()
        do { return try encoder.finish() } catch { throw CLIError(error.description) }
    }

    /// The `hash` manifest: one line per output frame, then the GIF's hash. Frames are painted twice in all (the
    /// palette pass, which also hashes them, and the encoding pass). `observe` sees every frame of the first pass.
    func manifest(options: EncodingOptions, observe: ((_ index: Int, _ frame: Pixmap) -> Void)? = nil) throws
        -> String
    {
        var lines = [
            "# stretchgif frame manifest v1: scene \(production.sceneName), \(pixelWidth)x\(pixelHeight) px, "
                + "\(schedule.frames.count) frames, \(schedule.totalCentiseconds) cs",
            "# hash: 64-bit FNV-1a of the frame's straight RGBA bytes, row-major from the top row",
            "# frame time_s delay_cs offset_pt rgba_fnv1a64",
        ]
        var quiet = options
        quiet.quiet = true
        let memory = MemoryGIFOutput()
        let summary = try encodeGIF(options: quiet, output: memory) { index, frame, rgba in
            let time = milliseconds(ofFrame: index)
            let offset = production.motion.timeline.sample(atMilliseconds: time).offset
            lines.append(String(format: "%04d %.3f %d %.3f ", index, time / 1000,
                                schedule.frames[index].delayCentiseconds, offset == 0 ? 0 : offset)
                         + FNV1a64.hex(of: rgba))
            observe?(index, frame)
        }
        lines.append("gif \(FNV1a64.hex(of: memory.bytes)) \(summary.byteCount) bytes \(summary.writtenFrames) frames")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `parallelMap` over long-lived workers: worker w handles indices w, w + n, ... of `range`.
func parallelMapWithWorkers<Worker, Result>(_ range: Range<Int>, workers: inout [Worker],
                                            _ work: (Int, inout Worker) -> Result) -> [Result] {
    let count = range.count
    guard count > 0, !workers.isEmpty else { return [] }
    let used = min(workers.count, count)
    if used == 1 { return range.map { work($0, &workers[0]) } }
    return workers.withUnsafeMutableBufferPointer { pool in
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        let shared = WorkerSlots(results: slots, workers: pool)
        withoutActuallyEscaping(work) { work in
            let box = WorkerBox(work: work)
            DispatchQueue.concurrentPerform(iterations: used) { worker in
                var index = worker
                while index < count {
                    shared.results[index] = box.work(range.lowerBound + index, &shared.workers[worker])
                    index += used
                }
            }
        }
        return slots.map { $0! }
    }
}

/// Result slots and workers accessed at disjoint indices by the threads of `parallelMapWithWorkers`.
private struct WorkerSlots<Worker, Result>: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Result?>
    let workers: UnsafeMutableBufferPointer<Worker>
}

/// The per-index function, shared read-only by the threads.
private struct WorkerBox<Worker, Result>: @unchecked Sendable {
    let work: (Int, inout Worker) -> Result
}
