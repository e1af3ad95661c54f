import GIF
import Raster
import Synchronization
import Testing
@testable import StretchGIFKit

/// `FrameStream.nextExtras`: a pass that keeps only what it computes from each frame gets the same values, in frame
/// order, as one that keeps the frames, with each run of equal frames painted once (docs/library.md#memory).
@Suite struct FrameStreamExtrasTests {
    /// Counts paints across threads.
    final class PaintCount: Sendable {
        let value = Atomic<Int>(0)
    }

    /// Frame k shows the whole seconds of its instant: a one-pixel frame whose red byte is 10 x that number.
    struct SecondsSource: FrameSource {
        let paints: PaintCount
        /// The budget's bytes: 24 gives one thread (12 bytes, a GIF frame's preparing bytes) batches of three 4-byte
        /// frames; 44 gives two threads batches of five (`FrameMemoryBudget.threads`, `batchSize`).
        let budgetBytes: Int
        var pixelWidth: Int { 1 }
        var pixelHeight: Int { 1 }
        var schedule: FrameSchedule { fatalError("not used") }
        var videoSchedule: VideoSchedule { fatalError("not used") }
        var durationMilliseconds: Double { 0 }
        var memoryBudget: FrameMemoryBudget {
            FrameMemoryBudget(paintedPixels: 1, outputPixels: 1, bytes: budgetBytes)
        }
        func makePainter() throws(StretchGIFError) -> Int { 0 }
        func inputs(atSeconds times: [Double]) -> [Int] { times.map { Int($0) } }
        func paint(_ input: Int, with painter: inout Int) -> Pixmap {
            paints.value.add(1, ordering: .relaxed)
            return Pixmap(width: 1, height: 1, fill: Color(r: UInt8(10 * input), g: 0, b: 0))
        }
    }

    @Test func extrasComeInFrameOrderAndEachRunIsPaintedOnce() throws {
        // Batches of three: [0, 0, 1] [1, 1, 2] [3, 3]. The second starts with the first's last frame (kept, not
        // painted again): paints 0, 1, 2, 3.
        let times: [Double] = [0, 0.5, 1, 1.2, 1.4, 2, 3, 3.5]
        let seconds = [0, 0, 1, 1, 1, 2, 3, 3]
        let paints = PaintCount()
        var stream = try FrameStream(source: SecondsSource(paints: paints, budgetBytes: 24), jobs: 1, atSeconds: times)
        var ranges: [Range<Int>] = []
        var extras: [Int] = []
        while let batch = stream.nextExtras(computing: { index, frame in index * 1000 + Int(frame.pixels[0]) }) {
            ranges.append(batch.range)
            extras += batch.extras
        }
        #expect(ranges == [0..<3, 3..<6, 6..<8])
        #expect(extras == seconds.enumerated().map { $0.offset * 1000 + 10 * $0.element })
        #expect(paints.value.load(ordering: .relaxed) == 4)
    }

    @Test func twoThreadsGiveWhatKeepingTheFramesGives() throws {
        let times = (0..<40).map { Double($0 / 3) + Double($0 % 3) / 10 }  // each second shown by three frames
        let paints = PaintCount()
        // Two threads (one on a one-core machine), batches of five: runs of three cross batch boundaries.
        let source = SecondsSource(paints: paints, budgetBytes: 44)
        var kept = try FrameStream(source: source, jobs: 2, atSeconds: times)
        var keptExtras: [Int] = []
        while let batch = kept.nextBatch(computing: { index, frame in index * 1000 + Int(frame.pixels[0]) }) {
            keptExtras += batch.extras
        }
        var dropped = try FrameStream(source: source, jobs: 2, atSeconds: times)
        var droppedExtras: [Int] = []
        while let batch = dropped.nextExtras(computing: { index, frame in index * 1000 + Int(frame.pixels[0]) }) {
            droppedExtras += batch.extras
        }
        #expect(droppedExtras == (0..<40).map { $0 * 1000 + 10 * ($0 / 3) })
        #expect(droppedExtras == keptExtras)
    }
}
