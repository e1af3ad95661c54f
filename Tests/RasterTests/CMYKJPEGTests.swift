import CTurboJPEG
import Testing
@testable import Raster

/// CMYK and YCCK JPEGs (from print workflows) decode to the RGB their inks show.
@Suite struct CMYKJPEGTests {
    /// A 16 x 8 YCCK JPEG made by TurboJPEG from inverted CMYK pixels: the left half `left`, the right half `right`.
    static func ycckJPEG(left: [UInt8], right: [UInt8]) throws -> [UInt8] {
        let width = 16, height = 8
        var pixels: [UInt8] = []
        for _ in 0..<height { for x in 0..<width { pixels += x < width / 2 ? left : right } }
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer { input in
            tjCompress2(handle, input.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_CMYK.rawValue),
                        &output, &size, Int32(TJSAMP_444.rawValue), 100, 0)
        }
        defer { tjFree(output) }
        #expect(status == 0)
        let buffer = try #require(output)
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    @Test func ycckDecodesToTheInksColours() throws {
        // Inverted CMYK: (255, 255, 255, 255) is bare paper (white); full cyan ink is C = 0.
        let bytes = try Self.ycckJPEG(left: [255, 255, 255, 255], right: [0, 255, 255, 255])
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let handle = try #require(tjInitDecompress())
        defer { tjDestroy(handle) }
        _ = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        #expect(colorspace == Int32(TJCS_YCCK.rawValue))
        let image = try JPEGCodec.decode(bytes, name: "ycck.jpg")
        #expect(image.width == 16 && image.height == 8)
        let pixels = image.pixels
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[((y * 16) + x) * 4..<((y * 16) + x) * 4 + 4]) }
        for (channel, expected) in zip(pixel(2, 4), [255, 255, 255, 255] as [UInt8]) { #expect(abs(Int(channel) - Int(expected)) <= 2) }
        for (channel, expected) in zip(pixel(13, 4), [0, 255, 255, 255] as [UInt8]) { #expect(abs(Int(channel) - Int(expected)) <= 2) }
    }
}
