import GIF
import Raster
import SceneRender

/// A rotation's frames as a `FrameSource` (docs/scenes.md#orientation-change): at each instant of its clock the first
/// segment's frame centred on the canvas, a turning frame, or the second segment's frame centred. The turn's two
/// frames (the first segment's last, the second's first) are painted once, up front; a worker thread paints the
/// rest, with a painter for each segment.
struct RotationFrames: FrameSource {
    /// What one frame needs.
    enum Input: Sendable, Equatable {
        case before(RenderPlan.FrameInput)
        case turn(fraction: Double)
        case after(RenderPlan.FrameInput)
    }

    /// A painter for each segment, owned by one thread.
    struct Painter: Sendable {
        var before: SceneRenderer
        var after: SceneRenderer
    }

    let rotation: RotationAnimation
    let before: PlanFrames
    let after: PlanFrames
    /// The frames the turn cross-fades between: the first segment's last GIF frame and the second's first.
    let turnFrom: Pixmap
    let turnTo: Pixmap

    init(_ rotation: RotationAnimation) throws(StretchGIFError) {
        self.rotation = rotation
        before = PlanFrames(plan: rotation.before.plan)
        after = PlanFrames(plan: rotation.after.plan)
        turnFrom = try before.paintOne(atSeconds: rotation.before.schedule.frames.last?.timeSeconds ?? 0)
        turnTo = try after.paintOne(atSeconds: 0)
    }

    var pixelWidth: Int { rotation.side }
    var pixelHeight: Int { rotation.side }
    var schedule: FrameSchedule { rotation.schedule }
    var videoSchedule: VideoSchedule { rotation.videoSchedule }
    var durationMilliseconds: Double { rotation.turnEndSeconds * 1000 + after.durationMilliseconds }

    /// A thread holds one segment's canvas at a time besides the square canvas.
    var memoryBudget: FrameMemoryBudget {
        let canvas = rotation.side * rotation.side
        return FrameMemoryBudget(paintedPixels: max(before.plan.paintedPixels, after.plan.paintedPixels) + canvas,
                                 outputPixels: canvas)
    }

    /// The palette sample and every turning frame: the turn's cross-fades mix the two segments' colours into ones
    /// no segment frame has, and the evenly spaced sample (one frame in 14 of the default demo's 429) holds one or
    /// two of them (looked at: mid-turn frames lost the sunset's yellow to magenta without them;
    /// docs/scenes.md#orientation-change).
    var paletteFrames: [Int] {
        let sample = PaletteSample(frameCount: schedule.frames.count).frames
        let turning = schedule.frames.indices.filter {
            if case .turn = rotation.part(atSeconds: schedule.frames[$0].timeSeconds) { true } else { false }
        }
        return Array(Set(sample + turning)).sorted()
    }

    func makePainter() throws(StretchGIFError) -> Painter {
        Painter(before: try before.makePainter(), after: try after.makePainter())
    }

    func inputs(atSeconds times: [Double]) -> [Input] {
        // Each segment's inputs solved together, in order, as a render solves its own.
        let parts = times.map(rotation.part(atSeconds:))
        let beforeTimes = parts.compactMap { if case .before(let t) = $0 { t } else { nil } }
        let afterTimes = parts.compactMap { if case .after(let t) = $0 { t } else { nil } }
        var beforeInputs = before.inputs(atSeconds: beforeTimes)[...]
        var afterInputs = after.inputs(atSeconds: afterTimes)[...]
        return parts.map { part in
            switch part {
            case .before: .before(beforeInputs.removeFirst())
            case .turn(let fraction): .turn(fraction: fraction)
            case .after: .after(afterInputs.removeFirst())
            }
        }
    }

    func paint(_ input: Input, with painter: inout Painter) -> Pixmap {
        switch input {
        case .before(let frame): rotation.centred(before.paint(frame, with: &painter.before))
        case .turn(let fraction): rotation.turning(from: turnFrom, to: turnTo, fraction: fraction)
        case .after(let frame): rotation.centred(after.paint(frame, with: &painter.after))
        }
    }
}
