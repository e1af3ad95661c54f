import CWebP
import Raster

/// Owns one libwebp animation encoder (`WebPAnimEncoder`, from libwebpmux): frames go in with their timestamps, an
/// animated WebP file comes out (docs/formats.md#webp). Called from one thread; libwebp may use one more thread
/// inside a frame (`threaded`). Freed on `deinit`.
///
/// The settings are img2webp's at the same effort (`img2webp -lossless -q 75 -m 2`, `img2webp -lossy -q Q -m 2`):
/// for the same opaque frames and durations the file is byte-identical to img2webp's (docs/formats.md#webp).
final class WebPAnimationEncoder {
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    /// `config` with `exact` on, for a lossless frame that is not opaque (its transparent pixels keep their colour).
    private var exactConfig = WebPConfig()
    private let width: Int
    private let height: Int
    /// Effort of the lossless encoder (libwebp's `quality` for lossless, 0...100) and its `method` (0...6). Measured
    /// on the default demo (268 frames, 375 x 812; CPU seconds of the encoder alone): 25/1 gives 20.7 MB in 13 s,
    /// 50/2 12.4 MB in 17.5 s, 75/2 10.8 MB in 19.7 s, 75/4 11.3 MB in 33 s, 100/2 9.9 MB in 31 s
    /// (docs/formats.md#webp): 75/2 is 13 % smaller than 50/2 for 13 % more time, and smaller than 75/4.
    static let losslessEffort: Float = 75
    static let method: Int32 = 2

    /// An encoder for frames of `width` x `height` pixels that play `plays` times (0 = forever; WebP's loop count
    /// counts plays, unlike GIF's). `quality` nil encodes losslessly (exact pixels, the default for flat UI);
    /// 0...100 encodes lossy VP8 at that quality. `threaded` lets libwebp split the work inside one frame over two
    /// threads (`thread_level`; the bytes are the same either way).
    init(width: Int, height: Int, plays: Int, quality: Int?, threaded: Bool) throws(StretchGIFError) {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw .renderFailed(message: "libwebp version mismatch")
        }
        options.anim_params.loop_count = Int32(plays)
        // No key frame after the first and no mixing of lossless and lossy frames: libwebp's defaults, as img2webp's.
        options.allow_mixed = 0
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.quality = Self.losslessEffort
        }
        config.method = Self.method
        // `exact` stays off (libwebp's default, as in img2webp): libwebp may then give any colour to a pixel of
        // alpha 0. In an opaque frame the only such pixels are those a blended sub-frame leaves to the canvas
        // below, so the decoded animation is still exact, and 8.7 % smaller on the default demo (at 50/2) than with
        // `exact` on (docs/formats.md#webp). A frame that is not opaque is encoded with `exact` on (`exactConfig`).
        // Threads inside one frame: libwebp documents `thread_level` as not changing the bytes (docs/formats.md#webp).
        config.thread_level = threaded ? 1 : 0
        exactConfig = config
        exactConfig.exact = 1
        guard WebPValidateConfig(&config) != 0, WebPValidateConfig(&exactConfig) != 0,
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
        let added = config.lossless != 0 && !frame.isOpaque
            ? WebPAnimEncoderAdd(encoder, &picture, Int32(timestampMilliseconds), &exactConfig)
            : WebPAnimEncoderAdd(encoder, &picture, Int32(timestampMilliseconds), &config)
        guard added != 0 else {
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

    /// The frames the animated WebP `bytes` stores (libwebp's demuxer, `WEBP_FF_FRAME_COUNT`): fewer than were
    /// added when libwebp merged identical consecutive ones into one longer frame; nil when the bytes do not parse.
    static func storedFrameCount(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demuxer = WebPDemux(&data) else { return nil }
            defer { WebPDemuxDelete(demuxer) }
            return Int(WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT))
        }
    }

    private func errorText() -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
