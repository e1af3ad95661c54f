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

    /// `work(index, &worker)` for every index of `range`, in index order. Each worker runs on its own thread and
    /// takes the next index not yet taken, so a slow frame does not hold the others back; which worker handled an
    /// index never changes its result (workers only memoize pure functions).
    mutating func map<Result: Sendable>(_ range: Range<Int>, _ work: @Sendable (Int, inout Worker) -> Result)
        -> [Result]
    {
        var noState: Never? = nil
        return run(range, work, state: &noState, side: nil)
    }

    /// `map(range, work)` while `side(&state)` runs at the same time on one more thread (a pipeline's serial stage:
    /// it sees `state` alone, and the workers start taking indices right away; the side thread joins them when it
    /// is done). Returns after both.
    mutating func map<Result: Sendable, State: Sendable>(
        _ range: Range<Int>, _ work: @Sendable (Int, inout Worker) -> Result,
        alongside state: inout State, _ side: @escaping @Sendable (inout State) -> Void
    ) -> [Result] {
        var owned: State? = state
        defer { if let owned { state = owned } }
        return run(range, work, state: &owned, side: side)
    }

    private mutating func run<Result: Sendable, State: Sendable>(
        _ range: Range<Int>, _ work: @Sendable (Int, inout Worker) -> Result,
        state: inout State?, side: (@Sendable (inout State) -> Void)?
    ) -> [Result] {
        let count = range.count
        let lanes = min(workers.count, count)
        if lanes <= 1 {
            if let side, var owned = state.take() {
                side(&owned)
                state = owned
            }
            return range.map { work($0, &workers[0]) }
        }
        // Workers and the side state move into mutexes so each thread owns its value uniquely (no copy-on-write of
        // caches); the mutexes keep the state compiler-checked. The serial queue around them only makes the ordering
        // visible to ThreadSanitizer, which does not see Mutex's futex on Linux and reported these locked accesses as
        // races now and then.
        let parked = Mutex<[Worker?]>(workers.map { Optional($0) })
        workers = []
        let sideState = Mutex<State?>(state.take())
        let next = Atomic<Int>(0)
        let finished = Mutex<[(offset: Int, result: Result)]>([])
        let gate = DispatchQueue(label: "stretchgif.worker-pool.gate")
        let sideLanes = side == nil ? 0 : 1
        // Iteration 0 is the side stage when there is one (so it starts at once), then the workers.
        concurrently(lanes + sideLanes) { iteration in
            if let side, iteration == 0 {
                guard var owned = gate.sync(execute: { sideState.withLock { $0.take() } }) else { return }
                side(&owned)
                gate.sync { sideState.withLock { $0 = owned } }
                return
            }
            let lane = iteration - sideLanes
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
        state = sideState.withLock { $0.take() }
        return finished.withLock { done in done.sorted { $0.offset < $1.offset }.map(\.result) }
    }
}

/// Runs `body(0..<count)` on up to `count` threads and returns when all are done.
private func concurrently(_ count: Int, _ body: @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: count, execute: body)
}
