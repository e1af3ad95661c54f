import Foundation

/// How many threads paint at once (docs/library.md#memory): the jobs asked for, no more than the cores the process
/// may use, and fewer when the frames in flight would pass the memory budget (`FrameMemoryBudget`).
enum PaintingThreads {
    /// The cores the process may use (`ProcessInfo.activeProcessorCount`). `WorkerPool` runs its workers through
    /// libdispatch's `concurrentPerform`, which runs at most one thread per core at once, and each of those takes
    /// frames until none is left: a worker past the cores never painted a frame, while its share of each batch
    /// (four frames a thread) and its painter still took memory (`--jobs 8` on two cores: 115 MB against 69 MB
    /// with `--jobs 2`, the same threads painting).
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Threads for `jobs` jobs: at most `cores`, and at most what `budget` allows; at least one.
    static func count(jobs: Int, budget: FrameMemoryBudget, cores: Int = cores) -> Int {
        max(1, min(budget.threads(jobs: jobs), cores))
    }
}
