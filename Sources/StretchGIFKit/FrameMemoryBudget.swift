/// How many threads paint at once and how many finished frames a batch holds, from the bytes they take rather than
/// from frame counts (docs/library.md#memory).
///
/// Each thread holds either a frame it paints (its canvas plus the painter's images and layers, `paintingOverhead`
/// times the canvas, and when the output is reduced the reduced frame it builds) or a GIF frame it prepares (that
/// frame's patch and lossy pass, `preparingBytesPerPixel` per output pixel): a worker takes one item at a time, a frame
/// to paint or one to prepare, so it is charged the larger of the two. Each finished frame of a batch holds its output
/// RGBA until it is encoded. With `t` threads and `b` frames a batch, `t · threadBytes + b · frameBytes` stays within
/// `bytes` as far as one thread and one frame allow: fewer threads paint when frames are big, and batches shrink
/// to one frame per thread before threads are dropped.
struct FrameMemoryBudget: Sendable, Equatable {
    /// Bytes for the frames in flight: the documented 2 GiB peak RSS ceiling less `reservedBytes` for the rest of a
    /// run, 1,664 MiB (docs/library.md#memory). Two threads fit at `--width 4096` (2 x 789 MiB with their frames).
    static let defaultBytes = 2048 * 1024 * 1024 - reservedBytes
    /// The rest of a run beside the frames in flight: libraries (about 24 MB), the palette histogram (at most 64 MB),
    /// fonts, the GIF's previous frame kept for repeats (145 MB at `--width 4096`) and the encoders' buffers, rounded up
    /// (docs/library.md#memory).
    static let reservedBytes = 384 * 1024 * 1024
    /// Frames per batch and thread at most: layouts are solved a batch at a time before the threads paint it. The GIF
    /// pipeline keeps two batches in flight (one painting, one preparing) and waits for both at the end of each round;
    /// four frames a thread wait less often than two (default demo, --lossy 20, 6 alternating runs: 1.02-1.07 s,
    /// 51.9 MB peak RSS against 1.04-1.15 s, 51.0 MB with two; eight: 1.06-1.11 s, 55.8 MB; docs/library.md#memory).
    static let framesPerBatchAndThread = 4
    /// The painter's memory beside its canvas, as a multiple of the canvas: the header picture at paint scale, its
    /// stretched copy, clip masks and layers. Measured as peak RSS of `render stretchy --jobs 1 --fps 1` at `--width`
    /// 750 to 3000 less that of the @1x render, less the canvas, the reduced frame and one finished frame: 0.66 to 1.14
    /// times the canvas (docs/library.md#memory), rounded up to 1.25.
    static let paintingOverhead = 1.25
    /// Bytes a thread holds per output pixel while it prepares a GIF frame: the patch and its local-table copy (1 + 1),
    /// the lossy pass's exact colours (3), neighbour contrasts (4) and chosen indices (1), and the packed codes (at
    /// most 12 bits a pixel, 1.5), rounded up (`PreparedGIFFrame`, docs/library.md#memory).
    static let preparingBytesPerPixel = 12
    /// Bytes per RGBA pixel.
    static let bytesPerPixel = 4

    /// Bytes one thread holds: the larger of a frame it paints and a GIF frame it prepares.
    let threadBytes: Int
    /// Bytes one finished frame holds until it is encoded.
    let frameBytes: Int
    /// Bytes for all of them.
    let bytes: Int

    /// The budget for frames painted at `painted` pixels and output at `output` pixels (equal when not reduced).
    init(paintedPixels painted: Int, outputPixels output: Int, bytes: Int = FrameMemoryBudget.defaultBytes) {
        let canvas = painted * Self.bytesPerPixel
        let reduced = painted == output ? 0 : output * Self.bytesPerPixel
        let painting = canvas + Int((Double(canvas) * Self.paintingOverhead).rounded(.up)) + reduced
        threadBytes = max(painting, output * Self.preparingBytesPerPixel)
        frameBytes = max(1, output * Self.bytesPerPixel)
        self.bytes = bytes
    }

    /// Threads that paint at once: `jobs`, fewer when each thread and its one frame of the batch would pass `bytes`
    /// (at least one).
    func threads(jobs: Int) -> Int {
        max(1, min(jobs, bytes / max(1, threadBytes + frameBytes)))
    }

    /// Frames per batch for `threads` threads: what the budget leaves after the threads, between one and
    /// `framesPerBatchAndThread` frames per thread.
    func batchSize(threads: Int) -> Int {
        let left = max(0, bytes - threads * threadBytes) / frameBytes
        return max(threads, min(threads * Self.framesPerBatchAndThread, left))
    }

    /// `count` frames cut into consecutive batches of `batchSize(threads:)` frames (the last may be shorter).
    func batches(threads: Int, frames count: Int) -> [Range<Int>] {
        let size = batchSize(threads: threads)
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }
}
