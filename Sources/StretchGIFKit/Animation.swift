import Foundation
import GIF
import Layout
import Raster
import SceneRender
import ScrollSim

/// A scene playing its gesture, resolved and ready to paint: the physics is simulated, the layout engine built,
/// the frame schedule fixed and the assets decoded. Every output (GIF, PNG, manifest) is a pure function of the
/// scene and the options: the same inputs give the same bytes on every run and for any `options.jobs`.
///
/// ```swift
/// let animation = try Animation(scene: try StretchScene.builtIn("stretchy"), options: RenderOptions())
/// let gif = try animation.gifBytes()
/// ```
public struct Animation: Sendable {
    /// The scene as given.
    public let scene: StretchScene
    /// The options as given.
    public let options: RenderOptions
    let plan: RenderPlan

    /// Validates `options`, applies them over `scene`, builds the layout, simulates the gesture and decodes the
    /// images and fonts. Throws `StretchGIFError` naming the parameter or the file (with line and column).
    public init(scene: StretchScene, options: RenderOptions = RenderOptions()) throws(StretchGIFError) {
        try options.validate()
        self.scene = scene
        self.options = options
        let renderScale = try RenderPlan.renderScale(options: options, scene: try scene.model(applying: options))
        let production = try Production.load(scene: scene, options: options, pixelScale: Double(options.scale),
                                             imageScale: renderScale)
        plan = try RenderPlan(production: production, options: options)
    }

    // MARK: What will be rendered

    /// Output frames (before identical frames are merged in a GIF).
    public var frameCount: Int { plan.schedule.frames.count }
    /// Output width in pixels.
    public var pixelWidth: Int { plan.pixelWidth }
    /// Output height in pixels.
    public var pixelHeight: Int { plan.pixelHeight }
    /// When each output frame shows and for how long (docs/gif.md#frame-timing).
    public var schedule: FrameSchedule { plan.schedule }
    /// The scroll trajectory the frames sample.
    public var timeline: ScrollTimeline { plan.production.motion.timeline }
    /// The scene model after the options' device and orientation overrides.
    public var resolvedScene: Scene { plan.production.scene }
    /// Constraint conflicts and ambiguities the layout engine reported (UIKit-style), in a fixed order; empty when
    /// the constraints are sound. `options.strict` turns them into errors instead.
    public var diagnostics: [String] { plan.production.diagnostics }
    /// The layout's conflicts and ambiguous views, each one line `FILE:LINE:COL: warning: MESSAGE` (a render goes
    /// on past them; `strict` makes them errors).
    public var problems: [String] {
        plan.production.problems.map { "\($0.location): warning: \($0.message)" }
    }

    /// Characters of the scene's text that neither the primary typeface nor any installed font (asked through
    /// fontconfig) has a glyph for, once each in order of first appearance; they draw as the typeface's .notdef
    /// box. Empty when every character can be drawn (see docs/fonts.md).
    public var uncoveredCharacters: [Unicode.Scalar] { plan.production.fonts.uncoveredCharacters }

    /// The output frame on screen at `seconds` (clamped to the animation).
    public func frameIndex(atSeconds seconds: Double) -> Int { plan.frameIndex(shownAtSeconds: seconds) }

    /// The content offset (contentOffset.y, points) output frame `index` shows.
    public func contentOffset(ofFrame index: Int) throws(StretchGIFError) -> Double {
        try checkFrame(index)
        return plan.sample(ofFrame: index).offset
    }

    /// The frames worth a stored picture: the lowest offset (the pull), the middle frame and the highest offset
    /// (scrolled, or the bottom overscroll), without repeats, in order.
    public func keyframeIndices() -> [Int] {
        let offsets = (0..<frameCount).map { plan.sample(ofFrame: $0).offset }
        var lowest = 0, highest = 0
        for (index, offset) in offsets.enumerated() {
            if offset < offsets[lowest] { lowest = index }
            if offset > offsets[highest] { highest = index }
        }
        return Array(Set([lowest, frameCount / 2, highest])).sorted()
    }

    // MARK: Frames

    /// Output frame `index`, painted (premultiplied RGBA; `unpremultipliedRGBA()` gives straight bytes).
    public func frame(_ index: Int) throws(StretchGIFError) -> Pixmap {
        try checkFrame(index)
        return try plan.renderFrames(index..<(index + 1), jobs: 1)[0]
    }

    /// Output frames `range`, painted on up to `options.jobs` threads, in order.
    public func frames(_ range: Range<Int>) throws(StretchGIFError) -> [Pixmap] {
        guard range.lowerBound >= 0, range.upperBound <= frameCount else {
            throw .invalidParameter(name: "range", message: "expects frames within 0..<\(frameCount) (got \(range))")
        }
        return try plan.renderFrames(range, jobs: jobs)
    }

    /// Paints every frame in order and hands each to `body` on the calling thread; memory stays bounded (frames
    /// are painted in small parallel batches).
    public func forEachFrame(progress: ProgressHandler? = nil,
                             _ body: (_ index: Int, _ frame: Pixmap) throws(StretchGIFError) -> Void)
        throws(StretchGIFError)
    {
        try plan.forEachFrame(jobs: jobs, stage: .frames, progress: progress, body)
    }

    /// PNG bytes of output frame `index`.
    public func pngBytes(frame index: Int) throws(StretchGIFError) -> [UInt8] {
        try Self.png(try frame(index))
    }

    /// PNG bytes of the frame on screen at `seconds` (clamped to the animation).
    public func pngBytes(atSeconds seconds: Double) throws(StretchGIFError) -> [UInt8] {
        guard seconds.isFinite, seconds >= 0 else {
            throw .invalidParameter(name: "seconds", message: "expects a time >= 0 (got \(formatNumber(seconds)))")
        }
        return try pngBytes(frame: frameIndex(atSeconds: seconds))
    }

    /// Straight RGB bytes (3 per pixel, row-major) of a painted frame, the raw video format `rgb24`.
    public static func rgb24(_ frame: Pixmap) -> [UInt8] {
        let rgba = frame.unpremultipliedRGBA()
        var out = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
        var target = 0
        for source in stride(from: 0, to: rgba.count, by: 4) {
            out[target] = rgba[source]
            out[target + 1] = rgba[source + 1]
            out[target + 2] = rgba[source + 2]
            target += 3
        }
        return out
    }

    /// PNG bytes of a painted frame.
    static func png(_ frame: Pixmap) throws(StretchGIFError) -> [UInt8] {
        do { return try PNGCodec.encode(frame) } catch { throw .renderFailed(message: error.description) }
    }

    // MARK: GIF

    /// The GIF file's bytes: the same bytes `stretchgif render` writes with the same settings.
    public func gifBytes(progress: ProgressHandler? = nil) throws(StretchGIFError) -> [UInt8] {
        try bytes(format: .gif, progress: progress)
    }

    /// Writes the GIF to `path` atomically (a temporary file renamed into place; nothing is left on failure) and
    /// says what was written.
    @discardableResult
    public func writeGIF(toFile path: String, progress: ProgressHandler? = nil) throws(StretchGIFError)
        -> GIFSummary
    {
        let summary = try writeOne(OutputTarget(.file(path), format: .gif), progress: progress)
        return GIFSummary(writtenFrames: summary.frames, totalCentiseconds: summary.durationMilliseconds / 10,
                          byteCount: summary.byteCount)
    }

    // MARK: Manifest

    /// The `stretchgif hash` manifest: one line per output frame, then the GIF's hash (docs/gif.md#hash-manifest).
    /// The encoding pass hashes the frames (the palette pass paints only a sample of them).
    public func manifest(progress: ProgressHandler? = nil) throws(StretchGIFError) -> FrameManifest {
        var lines = [
            "# stretchgif frame manifest v1: scene \(plan.production.sceneName), \(pixelWidth)x\(pixelHeight) px, "
                + "\(frameCount) frames, \(schedule.totalCentiseconds) cs",
            "# hash: 64-bit FNV-1a of the frame's straight RGBA bytes, row-major from the top row",
            "# frame time_s delay_cs offset_pt rgba_fnv1a64",
        ]
        let plan = self.plan
        let encoded = try plan.encode([OutputTarget(.memory, format: .gif)], options: options, progress: progress) {
            index, rgba in
            let time = plan.milliseconds(ofFrame: index)
            let offset = plan.sample(ofFrame: index).offset
            lines.append(String(format: "%04d %.3f %d %.3f ", index, time / 1000,
                                plan.schedule.frames[index].delayCentiseconds, offset == 0 ? 0 : offset)
                         + FNV1a64.hex(of: rgba))
        }
        let gif = encoded[0]
        lines.append("gif \(FNV1a64.hex(of: gif.bytes ?? [])) \(gif.summary.byteCount) bytes \(gif.summary.frames) frames")
        return FrameManifest(text: lines.joined(separator: "\n") + "\n")
    }

    // MARK: Helpers

    /// Worker threads: `options.jobs`, or every core.
    var jobs: Int { options.effectiveJobs }

    private func checkFrame(_ index: Int) throws(StretchGIFError) {
        guard index >= 0, index < frameCount else {
            throw .invalidParameter(name: "frame", message: "expects an index from 0 to \(frameCount - 1) of this "
                + "\(frameCount)-frame animation (got \(index))")
        }
    }
}
