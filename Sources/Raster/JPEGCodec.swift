import CTurboJPEG

/// JPEG decoding through TurboJPEG, in memory, to premultiplied (opaque) RGBA with EXIF orientation applied.
/// libjpeg-turbo handles its own error longjmp internally; every failure comes back as a return code.
public enum JPEGCodec {
    /// True when `bytes` start with a JPEG SOI marker followed by another marker (FF D8 FF).
    public static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// Decodes JPEG bytes. Throws `.tooLarge` before allocating for oversize images, `.corrupt` with TurboJPEG's
    /// message for malformed data; truncated data (which TurboJPEG reports as a warning) is also `.corrupt`.
    public static func decode(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> RasterImage {
        if bytes.isEmpty { throw .empty(name: name) }
        guard hasSignature(bytes) else { throw .unsupportedFormat(name: name) }
        guard bytes.count <= Int(UInt32.max) else { throw .tooLarge(name: name, width: 0, height: 0) }
        guard let handle = tjInitDecompress() else { throw .corrupt(name: name, reason: "tjInitDecompress failed") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerStatus = bytes.withUnsafeBufferPointer { input in
            tjDecompressHeader3(handle, input.baseAddress, UInt(input.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerStatus == 0 else { throw .corrupt(name: name, reason: errorMessage(handle)) }
        try RasterImage.checkSize(width: Int(width), height: Int(height), name: name)
        var rgba = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = bytes.withUnsafeBufferPointer { input in
            rgba.withUnsafeMutableBufferPointer { output in
                tjDecompress2(handle, input.baseAddress, UInt(input.count), output.baseAddress, width, width * 4, height,
                              Int32(TJPF_RGBA.rawValue), Int32(TJFLAG_ACCURATEDCT))
            }
        }
        guard status == 0 else { throw .corrupt(name: name, reason: errorMessage(handle)) }
        let oriented = EXIFOrientation.apply(EXIFOrientation.read(from: bytes), width: Int(width), height: Int(height),
                                             rgba: rgba)
        guard let image = RasterImage(width: oriented.width, height: oriented.height, premultipliedPixels: oriented.rgba)
        else { throw .corrupt(name: name, reason: "decoded size mismatch") }
        return image
    }

    static func errorMessage(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "TurboJPEG reported no message" }
        return String(cString: text)
    }
}
