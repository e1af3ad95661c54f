import Raster
import SceneRender

/// A source's frames at given instants, painted in order a batch at a time on the stream's own worker threads, as
/// the caller asks for them: what `RenderPlan.forEachFrame` and the encoders' shared pass loop over, and what the
/// sweep's HTML page pulls from several plans at once. Runs of equal frame inputs are painted once
/// (`RepeatedFrames`); memory holds one batch.
struct FrameStream<Source: FrameSource> {
    let source: Source
    /// The instants, in seconds, increasing.
    let times: [Double]
    private var pool: WorkerPool<Source.Painter>
    private var repeated = RepeatedFrames<Source.Input, Pixmap>()
    private let batches: [Range<Int>]
    private var nextBatchIndex = 0
    /// The batch painted last, kept for `frame(_:)`.
    private var current: (range: Range<Int>, frames: [Pixmap])?

    /// A stream over the frames of `source` showing `times`, painted by up to `jobs` threads.
    init(source: Source, jobs: Int, atSeconds times: [Double]) throws(StretchGIFError) {
        self.source = source
        self.times = times
        let threads = source.threads(jobs: jobs)
        var painters: [Source.Painter] = []
        for _ in 0..<max(1, min(threads, times.count)) { painters.append(try source.makePainter()) }
        pool = WorkerPool(workers: painters)
        batches = source.batches(threads: threads, frames: times.count)
    }

    /// How many frames the stream has.
    var count: Int { times.count }

    /// The next batch of frames, or nil after the last.
    mutating func nextBatch() -> (range: Range<Int>, frames: [Pixmap])? {
        guard let (range, inputs) = advance() else { return nil }
        let source = self.source
        let frames = repeated.outputs(for: inputs) { positions in
            pool.map(0..<positions.count) { k, painter in source.paint(inputs[positions[k]], with: &painter) }
        }
        current = (range, frames)
        return (range, frames)
    }

    /// `nextBatch()`, with `extra(index, frame)` of each of its frames computed on the painting threads (work that
    /// belongs to one frame, such as counting its colours, so it does not wait for the caller's thread).
    mutating func nextBatch<Extra: Sendable>(
        computing extra: @Sendable (_ index: Int, _ frame: Pixmap) -> Extra
    ) -> (range: Range<Int>, frames: [Pixmap], extras: [Extra])? {
        guard let (range, frames) = nextBatch() else { return nil }
        let extras = pool.map(0..<frames.count) { k, _ in extra(range.lowerBound + k, frames[k]) }
        return (range, frames, extras)
    }

    /// The next batch's `extra(index, frame)` for each of its frames, computed on the thread that painted the frame,
    /// which then lets the frame go, or nil after the last batch: for a pass that keeps only what it computes from each
    /// frame (the GIF palette's colour counts), memory holds a frame a thread and the batch's last (which the next
    /// batch may repeat), not the whole batch (docs/library.md#memory). A frame repeated within the batch is painted
    /// once, its extras computed for every index it shows; `frame(_:)` has nothing for such a batch.
    mutating func nextExtras<Extra: Sendable>(
        computing extra: @Sendable (_ index: Int, _ frame: Pixmap) -> Extra
    ) -> (range: Range<Int>, extras: [Extra])? {
        guard let (range, inputs) = advance() else { return nil }
        let source = self.source
        var computed: [Extra] = []
        // Only the last painted frame is kept (as `repeated`'s carry into the next batch); the others are dropped on
        // their threads, each after the extras of the run of equal inputs it shows.
        let frames = repeated.outputs(for: inputs) { positions in
            let ends = Array(positions.dropFirst()) + [inputs.count]
            let painted = pool.map(0..<positions.count) { k, painter in
                let frame = source.paint(inputs[positions[k]], with: &painter)
                let extras = (positions[k]..<ends[k]).map { extra(range.lowerBound + $0, frame) }
                return (extras: extras, frame: k == positions.count - 1 ? frame : Pixmap(width: 0, height: 0))
            }
            computed = painted.flatMap(\.extras)
            return painted.map(\.frame)
        }
        // A leading run that repeats the previous batch's last frame (its output, kept) was not painted again.
        let carried = frames.count - computed.count
        let leading = (0..<carried).map { extra(range.lowerBound + $0, frames[$0]) }
        return (range, leading + computed)
    }

    /// Moves to the next batch, or nil after the last: its frame indices and the frame inputs at its instants. The
    /// previous batch is let go first, so memory holds one batch, not two.
    private mutating func advance() -> (range: Range<Int>, inputs: [Source.Input])? {
        guard nextBatchIndex < batches.count else { return nil }
        let range = batches[nextBatchIndex]
        nextBatchIndex += 1
        current = nil
        return (range, source.inputs(atSeconds: Array(times[range])))
    }

    /// Frame `index`; indices must not go back to an earlier batch than the last one asked for.
    mutating func frame(_ index: Int) -> Pixmap? {
        while current.map({ !$0.range.contains(index) }) ?? true {
            if let current, index < current.range.lowerBound { return nil }
            guard nextBatch() != nil else { return nil }
        }
        guard let current else { return nil }
        return current.frames[index - current.range.lowerBound]
    }
}

extension FrameStream where Source == PlanFrames {
    /// A stream over the frames of `plan` showing `times`, painted by up to `jobs` threads; `chrome` must reach
    /// the last instant.
    init(plan: RenderPlan, jobs: Int, atSeconds times: [Double], chrome: ChromeTimeline) throws(StretchGIFError) {
        try self.init(source: PlanFrames(plan: plan, chrome: chrome), jobs: jobs, atSeconds: times)
    }
}
