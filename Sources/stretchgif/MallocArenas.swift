import CMalloc

/// The command's malloc arenas (docs/library.md#memory). glibc gives each new thread its own arena, and an arena keeps
/// what its thread freed for that thread: worker threads painting 1.2 MB frames left up to three arenas of freed
/// frames, and which threads the dispatch pool used varied from run to run (the default demo's peak RSS went from
/// 55,024 to 63,924 KB). One arena reuses every freed frame for the next one; the run took no longer (user time
/// 2.77-3.09 s against 2.76-2.94 s, the workers allocate few, large blocks). The library leaves malloc alone.
enum MallocArenas {
    /// Arenas at most (glibc's `M_ARENA_MAX`).
    static let count: Int32 = 1

    /// Sets the limit; call before any thread starts.
    static func limit() {
        _ = stretchgif_limit_malloc_arenas(count)
    }
}
