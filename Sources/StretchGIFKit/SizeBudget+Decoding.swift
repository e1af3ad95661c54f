import CAVCodec
import CWebP
import GIF

extension SizeBudget.QualityReference {
    /// The frames a file of `format` shows at `seconds` (ascending), decoded, as luma planes at the file's size
    /// (a video's cropped to the `width` x `height` its odd side was padded from).
    static func decodedPlanes(_ bytes: [UInt8], format: OutputFormat, width: Int, height: Int,
                              atSeconds seconds: [Double]) throws(StretchGIFError) -> [StructuralSimilarity.Plane]
    {
        switch format {
        case .gif:
            let sampled: (width: Int, height: Int, frames: [[UInt8]])
            do { sampled = try GIFFrameSampler.sample(bytes, atCentiseconds: seconds.map { $0 * 100 }) } catch {
                throw .renderFailed(message: "the size search could not read its GIF back: \(error)")
            }
            return sampled.frames.map {
                StructuralSimilarity.Plane(width: sampled.width, height: sampled.height, pixels: $0, channels: 3)
            }
        case .webp:
            return try webpPlanes(bytes, atMilliseconds: seconds.map { $0 * 1000 })
        case .mp4, .webm:
            return try videoPlanes(bytes, width: width, height: height, atMilliseconds: seconds.map { $0 * 1000 })
        }
    }

    /// The pictures an MP4 or WebM shows at each of `milliseconds` (ascending), decoded by FFmpeg
    /// (`stretchgif_video_sample`), cropped to `width` x `height`, as luma.
    static func videoPlanes(_ bytes: [UInt8], width: Int, height: Int, atMilliseconds milliseconds: [Double])
        throws(StretchGIFError) -> [StructuralSimilarity.Plane]
    {
        let picture = width * height * 3
        var rgb = [UInt8](repeating: 0, count: picture * milliseconds.count)
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { bytes in
            milliseconds.withUnsafeBufferPointer { milliseconds in
                rgb.withUnsafeMutableBufferPointer { rgb in
                    message.withUnsafeMutableBufferPointer { message in
                        stretchgif_video_sample(bytes.baseAddress!, bytes.count, milliseconds.baseAddress!,
                                                Int32(milliseconds.count), Int32(width), Int32(height),
                                                rgb.baseAddress!, message.baseAddress!, message.count)
                    }
                }
            }
        }
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .renderFailed(message: "the size search could not read its video back: \(reason)")
        }
        return (0..<milliseconds.count).map { index in
            StructuralSimilarity.Plane(width: width, height: height,
                                       pixels: Array(rgb[(index * picture)..<((index + 1) * picture)]), channels: 3)
        }
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
