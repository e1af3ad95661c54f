import CTurboJPEG

/// JPEG decoding through TurboJPEG, in memory, to premultiplied (opaque) RGBA with EXIF orientation applied.
/// libjpeg-turbo handles its own error longjmp internally; every failure comes back as a return code.
package enum JPEGCodec {
    /// True when `bytes` start with a JPEG SOI marker followed by another marker (FF D8 FF).
    package static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// Decodes JPEG bytes. Throws `.tooLarge` before allocating for oversize images, `.corrupt` with TurboJPEG's
    /// message for malformed data; truncated data (which TurboJPEG reports as a warning) is also `.corrupt`.
    package static func decode(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> RasterImage {
        if bytes.isEmpty { throw .empty(name: name) }
        guard hasSignature(bytes) else { throw .unsupportedFormat(name: name) }
        guard bytes.count <= Int(UInt32.max) else { throw .tooLarge(name: name, width: 0, height: 0) }
        guard JPEGScanCounter.count(bytes) <= JPEGScanCounter.maximumScans else { throw .tooManyScans(name: name) }
        guard let handle = tjInitDecompress() else { throw .corrupt(name: name, reason: "tjInitDecompress failed") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerStatus = bytes.withUnsafeBufferPointer { input in
            tjDecompressHeader3(handle, input.baseAddress, UInt(input.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerStatus == 0 else { throw .corrupt(name: name, reason: errorMessage(handle)) }
        try RasterImage.checkSize(width: Int(width), height: Int(height), name: name)
        // CMYK and YCCK JPEGs (print workflows) decode to CMYK and are converted here; everything else to RGBA.
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
        var rgba = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = bytes.withUnsafeBufferPointer { input in
            rgba.withUnsafeMutableBufferPointer { output in
                tjDecompress2(handle, input.baseAddress, UInt(input.count), output.baseAddress, width, width * 4, height,
                              Int32(format.rawValue), Int32(TJFLAG_ACCURATEDCT))
            }
        }
        guard status == 0 else { throw .corrupt(name: name, reason: errorMessage(handle)) }
        if isCMYK { convertInvertedCMYKToRGBA(&rgba) }
        let oriented = EXIFOrientation.apply(EXIFOrientation.read(from: bytes), width: Int(width), height: Int(height),
                                             rgba: rgba)
        guard let image = RasterImage(width: oriented.width, height: oriented.height, premultipliedPixels: oriented.rgba)
        else { throw .corrupt(name: name, reason: "decoded size mismatch") }
        return image
    }

    /// CMYK as JPEG files store it (inverted: 255 means no ink, the Adobe convention libjpeg keeps) to opaque RGB by
    /// the naive formula R = C x K / 255 (likewise G from M, B from Y), in place. Without a colour profile this is
    /// the usual approximation; it maps white paper to white and full black ink to black.
    static func convertInvertedCMYKToRGBA(_ pixels: inout [UInt8]) {
        var index = 0
        while index + 3 < pixels.count {
            let key = UInt32(pixels[index + 3])
            pixels[index] = UInt8((UInt32(pixels[index]) * key + 127) / 255)
            pixels[index + 1] = UInt8((UInt32(pixels[index + 1]) * key + 127) / 255)
            pixels[index + 2] = UInt8((UInt32(pixels[index + 2]) * key + 127) / 255)
            pixels[index + 3] = 255
            index += 4
        }
    }

    static func errorMessage(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "TurboJPEG reported no message" }
        return String(cString: text)
    }
}
