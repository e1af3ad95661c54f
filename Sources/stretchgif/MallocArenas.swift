import CMalloc

/// The command's malloc arenas (docs/library.md#memory). glibc gives each new thread its own arena, and an arena keeps
/// what its thread freed for that thread: worker threads painting 1.2 MB frames left up to three arenas of freed
/// frames, and which threads the dispatch pool used varied from run to run (the default demo's peak RSS went from
/// 55,024 to 63,924 KB). One arena reuses every freed frame for the next one; the run took no longer (user time
/// 2.77-3.09 s against 2.76-2.94 s, the workers allocate few, large blocks). The library leaves malloc alone.
enum MallocArenas {
    /// Arenas at most (glibc's `M_ARENA_MAX`).
    static let count: Int32 = 1

    /// Free heap kept at the top before it goes back to the system: above the largest canvas the limits allow
    /// (64 Mi pixels x 4 bytes, docs/library.md#memory), so one frame's canvas, freed, is there for the next.
    static let keptFreeBytes: Int32 = 256 << 20

    /// Limits the arenas to `count` and makes freed blocks reusable however large; call before any thread starts.
    ///
    /// glibc serves a block above its mapping threshold (at most 32 MiB) from a mapping of its own and unmaps it when
    /// freed, so the next frame's canvas of the same size faults in and zeroes every page again: `render --width
    /// 1500`, which paints 3000 x 6496 canvases of 78 MB, took 4.8 million page faults and 8.5 s of system time in
    /// 35 s of CPU. Served from the heap, and the heap's free top kept up to `keptFreeBytes`, the canvas is reused:
    /// 0.3 s of system time, the same peak (docs/library.md#memory).
    static func configure() {
        _ = stretchgif_limit_malloc_arenas(count)
        _ = stretchgif_reuse_freed_blocks(keptFreeBytes)
    }
}
