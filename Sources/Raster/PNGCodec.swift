import CPNG

/// PNG decoding and encoding through libpng's simplified `png_image` API, entirely in memory.
/// libpng reports errors through `png_image.message` (its longjmp stays inside libpng), so bad data can never
/// unwind Swift frames.
public enum PNGCodec {
    /// `PNG_FORMAT_RGBA` from png.h: `PNG_FORMAT_FLAG_COLOR (0x02) | PNG_FORMAT_FLAG_ALPHA (0x01)`; 8-bit sRGB
    /// channels, straight alpha. libpng expands palette, grey, low-bit-depth and 16-bit input to it.
    static let formatRGBA: UInt32 = 0x02 | 0x01

    /// The 8-byte PNG file signature (PNG spec §5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// True when `bytes` start with the PNG signature.
    public static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= signature.count && Array(bytes.prefix(signature.count)) == signature
    }

    /// Decodes PNG bytes to a premultiplied image. Throws `.tooLarge` before allocating pixels for oversize
    /// images, `.corrupt` with libpng's message for malformed or truncated data.
    public static func decode(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> RasterImage {
        let (width, height, straight) = try decodeStraightRGBA(bytes, name: name)
        guard let image = RasterImage(width: width, height: height, straightRGBA: straight) else {
            throw .corrupt(name: name, reason: "decoded size mismatch")
        }
        return image
    }

    /// Decodes PNG bytes to straight-alpha RGBA8 exactly as stored (no premultiplication).
    public static func decodeStraightRGBA(_ bytes: [UInt8], name: String) throws(ImageDecodeError)
        -> (width: Int, height: Int, rgba: [UInt8]) {
        if bytes.isEmpty { throw .empty(name: name) }
        guard hasSignature(bytes) else { throw .unsupportedFormat(name: name) }
        // libpng's memory reader keeps pointing into `bytes` until finish_read, so both calls share one borrow.
        let result = bytes.withUnsafeBytes { raw -> Result<(Int, Int, [UInt8]), ImageDecodeError> in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                return .failure(.corrupt(name: name, reason: message(of: image)))
            }
            let width = Int(image.width), height = Int(image.height)
            do throws(ImageDecodeError) {
                try RasterImage.checkSize(width: width, height: height, name: name)
            } catch {
                return .failure(error)
            }
            image.format = formatRGBA
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let finished = rgba.withUnsafeMutableBytes { output in
                png_image_finish_read(&image, nil, output.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { return .failure(.corrupt(name: name, reason: message(of: image))) }
            return .success((width, height, rgba))
        }
        switch result {
        case .success(let (width, height, rgba)): return (width, height, rgba)
        case .failure(let error): throw error
        }
    }

    /// Encodes a canvas as an 8-bit RGBA PNG (straight alpha). Deterministic: the same pixels give the same bytes
    /// (libpng's simplified writer emits no time or text chunks).
    public static func encode(_ pixmap: Pixmap) throws(ImageEncodeError) -> [UInt8] {
        try encode(straightRGBA: pixmap.unpremultipliedRGBA(), width: pixmap.width, height: pixmap.height)
    }

    /// Encodes straight-alpha RGBA8 bytes (`width * height * 4`) as a PNG.
    public static func encode(straightRGBA rgba: [UInt8], width: Int, height: Int) throws(ImageEncodeError) -> [UInt8] {
        guard width > 0, height > 0 else { throw .emptyImage }
        guard rgba.count == width * height * 4, width <= Int(Int32.max / 4), height <= Int(UInt32.max) else {
            throw .encoderFailed(reason: "expected \(width * height * 4) RGBA bytes, got \(rgba.count)")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = formatRGBA
        // One pass into a buffer large enough for any deflate stream of these rows (libpng's PNG_IMAGE_PNG_SIZE_MAX:
        // the filtered rows, 5 bytes per 32 KiB stored block, 12 per IDAT chunk, the header chunks); a second, of the
        // exact size libpng asks for, only if that was short (it never should be). The measuring pass this replaces
        // cost as much as the write: a still took twice its compression time.
        let rawBytes = (width * 4 + 1) * height
        var size = rawBytes + 5 * (rawBytes / 32_768 + 1) + 12 * (rawBytes / 8_192 + 1) + 1_024
        var output = [UInt8](repeating: 0, count: size)
        for _ in 0..<2 {
            let capacity = output.count
            let written = rgba.withUnsafeBytes { input in
                output.withUnsafeMutableBytes { memory in
                    png_image_write_to_memory(&image, memory.baseAddress, &size, 0, input.baseAddress,
                                              Int32(width * 4), nil)
                }
            }
            if written != 0 { break }
            // False with a larger size: the buffer was short (libpng's png.h); anything else is an error.
            guard size > capacity else {
                let reason = message(of: image)
                png_image_free(&image)
                throw .encoderFailed(reason: reason)
            }
            output = [UInt8](repeating: 0, count: size)
        }
        png_image_free(&image)
        if size < output.count { output.removeLast(output.count - size) }
        return output
    }

    /// libpng's NUL-terminated `message` (char[64]) as a String.
    static func message(of image: png_image) -> String {
        var copy = image.message
        let text = withUnsafeBytes(of: &copy) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? "libpng reported no message" : text
    }
}
