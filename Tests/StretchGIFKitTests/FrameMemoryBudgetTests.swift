import Testing
@testable import StretchGIFKit

/// Threads and batches sized by bytes (docs/library.md#memory), with the byte counts worked out by hand.
@Suite struct FrameMemoryBudgetTests {
    @Test func smallFramesUseEveryJobAndFourFramesEach() {
        // The default demo: 375 x 812 px painted and written (no reduction).
        let budget = FrameMemoryBudget(paintedPixels: 375 * 812, outputPixels: 375 * 812)
        #expect(budget.frameBytes == 1_218_000)
        // Painting: canvas 1,218,000 + 1.25 x that (1,522,500) = 2,740,500; preparing a GIF frame: 12 bytes a pixel,
        // 3,654,000, the larger.
        #expect(budget.threadBytes == 3_654_000)
        #expect(budget.threads(jobs: 2) == 2)
        #expect(budget.batchSize(threads: 2) == 8)  // four frames a thread
        // 1000 jobs: (2048 - 384) MiB = 1,744,830,464 B / (3,654,000 + 1,218,000 B) = 358.1 threads.
        #expect(budget.threads(jobs: 256) == 256)
        #expect(budget.threads(jobs: 1000) == 358)
    }

    @Test func aWidth1500FramePaintsOnEveryCore() {
        // --width 1500 on a 375 x 812 pt screen paints at 8x (3000 x 6496) and reduces to 1500 x 3248.
        let budget = FrameMemoryBudget(paintedPixels: 3000 * 6496, outputPixels: 1500 * 3248)
        // Canvas 77,952,000 + 1.25 x that (97,440,000) + the reduced frame 19,488,000; preparing takes 58,464,000.
        #expect(budget.threadBytes == 77_952_000 + 97_440_000 + 19_488_000)
        #expect(budget.frameBytes == 19_488_000)
        #expect(budget.threads(jobs: 2) == 2)
        // 1,744,830,464 B / 214,368,000 B = 8.1 threads.
        #expect(budget.threads(jobs: 16) == 8)
    }

    @Test func aWidth4096FramePaintsOnTwoThreads() {
        // --width 4096 on a 375 x 812 pt screen paints at 14x (5250 x 11368) and reduces to 4096 x 8869.
        let budget = FrameMemoryBudget(paintedPixels: 5250 * 11368, outputPixels: 4096 * 8869)
        // Painting: 238,728,000 + 298,410,000 + 145,309,696; preparing (435,929,088) is less.
        #expect(budget.threadBytes == 238_728_000 + 298_410_000 + 145_309_696)
        #expect(budget.frameBytes == 145_309_696)
        // 1,744,830,464 B / 827,757,392 B = 2.1 threads.
        #expect(budget.threads(jobs: 16) == 2)
        // Two threads leave 379,935,072 B: two frames of 145,309,696 B.
        #expect(budget.batchSize(threads: 2) == 2)
        #expect(budget.batches(threads: 2, frames: 3) == [0..<2, 2..<3])
    }

    @Test func aSmallBudgetCutsThreadsThenBatches() {
        // 4 px frames: painting 16 B canvas + 20 B painter overhead = 36 B, preparing 48 B: 48 B per thread, 16 B per
        // finished frame; 250 B in all.
        let budget = FrameMemoryBudget(paintedPixels: 4, outputPixels: 4, bytes: 250)
        #expect(budget.threadBytes == 48)
        #expect(budget.frameBytes == 16)
        // Three threads with a frame each take 192 B; a fourth would take 256 B.
        #expect(budget.threads(jobs: 8) == 3)
        #expect(budget.threads(jobs: 1) == 1)
        // Three threads (144 B) leave 106 B: six frames (96 B), not seven (112 B).
        #expect(budget.batchSize(threads: 3) == 6)
        #expect(budget.batches(threads: 3, frames: 13) == [0..<6, 6..<12, 12..<13])
        // 16 px painted, reduced to 4: 64 + 80 + 16 = 160 B painting against 48 B preparing.
        #expect(FrameMemoryBudget(paintedPixels: 16, outputPixels: 4, bytes: 250).threadBytes == 160)
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
