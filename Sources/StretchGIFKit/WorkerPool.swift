import Dispatch
import Synchronization

/// One long-lived worker per thread (a painter with its font faces, a quantizer with its colour memo) and a
/// parallel map over them, checked by the compiler: workers and results are `Sendable` values moved into and
/// out of a `Mutex`, and the per-index function is `@Sendable`. A worker's caches only memoize pure functions,
/// so the results never depend on which frames a worker saw (see docs/library.md#determinism).
struct WorkerPool<Worker: Sendable>: Sendable {
    private var workers: [Worker]

    /// A pool over `workers` (at least one).
    init(workers: [Worker]) {
        precondition(!workers.isEmpty, "a worker pool needs at least one worker")
        self.workers = workers
    }

    /// How many threads `map` uses at most.
    var count: Int { workers.count }

    /// `work(index, &worker)` for every index of `range`, in index order. Worker w handles the indices
    /// w, w + n, ... of the range (n = the workers used), each on its own thread.
    mutating func map<Result: Sendable>(_ range: Range<Int>, _ work: @Sendable (Int, inout Worker) -> Result)
        -> [Result]
    {
        let count = range.count
        guard count > 0 else { return [] }
        let lanes = min(workers.count, count)
        if lanes == 1 { return range.map { work($0, &workers[0]) } }
        // Move the workers into the mutex so each thread owns its worker uniquely (no copy-on-write of caches).
        let parked = Mutex<[Worker?]>(workers.map { Optional($0) })
        workers = []
        let finished = Mutex<[(lane: Int, results: [Result])]>([])
        // The mutexes keep the state compiler-checked; the serial queue around them only makes the ordering
        // visible to ThreadSanitizer, which does not see Mutex's futex on Linux and reported these locked
        // accesses as races now and then.
        let gate = DispatchQueue(label: "stretchgif.worker-pool.gate")
        concurrently(lanes) { lane in
            guard var worker = gate.sync(execute: { parked.withLock { slots in slots[lane].take() } }) else { return }
            var results: [Result] = []
            results.reserveCapacity((count - lane + lanes - 1) / lanes)
            var offset = lane
            while offset < count {
                results.append(work(range.lowerBound + offset, &worker))
                offset += lanes
            }
            gate.sync {
                parked.withLock { slots in slots[lane] = worker }
                finished.withLock { $0.append((lane, results)) }
            }
        }
        workers = parked.withLock { slots in slots.compactMap { $0 } }
        let byLane = finished.withLock { done in done.sorted { $0.lane < $1.lane }.map(\.results) }
        return (0..<count).map { offset in byLane[offset % lanes][offset / lanes] }
    }
}

/// Runs `body(0..<count)` on up to `count` threads and returns when all are done.
private func concurrently(_ count: Int, _ body: @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: count, execute: body)
}
