import Foundation
import GIF
import Layout
import Raster
import SceneRender

/// A scene's gesture played in one orientation, a quarter turn of the window into the other orientation, and the
/// gesture played again there, as one animation in any format (docs/scenes.md#orientation-change).
///
/// Every frame is a square canvas as wide as the screen's diagonal, black around the window, so the window fits at
/// every angle of the turn. The two segments are ordinary `Animation`s at the same pixels per point (the second one's
/// `width`, when given, is the first one's height), each centred on the canvas. The turn lasts `rotationSeconds`: the
/// window rotates about the canvas centre along `rotationCurve`, from upright to a quarter turn counter-clockwise (a
/// portrait window then covers the landscape window's place), while the first segment's last frame, turning with it,
/// cross-fades into the second segment's first frame, which turns from a quarter clockwise to upright.
///
/// The three parts lie on one clock, the first segment's duration, then the turn's, then the second's; the GIF and
/// the video sample it as a render samples its gesture (`schedule`, `videoSchedule`).
public struct RotationAnimation: Sendable {
    /// How long the turn lasts: 0.4 s, the duration UIKit's interface rotation animation is commonly measured and
    /// cited at (docs/scenes.md#orientation-change).
    package static let rotationSeconds = 0.4
    /// The turn's timing: UIKit's ease-in-ease-out, cubic-bezier(0.42, 0, 0.58, 1) (docs/scenes.md#orientation-change).
    package static let rotationCurve = (x1: 0.42, y1: 0.0, x2: 0.58, y2: 1.0)
    /// The colour around the window.
    package static let surroundColor = Color(r: 0, g: 0, b: 0)

    /// The gesture in the first orientation (the scene's, or `options.orientation`).
    package let before: Animation
    /// The gesture in the other orientation.
    package let after: Animation
    /// The canvas side in pixels: the larger segment frame's diagonal, rounded up.
    package let side: Int
    /// The GIF's (and WebP's) frames over the three parts, at the options' frame rate.
    public let schedule: FrameSchedule
    /// A video's frames over the three parts.
    public let videoSchedule: VideoSchedule
    /// When the turn starts and ends on the animation's clock, in seconds.
    let turnStartSeconds: Double
    let turnEndSeconds: Double

    /// The three parts of `scene` played with `options`.
    public init(scene: StretchScene, options: RenderOptions = RenderOptions()) throws(StretchGIFError) {
        let before = try Animation(scene: scene, options: options)
        var turned = options
        turned.orientation = before.resolvedScene.orientation == .portrait ? .landscape : .portrait
        // The same pixels per point: the turned frame is as wide as the first one is tall.
        if options.width != nil { turned.width = before.pixelHeight }
        let after: Animation
        do { after = try Animation(scene: scene, options: turned) } catch {
            // The turned frame's width is derived, never typed: say which --width would work instead.
            if let width = options.width, case .invalidParameter(name: "width", _) = error {
                throw Self.widthError(width: width, options: options, scene: before.resolvedScene)
            }
            throw error
        }
        self.before = before
        self.after = after
        let longest = [before, after].map { hypot(Double($0.pixelWidth), Double($0.pixelHeight)) }.max() ?? 0
        side = Int(longest.rounded(.up))
        // The canvas is a painted frame like any other (docs/scenes.md#limits): refused past the same limit.
        guard side * side <= RenderPlan.maximumPaintedPixels else {
            let screen = before.resolvedScene.screen
            let lower = options.width != nil ? "lower --width" : "lower --scale or give a --width"
            throw .invalidParameter(name: options.width != nil ? "width" : "scale", message: "makes a \(side) x "
                + "\(side) px canvas for --rotate (the \(before.pixelWidth) x \(before.pixelHeight) px frame's "
                + "diagonal) on this \(formatNumber(screen.width)) x \(formatNumber(screen.height)) pt screen; the "
                + "canvas may have at most \(RenderPlan.maximumPaintedPixels / (1024 * 1024)) Mi pixels: \(lower)")
        }
        turnStartSeconds = before.timeline.durationMilliseconds / 1000
        turnEndSeconds = turnStartSeconds + Self.rotationSeconds
        let total = turnEndSeconds + after.timeline.durationMilliseconds / 1000
        do { schedule = try FrameSchedule(durationSeconds: total, fps: options.fps) } catch {
            throw .invalidParameter(name: "fps", message: "gives too many frames for this \(formatNumber(total)) s "
                + "rotation: \(error.description)")
        }
        videoSchedule = VideoSchedule(durationSeconds: total, fps: options.fps)
    }

    /// The error for a `width` whose turned frame, as wide as the first one is tall, is outside `Rules.width`:
    /// in terms of the width given, the widths that work for `scene`'s screen and the limit.
    static func widthError(width: Int, options: RenderOptions, scene: Scene) -> StretchGIFError {
        let rule = RenderOptions.Rules.width
        /// The first segment's height in pixels (the turned width) for output width `candidate`, as `RenderPlan`
        /// computes it.
        func turnedWidth(_ candidate: Int) -> Int? {
            var trial = options
            trial.width = candidate
            guard let scale = try? RenderPlan.renderScale(options: trial, scene: scene) else { return nil }
            let painted = SceneRenderer.framePixelSize(device: scene.device, orientation: scene.orientation,
                                                       scale: scale, bezel: options.bezel)
            return max(1, Int((Double(painted.height) * Double(candidate) / Double(painted.width)).rounded()))
        }
        let working = stride(from: rule.lower ?? 1, through: rule.upper ?? width, by: 1)
            .filter { turnedWidth($0).map(rule.contains) ?? false }
        let screen = scene.screen
        let turn = "with --rotate the turned frames are as wide as these are tall, and a width must be \(rule.phrase)"
        guard let smallest = working.first, let largest = working.last else {
            return .invalidParameter(name: "width", message: "cannot be used for this \(formatNumber(screen.width)) x "
                + "\(formatNumber(screen.height)) pt screen: \(turn) (got \(width))")
        }
        return .invalidParameter(name: "width", message: "expects \(smallest) to \(largest) for this "
            + "\(formatNumber(screen.width)) x \(formatNumber(screen.height)) pt screen: \(turn) (got \(width))")
    }

    /// GIF frames in all.
    public var frameCount: Int { schedule.frames.count }

    /// The part of the animation an instant (seconds) falls in: the first segment at its own time, the turn at a
    /// fraction of it, or the second segment at its own time. A nanosecond's tolerance keeps an instant on a part's
    /// boundary (0.2 + 0.4 s against 6 / 10 s) in the later part.
    enum Part: Equatable {
        case before(seconds: Double)
        case turn(fraction: Double)
        case after(seconds: Double)
    }

    /// The part `seconds` falls in.
    func part(atSeconds seconds: Double) -> Part {
        let tolerance = 1e-9
        if seconds < turnStartSeconds - tolerance { return .before(seconds: seconds) }
        if seconds < turnEndSeconds - tolerance {
            return .turn(fraction: max(0, seconds - turnStartSeconds) / Self.rotationSeconds)
        }
        return .after(seconds: max(0, seconds - turnEndSeconds))
    }

    /// GIF frames in each part: the first segment, the turn, the second segment.
    package var partFrameCounts: (before: Int, turning: Int, after: Int) {
        var counts = (before: 0, turning: 0, after: 0)
        for frame in schedule.frames {
            switch part(atSeconds: frame.timeSeconds) {
            case .before: counts.before += 1
            case .turn: counts.turning += 1
            case .after: counts.after += 1
            }
        }
        return counts
    }

    /// The turn's progress after `fraction` (0...1) of its duration: `rotationCurve` solved for x = fraction.
    package static func easedProgress(_ fraction: Double) -> Double {
        let t = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        guard t > 0, t < 1 else { return t }
        let curve = rotationCurve
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        // x(s) increases monotonically for these control points: bisection finds s to 1e-9 in 40 steps.
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, curve.x1, curve.x2) < t { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, curve.y1, curve.y2)
    }

    /// The window's angle (radians, negative = counter-clockwise on screen) at `fraction` of the turn.
    package static func windowAngle(atFraction fraction: Double) -> Double {
        -Double.pi / 2 * easedProgress(fraction)
    }

    /// `frame` upright in the middle of a `side` x `side` canvas.
    func centred(_ frame: Pixmap) -> Pixmap {
        var bytes = Self.surroundBytes(side: side)
        let left = (side - frame.width) / 2
        let top = (side - frame.height) / 2
        for row in 0..<frame.height {
            let source = row * frame.width * 4
            let target = ((top + row) * side + left) * 4
            bytes.replaceSubrange(target..<(target + frame.width * 4), with: frame.pixels[source..<(source + frame.width * 4)])
        }
        return Pixmap(width: side, height: side, premultipliedPixels: bytes) ?? Pixmap(width: side, height: side)
    }

    /// The turn's frame at `fraction`: `old` turned by the window's angle cross-fading into `new` turned by that angle
    /// plus a quarter, both about the canvas centre, sampled bilinearly, over the surround colour.
    func turning(from old: Pixmap, to new: Pixmap, fraction: Double) -> Pixmap {
        let progress = Self.easedProgress(fraction)
        let angle = Self.windowAngle(atFraction: fraction)
        let centre = Double(side) / 2
        var bytes = Self.surroundBytes(side: side)
        let oldCos = cos(angle), oldSin = sin(angle)
        let newCos = cos(angle + .pi / 2), newSin = sin(angle + .pi / 2)
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - centre
                let dy = Double(y) + 0.5 - centre
                // Inverse rotation of the canvas point into each frame's own coordinates.
                let a = Self.sample(old, x: dx * oldCos + dy * oldSin + Double(old.width) / 2,
                                    y: -dx * oldSin + dy * oldCos + Double(old.height) / 2)
                let b = Self.sample(new, x: dx * newCos + dy * newSin + Double(new.width) / 2,
                                    y: -dx * newSin + dy * newCos + Double(new.height) / 2)
                let index = (y * side + x) * 4
                // Premultiplied mix, then over the opaque surround.
                let mixed = a * (1 - progress) + b * progress
                let cover = mixed[3] / 255
                for channel in 0..<3 {
                    let surround = Double(bytes[index + channel])
                    bytes[index + channel] = UInt8(min(255, max(0, (mixed[channel] + surround * (1 - cover)).rounded())))
                }
                bytes[index + 3] = 255
            }
        }
        return Pixmap(width: side, height: side, premultipliedPixels: bytes) ?? Pixmap(width: side, height: side)
    }

    /// Premultiplied RGBA of `frame` at (`x`, `y`) (pixel centres at half-integers), bilinear, transparent outside.
    static func sample(_ frame: Pixmap, x: Double, y: Double) -> SIMD4<Double> {
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let wx = fx - Double(x0), wy = fy - Double(y0)
        var result = SIMD4<Double>(repeating: 0)
        func add(_ px: Int, _ py: Int, _ weight: Double) {
            guard weight > 0, px >= 0, py >= 0, px < frame.width, py < frame.height else { return }
            let index = (py * frame.width + px) * 4
            result += SIMD4(Double(frame.pixels[index]), Double(frame.pixels[index + 1]), Double(frame.pixels[index + 2]),
                            Double(frame.pixels[index + 3])) * weight
        }
        add(x0, y0, (1 - wx) * (1 - wy))
        add(x0 + 1, y0, wx * (1 - wy))
        add(x0, y0 + 1, (1 - wx) * wy)
        add(x0 + 1, y0 + 1, wx * wy)
        return result
    }

    /// A `side` x `side` canvas of the surround colour, premultiplied RGBA bytes.
    static func surroundBytes(side: Int) -> [UInt8] {
        Pixmap(width: side, height: side, fill: surroundColor).pixels
    }

    /// Visits every GIF frame in order with its delay in centiseconds, painted in parallel batches.
    package func forEachFrame(
        _ body: (_ index: Int, _ frame: Pixmap, _ delayCentiseconds: Int) throws(StretchGIFError) -> Void
    ) throws(StretchGIFError) {
        let frames = try RotationFrames(self)
        let delays = schedule.frames.map(\.delayCentiseconds)
        try frames.forEachFrame(jobs: before.jobs, stage: .frames, atSeconds: schedule.frames.map(\.timeSeconds),
                                progress: nil, computing: { _, _ in () }) { index, frame, _ throws(StretchGIFError) in
            try body(index, frame, delays[index])
        }
    }

    /// Encodes the rotation into every target in one run, as `Animation.encode` does
    /// (docs/formats.md#several-outputs): any format, several outputs, the GIF's palette from a sample of the frames,
    /// frames painted in parallel within the memory budget. Files are written atomically and only when every output
    /// succeeded; `.memory` targets return their bytes.
    public func encode(_ targets: [OutputTarget], progress: ProgressHandler? = nil) throws(StretchGIFError)
        -> [EncodedOutput]
    {
        try RotationFrames(self).encode(targets, options: before.options, progress: progress)
    }

    /// The GIF file's bytes.
    package func gifBytes(progress: ProgressHandler? = nil) throws(StretchGIFError) -> [UInt8] {
        try encode([OutputTarget(.memory, format: .gif)], progress: progress)[0].bytes ?? []
    }
}
