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
        guard nextBatchIndex < batches.count else { return nil }
        let range = batches[nextBatchIndex]
        nextBatchIndex += 1
        // Let the previous batch go before painting this one, so memory holds one batch, not two.
        current = nil
        let inputs = source.inputs(atSeconds: Array(times[range]))
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
