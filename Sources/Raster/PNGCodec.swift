import CPNG
#if canImport(Glibc)
import Glibc
#endif

/// PNG decoding and encoding through libpng, entirely in memory: decoding through the simplified `png_image` API,
/// which reports errors through `png_image.message`; encoding through CPNG's `stretchgif_png_encode_rgba`, whose
/// error handler longjmps back into that C function. libpng's longjmp never unwinds Swift frames.
package enum PNGCodec {
    /// `PNG_FORMAT_RGBA` from png.h: `PNG_FORMAT_FLAG_COLOR (0x02) | PNG_FORMAT_FLAG_ALPHA (0x01)`; 8-bit sRGB
    /// channels, straight alpha. libpng expands palette, grey, low-bit-depth and 16-bit input to it.
    static let formatRGBA: UInt32 = 0x02 | 0x01

    /// The 8-byte PNG file signature (PNG spec §5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// True when `bytes` start with the PNG signature.
    package static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= signature.count && Array(bytes.prefix(signature.count)) == signature
    }

    /// Decodes PNG bytes to a premultiplied image. Throws `.tooLarge` before allocating pixels for oversize
    /// images, `.corrupt` with libpng's message for malformed or truncated data.
    package static func decode(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> RasterImage {
        let (width, height, straight) = try decodeStraightRGBA(bytes, name: name)
        guard let image = RasterImage(width: width, height: height, straightRGBA: straight) else {
            throw .corrupt(name: name, reason: "decoded size mismatch")
        }
        return image
    }

    /// Decodes PNG bytes to straight-alpha RGBA8 exactly as stored (no premultiplication).
    package static func decodeStraightRGBA(_ bytes: [UInt8], name: String) throws(ImageDecodeError)
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

    /// zlib's level for every PNG this package writes: 3 of 1...9. With `filters` it compresses a 375 x 812 frame in
    /// about a third of the time of libpng's defaults (level 6, a filter chosen per row) for files 3-8 % larger; the
    /// table of levels and filters is in docs/formats.md#png-compression.
    static let compressionLevel: Int32 = 3

    /// The row filter for every row: Sub (PNG spec §9.2), the best of the single filters at `compressionLevel`
    /// (docs/formats.md#png-compression). `PNG_FILTER_SUB` from png.h.
    static let filters: Int32 = 0x10

    /// Encodes a canvas as an 8-bit RGBA PNG (straight alpha). Deterministic: the same pixels give the same bytes
    /// (no time or text chunks).
    package static func encode(_ pixmap: Pixmap) throws(ImageEncodeError) -> [UInt8] {
        try encode(straightRGBA: pixmap.unpremultipliedRGBA(), width: pixmap.width, height: pixmap.height)
    }

    /// Encodes straight-alpha RGBA8 bytes (`width * height * 4`) as a PNG with an sRGB chunk, compressed once at
    /// `compressionLevel` with `filters`.
    package static func encode(straightRGBA rgba: [UInt8], width: Int, height: Int) throws(ImageEncodeError) -> [UInt8] {
        guard width > 0, height > 0 else { throw .emptyImage }
        guard rgba.count == width * height * 4, width <= Int(Int32.max / 4), height <= Int(UInt32.max) else {
            throw .encoderFailed(reason: "expected \(width * height * 4) RGBA bytes, got \(rgba.count)")
        }
        // A quarter of the raw rows to start with: frames compress to 5-20 % of them, and the buffer grows if not.
        let initialCapacity = rgba.count / 4 + 1_024
        var output = stretchgif_png_output()
        defer { free(output.bytes) }
        let written = rgba.withUnsafeBufferPointer { input in
            stretchgif_png_encode_rgba(input.baseAddress, UInt32(width), UInt32(height), compressionLevel, filters,
                                       initialCapacity, &output)
        }
        guard written != 0, let bytes = output.bytes else {
            var text = output.message
            let reason = withUnsafeBytes(of: &text) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            throw .encoderFailed(reason: reason.isEmpty ? "libpng reported no message" : reason)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
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
