import Testing
@testable import StretchGIFKit

/// The worker pool: results in index order, every index once, each worker kept with its state.
@Suite struct WorkerPoolTests {
    /// A worker that remembers which indices it handled.
    struct Counter: Sendable {
        let id: Int
        var handled: [Int] = []
    }

    @Test(arguments: [1, 2, 3, 7])
    func resultsComeInIndexOrderAndWorkersKeepTheirState(threads: Int) {
        var pool = WorkerPool(workers: (0..<threads).map { Counter(id: $0) })
        // Each result: the index squared, the worker that took it, and that worker's history at that moment.
        let first = pool.map(0..<100) { index, worker in
            worker.handled.append(index)
            return (square: index * index, worker: worker.id, history: worker.handled)
        }
        #expect(first.map(\.square) == (0..<100).map { $0 * $0 })
        let second = pool.map(100..<103) { index, worker in
            worker.handled.append(index)
            return (square: index, worker: worker.id, history: worker.handled)
        }
        #expect(second.map(\.square) == [100, 101, 102])
        // Every index was handled exactly once, and each worker's history holds exactly the indices it took, in
        // increasing order (a worker takes the next index not yet taken), across both calls.
        let all = first + second
        #expect(all.enumerated().allSatisfy { $0.element.history.last == $0.offset })
        for id in 0..<threads {
            let mine = all.indices.filter { all[$0].worker == id }
            let longest = all.filter { $0.worker == id }.map(\.history).max { $0.count < $1.count } ?? []
            #expect(longest == mine)
        }
        #expect(Set(all.map(\.worker)).isSubset(of: Set(0..<threads)))
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
