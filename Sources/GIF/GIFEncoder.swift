import CGif

/// Streams an animated GIF89a through giflib's encoder (`EGif*`) into a caller-provided `GIFOutput`.
///
/// Owns the giflib handle; `finish()` (or `deinit`, for an abandoned encoder) closes it exactly once.
/// Frames use the one global palette given at `init`, except that a frame whose patch needs only a few of its
/// colours gets a smaller local colour table when that makes the file smaller (`GIFOptions.localColorTables`,
/// `LocalColorTable`); either way the same colours are shown. Identical consecutive frames are merged (their
/// delays added, one frame is buffered for that). With `frameDifferencing`, every frame after the first is
/// cropped to the rectangle that changed and may mark unchanged pixels transparent (see `FramePatch`); all
/// frames use disposal 1, "do not dispose", so each frame draws over the previous one. With `GIFOptions.lossy` > 0,
/// each patch's indices are then re-chosen by `LossyLZW`, so a pixel may show a close colour instead of its own.
/// Any error closes the encoder; later calls throw `GIFError.encoderClosed`. Not thread-safe: use one
/// encoder from one thread (quantize with `Palette.quantize` and prepare frames with `PreparedGIFFrame` on many
/// threads, then feed them in order; or, as the render pipeline does, run a `GIFFrameSequencer` on a thread of its
/// own, code what it releases anywhere, and `write` the blocks here in order).
package final class GIFEncoder {
    private var handle: UnsafeMutablePointer<GifFileType>?
    private let sink: GIFSink
    private let options: GIFOptions
    private let palette: Palette
    /// Merges identical frames and, with lossy LZW, finishes each written frame's block.
    private var sequencer: GIFFrameSequencer
    /// The indices of the frame added last (merged or not): what the next frame's patch is computed against.
    private var lastAdded: [UInt8]?
    private var writtenFrames = 0
    private var writtenCentiseconds = 0

    /// Largest value of the 16-bit delay field (GIF89a spec, Graphic Control Extension).
    package static let maximumDelayCentiseconds = 65_535
    /// GIF disposal method 1, "do not dispose": the next frame draws over this one (GIF89a spec, section 23).
    static let disposalDoNotDispose = Int32(DISPOSE_DO_NOT)

    /// Opens the stream and writes the header, the global colour table and (per `options.loopCount`) the
    /// NETSCAPE2.0 loop extension. Throws for invalid options, a palette larger than `options.maxColors`,
    /// a giflib failure, or a failing output.
    package init(options: GIFOptions, palette: Palette, output: any GIFOutput) throws(GIFError) {
        try options.validate()
        guard palette.count <= options.maxColors else {
            throw .invalidParameter(name: "maxColors", value: "\(options.maxColors)",
                                    expected: "at least the palette's \(palette.count) colours")
        }
        self.options = options
        self.palette = palette
        self.sequencer = GIFFrameSequencer(options: options, palette: palette)
        self.sink = GIFSink(output: output)
        var openError: Int32 = 0
        let opened = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, bytes, length in
            guard let file, let context = file.pointee.UserData else { return 0 }
            let sink = Unmanaged<GIFSink>.fromOpaque(context).takeUnretainedValue()
            return sink.write(bytes, Int(length)) ? length : 0
        }, &openError)
        guard let opened else { throw Self.giflibError("EGifOpen", openError) }
        handle = opened
        EGifSetGifVersion(opened, true)
        try writeScreenDescriptor(opened)
        try writeLoopExtension(opened)
    }

    deinit {
        if let handle {
            var error: Int32 = 0
            _ = EGifCloseFile(handle, &error)
        }
    }

    /// Quantizes an opaque RGBA8 frame (`width * height * 4` bytes) with the options' dither and adds it.
    /// `delayCentiseconds` must be 0...65535.
    package func addFrame(rgba: [UInt8], delayCentiseconds: Int) throws(GIFError) {
        guard handle != nil else { throw .encoderClosed }
        let indices = try palette.quantize(rgba: rgba, width: options.width, height: options.height,
                                           dither: options.dither, strength: options.ditherStrength)
        try addFrame(indices: indices, delayCentiseconds: delayCentiseconds)
    }

    /// Adds a frame already mapped to palette indices (`width * height` values, each < `palette.count`).
    /// `delayCentiseconds` must be 0...65535.
    package func addFrame(indices: [UInt8], delayCentiseconds: Int) throws(GIFError) {
        guard handle != nil else { throw .encoderClosed }
        try GIFFrameSequencer.checkDelay(delayCentiseconds)
        let frame = try PreparedGIFFrame(indices: indices, previous: lastAdded, options: options, palette: palette)
        try addFrame(frame, delayCentiseconds: delayCentiseconds)
    }

    /// Adds a frame prepared for this encoder's options and palette, following the frame added last
    /// (`PreparedGIFFrame(indices:previous:options:palette:)` with `previous` = the indices added last, nil for the
    /// first). `delayCentiseconds` must be 0...65535.
    package func addFrame(_ frame: PreparedGIFFrame, delayCentiseconds: Int) throws(GIFError) {
        guard handle != nil else { throw .encoderClosed }
        try GIFFrameSequencer.checkDelay(delayCentiseconds)
        lastAdded = frame.indices
        let released = try sequencer.add(frame, delayCentiseconds: delayCentiseconds)
        if let released { try write(released) }
    }

    /// Codes (if it is not yet) and writes a frame the sequencer released.
    private func write(_ frame: SequencedGIFFrame) throws(GIFError) {
        let block: GIFFrameBlock
        do { block = try frame.coded() } catch {
            closeAfterFailure()
            throw error
        }
        try write(block)
    }

    /// Writes a frame block that a `GIFFrameSequencer` of the same options and palette released, for a pipeline that
    /// runs the sequencer on another thread (docs/gif.md#parallel-encoding). An encoder is fed either this way or
    /// through `addFrame`, never both.
    package func write(_ block: GIFFrameBlock) throws(GIFError) {
        guard let gif = handle else { throw .encoderClosed }
        var control = GraphicsControlBlock(
            DisposalMode: Self.disposalDoNotDispose, UserInputFlag: false, DelayTime: Int32(block.delayCentiseconds),
            TransparentColor: block.transparentIndex.map(Int32.init) ?? Int32(NO_TRANSPARENT_COLOR))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(extensionBytes.withUnsafeBytes { EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), $0.baseAddress) },
                  "EGifPutExtension")
        // The image block goes straight to the output, after the extension giflib just wrote (it buffers nothing
        // between calls); giflib writes only the trailer after it (docs/gif.md#parallel-encoding).
        guard block.imageBlock.withUnsafeBufferPointer({ sink.write($0.baseAddress, $0.count) }) else {
            closeAfterFailure()
            throw .outputWriteFailed(bytesWritten: sink.bytesWritten)
        }
        writtenFrames += 1
        writtenCentiseconds += block.delayCentiseconds
    }

    /// Writes the held-back frame, closes the stream and reports what was written.
    /// Throws if no frame was added, on a giflib failure, or if the output failed at any point.
    package func finish() throws(GIFError) -> GIFSummary {
        guard handle != nil else { throw .encoderClosed }
        if let last = sequencer.flush() { try write(last) }
        guard writtenFrames > 0 else {
            closeAfterFailure()
            throw .invalidParameter(name: "frames", value: "0", expected: "at least one frame before finish()")
        }
        guard let open = handle else { throw .encoderClosed }
        handle = nil  // EGifCloseFile frees the handle even when it fails: never touch it again.
        var closeError: Int32 = 0
        let closed = EGifCloseFile(open, &closeError)
        if sink.failed { throw .outputWriteFailed(bytesWritten: sink.bytesWritten) }
        guard closed == GIF_OK else { throw Self.giflibError("EGifCloseFile", closeError) }
        return GIFSummary(writtenFrames: writtenFrames, totalCentiseconds: writtenCentiseconds, byteCount: sink.bytesWritten)
    }

    // MARK: - Writing

    private func writeScreenDescriptor(_ gif: UnsafeMutablePointer<GifFileType>) throws(GIFError) {
        let padding = Array(repeating: PaletteColor(r: 0, g: 0, b: 0), count: palette.paddedCount - palette.count)
        let map = try makeColorMap(palette.colors + padding)
        // giflib copies the map into the handle, so ours is freed right away.
        defer { GifFreeMapObject(map) }
        // Colour resolution 8 bits per primary; background index 0 (unused: no frame disposes to background).
        try check(EGifPutScreenDesc(gif, Int32(options.width), Int32(options.height), 8, 0, map), "EGifPutScreenDesc")
    }

    /// A giflib colour map of `colors` (a power-of-two count, 2...256); the caller frees it.
    private func makeColorMap(_ colors: [PaletteColor]) throws(GIFError) -> UnsafeMutablePointer<ColorMapObject> {
        var table = colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        guard let map = GifMakeMapObject(Int32(table.count), &table) else {
            closeAfterFailure()
            throw .giflib(operation: "GifMakeMapObject", code: 0, message: "could not allocate a \(table.count)-colour map")
        }
        return map
    }

    /// NETSCAPE2.0 application extension: sub-block [1, repeat lo, repeat hi] (de-facto standard introduced
    /// by Netscape Navigator 2.0). `GIFOptions.netscapeRepeatCount` maps "plays" to the stored repeat count.
    private func writeLoopExtension(_ gif: UnsafeMutablePointer<GifFileType>) throws(GIFError) {
        guard let repeats = options.netscapeRepeatCount else { return }
        let identifier: [UInt8] = Array("NETSCAPE2.0".utf8)
        let loopBlock: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8 & 0xFF)]
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
        try check(identifier.withUnsafeBytes { EGifPutExtensionBlock(gif, Int32($0.count), $0.baseAddress) },
                  "EGifPutExtensionBlock")
        try check(loopBlock.withUnsafeBytes { EGifPutExtensionBlock(gif, Int32($0.count), $0.baseAddress) },
                  "EGifPutExtensionBlock")
        try check(EGifPutExtensionTrailer(gif), "EGifPutExtensionTrailer")
    }

    /// Turns a giflib return code into a thrown error (closing the encoder) unless it is `GIF_OK`.
    private func check(_ result: Int32, _ operation: String) throws(GIFError) {
        guard result != GIF_OK else { return }
        let code = handle?.pointee.Error ?? 0
        closeAfterFailure()
        if sink.failed { throw .outputWriteFailed(bytesWritten: sink.bytesWritten) }
        throw Self.giflibError(operation, code)
    }

    /// Frees the handle after an error; the output is incomplete and any further call throws.
    private func closeAfterFailure() {
        guard let open = handle else { return }
        handle = nil
        var error: Int32 = 0
        _ = EGifCloseFile(open, &error)
    }

    private static func giflibError(_ operation: String, _ code: Int32) -> GIFError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown giflib error"
        return .giflib(operation: operation, code: Int(code), message: message)
    }
}

/// The object giflib's C write callback reaches through `UserData`: forwards bytes to the caller's
/// output and remembers a failure (giflib ignores the callback's result for headers and extensions).
final class GIFSink {
    let output: any GIFOutput
    private(set) var bytesWritten = 0
    private(set) var failed = false

    init(output: any GIFOutput) {
        self.output = output
    }

    /// Forwards `length` bytes unless an earlier write failed; returns whether they were accepted.
    func write(_ bytes: UnsafePointer<GifByteType>?, _ length: Int) -> Bool {
        guard !failed else { return false }
        guard length > 0 else { return true }
        guard let bytes else {
            failed = true
            return false
        }
        if output.write(UnsafeRawBufferPointer(start: bytes, count: length)) {
            bytesWritten += length
            return true
        }
        failed = true
        return false
    }
}
