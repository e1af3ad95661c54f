import Raster

/// The decoded pixels one render may hold for its image files in all (docs/scenes.md#limits): each image is at most
/// `RasterImage.maximumPixelCount` on its own, and together at most `maximumTotalPixels` (procedural images are
/// screen-sized and not counted). A PNG's size is read from its header, so one past the budget is refused before it
/// is decoded; a JPEG is counted once decoded.
struct ImageBudget {
    /// 200,000,000 pixels (800 MB decoded): two images at the largest size one may have.
    static let maximumTotalPixels = 200_000_000

    /// Pixels taken by the images counted so far.
    private(set) var used = 0

    /// Counts an image of `pixels` named by `path`; throws naming it when the total would pass the budget.
    mutating func take(_ pixels: Int, path: String, width: Int, height: Int) throws(StretchGIFError) {
        guard used + pixels <= Self.maximumTotalPixels else {
            throw .invalidFile(path: path, line: nil, column: nil, message: "image is \(width)x\(height); the "
                + "scene's images may have at most \(Self.formatCount(Self.maximumTotalPixels)) px in all and those "
                + "before it have \(Self.formatCount(used)): use smaller images")
        }
        used += pixels
    }

    /// The width and height a PNG's header gives (the IHDR chunk, bytes 16 to 23), or nil for other bytes.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, PNGCodec.hasSignature(bytes) else { return nil }
        func number(at offset: Int) -> Int {
            bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return (number(at: 16), number(at: 20))
    }

    /// 200000000 as "200,000,000".
    static func formatCount(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
