import Testing
@testable import StretchGIFKit

/// The worker pool: results in index order, every index once, each worker kept with its state.
@Suite struct WorkerPoolTests {
    /// A worker that remembers which indices it handled.
    struct Counter: Sendable {
        var handled: [Int] = []
    }

    @Test(arguments: [1, 2, 3, 7])
    func resultsComeInIndexOrderAndWorkersKeepTheirState(threads: Int) {
        var pool = WorkerPool(workers: Array(repeating: Counter(), count: threads))
        let first = pool.map(0..<100) { index, worker in
            worker.handled.append(index)
            return index * index
        }
        #expect(first == (0..<100).map { $0 * $0 })
        let second = pool.map(100..<103) { index, worker in
            worker.handled.append(index)
            return index
        }
        #expect(second == [100, 101, 102])
        // Every index was handled exactly once, by the worker whose lane it fell in.
        let handled = pool.map(0..<threads) { _, worker in worker.handled }
        #expect(handled.flatMap { $0 }.sorted() == Array(0..<103))
        if threads > 1 {
            #expect(handled[1].first == 1)
            #expect(handled[1].dropFirst().first == 1 + threads)
        }
    }

    @Test func repeatedInputsAreProducedOnce() {
        var repeated = RepeatedFrames<Int, String>()
        var produced: [Int] = []
        let first = repeated.outputs(for: [5, 5, 6, 6, 6]) { positions in
            produced += positions
            return positions.map { "p\($0)" }
        }
        #expect(first == ["p0", "p0", "p2", "p2", "p2"])
        #expect(produced == [0, 2])
        // A batch starting with the previous batch's last input reuses its output.
        let second = repeated.outputs(for: [6, 7]) { positions in
            produced += positions.map { $0 + 100 }
            return positions.map { "q\($0)" }
        }
        #expect(second == ["p2", "q1"])
        #expect(produced == [0, 2, 101])
    }
}
