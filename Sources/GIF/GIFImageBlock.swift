import CGif

/// LZW-codes one frame's image block with giflib on a scratch handle, so blocks can be coded on several threads
/// at once (each call owns its handle; giflib keeps no shared state for encoding).
///
/// The block is exactly what `EGifPutImageDesc` and `EGifPutLine` write into a GIF: the image descriptor, the local
/// colour table if any, the LZW minimum code size, the data sub-blocks and the block terminator. The scratch
/// stream's header, screen descriptor and global table (written first, because giflib takes the code size from
/// the global table when a frame has no local one) and its trailer are cut off (docs/gif.md#parallel-encoding).
enum GIFImageBlock {
    /// The image block of `patch` on a `canvasWidth` x `canvasHeight` screen whose global table is `palette`;
    /// `localColors` (a power-of-two count) when the patch indexes a local table.
    static func encode(_ patch: FramePatch, localColors: [PaletteColor]?, palette: Palette,
                       canvasWidth: Int, canvasHeight: Int) throws(GIFError) -> [UInt8] {
        let output = MemoryGIFOutput()
        let sink = GIFSink(output: output)
        var openError: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, bytes, length in
            guard let file, let context = file.pointee.UserData else { return 0 }
            let sink = Unmanaged<GIFSink>.fromOpaque(context).takeUnretainedValue()
            return sink.write(bytes, Int(length)) ? length : 0
        }, &openError) else { throw GIFError.giflib(operation: "EGifOpen", code: Int(openError), message: "scratch encoder") }
        var closeError: Int32 = 0
        defer { withExtendedLifetime(sink) { _ = EGifCloseFile(gif, &closeError) } }
        func check(_ result: Int32, _ operation: String) throws(GIFError) {
            guard result == GIF_OK else {
                let code = gif.pointee.Error
                let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown giflib error"
                throw .giflib(operation: operation, code: Int(code), message: message)
            }
        }
        let global = try colorMap((0..<palette.paddedCount).map { palette[$0] })
        defer { GifFreeMapObject(global) }
        try check(EGifPutScreenDesc(gif, Int32(canvasWidth), Int32(canvasHeight), 8, 0, global), "EGifPutScreenDesc")
        let blockStart = output.bytes.count
        let local = try localColors.map { colors throws(GIFError) in try colorMap(colors) }
        defer { if let local { GifFreeMapObject(local) } }
        try check(EGifPutImageDesc(gif, Int32(patch.left), Int32(patch.top), Int32(patch.width), Int32(patch.height),
                                   false, local), "EGifPutImageDesc")
        // EGifPutLine masks the row in place, so it gets a scratch copy of each row.
        var row = [GifPixelType](repeating: 0, count: patch.width)
        for y in 0..<patch.height {
            let start = y * patch.width
            row.withUnsafeMutableBufferPointer { row in
                patch.pixels.withUnsafeBufferPointer { pixels in
                    for x in 0..<row.count { row[x] = pixels[start + x] }
                }
            }
            try check(EGifPutLine(gif, &row, Int32(patch.width)), "EGifPutLine")
        }
        // The last line flushed the LZW stream and wrote the block terminator.
        return Array(output.bytes[blockStart...])
    }

    /// The image block of `patch` around `imageData`, an image-data block already LZW-coded for its pixels
    /// (`LossyLZW.Choice.imageData`): the image descriptor and local colour table as `EGifPutImageDesc` writes them
    /// (no interlace, no sort flag), then the data. Byte-identical to `encode` for the same pixels
    /// (docs/gif.md#lzw-code-packing).
    static func assemble(_ patch: FramePatch, localColors: [PaletteColor]?, imageData: [UInt8]) -> [UInt8] {
        var block = [UInt8]()
        block.reserveCapacity(descriptorByteCount + 3 * (localColors?.count ?? 0) + imageData.count)
        block.append(imageSeparator)
        for field in [patch.left, patch.top, patch.width, patch.height] {
            block.append(UInt8(truncatingIfNeeded: field))
            block.append(UInt8(truncatingIfNeeded: field >> 8))
        }
        if let localColors {
            // Local table present (bit 7), its size as 2^(n + 1) entries in the low three bits.
            block.append(localTableFlag | tableSizeField(count: localColors.count))
            for color in localColors { block.append(contentsOf: [color.r, color.g, color.b]) }
        } else {
            block.append(0)
        }
        block.append(contentsOf: imageData)
        return block
    }

    /// The image separator, ',' (GIF89a section 20).
    static let imageSeparator: UInt8 = 0x2C
    /// Bytes of an image descriptor: separator, four 16-bit fields, packed flags (GIF89a section 20).
    static let descriptorByteCount = 10
    /// The packed field's "local colour table follows" bit (GIF89a section 20).
    static let localTableFlag: UInt8 = 0x80

    /// The packed field's size bits for a table of `count` entries (a power of two, 2...256): n with 2^(n + 1) = count.
    static func tableSizeField(count: Int) -> UInt8 {
        var bits = 1
        while 1 << bits < count { bits += 1 }
        return UInt8(bits - 1)
    }

    /// A giflib colour map of `colors` (a power-of-two count, 2...256); the caller frees it.
    private static func colorMap(_ colors: [PaletteColor]) throws(GIFError) -> UnsafeMutablePointer<ColorMapObject> {
        var table = colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        guard let map = GifMakeMapObject(Int32(table.count), &table) else {
            throw .giflib(operation: "GifMakeMapObject", code: 0, message: "could not allocate a \(table.count)-colour map")
        }
        return map
    }
}
