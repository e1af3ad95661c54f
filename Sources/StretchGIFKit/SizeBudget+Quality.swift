import Raster

extension SizeBudget {
    /// How a GIF or WebP candidate of the size search looks beside the starting settings
    /// (docs/formats.md#size-budget). Every value runs from 0 to 1, 1 meaning identical.
    public struct Quality: Sendable, Equatable {
        /// Mean SSIM, on the sampled instants, of the decoded file against the frames the starting width and
        /// encoding paint at the candidate's own frame rate: what the encoding and a smaller width lose.
        public let ssim: Double
        /// Mean SSIM, over every frame interval of the starting rate, of the picture the candidate's frame rate
        /// shows against the one the starting rate shows: what showing an older picture between frames loses; 1 at
        /// the starting rate.
        public let timing: Double
        /// What the search ranks candidates by: `ssim * (1 - timingWeight * (1 - timing))`.
        public let score: Double

        /// How much of a lower frame rate's loss counts against a candidate: 1 would count a late picture as fully as
        /// a blurred one, 0 not at all. Chosen by looking at the default demo's candidates side by side
        /// (docs/formats.md#size-budget, "Timing").
        static let timingWeight = 0.4

        init(ssim: Double, timing: Double) {
            self.ssim = ssim
            self.timing = timing
            score = ssim * (1 - Self.timingWeight * (1 - timing))
        }
    }

    /// What `--max-size` measures every candidate against (docs/formats.md#size-budget): for the frame rate being
    /// searched, the frames the starting width and encoding paint at that rate on screen at `sampleCount` evenly
    /// spaced instants, as luma planes at the measuring size; and every searched rate's timing. The search walks the
    /// rates one after another, so one rate's frames are held at a time.
    struct QualityReference {
        /// Instants sampled: the middles of `sampleCount` equal slices of the animation. Twelve put at least two in
        /// each phase of a gesture of a few seconds (drag, pull, release, settle) while costing a small part of an
        /// encode (docs/formats.md#size-budget).
        static let sampleCount = 12

        /// The most pixels a measured picture has: larger frames (a wide `--width`, `--scale 3`) are measured
        /// reduced by area averaging to this many, which keeps the reference's twelve planes of 8-byte luma
        /// within 96 MiB whatever the output's size, while an iPhone at @2x (750 x 1624, 1.22 million pixels) is
        /// measured at 695 x 1506 and every picture at @1x whole (docs/formats.md#size-budget).
        static let measuringPixelLimit = 1 << 20

        /// One frame rate's painted frames at the instants.
        struct Rate {
            let fps: Double
            let planes: [StructuralSimilarity.Plane]
        }

        /// Timing is measured on frames painted this wide (or the starting width when smaller): the search's frame
        /// rates differ in when the picture changes, not in its detail, and a quarter of the default demo's 375 px
        /// costs a sixteenth of its painting while SSIM's 11-pixel window still sees about nine windows across.
        static let timingWidth = 96
        /// At most this many instants measure timing (one per frame interval of the starting rate up to it): 240
        /// cover a 5-second demo at 50 fps and keep a long gesture's cost bounded.
        static let timingSampleLimit = 240

        let scene: StretchScene
        let start: RenderOptions
        /// The format measured: a video shows the frames at the requested rate (`VideoSchedule`), GIF and WebP
        /// the GIF schedule's (docs/formats.md#timing).
        let format: OutputFormat
        /// The sampled instants, in seconds from the start.
        let instants: [Double]
        /// The size every picture is measured at: the starting frames' own, or reduced to `measuringPixelLimit`
        /// pixels.
        let measuringWidth: Int
        let measuringHeight: Int
        /// Each searched rate and its timing, the starting rate first.
        let timings: [(fps: Double, timing: Double)]
        /// The reference frames of the rate measured last.
        private(set) var current: Rate

        /// Measures the timing of each of `fps` (the starting rate first) and paints the starting rate's reference
        /// frames.
        init(scene: StretchScene, options start: RenderOptions, format: OutputFormat, fps: [Double])
            throws(StretchGIFError)
        {
            let animation = try Animation(scene: scene, options: start)
            let seconds = Double(animation.schedule.totalCentiseconds) / 100
            let instants = Self.middles(of: Self.sampleCount, in: seconds)
            let frames = format.isVideo ? animation.requestedRateFrameCount : animation.frameCount
            let timings = try Self.timings(scene: scene, start: start, format: format,
                                           startWidth: animation.pixelWidth, fps: fps.filter { $0 != start.fps },
                                           at: Self.middles(of: min(frames, Self.timingSampleLimit), in: seconds))
            let size = Self.measuringSize(width: animation.pixelWidth, height: animation.pixelHeight)
            self.scene = scene
            self.start = start
            self.format = format
            self.instants = instants
            measuringWidth = size.width
            measuringHeight = size.height
            self.timings = fps.map { rate in (rate, timings[rate] ?? 1) }
            current = Rate(fps: start.fps, planes: try Self.paintedPlanes(animation, format: format, at: instants,
                                                                           measuredAt: size))
        }

        /// The size a `width` x `height` picture is measured at: itself, or scaled by one factor on both axes to at
        /// most `measuringPixelLimit` pixels (each side rounded down, at least 1).
        static func measuringSize(width: Int, height: Int) -> (width: Int, height: Int) {
            guard width * height > measuringPixelLimit else { return (width, height) }
            let factor = (Double(measuringPixelLimit) / Double(width * height)).squareRoot()
            return (max(1, Int(Double(width) * factor)), max(1, Int(Double(height) * factor)))
        }

        /// The timing of each of `fps`: the mean SSIM, over `instants`, of the picture shown at that rate against
        /// the one shown at the starting rate, both painted `timingWidth` wide. One frame per animation is held at
        /// a time, whatever the gesture's length.
        static func timings(scene: StretchScene, start: RenderOptions, format: OutputFormat, startWidth: Int,
                            fps: [Double], at instants: [Double]) throws(StretchGIFError) -> [Double: Double]
        {
            var small = start
            small.width = min(startWidth, timingWidth)
            var animations = [try Animation(scene: scene, options: small)]
            for rate in fps {
                small.fps = rate
                animations.append(try Animation(scene: scene, options: small))
            }
            var shown: [(index: Int, plane: StructuralSimilarity.Plane)?] = animations.map { _ in nil }
            var totals = fps.map { _ in 0.0 }
            for instant in instants {
                for (which, animation) in animations.enumerated() {
                    let index = shownIndex(animation, format: format, atSeconds: instant)
                    guard shown[which]?.index != index else { continue }
                    let frame = try shownFrame(animation, format: format, index: index)
                    shown[which] = (index, StructuralSimilarity.Plane(width: frame.width, height: frame.height,
                                                                      pixels: frame.unpremultipliedRGBA(), channels: 4))
                }
                guard let reference = shown[0]?.plane else { continue }
                for rate in fps.indices {
                    if let late = shown[rate + 1]?.plane { totals[rate] += StructuralSimilarity.ssim(late, reference) }
                }
            }
            var result: [Double: Double] = [:]
            for (rate, total) in zip(fps, totals) { result[rate] = total / Double(max(instants.count, 1)) }
            return result
        }

        /// The middles of `count` equal slices of `seconds`: (k + 1/2) / count of it, k = 0 ... count - 1.
        static func middles(of count: Int, in seconds: Double) -> [Double] {
            (0..<count).map { seconds * (Double($0) + 0.5) / Double(count) }
        }

        /// The index of the frame a file of `format` shows at `seconds`: a video's at the requested rate, else the
        /// GIF schedule's.
        static func shownIndex(_ animation: Animation, format: OutputFormat, atSeconds seconds: Double) -> Int {
            format.isVideo ? animation.requestedRateFrameIndex(atSeconds: seconds)
                : animation.frameIndex(atSeconds: seconds)
        }

        /// Frame `index` as `shownIndex` numbers it, painted.
        static func shownFrame(_ animation: Animation, format: OutputFormat, index: Int) throws(StretchGIFError)
            -> Pixmap
        {
            format.isVideo ? try animation.requestedRateFrame(index) : try animation.frame(index)
        }

        /// The frames `animation` shows at `instants` in a file of `format`, painted, as luma resampled to `size`.
        static func paintedPlanes(_ animation: Animation, format: OutputFormat, at instants: [Double],
                                  measuredAt size: (width: Int, height: Int)) throws(StretchGIFError)
            -> [StructuralSimilarity.Plane]
        {
            var planes: [StructuralSimilarity.Plane] = []
            var painted: (index: Int, plane: StructuralSimilarity.Plane)?
            for instant in instants {
                let index = shownIndex(animation, format: format, atSeconds: instant)
                if let painted, painted.index == index {
                    planes.append(painted.plane)
                    continue
                }
                let frame = try shownFrame(animation, format: format, index: index)
                let plane = frame.unpremultipliedRGBA().withUnsafeBufferPointer { pixels in
                    StructuralSimilarity.Plane(width: frame.width, height: frame.height, pixels: pixels, channels: 4,
                                               resampledToWidth: size.width, height: size.height)
                }
                painted = (index, plane)
                planes.append(plane)
            }
            return planes
        }

        /// Makes `fps`'s reference frames the current ones, painting them unless they already are.
        mutating func select(fps: Double) throws(StretchGIFError) {
            guard current.fps != fps else { return }
            guard timings.contains(where: { $0.fps == fps }) else {
                throw .renderFailed(message: "the size search has no reference frames at \(fps) fps")
            }
            var options = start
            options.fps = fps
            // The previous rate's frames go before the next are painted; NaN equals no rate, so a failed painting
            // leaves nothing that passes for this rate's frames.
            current = Rate(fps: .nan, planes: [])
            current = Rate(fps: fps, planes: try Self.paintedPlanes(try Animation(scene: scene, options: options),
                                                                    format: format, at: instants,
                                                                    measuredAt: (measuringWidth, measuringHeight)))
        }

        /// The quality of the file `bytes` encoded with `options` (its pictures `width` x `height`), decoded at the
        /// instants one picture at a time.
        mutating func quality(of bytes: [UInt8], options: RenderOptions, width: Int, height: Int)
            throws(StretchGIFError) -> Quality
        {
            try select(fps: options.fps)
            let references = current.planes
            var total = 0.0, measured = 0
            let size = (width: measuringWidth, height: measuringHeight)
            try decode(bytes, format: format, width: width, height: height, atSeconds: instants) { run, plane in
                let shown = plane.resampled(width: size.width, height: size.height)
                for instant in run {
                    total += StructuralSimilarity.ssim(shown, references[instant])
                    measured += 1
                }
            }
            guard measured == instants.count else {
                throw .renderFailed(message: "the size search read \(measured) of \(instants.count) pictures back")
            }
            return quality(ssim: total / Double(measured), fps: options.fps)
        }

        /// The best quality a file at `fps` and `width` can reach: its exactly painted frames, softer than the
        /// reference's at a smaller width; encoding only loses more, and a lower rate starts from a lower timing.
        mutating func exactQuality(fps: Double, width: Int?) throws(StretchGIFError) -> Quality {
            try select(fps: fps)
            var options = start
            options.fps = fps
            options.width = width
            let animation = try Animation(scene: scene, options: options)
            let size = (min(animation.pixelWidth, measuringWidth), min(animation.pixelHeight, measuringHeight))
            let planes = try Self.paintedPlanes(animation, format: format, at: instants, measuredAt: size)
            let sharpness = zip(planes, current.planes).map { plane, reference in
                StructuralSimilarity.ssim(plane.resampled(width: reference.width, height: reference.height), reference)
            }
            return quality(ssim: sharpness.reduce(0, +) / Double(sharpness.count), fps: fps)
        }

        /// A quality of mean SSIM `ssim` at `fps`, with that rate's timing.
        func quality(ssim: Double, fps: Double) -> Quality {
            Quality(ssim: ssim, timing: timings.first { $0.fps == fps }?.timing ?? 1)
        }
    }
}
