import CWebP
import Raster

/// Every frame of an animation, exact, as the pixel tier's `frames.webp` (docs/library.md#reference-files): a
/// lossless animated WebP in which frame `i` starts at `i` ms, so a run of identical frames (which libwebp merges
/// into one) still maps back to frame numbers.
enum LosslessFrames {
    /// Paints every frame, hashing each and encoding all of them losslessly.
    static func capture(_ animation: Animation, progress: ProgressHandler? = nil) throws(StretchGIFError)
        -> (webp: [UInt8], summary: AnimationReference.PixelSummary)
    {
        let encoder = try WebPAnimationEncoder(width: animation.pixelWidth, height: animation.pixelHeight, plays: 0,
                                               quality: nil, threaded: animation.jobs > 1)
        var hashes: [String] = []
        try animation.forEachFrame(progress: progress) { (index: Int, frame: Pixmap) throws(StretchGIFError) in
            hashes.append(FNV1a64.hex(of: frame.unpremultipliedRGBA()))
            try encoder.add(frame, timestampMilliseconds: index)
        }
        let bytes = try encoder.finish(endMilliseconds: animation.frameCount)
        return (bytes, AnimationReference.PixelSummary(width: animation.pixelWidth, height: animation.pixelHeight,
                                                       hashes: hashes))
    }
}

/// Reads the frames of a `frames.webp` back in order, one at a time (libwebp's `WebPAnimDecoder`, from
/// libwebpdemux). Owns the decoder and the file's bytes; used on one thread.
final class LosslessFrameReader {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let decoder: OpaquePointer
    let width: Int
    let height: Int
    private let path: String
    /// The frame decoded last (straight RGBA) and the first frame number after it.
    private var current: [UInt8] = []
    private var currentEnd = 0

    /// A reader of the file at `path`; fails when it is not an animated WebP of `width` x `height`.
    init(path: String, width: Int, height: Int) throws(StretchGIFError) {
        let file = try readBinaryFile(path, what: "the reference frames", limit: InputFileLimits.referenceFramesBytes)
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, file.count))
        _ = copy.initialize(from: file)
        var data = WebPData(bytes: UnsafePointer(copy.baseAddress), size: file.count)
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            copy.deallocate()
            throw .renderFailed(message: "libwebp version mismatch")
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        var info = WebPAnimInfo()
        guard let decoder = WebPAnimDecoderNew(&data, &options) else {
            copy.deallocate()
            throw .invalidFile(path: path, line: nil, column: nil, message: "is not an animated WebP; record the "
                + "reference again (docs/library.md#reference-files)")
        }
        guard WebPAnimDecoderGetInfo(decoder, &info) != 0, Int(info.canvas_width) == width,
              Int(info.canvas_height) == height
        else {
            WebPAnimDecoderDelete(decoder)
            copy.deallocate()
            throw .invalidFile(path: path, line: nil, column: nil, message: "holds \(info.canvas_width) x "
                + "\(info.canvas_height) frames where pixels.txt says \(width) x \(height); record the reference again")
        }
        self.bytes = copy
        self.decoder = decoder
        self.width = width
        self.height = height
        self.path = path
    }

    deinit {
        WebPAnimDecoderDelete(decoder)
        bytes.deallocate()
    }

    /// Straight RGBA of frame `index`; frames must be asked for in ascending order.
    func frame(_ index: Int) throws(StretchGIFError) -> [UInt8] {
        while index >= currentEnd {
            var buffer: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            guard WebPAnimDecoderHasMoreFrames(decoder) != 0, WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0,
                  let buffer, Int(timestamp) > currentEnd
            else {
                throw .invalidFile(path: path, line: nil, column: nil, message: "ends before frame \(index); record "
                    + "the reference again (docs/library.md#reference-files)")
            }
            current = Array(UnsafeBufferPointer(start: buffer, count: width * height * 4))
            currentEnd = Int(timestamp)
        }
        return current
    }
}
