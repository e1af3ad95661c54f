import GIF
import Raster
import SceneRender

/// Frames to encode: a size, the GIF's and the video's schedules on one clock, and how to paint the frame showing
/// any instant. `RenderPlan` (through `PlanFrames`), the sweep's composite (`SweepFrames`) and the rotation sequence
/// (`RotationFrames`) each provide one, and `encode(_:options:progress:observeGIF:)` turns any of them into any set
/// of outputs (docs/library.md#encoding).
///
/// A frame is a pure function of its instant: `inputs(atSeconds:)` works out, serially on the calling thread, what
/// each frame needs; `paint(_:with:)` paints one from its input alone on whichever worker thread takes it, with that
/// thread's own `Painter`. Equal inputs paint equal frames (`RepeatedFrames` paints a run of them once), so output
/// does not depend on the number of threads (docs/library.md#determinism).
protocol FrameSource: Sendable {
    /// What painting one frame needs, computed before painting.
    associatedtype Input: Sendable & Equatable
    /// What one painting thread owns (its caches; the font faces are the render's, shared by every thread).
    associatedtype Painter: Sendable

    /// The frames' size in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// The GIF's frames, also WebP's; each `sourceIndex` is a frame of `videoSchedule`.
    var schedule: FrameSchedule { get }
    /// A video's frames: every frame at the frame rate, none merged.
    var videoSchedule: VideoSchedule { get }
    /// The animation's length as scripted, in milliseconds (where a WebP ends).
    var durationMilliseconds: Double { get }
    /// The bytes the frames in flight may take.
    var memoryBudget: FrameMemoryBudget { get }
    /// The GIF frames whose colours build the GIF's palette, increasing: `PaletteSample`'s unless a source has
    /// frames the sample would miss.
    var paletteFrames: [Int] { get }

    /// A painter for one thread.
    func makePainter() throws(StretchGIFError) -> Painter
    /// The inputs of the frames showing the instants `times` (seconds, increasing).
    func inputs(atSeconds times: [Double]) -> [Input]
    /// Paints one frame from its input.
    func paint(_ input: Input, with painter: inout Painter) -> Pixmap
}

extension FrameSource {
    /// Threads that paint at once: `jobs`, no more than the cores, fewer when their frames would pass the memory
    /// budget (`PaintingThreads`).
    func threads(jobs: Int) -> Int { PaintingThreads.count(jobs: jobs, budget: memoryBudget) }

    /// The batches `count` frames are painted in, sized by the memory budget. Batch boundaries never change the
    /// output.
    func batches(threads: Int, frames count: Int) -> [Range<Int>] {
        memoryBudget.batches(threads: threads, frames: count)
    }

    /// The palette sample: at most `PaletteSample.maximumFrames` evenly spaced frames (docs/gif.md#palette-sample).
    var paletteFrames: [Int] { PaletteSample(frameCount: schedule.frames.count).frames }

    /// WebP frame times in whole milliseconds: GIF schedule frame k starts at round(1000 t_k); the file ends at the
    /// scripted duration, rounded to the millisecond (at least 1 ms after the last frame starts).
    func webpTimestamps() -> (starts: [Int], end: Int) {
        let starts = schedule.frames.map { Int(($0.timeSeconds * 1000).rounded()) }
        let scripted = Int(durationMilliseconds.rounded())
        return (starts, max(scripted, (starts.last ?? 0) + 1))
    }

    /// The frame showing `seconds`, painted on its own on the calling thread.
    func paintOne(atSeconds seconds: Double) throws(StretchGIFError) -> Pixmap {
        var painter = try makePainter()
        return paint(inputs(atSeconds: [seconds])[0], with: &painter)
    }
}

/// A render plan's frames with the chrome timeline of the whole animation: the source `Animation` encodes.
struct PlanFrames: FrameSource {
    let plan: RenderPlan
    let chrome: ChromeTimeline

    init(plan: RenderPlan, chrome: ChromeTimeline? = nil) {
        self.plan = plan
        self.chrome = chrome ?? plan.chromeTimeline()
    }

    var pixelWidth: Int { plan.pixelWidth }
    var pixelHeight: Int { plan.pixelHeight }
    var schedule: FrameSchedule { plan.schedule }
    var videoSchedule: VideoSchedule { plan.videoSchedule }
    var durationMilliseconds: Double { plan.production.motion.timeline.durationMilliseconds }
    var memoryBudget: FrameMemoryBudget { plan.memoryBudget }
    func makePainter() throws(StretchGIFError) -> SceneRenderer { try plan.makeRenderer() }
    func inputs(atSeconds times: [Double]) -> [RenderPlan.FrameInput] { plan.inputs(atSeconds: times, chrome: chrome) }
    func paint(_ input: RenderPlan.FrameInput, with painter: inout SceneRenderer) -> Pixmap {
        plan.paint(input, with: &painter)
    }
}
