import Testing
@testable import StretchGIFKit

/// Threads and batches sized by bytes (docs/library.md#memory), with the byte counts worked out by hand.
@Suite struct FrameMemoryBudgetTests {
    @Test func smallFramesUseEveryJobAndTwoFramesEach() {
        // The default demo: 375 x 812 px painted and written (no reduction).
        let budget = FrameMemoryBudget(paintedPixels: 375 * 812, outputPixels: 375 * 812)
        #expect(budget.frameBytes == 1_218_000)
        // Canvas, twice that for the painter's images, 12 bytes a pixel for preparing a GIF frame.
        #expect(budget.threadBytes == 1_218_000 + 2_436_000 + 3_654_000)
        #expect(budget.threads(jobs: 2) == 2)
        #expect(budget.batchSize(threads: 2) == 8)  // four frames a thread
        // 256 jobs: 512 MiB / (7,308,000 + 1,218,000 B) = 62.97 threads.
        #expect(budget.threads(jobs: 256) == 62)
    }

    @Test func aWidth4096FramePaintsAloneOneFrameABatch() {
        // --width 4096 on a 375 x 812 pt screen paints at 14x (5250 x 11368) and reduces to 4096 x 8869.
        let budget = FrameMemoryBudget(paintedPixels: 5250 * 11368, outputPixels: 4096 * 8869)
        #expect(budget.threadBytes == 238_728_000 + 477_456_000 + 145_309_696 + 435_929_088)
        #expect(budget.frameBytes == 145_309_696)
        #expect(budget.threads(jobs: 16) == 1)
        #expect(budget.batchSize(threads: 1) == 1)
        #expect(budget.batches(threads: 1, frames: 3) == [0..<1, 1..<2, 2..<3])
    }

    @Test func aSmallBudgetCutsThreadsThenBatches() {
        // 4 px frames: 16 B canvas + 32 B painter overhead + 48 B preparing per thread, 16 B per finished frame;
        // 250 B in all.
        let budget = FrameMemoryBudget(paintedPixels: 4, outputPixels: 4, bytes: 250)
        #expect(budget.threadBytes == 96)
        #expect(budget.frameBytes == 16)
        // Two threads with a frame each take 224 B; a third would take 336 B.
        #expect(budget.threads(jobs: 8) == 2)
        #expect(budget.threads(jobs: 1) == 1)
        // Two threads (192 B) leave 58 B: three frames (48 B), not four (64 B).
        #expect(budget.batchSize(threads: 2) == 3)
        #expect(budget.batches(threads: 2, frames: 7) == [0..<3, 3..<6, 6..<7])
    }

    @Test func chosenThreadsAndBatchesFitTheBudgetAndOneMoreWouldNot() {
        let sizes = [(1, 1), (100 * 100, 100 * 100), (2000 * 4000, 2000 * 4000), (3000 * 6000, 1500 * 3000),
                     (8000 * 8000, 4096 * 4096)]
        for (painted, output) in sizes {
            let budget = FrameMemoryBudget(paintedPixels: painted, outputPixels: output)
            for jobs in [1, 2, 3, 16, 256] {
                let threads = budget.threads(jobs: jobs)
                let batch = budget.batchSize(threads: threads)
                #expect(threads >= 1 && threads <= jobs)
                #expect(batch >= threads && batch <= threads * FrameMemoryBudget.framesPerBatchAndThread)
                let used = threads * budget.threadBytes + batch * budget.frameBytes
                if threads > 1 || batch > 1 { #expect(used <= budget.bytes) }
                if threads < jobs {
                    #expect((threads + 1) * (budget.threadBytes + budget.frameBytes) > budget.bytes)
                }
                if batch < threads * FrameMemoryBudget.framesPerBatchAndThread, batch > threads {
                    #expect(used + budget.frameBytes > budget.bytes)
                }
            }
        }
    }

    @Test func batchesCoverEveryFrameOnceInOrder() {
        let budget = FrameMemoryBudget(paintedPixels: 750 * 1624, outputPixels: 375 * 812)
        for count in [0, 1, 7, 8, 9, 267] {
            let batches = budget.batches(threads: 2, frames: count)
            #expect(batches.flatMap { Array($0) } == Array(0..<count))
            #expect(batches.allSatisfy { !$0.isEmpty && $0.count <= budget.batchSize(threads: 2) })
        }
    }
}
