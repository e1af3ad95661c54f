import CAVCodec
import Raster

/// Owns one FFmpeg encoding session: a libavformat muxer (MP4 or WebM) writing a file, a libavcodec encoder
/// (libx264 H.264 or libvpx VP9), a libswscale RGB-to-YUV 4:2:0 converter and the frame and packet buffers
/// (docs/formats.md#mp4-and-webm). Frames go in with their start and length in milliseconds; `finish()` drains the
/// encoder and writes the trailer (MP4: the index moved to the front, `+faststart`). Used on one thread; everything
/// is freed on `deinit`, finished or not.
final class VideoEncoder {
    /// The container and codec.
    let format: OutputFormat
    /// Size of the frames handed in.
    let width: Int
    let height: Int
    /// Size of the encoded picture: 4:2:0 chroma needs even sides, so an odd side gets one more row or column,
    /// a copy of the last one (no visible border; docs/formats.md#odd-sizes).
    let encodedWidth: Int
    let encodedHeight: Int

    private var muxer: UnsafeMutablePointer<AVFormatContext>?
    private var encoder: UnsafeMutablePointer<AVCodecContext>?
    private var scaler: OpaquePointer?
    private var picture: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private let stream: UnsafeMutablePointer<AVStream>
    /// Each frame's length in milliseconds by its index, for the packets the encoder hands back (reordered).
    private var lengths: [Int64: Int64] = [:]
    /// Frames per second: frame i starts at round(1000 i / fps) ms (`VideoSchedule`).
    private let fps: Double
    private var padded: [UInt8]
    /// The path errors name (the final output, not the temporary file being written).
    private let displayPath: String
    /// FFmpeg's functions, loaded by the first encoder of the run (docs/library.md#memory).
    private let av: stretchgif_ffmpeg

    /// Encoder settings, measured on the default demo (docs/formats.md#mp4-and-webm).
    enum Settings {
        /// The file's time base, milliseconds: every timestamp is a whole millisecond, as the frame schedule is.
        /// The encoder counts frames instead (time base 1/fps), as ffmpeg feeds it a constant-rate input: libx264's
        /// rate control then spends bits as it does for `ffmpeg -c:v libx264` (with millisecond timestamps it gave
        /// 2 % more bytes at a lower SSIM on the default demo); packets are stamped in milliseconds on their way out.
        static let timeBase = AVRational(num: 1, den: 1000)
        /// H.264 constant rate factor without `quality`: libx264's own default, which ffmpeg uses too.
        static let defaultH264CRF = 23
        /// VP9 constant quality without `quality`: the value libvpx's VOD guide gives for 720p-class frames.
        static let defaultVP9CRF = 31
        /// Highest (worst) CRF of each codec: H.264 0...51, VP9 0...63 (the encoders' documented ranges).
        static let maximumH264CRF = 51
        static let maximumVP9CRF = 63
        /// libx264's preset: `medium` is its default (and ffmpeg's), so our MP4 matches an ffmpeg encode.
        static let h264Preset = "medium"
        /// libvpx speed (`cpu-used`) 4 in `good` deadline: about 6x faster than 1 on the default demo for a
        /// slightly larger file; frames are synthetic and flat, so the slow modes find little more.
        static let vp9Speed = "4"
        /// Encoder threads, fixed so the bytes do not depend on the machine or `jobs` (x264 and libvpx are
        /// deterministic for a given thread count).
        static let threads: Int32 = 2
    }

    /// The constant rate factor for `quality` (0...100, higher is better, nil for the codec's default): the quality
    /// scale mapped linearly onto the codec's CRF scale, 100 -> 0 (best), 0 -> the worst.
    static func crf(for format: OutputFormat, quality: Int?) -> Int {
        let maximum = format == .webm ? Settings.maximumVP9CRF : Settings.maximumH264CRF
        guard let quality else { return format == .webm ? Settings.defaultVP9CRF : Settings.defaultH264CRF }
        return Int((Double(maximum * (100 - quality)) / 100).rounded())
    }

    /// Opens `path` for a `width` x `height` video in `format` (.mp4 or .webm) at about `fps` frames a second
    /// (a hint for rate control; timestamps carry the real timing) and `quality` (nil = the codec's default CRF).
    /// Errors writing the file name `displayPath`.
    init(path: String, displayPath: String, format: OutputFormat, width: Int, height: Int, fps: Double,
         quality: Int?) throws(StretchGIFError)
    {
        precondition(format.isVideo, "VideoEncoder encodes MP4 and WebM only")
        var failure: UnsafePointer<CChar>?
        guard let functions = stretchgif_ffmpeg_load(&failure) else {
            throw .renderFailed(message: failure.map { String(cString: $0) } ?? "FFmpeg's libraries cannot be loaded")
        }
        av = functions.pointee
        self.format = format
        self.width = width
        self.height = height
        self.displayPath = displayPath
        self.fps = fps
        // FFmpeg's own log (encoder statistics, muxer notes) would interleave with the tool's output; failures
        // come back as return codes and are reported with FFmpeg's message for them. Process-wide, as FFmpeg's log is.
        av.av_log_set_level(AV_LOG_QUIET)
        encodedWidth = width + width % 2
        encodedHeight = height + height % 2
        padded = [UInt8](repeating: 0, count: encodedWidth * encodedHeight * 4)
        // "file:" keeps a path with a colon from being read as a protocol name.
        let url = "file:" + path
        var context: UnsafeMutablePointer<AVFormatContext>?
        let container = format == .mp4 ? "mp4" : "webm"
        guard av.avformat_alloc_output_context2(&context, nil, container, url) >= 0, let context,
              let created = av.avformat_new_stream(context, nil)
        else {
            if let context { av.avformat_free_context(context) }
            throw .renderFailed(message: "FFmpeg has no \(container) muxer")
        }
        muxer = context
        stream = created
        context.pointee.flags |= stretchgif_format_flag_bitexact()
        let codecName = format == .mp4 ? "libx264" : "libvpx-vp9"
        guard let codec = av.avcodec_find_encoder_by_name(codecName), let codecContext = av.avcodec_alloc_context3(codec)
        else {
            throw .renderFailed(message: "FFmpeg has no \(codecName) encoder (Debian's libavcodec59 has it)")
        }
        encoder = codecContext
        codecContext.pointee.width = Int32(encodedWidth)
        codecContext.pointee.height = Int32(encodedHeight)
        codecContext.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        codecContext.pointee.framerate = av.av_d2q(fps, 1_000_000)
        codecContext.pointee.time_base = av_inv_q(codecContext.pointee.framerate)
        codecContext.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        // The BT.601 matrix (SMPTE 170M) in limited range, as ffmpeg converts RGB by default, over sRGB's BT.709
        // primaries and transfer; stated in the stream so every player converts back the same way. On the default
        // demo the BT.709 matrix gave 5 % fewer bytes at a lower SSIM (0.9489 against 0.9513; ffmpeg's own x264
        // encode: 0.9509), see docs/formats.md#mp4-and-webm.
        codecContext.pointee.color_range = AVCOL_RANGE_MPEG
        codecContext.pointee.colorspace = AVCOL_SPC_SMPTE170M
        codecContext.pointee.color_primaries = AVCOL_PRI_BT709
        codecContext.pointee.color_trc = AVCOL_TRC_BT709
        codecContext.pointee.thread_count = Settings.threads
        codecContext.pointee.flags |= stretchgif_codec_flag_bitexact()
        if let outputFormat = context.pointee.oformat,
           outputFormat.pointee.flags & stretchgif_format_flag_globalheader() != 0 {
            codecContext.pointee.flags |= stretchgif_codec_flag_global_header()
        }
        let crf = Self.crf(for: format, quality: quality)
        var codecOptions: OpaquePointer?
        defer { av.av_dict_free(&codecOptions) }
        _ = av.av_dict_set(&codecOptions, "crf", "\(crf)", 0)
        if format == .mp4 {
            _ = av.av_dict_set(&codecOptions, "preset", Settings.h264Preset, 0)
            // x264's AVX-512 code reads table bytes nothing wrote (docs/formats.md#deterministic-video): every other
            // instruction set it detects, which gives the same bytes.
            let cpu = stretchgif_x264_cpu_flags_without_avx512()
            if cpu != 0 { _ = av.av_dict_set(&codecOptions, "x264-params", "asm=\(cpu)", 0) }
        } else {
            // Constant quality: no bitrate target.
            codecContext.pointee.bit_rate = 0
            _ = av.av_dict_set(&codecOptions, "deadline", "good", 0)
            _ = av.av_dict_set(&codecOptions, "cpu-used", Settings.vp9Speed, 0)
            _ = av.av_dict_set(&codecOptions, "row-mt", "1", 0)
        }
        try Self.check(av.avcodec_open2(codecContext, codec, &codecOptions), "opening \(codecName)")
        try Self.check(av.avcodec_parameters_from_context(created.pointee.codecpar, codecContext), "stream parameters")
        created.pointee.time_base = Settings.timeBase
        try Self.check(av.avio_open(&context.pointee.pb, url, stretchgif_avio_flag_write()), "opening the file",
                       path: displayPath)
        var muxerOptions: OpaquePointer?
        defer { av.av_dict_free(&muxerOptions) }
        if format == .mp4 { _ = av.av_dict_set(&muxerOptions, "movflags", "+faststart", 0) }
        try Self.check(av.avformat_write_header(context, &muxerOptions), "writing the \(container) header",
                       path: displayPath)

        guard let scaler = av.sws_getContext(
                  Int32(encodedWidth), Int32(encodedHeight), AV_PIX_FMT_RGBA,
                  Int32(encodedWidth), Int32(encodedHeight), AV_PIX_FMT_YUV420P,
                  Int32(SWS_BICUBIC | SWS_ACCURATE_RND), nil, nil, nil),
              let picture = av.av_frame_alloc(), let packet = av.av_packet_alloc()
        else { throw .renderFailed(message: "FFmpeg could not allocate a \(encodedWidth) x \(encodedHeight) frame") }
        self.scaler = scaler
        self.picture = picture
        self.packet = packet
        // Full-range RGB in, limited-range BT.601 YUV out (brightness, contrast and saturation unchanged: 1.0 in
        // 16.16 fixed point).
        let bt601 = av.sws_getCoefficients(SWS_CS_ITU601)
        _ = av.sws_setColorspaceDetails(scaler, bt601, 1, bt601, 0, 0, 1 << 16, 1 << 16)
        picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        picture.pointee.width = Int32(encodedWidth)
        picture.pointee.height = Int32(encodedHeight)
        picture.pointee.color_range = AVCOL_RANGE_MPEG
        picture.pointee.colorspace = AVCOL_SPC_SMPTE170M
        picture.pointee.color_primaries = AVCOL_PRI_BT709
        picture.pointee.color_trc = AVCOL_TRC_BT709
        try Self.check(av.av_frame_get_buffer(picture, 0), "allocating a frame")
        // Zero the whole buffer, alignment padding included: the encoders' SIMD code reads past the picture's edges,
        // and left uninitialised those bytes changed libx264's output from run to run (seen when another encoder
        // had used the heap before). This is the only heap the video's bytes depend on; the library never changes
        // malloc's settings (docs/formats.md#deterministic-video).
        withUnsafePointer(to: &picture.pointee.buf) { buffers in
            buffers.withMemoryRebound(to: UnsafeMutablePointer<AVBufferRef>?.self, capacity: 8) { buffers in
                for index in 0..<8 {
                    guard let buffer = buffers[index] else { continue }
                    buffer.pointee.data.update(repeating: 0, count: Int(buffer.pointee.size))
                }
            }
        }
    }

    deinit {
        if let muxer {
            if muxer.pointee.pb != nil { _ = av.avio_closep(&muxer.pointee.pb) }
            av.avformat_free_context(muxer)
        }
        av.avcodec_free_context(&encoder)
        av.sws_freeContext(scaler)
        av.av_frame_free(&picture)
        av.av_packet_free(&packet)
    }

    /// Encodes `frame`, the video's frame `index` (indices increase by one from 0), shown for `lengthMilliseconds`
    /// from `VideoSchedule`'s start of that frame.
    func add(_ frame: Pixmap, index: Int, lengthMilliseconds: Int) throws(StretchGIFError) {
        guard let encoder, let picture, let scaler else { throw .renderFailed(message: "the video encoder is closed") }
        guard frame.width == width, frame.height == height else {
            throw .renderFailed(message: "a \(frame.width) x \(frame.height) frame in a \(width) x \(height) video")
        }
        fillPadded(from: frame.unpremultipliedRGBA())
        try Self.check(av.av_frame_make_writable(picture), "preparing a frame")
        let stride = [Int32(encodedWidth * 4)]
        let converted = padded.withUnsafeBufferPointer { source in
            var planes: [UnsafePointer<UInt8>?] = [source.baseAddress]
            return withUnsafeMutablePointer(to: &picture.pointee.data) { data in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { destination in
                    withUnsafePointer(to: &picture.pointee.linesize) { lines in
                        lines.withMemoryRebound(to: Int32.self, capacity: 8) { lineSizes in
                            av.sws_scale(scaler, &planes, stride, 0, Int32(encodedHeight), destination, lineSizes)
                        }
                    }
                }
            }
        }
        guard converted == Int32(encodedHeight) else { throw .renderFailed(message: "swscale converted no frame") }
        picture.pointee.pts = Int64(index)
        lengths[Int64(index)] = Int64(lengthMilliseconds)
        try Self.check(av.avcodec_send_frame(encoder, picture), "encoding a frame")
        try drain()
    }

    /// Flushes the encoder, writes the trailer and closes the file.
    func finish() throws(StretchGIFError) {
        guard let encoder, let muxer else { throw .renderFailed(message: "the video encoder is closed") }
        try Self.check(av.avcodec_send_frame(encoder, nil), "flushing the encoder")
        try drain()
        try Self.check(av.av_write_trailer(muxer), "writing the \(format.rawValue) index", path: displayPath)
        try Self.check(av.avio_closep(&muxer.pointee.pb), "closing the file (disk full?)", path: displayPath)
    }

    /// Hands every packet the encoder has ready to the muxer, each with its frame's length.
    private func drain() throws(StretchGIFError) {
        guard let encoder, let muxer, let packet else { return }
        while true {
            let received = av.avcodec_receive_packet(encoder, packet)
            if received == stretchgif_averror_eagain() || received == stretchgif_averror_eof() { return }
            try Self.check(received, "encoding a frame")
            // Frame indices (dts may run a few frames below 0 for reordered frames) to the file's milliseconds.
            packet.pointee.duration = lengths.removeValue(forKey: packet.pointee.pts) ?? 0
            packet.pointee.pts = milliseconds(ofFrame: packet.pointee.pts)
            packet.pointee.dts = milliseconds(ofFrame: packet.pointee.dts)
            av.av_packet_rescale_ts(packet, Settings.timeBase, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            // Takes the packet's data (and unreferences it) whatever it returns.
            try Self.check(av.av_interleaved_write_frame(muxer, packet), "writing a frame", path: displayPath)
        }
    }

    /// When frame `index` starts, in milliseconds: `VideoSchedule`'s formula, also for the negative indices of
    /// reordered frames' decoding times.
    private func milliseconds(ofFrame index: Int64) -> Int64 {
        Int64((Double(index) / fps * 1000).rounded())
    }

    /// Copies straight RGBA rows into the even-sized buffer, repeating the last column and row when a side is odd.
    private func fillPadded(from rgba: [UInt8]) {
        let rowBytes = width * 4, paddedRowBytes = encodedWidth * 4
        padded.withUnsafeMutableBufferPointer { target in
            rgba.withUnsafeBufferPointer { source in
                for y in 0..<encodedHeight {
                    let sourceRow = min(y, height - 1) * rowBytes
                    let targetRow = y * paddedRowBytes
                    for k in 0..<rowBytes { target[targetRow + k] = source[sourceRow + k] }
                    if encodedWidth > width {
                        for k in 0..<4 { target[targetRow + rowBytes + k] = source[sourceRow + rowBytes - 4 + k] }
                    }
                }
            }
        }
    }

    /// Throws FFmpeg's message for a negative result: an output failure naming `path` when given (writing the
    /// file), else a render failure.
    private static func check(_ result: Int32, _ doing: String, path: String? = nil) throws(StretchGIFError) {
        guard result < 0 else { return }
        var text = [CChar](repeating: 0, count: 256)
        var failure: UnsafePointer<CChar>?
        if let av = stretchgif_ffmpeg_load(&failure) { _ = av.pointee.av_strerror(result, &text, text.count) }
        let reason = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let path { throw .outputFailed(path: path, message: "\(doing): \(reason)") }
        throw .renderFailed(message: "FFmpeg failed \(doing): \(reason)")
    }
}
