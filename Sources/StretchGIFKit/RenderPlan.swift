import Foundation
import GIF
import Layout
import Raster
import SceneRender
import ScrollSim

/// One run's frames: which instants are rendered (the GIF frame schedule), at what size, with what chrome, and
/// the passes that turn them into a GIF, PNGs or a hash manifest.
///
/// Every frame is a pure function of its index: its time comes from the schedule, its layout is solved on a
/// fresh copy of the built layout engine (serially, on the calling thread, a batch at a time), and its pixels are
/// painted by whichever worker thread takes it, from the layout and the chrome state alone. Output is therefore
/// identical for any number of threads (docs/library.md#determinism).
struct RenderPlan: Sendable {
    let production: Production
    /// The GIF's frames (also WebP's, PNG's and the manifest's).
    let schedule: FrameSchedule
    /// A video's frames: every source frame of the same rate, none merged.
    let videoSchedule: VideoSchedule
    /// Pixels per point while painting (higher than `scale` when `width` asks for a reduction).
    let renderScale: Double
    /// Final frame size in pixels.
    let pixelWidth: Int
    let pixelHeight: Int
    let reduceToWidth: Int?
    let touches: Bool
    /// The phone around every frame when `bezel` is on, painted once here and shared by every renderer the plan
    /// makes (docs/scenes.md#bezel).
    let bezelLayer: BezelLayer?

    /// Largest painted frame: 64 Mi pixels, a 256 MiB canvas. A `width` reduction paints at a lower supersampling
    /// factor rather than past it; a frame larger than this even at `scale` is refused.
    static let maximumPaintedPixels = 64 * 1024 * 1024

    /// Pixels per point while painting for `options` on `scene`'s screen: `scale`, or for a `width` at least twice
    /// that width over the painted frame's width in points (reduced later with an area filter, so small outputs
    /// stay crisp), lowered until the painted frame fits `maximumPaintedPixels`.
    static func renderScale(options: RenderOptions, scene: Scene) throws(StretchGIFError) -> Double {
        let screen = scene.screen
        func size(_ scale: Int) -> (width: Int, height: Int) {
            SceneRenderer.framePixelSize(device: scene.device, orientation: scene.orientation, scale: Double(scale),
                                         bezel: options.bezel)
        }
        func pixels(_ scale: Int) -> Int { let frame = size(scale); return frame.width * frame.height }
        guard pixels(options.scale) <= maximumPaintedPixels else {
            let size = size(options.scale)
            throw .invalidParameter(name: "scale", message: "gives a \(size.width) x \(size.height) px frame for this "
                + "\(formatNumber(screen.width)) x \(formatNumber(screen.height)) pt screen; frames may have at most "
                + "\(maximumPaintedPixels / (1024 * 1024)) Mi pixels")
        }
        guard let width = options.width else { return Double(options.scale) }
        let frameWidth = SceneRenderer.framePointSize(device: scene.device, orientation: scene.orientation,
                                                      bezel: options.bezel).width
        // Never paint narrower than the output (the area filter only reduces).
        let smallest = max(options.scale, Int((Double(width) / frameWidth).rounded(.up)))
        guard pixels(smallest) <= maximumPaintedPixels else {
            throw .invalidParameter(name: "width", message: "needs frames of more than "
                + "\(maximumPaintedPixels / (1024 * 1024)) Mi pixels for this \(formatNumber(screen.width)) x "
                + "\(formatNumber(screen.height)) pt screen (got \(width))")
        }
        var scale = max(smallest, Int((2 * Double(width) / frameWidth).rounded(.up)))
        while scale > smallest && pixels(scale) > maximumPaintedPixels { scale -= 1 }
        return Double(scale)
    }

    /// The bytes the frames in flight may take, for this plan's painted and output frame sizes.
    var memoryBudget: FrameMemoryBudget {
        FrameMemoryBudget(paintedPixels: paintedPixels, outputPixels: pixelWidth * pixelHeight)
    }

    /// Pixels of one painted frame, before any reduction to the output width.
    var paintedPixels: Int {
        let scene = production.scene
        let painted = SceneRenderer.framePixelSize(device: scene.device, orientation: scene.orientation,
                                                   scale: renderScale, bezel: bezelLayer != nil)
        return painted.width * painted.height
    }

    /// Threads that paint at once: `jobs`, no more than the cores, fewer when their frames would pass the memory
    /// budget (`PaintingThreads`).
    func threads(jobs: Int) -> Int {
        PaintingThreads.count(jobs: jobs, budget: memoryBudget)
    }

    init(production: Production, options: RenderOptions) throws(StretchGIFError) {
        self.production = production
        let durationSeconds = production.motion.timeline.durationMilliseconds / 1000
        let shortest = Double(FrameSchedule.minimumDelayCentiseconds) / 100
        guard durationSeconds >= shortest else {
            throw production.gestureSource.error("lasts \(formatNumber(durationSeconds * 1000)) ms; an animation "
                + "needs at least \(formatNumber(shortest * 1000)) ms (one GIF frame): add a wait or a drag")
        }
        do { schedule = try FrameSchedule(durationSeconds: durationSeconds, fps: options.fps) } catch {
            if durationSeconds > FrameSchedule.maximumDurationSeconds {
                throw production.gestureSource.error("lasts \(formatNumber(durationSeconds)) s; an animation may last "
                    + "at most \(formatNumber(FrameSchedule.maximumDurationSeconds)) s")
            }
            throw .invalidParameter(name: "fps", message: "gives too many frames for this "
                + "\(formatNumber(durationSeconds)) s animation: \(error.description)")
        }
        videoSchedule = VideoSchedule(durationSeconds: durationSeconds, fps: options.fps)
        let scene = production.scene
        touches = options.touches
        renderScale = try Self.renderScale(options: options, scene: scene)
        bezelLayer = options.bezel
            ? BezelLayer(device: scene.device, orientation: scene.orientation, scale: renderScale) : nil
        let painted = SceneRenderer.framePixelSize(device: scene.device, orientation: scene.orientation,
                                                   scale: renderScale, bezel: options.bezel)
        if let width = options.width {
            reduceToWidth = width
            pixelWidth = width
            pixelHeight = max(1, Int((Double(painted.height) * Double(width) / Double(painted.width)).rounded()))
        } else {
            reduceToWidth = nil
            pixelWidth = painted.width
            pixelHeight = painted.height
        }
    }

    /// The index of the output frame on screen at `seconds` (clamped to the animation).
    func frameIndex(shownAtSeconds seconds: Double) -> Int {
        var index = 0
        for (candidate, frame) in schedule.frames.enumerated() where frame.timeSeconds <= seconds + 1e-9 {
            index = candidate
        }
        return index
    }

    /// The instant (ms) output frame `index` shows.
    func milliseconds(ofFrame index: Int) -> Double {
        schedule.frames[index].timeSeconds * 1000
    }

    /// The scroll state output frame `index` shows.
    func sample(ofFrame index: Int) -> ScrollSample {
        production.motion.timeline.sample(atMilliseconds: milliseconds(ofFrame: index))
    }

    /// What one worker needs to paint a frame: its layout and its chrome, both computed before painting.
    struct FrameInput: Sendable, Equatable {
        let layout: SolvedLayout
        let chrome: ChromeState
    }

    /// The chrome timeline as far as frame `lastFrame` (the whole animation when nil): a still frame of a long
    /// gesture scans only up to its own instant, which gives the same chrome as the full scan for every time before.
    func chromeTimeline(throughFrame lastFrame: Int? = nil) -> ChromeTimeline {
        production.chromeTimeline(untilMilliseconds: lastFrame.map { milliseconds(ofFrame: $0) })
    }

    /// The inputs of frames `range`, each solved on a fresh copy of the built engine (so a frame's layout does not
    /// depend on which frames were solved before it), serially on the calling thread; `chrome` must reach the last.
    func inputs(_ range: Range<Int>, chrome: ChromeTimeline) -> [FrameInput] {
        inputs(atSeconds: range.map { schedule.frames[$0].timeSeconds }, chrome: chrome)
    }

    /// The inputs of the frames showing the instants `times` (seconds), as `inputs(_:chrome:)` solves them.
    func inputs(atSeconds times: [Double], chrome: ChromeTimeline) -> [FrameInput] {
        times.map { seconds in
            let time = seconds * 1000
            let sample = production.motion.timeline.sample(atMilliseconds: time)
            var engine = production.engine
            let layout = engine.solve(offset: sample.offset)
            return FrameInput(
                layout: layout,
                chrome: chromeState(atMilliseconds: time, sample: sample, contentHeight: layout.contentHeight, chrome: chrome))
        }
    }

    /// The chrome for the instant `time` (ms) at scroll state `sample`, whose layout has `contentHeight`: the
    /// indicator follows the content size of the frame it is drawn on, as UIKit's does
    /// (docs/physics.md#content-that-grows-with-the-offset).
    func chromeState(
        atMilliseconds time: Double, sample: ScrollSample, contentHeight: Double, chrome: ChromeTimeline
    ) -> ChromeState {
        let scene = production.scene
        let screen = scene.screen
        let geometry = production.motion.geometry
        var state = ChromeState(statusBarHiddenFraction: chrome.statusBarHiddenFraction(atMilliseconds: time))
        let alpha = chrome.indicatorAlpha(atMilliseconds: time)
        if alpha > 0, scene.scroll.showsIndicator {
            let insets = scene.scroll.indicatorInset(on: screen)
            var frameGeometry = geometry
            frameGeometry.contentHeight = contentHeight
            state.indicator = ScrollIndicatorState.geometry(
                offset: sample.offset, minOffset: frameGeometry.minOffset, maxOffset: frameGeometry.maxOffset,
                viewportHeight: frameGeometry.viewportHeight, contentHeight: contentHeight,
                insetTop: insets.top, insetBottom: insets.bottom, alpha: alpha)
        }
        if touches, let finger = sample.fingerY {
            state.touch = Point(x: screen.width / 2, y: finger)
        }
        return state
    }

    /// A fresh painter: its own text cache, over the render's shared font faces.
    func makeRenderer() throws(StretchGIFError) -> SceneRenderer {
        SceneRenderer(scene: production.scene, assets: production.makeAssets(), scale: renderScale,
                      bezelLayer: bezelLayer)
    }

    /// Paints one frame from its input with `renderer`, reduced to the output width when asked.
    func paint(_ input: FrameInput, with renderer: inout SceneRenderer) -> Pixmap {
        let pixmap = renderer.render(input.layout, chrome: input.chrome)
        if let reduceToWidth, pixmap.width != reduceToWidth { return pixmap.downsampled(toWidth: reduceToWidth) }
        return pixmap
    }

    /// Frames `range`, painted on up to `jobs` threads, in order.
    func renderFrames(_ range: Range<Int>, jobs: Int) throws(StretchGIFError) -> [Pixmap] {
        var pool = WorkerPool(workers: try makeRenderers(jobs: threads(jobs: jobs), frames: range.count))
        let inputs = self.inputs(range, chrome: chromeTimeline(throughFrame: range.upperBound - 1))
        let plan = self
        return pool.map(0..<inputs.count) { position, renderer in plan.paint(inputs[position], with: &renderer) }
    }

    /// One renderer per thread, at most one per frame.
    private func makeRenderers(jobs: Int, frames: Int) throws(StretchGIFError) -> [SceneRenderer] {
        var renderers: [SceneRenderer] = []
        for _ in 0..<max(1, min(jobs, frames)) { renderers.append(try makeRenderer()) }
        return renderers
    }

    /// The batches `count` frames are painted in, sized by the memory budget. Batch boundaries never change the
    /// output.
    func batches(threads: Int, frames count: Int) -> [Range<Int>] {
        memoryBudget.batches(threads: threads, frames: count)
    }

    /// Paints every frame in batches and hands each to `body` in frame order on the calling thread: the GIF
    /// schedule's frames, or the frames showing the instants `times` (seconds, increasing) when given.
    /// `progress` sees `done` counted from `progressStart` out of `progressTotal`.
    func forEachFrame(jobs: Int, stage: RenderProgress.Stage, atSeconds times: [Double]? = nil,
                      progressStart: Int = 0, progressTotal: Int? = nil,
                      chrome: ChromeTimeline? = nil, progress: ProgressHandler?,
                      _ body: (Int, Pixmap) throws(StretchGIFError) -> Void) throws(StretchGIFError)
    {
        try forEachFrame(jobs: jobs, stage: stage, atSeconds: times, progressStart: progressStart,
                         progressTotal: progressTotal, chrome: chrome, progress: progress,
                         computing: { _, _ in () }) { index, frame, _ throws(StretchGIFError) in try body(index, frame) }
    }

    /// `forEachFrame`, with `extra(index, frame)` of every frame computed on the painting threads and handed to `body`
    /// beside the frame.
    func forEachFrame<Extra: Sendable>(
        jobs: Int, stage: RenderProgress.Stage, atSeconds times: [Double]? = nil, progressStart: Int = 0,
        progressTotal: Int? = nil, chrome: ChromeTimeline? = nil, progress: ProgressHandler?,
        computing extra: @Sendable (_ index: Int, _ frame: Pixmap) -> Extra,
        _ body: (Int, Pixmap, Extra) throws(StretchGIFError) -> Void
    ) throws(StretchGIFError) {
        try PlanFrames(plan: self, chrome: chrome).forEachFrame(
            jobs: jobs, stage: stage, atSeconds: times ?? schedule.frames.map(\.timeSeconds),
            progressStart: progressStart, progressTotal: progressTotal, progress: progress, computing: extra, body)
    }

    /// Encodes the plan's frames into `targets` (`FrameSource.encode`).
    func encode(_ targets: [OutputTarget], options: RenderOptions, progress: ProgressHandler?,
                observeGIF: ((_ index: Int, _ rgba: [UInt8]) -> Void)? = nil)
        throws(StretchGIFError) -> [EncodedOutput]
    {
        try PlanFrames(plan: self).encode(targets, options: options, progress: progress, observeGIF: observeGIF)
    }
}
