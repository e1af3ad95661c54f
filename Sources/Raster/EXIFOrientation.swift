/// The EXIF orientation tag (0x0112) of a JPEG and the pixel reordering it asks for (values 1...8, TIFF 6.0 /
/// EXIF 2.3 §4.6.4: 1 = as stored, 2 = mirrored, 3 = rotated 180°, 4 = flipped, 5 = transposed, 6 = rotate 90° CW
/// to display, 7 = transversed, 8 = rotate 90° CCW to display).
enum EXIFOrientation {
    /// The orientation in the first APP1 "Exif" segment, or 1 when absent or unreadable (never throws or traps).
    static func read(from bytes: [UInt8]) -> Int {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { break }  // start of scan / end of image: no more metadata
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            let start = offset + 4, end = offset + 2 + length
            if marker == 0xE1, end - start >= 14, Array(bytes[start..<(start + 6)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return orientation(inTIFF: Array(bytes[(start + 6)..<end])) ?? 1
            }
            offset = end
        }
        return 1
    }

    /// Reads tag 0x0112 from IFD0 of a TIFF header ("II*\0" little- or "MM\0*" big-endian).
    static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(little ? at + 2 : at), let low = u16(little ? at : at + 2) else { return nil }
            return high << 16 | low
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112, let value = u16(at + 8), (1...8).contains(value) { return value }
        }
        return nil
    }

    /// Reorders RGBA pixels so the image displays upright.
    static func apply(_ orientation: Int, width: Int, height: Int, rgba: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8]) {
        guard orientation >= 2, orientation <= 8 else { return (width, height, rgba) }
        let swapsAxes = orientation >= 5
        let outWidth = swapsAxes ? height : width, outHeight = swapsAxes ? width : height
        var output = [UInt8](repeating: 0, count: rgba.count)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // Source pixel shown at display position (x, y).
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (width - 1 - x, y)
                case 3: (sx, sy) = (width - 1 - x, height - 1 - y)
                case 4: (sx, sy) = (x, height - 1 - y)
                case 5: (sx, sy) = (y, x)
                case 6: (sx, sy) = (y, height - 1 - x)
                case 7: (sx, sy) = (width - 1 - y, height - 1 - x)
                default: (sx, sy) = (width - 1 - y, x)
                }
                let s = (sy * width + sx) * 4, d = (y * outWidth + x) * 4
                output[d] = rgba[s]
                output[d + 1] = rgba[s + 1]
                output[d + 2] = rgba[s + 2]
                output[d + 3] = rgba[s + 3]
            }
        }
        return (outWidth, outHeight, output)
    }
}
