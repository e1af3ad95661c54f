import GIF
import ScrollSim

/// The scroll trajectory of a gesture, sampled for `stretchgif trace`: a scene's own scroll view, or a bare scroll
/// view of a given viewport and content height. Rows are one per frame at `fps` (row i at i / fps, none merged as
/// the GIF merges above 50 fps), or one every `stepMilliseconds`, always ending with the timeline's last instant.
public struct ScrollTrace: Sendable {
    /// The simulated trajectory.
    public let timeline: ScrollTimeline
    /// The sampled rows, in time order.
    public let samples: [ScrollSample]

    /// The valid values of the trace's own parameters.
    package enum Rules {
        /// Row spacing in milliseconds.
        package static let stepMilliseconds = NumberRule<Double>(lower: 0.1, upper: 60_000,
                                                                phrase: "a number of milliseconds from 0.1 to 60000")
        /// Viewport height of a bare scroll view, in points.
        package static let viewportHeight = NumberRule<Double>(lower: 0, lowerInclusive: false, upper: 100_000,
                                                              phrase: "a number of points in (0, 100000]")
        /// Most rows one trace may have (one million: about 40 MB of CSV).
        package static let maximumRows = 1_000_000
        /// Content height of a bare scroll view, in points.
        package static let contentHeight = NumberRule<Double>(lower: 0, upper: 10_000_000,
                                                             phrase: "a number of points in [0, 10000000]")
    }

    /// The trajectory of `scene`'s scroll view playing its gesture (or `options.gesture`) with `options.physics`;
    /// rows at `options.fps` unless `stepMilliseconds` is given.
    public init(scene: StretchScene, options: RenderOptions = RenderOptions(), stepMilliseconds: Double? = nil)
        throws(StretchGIFError)
    {
        try options.validate()
        let production = try Production.load(scene: scene, options: options, pixelScale: 1, imageScale: 1)
        try self.init(timeline: production.motion.timeline, fps: options.fps, stepMilliseconds: stepMilliseconds)
    }

    /// The trajectory of a bare scroll view (no scene): `viewportHeight` and `contentHeight` in points, the
    /// gesture from `options.gesture` / `options.gestureFile` (or the default gesture) and `options.physics`; touch
    /// events at `options.device`'s rate when a device is given, else 60 Hz.
    public init(viewportHeight: Double, contentHeight: Double, options: RenderOptions = RenderOptions(),
                stepMilliseconds: Double? = nil) throws(StretchGIFError)
    {
        try options.validate()
        try Rules.viewportHeight.check(viewportHeight, name: "viewportHeight")
        try Rules.contentHeight.check(contentHeight, name: "contentHeight")
        let inset = options.physics.contentInset ?? PhysicsOverrides.ContentInset(top: 0, bottom: 0)
        let geometry = ScrollGeometry(viewportHeight: viewportHeight, contentHeight: contentHeight,
                                      contentInsetTop: inset.top, contentInsetBottom: inset.bottom)
        let physics = options.physics.applied(
            to: ScrollPhysics(touchRate: options.device?.touchRate ?? ScrollPhysics.defaultTouchRate))
        let script = try Motion.script(options: options, sceneGesture: nil)
        let motion = Motion.simulate(geometry: geometry, physics: physics, script: script, initialOffset: nil)
        try self.init(timeline: motion.timeline, fps: options.fps, stepMilliseconds: stepMilliseconds)
    }

    private init(timeline: ScrollTimeline, fps: Double, stepMilliseconds: Double?) throws(StretchGIFError) {
        self.timeline = timeline
        let duration = timeline.durationMilliseconds
        var times: [Double] = []
        if let stepMilliseconds {
            try Rules.stepMilliseconds.check(stepMilliseconds, name: "stepMilliseconds")
            let rows = (duration / stepMilliseconds).rounded(.down)
            guard rows < Double(Rules.maximumRows) else {
                throw .invalidParameter(name: "stepMilliseconds", message: "gives more than \(Rules.maximumRows) rows for "
                    + "this \(formatNumber(duration / 1000)) s gesture; expected at least "
                    + "\(formatNumber((duration / Double(Rules.maximumRows) * 10).rounded(.up) / 10)) ms")
            }
            let count = Int(rows)
            times = (0...count).map { Double($0) * stepMilliseconds }
        } else if duration < Double(FrameSchedule.minimumDelayCentiseconds) * 10 {
            // Shorter than one frame (an empty gesture, or `wait until rest` at rest): the start and the end.
            times = [0]
        } else {
            do {
                // The frames at the rate asked for, none merged: frame i at i / fps (the video's frames). Only the GIF
                // merges frames above 50 fps (docs/gif.md#browser-minimum-delay); its schedule checks the rate here.
                _ = try FrameSchedule(durationSeconds: duration / 1000, fps: fps)
                let frames = VideoSchedule(durationSeconds: duration / 1000, fps: fps)
                times = (0..<frames.frameCount).map { frames.timeSeconds(ofFrame: $0) * 1000 }
            } catch {
                throw .invalidParameter(name: "fps", message: "gives too many rows for this "
                    + "\(formatNumber(duration / 1000)) s gesture: \(error.description)")
            }
        }
        if times.last.map({ $0 < duration }) ?? true { times.append(duration) }
        samples = times.map { timeline.sample(atMilliseconds: $0) }
    }

    /// The rows as CSV (`time_ms,offset,velocity,phase,finger_y`, then `#` lines with each release and the resting
    /// offset) or JSON, ending with a newline.
    public func text(format: TraceFormat) -> String {
        let text = traceText(samples, format: format, timeline: timeline)
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Offset and velocity against time, phases shaded, as PNG bytes.
    public func plotPNG() throws(StretchGIFError) -> [UInt8] {
        try TracePlot(samples: samples, timeline: timeline).pngBytes()
    }
}
