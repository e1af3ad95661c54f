import Testing
@testable import StretchGIFKit

/// Threads that paint at once: the jobs asked for, no more than the cores, no more than the memory budget allows
/// (docs/library.md#memory).
@Suite struct PaintingThreadsTests {
    /// The default demo's frames, 375 x 812 px: the budget alone allows 358 threads (FrameMemoryBudgetTests).
    static let small = FrameMemoryBudget(paintedPixels: 375 * 812, outputPixels: 375 * 812)
    /// `--width 4096`: the budget allows two threads (FrameMemoryBudgetTests).
    static let wide = FrameMemoryBudget(paintedPixels: 5250 * 11368, outputPixels: 4096 * 8869)

    @Test func noMoreThreadsThanCores() {
        #expect(PaintingThreads.count(jobs: 8, budget: Self.small, cores: 2) == 2)
        #expect(PaintingThreads.count(jobs: 16, budget: Self.small, cores: 2) == 2)
        #expect(PaintingThreads.count(jobs: 16, budget: Self.small, cores: 1) == 1)
    }

    @Test func fewerJobsThanCoresAreKept() {
        #expect(PaintingThreads.count(jobs: 1, budget: Self.small, cores: 2) == 1)
        #expect(PaintingThreads.count(jobs: 8, budget: Self.small, cores: 64) == 8)
        #expect(PaintingThreads.count(jobs: 2, budget: Self.small, cores: 2) == 2)
    }

    @Test func theBudgetStillCutsBigFrames() {
        #expect(PaintingThreads.count(jobs: 16, budget: Self.wide, cores: 64) == 2)
        #expect(PaintingThreads.count(jobs: 16, budget: Self.wide, cores: 1) == 1)
    }

    @Test func aRenderPaintsOnNoMoreThreadsThanCores() throws {
        // Six jobs more than this machine's cores: as many threads as cores.
        var options = RenderOptions()
        options.jobs = PaintingThreads.cores + 6
        let animation = try Animation(scene: try StretchScene.builtIn("stretchy"), options: options)
        #expect(animation.plan.threads(jobs: options.jobs ?? 0) == PaintingThreads.cores)
    }
}
