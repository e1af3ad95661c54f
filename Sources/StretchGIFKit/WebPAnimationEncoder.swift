import CWebP
import Raster

/// Owns one libwebp animation encoder (`WebPAnimEncoder`, from libwebpmux): frames go in with their timestamps, an
/// animated WebP file comes out (docs/formats.md#webp). Used on one thread; freed on `deinit`.
final class WebPAnimationEncoder {
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private let width: Int
    private let height: Int
    /// Effort of the lossless encoder (libwebp's `quality` for lossless, 0...100) and its `method` (0...6). Measured
    /// on the default demo (182 frames, 375 x 812): effort 25/method 1 gives 21.1 MB in 9.8 s, 50/2 gives 13.0 MB
    /// in 23 s, 75/4 gives 13.9 MB in 27 s (docs/formats.md#webp): 50/2 is the smallest and not the slowest.
    static let losslessEffort: Float = 50
    static let method: Int32 = 2

    /// An encoder for frames of `width` x `height` pixels that play `plays` times (0 = forever; WebP's loop count
    /// counts plays, unlike GIF's). `quality` nil encodes losslessly (exact pixels, the default for flat UI);
    /// 0...100 encodes lossy VP8 at that quality.
    init(width: Int, height: Int, plays: Int, quality: Int?) throws(StretchGIFError) {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw .renderFailed(message: "libwebp version mismatch")
        }
        options.anim_params.loop_count = Int32(plays)
        // Key frames only as libwebp decides (defaults); lossless and lossy frames are not mixed.
        options.allow_mixed = 0
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.quality = Self.losslessEffort
            // Keep the exact colour of transparent pixels too (frames are opaque; this keeps the output exact).
            config.exact = 1
        }
        config.method = Self.method
        guard WebPValidateConfig(&config) != 0,
              let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
        else {
            throw .renderFailed(message: "libwebp refused a \(width) x \(height) animation")
        }
        self.encoder = encoder
        self.width = width
        self.height = height
    }

    deinit {
        WebPAnimEncoderDelete(encoder)
    }

    /// Adds `frame`, shown from `timestampMilliseconds` until the next frame's timestamp.
    func add(_ frame: Pixmap, timestampMilliseconds: Int) throws(StretchGIFError) {
        guard frame.width == width, frame.height == height else {
            throw .renderFailed(message: "a \(frame.width) x \(frame.height) frame in a \(width) x \(height) WebP")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .renderFailed(message: "libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        let rgba = frame.unpremultipliedRGBA()
        let imported = rgba.withUnsafeBufferPointer { bytes in
            WebPPictureImportRGBA(&picture, bytes.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw .renderFailed(message: "libwebp could not take a frame (out of memory?)") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestampMilliseconds), &config) != 0 else {
            throw .renderFailed(message: "libwebp: \(errorText())")
        }
    }

    /// Ends the last frame at `endMilliseconds` and returns the file's bytes.
    func finish(endMilliseconds: Int) throws(StretchGIFError) -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(endMilliseconds), nil) != 0 else {
            throw .renderFailed(message: "libwebp: \(errorText())")
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw .renderFailed(message: "libwebp: \(errorText())")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private func errorText() -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
