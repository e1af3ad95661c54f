/// A decoded bitmap: premultiplied sRGB RGBA8, row-major, `width * height * 4` bytes.
package struct RasterImage: Sendable, Equatable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Premultiplied RGBA8 bytes, row-major.
    package let pixels: [UInt8]
    /// Whether every pixel's colour bytes are at most its alpha byte (the premultiplied invariant), found once
    /// here: resampling such pixels needs no per-pixel alpha limit (docs/painter.md#speed).
    let coloursWithinAlpha: Bool

    /// An image over premultiplied bytes; nil unless `pixels.count == width * height * 4` with sizes >= 0.
    package init?(width: Int, height: Int, premultipliedPixels pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
        coloursWithinAlpha = Resampler.coloursWithinAlpha(pixels)
    }

    /// An image from straight-alpha RGBA8 bytes (premultiplied here); nil unless the byte count matches.
    package init?(width: Int, height: Int, straightRGBA: [UInt8]) {
        guard width >= 0, height >= 0, straightRGBA.count == width * height * 4 else { return nil }
        var bytes = straightRGBA
        for index in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = bytes[index + 3]
            if alpha == 255 { continue }
            bytes[index] = mul255(bytes[index], alpha)
            bytes[index + 1] = mul255(bytes[index + 1], alpha)
            bytes[index + 2] = mul255(bytes[index + 2], alpha)
        }
        self.width = width
        self.height = height
        self.pixels = bytes
        coloursWithinAlpha = true  // round(c · a / 255) <= a for c <= 255
    }

    /// The pixels of a canvas as an image (same bytes).
    package init(_ pixmap: Pixmap) {
        width = pixmap.width
        height = pixmap.height
        pixels = pixmap.isWindow ? pixmap.compacted().pixels : pixmap.pixels
        coloursWithinAlpha = Resampler.coloursWithinAlpha(pixels)
    }

    /// Largest accepted width or height, in pixels.
    package static let maximumSide = 16_384
    /// Largest accepted pixel count (100 megapixels, 400 MB decoded).
    package static let maximumPixelCount = 100_000_000

    /// Decodes PNG or JPEG bytes (recognised by their signatures); `name` only labels errors.
    /// Refuses images wider or taller than `maximumSide` or with more than `maximumPixelCount` pixels.
    /// JPEG EXIF orientation is applied.
    package static func decode(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> RasterImage {
        if bytes.isEmpty { throw .empty(name: name) }
        if PNGCodec.hasSignature(bytes) { return try PNGCodec.decode(bytes, name: name) }
        if JPEGCodec.hasSignature(bytes) { return try JPEGCodec.decode(bytes, name: name) }
        throw .unsupportedFormat(name: name)
    }

    /// Throws `.tooLarge` when the size is over the limits.
    static func checkSize(width: Int, height: Int, name: String) throws(ImageDecodeError) {
        if width > maximumSide || height > maximumSide || width * height > maximumPixelCount {
            throw .tooLarge(name: name, width: width, height: height)
        }
        if width <= 0 || height <= 0 { throw .corrupt(name: name, reason: "image has size \(width)x\(height)") }
    }
}

/// Why image bytes could not become a `RasterImage`.
package enum ImageDecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No bytes at all.
    case empty(name: String)
    /// Neither a PNG nor a JPEG signature.
    case unsupportedFormat(name: String)
    /// Larger than `RasterImage.maximumSide` a side or `maximumPixelCount` pixels.
    case tooLarge(name: String, width: Int, height: Int)
    /// Truncated or malformed data; `reason` is the decoder's message.
    case corrupt(name: String, reason: String)
    /// A JPEG with more than `JPEGScanCounter.maximumScans` scans (decoding time grows with each one).
    case tooManyScans(name: String)

    /// One line: which image and what was expected.
    package var description: String {
        switch self {
        case .empty(let name):
            return "\(name): image data is empty; expected PNG or JPEG bytes"
        case .unsupportedFormat(let name):
            return "\(name): unsupported image format; expected PNG (89 50 4E 47) or JPEG (FF D8 FF) signature"
        case .tooLarge(let name, let width, let height):
            return "\(name): image is \(width)x\(height); expected at most \(RasterImage.maximumSide) px a side "
                + "and \(RasterImage.maximumPixelCount) px in total"
        case .corrupt(let name, let reason):
            return "\(name): corrupt or truncated image: \(reason)"
        case .tooManyScans(let name):
            return "\(name): JPEG has more than \(JPEGScanCounter.maximumScans) scans; expected at most that many "
                + "(re-save it as baseline or with a standard progressive script)"
        }
    }
}

/// Why a canvas could not be encoded.
package enum ImageEncodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The canvas has no pixels.
    case emptyImage
    /// The encoder library failed; `reason` is its message.
    case encoderFailed(reason: String)

    /// One line saying what went wrong.
    package var description: String {
        switch self {
        case .emptyImage: return "PNG encode: pixmap is 0 pixels wide or tall; expected at least 1x1"
        case .encoderFailed(let reason): return "PNG encode: libpng failed: \(reason)"
        }
    }
}
