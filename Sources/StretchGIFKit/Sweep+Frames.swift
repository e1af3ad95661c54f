import GIF
import Raster
import SceneRender

/// A sweep's composed frames as a `FrameSource` (docs/physics.md#sweep): at each instant every panel's frame (held at
/// its own last frame once its animation has ended) on the labelled page, on the clock panel's schedules. A worker
/// thread paints a whole composed frame, its panels one after another, with a painter per panel.
struct SweepFrames: FrameSource {
    let panels: [PlanFrames]
    /// Each panel's last GIF frame instant, where it holds.
    let lastSeconds: [Double]
    /// Each panel's top-left corner on the page, in pixels.
    let origins: [(x: Int, y: Int)]
    /// The page under the panels, labels and captions drawn.
    let page: Pixmap
    let clock: RenderPlan
    let pixelWidth: Int
    let pixelHeight: Int

    init(_ sweep: Sweep) throws(StretchGIFError) {
        panels = sweep.panels.map { PlanFrames(plan: $0.plan) }
        lastSeconds = sweep.panels.map { $0.schedule.frames.last?.timeSeconds ?? 0 }
        origins = sweep.panels.indices.map(sweep.panelOrigin)
        page = try sweep.labelledPage()
        clock = sweep.clock.plan
        pixelWidth = sweep.pixelWidth
        pixelHeight = sweep.pixelHeight
    }

    var schedule: FrameSchedule { clock.schedule }
    var videoSchedule: VideoSchedule { clock.videoSchedule }
    var durationMilliseconds: Double { clock.production.motion.timeline.durationMilliseconds }

    /// A thread holds one panel's canvas at a time besides the composed frame: the budget of the largest panel's
    /// painting plus the page.
    var memoryBudget: FrameMemoryBudget {
        let panel = panels.map { $0.plan.paintedPixels }.max() ?? 0
        return FrameMemoryBudget(paintedPixels: panel + pixelWidth * pixelHeight, outputPixels: pixelWidth * pixelHeight)
    }

    func makePainter() throws(StretchGIFError) -> [SceneRenderer] {
        var painters: [SceneRenderer] = []
        for panel in panels { painters.append(try panel.makePainter()) }
        return painters
    }

    /// Each instant's panel inputs, row by row.
    func inputs(atSeconds times: [Double]) -> [[RenderPlan.FrameInput]] {
        let perPanel = panels.indices.map { slot in
            panels[slot].inputs(atSeconds: times.map { min($0, lastSeconds[slot]) })
        }
        return times.indices.map { index in perPanel.map { $0[index] } }
    }

    func paint(_ input: [RenderPlan.FrameInput], with painters: inout [SceneRenderer]) -> Pixmap {
        var pixels = page.pixels
        let width = pixelWidth
        for slot in panels.indices {
            let frame = panels[slot].paint(input[slot], with: &painters[slot])
            let (left, top) = origins[slot]
            frame.pixels.withUnsafeBufferPointer { source in
                pixels.withUnsafeMutableBufferPointer { target in
                    for y in 0..<frame.height {
                        let from = y * frame.width * 4, to = ((top + y) * width + left) * 4
                        for k in 0..<(frame.width * 4) { target[to + k] = source[from + k] }
                    }
                }
            }
        }
        return Pixmap(width: pixelWidth, height: pixelHeight, premultipliedPixels: pixels) ?? page
    }
}
