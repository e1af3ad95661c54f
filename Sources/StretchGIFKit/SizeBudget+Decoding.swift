import CAVCodec
import CWebP
import GIF

extension SizeBudget.QualityReference {
    /// Decodes a file of `format` and hands `shown`, for each run of `seconds` (ascending) that shows the same
    /// picture, the positions of those instants and the picture as luma at `measuringWidth` x `measuringHeight`, or
    /// at the file's own size along a side where that is smaller (a video's cropped first to the `width` x `height`
    /// its odd side was padded from). One decoded picture is held at a time.
    func decode(_ bytes: [UInt8], format: OutputFormat, width: Int, height: Int, atSeconds seconds: [Double],
                shown: (Range<Int>, StructuralSimilarity.Plane) -> Void) throws(StretchGIFError)
    {
        try Self.decode(bytes, format: format, width: width, height: height, atSeconds: seconds,
                        measuredAt: (measuringWidth, measuringHeight), shown: shown)
    }

    /// `decode(_:format:width:height:atSeconds:shown:)` with the measuring size given.
    static func decode(_ bytes: [UInt8], format: OutputFormat, width: Int, height: Int, atSeconds seconds: [Double],
                       measuredAt size: (width: Int, height: Int),
                       shown: (Range<Int>, StructuralSimilarity.Plane) -> Void) throws(StretchGIFError)
    {
        func measured(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int)
            -> StructuralSimilarity.Plane
        {
            StructuralSimilarity.Plane(width: width, height: height, pixels: pixels, channels: channels,
                                       resampledToWidth: min(width, size.width), height: min(height, size.height))
        }
        switch format {
        case .gif:
            do {
                try GIFFrameSampler.sample(bytes, atCentiseconds: seconds.map { $0 * 100 }) { run, canvas in
                    shown(run, canvas.rgb.withUnsafeBufferPointer {
                        measured($0, width: canvas.width, height: canvas.height, channels: 3)
                    })
                }
            } catch {
                throw .renderFailed(message: "the size search could not read its GIF back: \(error)")
            }
        case .webp:
            try webpPictures(bytes, atMilliseconds: seconds.map { $0 * 1000 }) { run, pixels, width, height in
                shown(run, measured(pixels, width: width, height: height, channels: 4))
            }
        case .mp4, .webm:
            try videoPictures(bytes, width: width, height: height, atMilliseconds: seconds.map { $0 * 1000 }) {
                run, pixels in
                shown(run, measured(pixels, width: width, height: height, channels: 3))
            }
        }
    }

    /// What `videoPictures` hands FFmpeg's sampler as its context: the Swift callback.
    private struct VideoSink {
        let shown: (Range<Int>, UnsafeBufferPointer<UInt8>) -> Void
        let pictureBytes: Int
    }

    /// The pictures an MP4 or WebM shows at each of `milliseconds` (ascending), decoded by FFmpeg
    /// (`stretchgif_video_sample`), cropped to `width` x `height`, as straight RGB, once per run of instants.
    static func videoPictures(_ bytes: [UInt8], width: Int, height: Int, atMilliseconds milliseconds: [Double],
                              shown: (Range<Int>, UnsafeBufferPointer<UInt8>) -> Void) throws(StretchGIFError)
    {
        var message = [CChar](repeating: 0, count: 256)
        let status = withoutActuallyEscaping(shown) { shown in
            var sink = VideoSink(shown: shown, pictureBytes: width * height * 3)
            return withUnsafeMutablePointer(to: &sink) { sink in
                bytes.withUnsafeBufferPointer { bytes in
                    milliseconds.withUnsafeBufferPointer { milliseconds in
                        message.withUnsafeMutableBufferPointer { message in
                            stretchgif_video_sample(
                                bytes.baseAddress!, bytes.count, milliseconds.baseAddress!, Int32(milliseconds.count),
                                Int32(width), Int32(height),
                                { context, first, count, rgb in
                                    guard let sink = context?.assumingMemoryBound(to: VideoSink.self) else { return }
                                    let picture = UnsafeBufferPointer(start: rgb, count: sink.pointee.pictureBytes)
                                    sink.pointee.shown(Int(first)..<Int(first + count), picture)
                                },
                                sink, message.baseAddress!, message.count)
                        }
                    }
                }
            }
        }
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .renderFailed(message: "the size search could not read its video back: \(reason)")
        }
    }

    /// The straight RGBA canvas of an animated WebP (libwebp's `WebPAnimDecoder`) on screen at each of
    /// `milliseconds` (ascending), once per run of instants, with its width and height; each frame shows until its
    /// end timestamp.
    static func webpPictures(_ bytes: [UInt8], atMilliseconds milliseconds: [Double],
                             shown: (Range<Int>, UnsafeBufferPointer<UInt8>, Int, Int) -> Void)
        throws(StretchGIFError)
    {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            throw .renderFailed(message: "libwebp version mismatch")
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        try bytes.withUnsafeBufferPointer { (buffer) throws(StretchGIFError) in
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
            var next = 0
            while next < milliseconds.count, WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var frame: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else {
                    throw .renderFailed(message: "the size search could not read its WebP back")
                }
                let last = WebPAnimDecoderHasMoreFrames(decoder) == 0
                let first = next
                while next < milliseconds.count, milliseconds[next] < Double(timestamp) || last { next += 1 }
                if next > first {
                    shown(first..<next, UnsafeBufferPointer(start: frame, count: width * height * 4), width, height)
                }
            }
        }
    }
}
