import CMalloc

/// The command's malloc arenas (docs/library.md#memory). glibc gives each new thread its own arena, and an arena keeps
/// what its thread freed for that thread: worker threads painting 1.2 MB frames left up to three arenas of freed
/// frames, and which threads the dispatch pool used varied from run to run (the default demo's peak RSS went from
/// 55,024 to 63,924 KB). One arena reuses every freed frame for the next one; the run took no longer (user time
/// 2.77-3.09 s against 2.76-2.94 s, the workers allocate few, large blocks). The library leaves malloc alone.
enum MallocArenas {
    /// Arenas at most (glibc's `M_ARENA_MAX`).
    static let count: Int32 = 1

    /// Free heap kept at the top before it goes back to the system. The two threads painting `--width 4096` each free
    /// a 239 MB canvas, the painter's buffers and the reduced frame every frame: with 256 MiB kept (one canvas of the
    /// largest the limits allow) the top went back and was faulted in again, 19.6 million page faults and 39 s of
    /// system time in 164 s of CPU. At `--fps 10`, 512 MiB kept spared little (9.2 s of system time against 8.2 to
    /// 11.6 s), 1 GiB nearly all of it (0.8-3.2 s over four runs; 1.2-1.3 s keeping everything). A run's peak is what
    /// it used at most either way, unless it holds large blocks of its own meanwhile
    /// (`keptFreeBytesHoldingCandidates`; docs/library.md#memory).
    static let keptFreeBytes: Int32 = 1 << 30

    /// `keptFreeBytes` while `--max-size` holds its candidate files in memory: at `--width 4096` the first candidate
    /// (243 MB) grows in the heap beside the canvases, and the free top kept above it stayed resident: 1,731,984 KB
    /// peak keeping 1 GiB (1,789,560 KB keeping all) against 1,548,572 KB keeping 256 MiB, which is kept.
    static let keptFreeBytesHoldingCandidates: Int32 = 256 << 20

    /// Limits the arenas to `count` and makes freed blocks reusable however large, keeping `keptFreeBytes` of them;
    /// call before any thread starts.
    ///
    /// glibc serves a block above its mapping threshold (at most 32 MiB) from a mapping of its own and unmaps it when
    /// freed, so the next frame's canvas of the same size faults in and zeroes every page again: `render --width
    /// 1500`, which paints 3000 x 6496 canvases of 78 MB, took 4.8 million page faults and 8.5 s of system time in
    /// 35 s of CPU. Served from the heap, and the heap's free top kept, the canvas is reused: 0.3 s of system time,
    /// the same peak (docs/library.md#memory).
    static func configure() {
        _ = stretchgif_limit_malloc_arenas(count)
        keepFree(keptFreeBytes)
    }

    /// From now on, serves every block from the heap and keeps at most `bytes` free at its top.
    static func keepFree(_ bytes: Int32) {
        _ = stretchgif_reuse_freed_blocks(bytes)
    }
}
