import CWebP
import GIF
import Raster

extension SizeBudget {
    /// What `--max-size` measures every GIF and WebP candidate against (docs/formats.md#size-budget): the frames
    /// painted with the starting settings on screen at `sampleCount` evenly spaced instants, as luma planes.
    struct QualityReference {
        /// Instants sampled: the middles of `sampleCount` equal slices of the animation. Twelve put at least two in
        /// each phase of a gesture of a few seconds (drag, pull, release, settle) while costing a small part of an
        /// encode (docs/formats.md#size-budget).
        static let sampleCount = 12

        let scene: StretchScene
        let start: RenderOptions
        /// The sampled instants, in seconds from the start.
        let instants: [Double]
        /// The starting settings' painted frames on screen at `instants`.
        let planes: [StructuralSimilarity.Plane]

        init(scene: StretchScene, options start: RenderOptions) throws(StretchGIFError) {
            let animation = try Animation(scene: scene, options: start)
            let seconds = Double(animation.schedule.totalCentiseconds) / 100
            let instants = (0..<Self.sampleCount).map { seconds * (Double($0) + 0.5) / Double(Self.sampleCount) }
            self.scene = scene
            self.start = start
            self.instants = instants
            self.planes = try Self.paintedPlanes(animation, at: instants)
        }

        /// The frames `animation` shows at `instants`, painted, as luma.
        static func paintedPlanes(_ animation: Animation, at instants: [Double])
            throws(StretchGIFError) -> [StructuralSimilarity.Plane]
        {
            var planes: [StructuralSimilarity.Plane] = []
            for instant in instants {
                let frame = try animation.frame(animation.frameIndex(atSeconds: instant))
                planes.append(StructuralSimilarity.Plane(width: frame.width, height: frame.height,
                                                         pixels: frame.unpremultipliedRGBA(), channels: 4))
            }
            return planes
        }

        /// Mean SSIM over the sampled instants of the file `bytes` (GIF or WebP, decoded) against the reference,
        /// each decoded frame resampled to the reference's size first.
        func ssim(of bytes: [UInt8], format: OutputFormat) throws(StretchGIFError) -> Double {
            let decoded: [StructuralSimilarity.Plane]
            switch format {
            case .gif:
                let sampled: (width: Int, height: Int, frames: [[UInt8]])
                do { sampled = try GIFFrameSampler.sample(bytes, atCentiseconds: instants.map { $0 * 100 }) } catch {
                    throw .renderFailed(message: "the size search could not read its GIF back: \(error)")
                }
                decoded = sampled.frames.map {
                    StructuralSimilarity.Plane(width: sampled.width, height: sampled.height, pixels: $0, channels: 3)
                }
            case .webp:
                decoded = try Self.webpPlanes(bytes, atMilliseconds: instants.map { $0 * 1000 })
            case .mp4, .webm:
                throw .renderFailed(message: "the size search measures GIF and WebP only")
            }
            return mean(decoded)
        }

        /// Mean SSIM of `planes` (one per instant) against the reference's.
        func mean(_ planes: [StructuralSimilarity.Plane]) -> Double {
            var total = 0.0
            for (plane, reference) in zip(planes, self.planes) {
                total += StructuralSimilarity.ssim(plane.resampled(width: reference.width, height: reference.height),
                                                   reference)
            }
            return total / Double(self.planes.count)
        }

        /// The best SSIM a file at `fps` and `width` can reach: its exactly painted frames on screen at the sampled
        /// instants, which are softer than the reference's at a smaller width and show an older picture between
        /// their frames at a lower rate; encoding only loses more.
        func exactSSIM(fps: Double, width: Int?) throws(StretchGIFError) -> Double {
            var options = start
            options.fps = fps
            options.width = width
            return mean(try Self.paintedPlanes(try Animation(scene: scene, options: options), at: instants))
        }

        /// The straight RGBA canvas of an animated WebP (libwebp's `WebPAnimDecoder`) on screen at each of
        /// `milliseconds` (ascending), as luma; each frame shows until its end timestamp.
        static func webpPlanes(_ bytes: [UInt8], atMilliseconds milliseconds: [Double])
            throws(StretchGIFError) -> [StructuralSimilarity.Plane]
        {
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else {
                throw .renderFailed(message: "libwebp version mismatch")
            }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            typealias Planes = [StructuralSimilarity.Plane]
            return try bytes.withUnsafeBufferPointer { (buffer) throws(StretchGIFError) -> Planes in
                var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
                var info = WebPAnimInfo()
                guard let decoder = WebPAnimDecoderNew(&data, &options) else {
                    throw .renderFailed(message: "the size search could not read its WebP back")
                }
                defer { WebPAnimDecoderDelete(decoder) }
                guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
                    throw .renderFailed(message: "the size search could not read its WebP back")
                }
                let width = Int(info.canvas_width), height = Int(info.canvas_height)
                var planes: [StructuralSimilarity.Plane] = []
                while planes.count < milliseconds.count, WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                    var frame: UnsafeMutablePointer<UInt8>?
                    var timestamp: Int32 = 0
                    guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else {
                        throw .renderFailed(message: "the size search could not read its WebP back")
                    }
                    let last = WebPAnimDecoderHasMoreFrames(decoder) == 0
                    guard planes.count < milliseconds.count, milliseconds[planes.count] < Double(timestamp) || last
                    else { continue }
                    let plane = StructuralSimilarity.Plane(
                        width: width, height: height,
                        pixels: Array(UnsafeBufferPointer(start: frame, count: width * height * 4)), channels: 4)
                    while planes.count < milliseconds.count, milliseconds[planes.count] < Double(timestamp) || last {
                        planes.append(plane)
                    }
                }
                return planes
            }
        }
    }
}
