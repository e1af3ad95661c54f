import Dispatch

/// Runs `work` for every index in `range` on `jobs` threads and returns the results in index order.
/// Each index is computed exactly once, by a pure function of the index and the worker's own state, so the
/// result does not depend on the thread count or on scheduling.
func parallelMap<State, Result>(
    _ range: Range<Int>, jobs: Int, makeState: () throws -> State, work: (Int, inout State) -> Result
) rethrows -> [Result] {
    let count = range.count
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    var states: [State] = []
    for _ in 0..<workers { states.append(try makeState()) }
    if workers == 1 {
        return range.map { work($0, &states[0]) }
    }
    let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    slots.initialize(repeating: nil)
    defer { slots.deinitialize(); slots.deallocate() }
    let stateSlots = UnsafeMutableBufferPointer<State>.allocate(capacity: workers)
    _ = stateSlots.initialize(from: states)
    defer { stateSlots.deinitialize(); stateSlots.deallocate() }
    let shared = SharedSlots(results: slots, states: stateSlots)
    withoutActuallyEscaping(work) { work in
        let box = WorkBox(work: work)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Worker w takes indices w, w + workers, ...: disjoint slots, no locking needed.
            var index = worker
            while index < count {
                shared.results[index] = box.work(range.lowerBound + index, &shared.states[worker])
                index += workers
            }
        }
    }
    return slots.map { $0! }
}

/// Buffers written at disjoint indices by different workers (see `parallelMap`).
private struct SharedSlots<State, Result>: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Result?>
    let states: UnsafeMutableBufferPointer<State>
}

/// The per-index function, shared read-only by the workers.
private struct WorkBox<State, Result>: @unchecked Sendable {
    let work: (Int, inout State) -> Result
}
