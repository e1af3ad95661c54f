import Dispatch
import Synchronization

/// One long-lived worker per thread (a painter with its text cache, a quantizer with its colour memo) and a
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

    /// `work(index, &worker)` for every index of `range`, in index order. Each worker runs on its own thread and
    /// takes the next index not yet taken, so a slow frame does not hold the others back; which worker handled an
    /// index never changes its result (workers only memoize pure functions).
    mutating func map<Result: Sendable>(_ range: Range<Int>, _ work: @Sendable (Int, inout Worker) -> Result)
        -> [Result]
    {
        let count = range.count
        let lanes = min(workers.count, count)
        if lanes <= 1 { return range.map { work($0, &workers[0]) } }
        // Workers move into a mutex so each thread owns its value uniquely (no copy-on-write of caches); the mutex
        // keeps them compiler-checked. The serial queue around it only makes the ordering visible to
        // ThreadSanitizer, which does not see Mutex's futex on Linux and reported these locked accesses as races now
        // and then.
        let parked = Mutex<[Worker?]>(workers.map { Optional($0) })
        workers = []
        let next = Atomic<Int>(0)
        let finished = Mutex<[(offset: Int, result: Result)]>([])
        let gate = DispatchQueue(label: "stretchgif.worker-pool.gate")
        concurrently(lanes) { lane in
            guard var worker = gate.sync(execute: { parked.withLock { slots in slots[lane].take() } }) else { return }
            var results: [(offset: Int, result: Result)] = []
            while true {
                let offset = next.add(1, ordering: .relaxed).oldValue
                guard offset < count else { break }
                results.append((offset, work(range.lowerBound + offset, &worker)))
            }
            gate.sync {
                parked.withLock { slots in slots[lane] = worker }
                finished.withLock { $0.append(contentsOf: results) }
            }
        }
        workers = parked.withLock { slots in slots.compactMap { $0 } }
        return finished.withLock { done in done.sorted { $0.offset < $1.offset }.map(\.result) }
    }
}

/// Runs `body(0..<count)` on up to `count` threads and returns when all are done.
private func concurrently(_ count: Int, _ body: @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: count, execute: body)
}
