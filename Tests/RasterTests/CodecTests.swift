import Foundation
import Testing
@testable import Raster

@Suite("PNG and JPEG codecs")
struct CodecTests {
    func sample() -> Pixmap {
        var pixmap = Pixmap(width: 7, height: 5, fill: Color(r: 10, g: 20, b: 30, a: 255))
        pixmap.fill(.circle(center: Point(x: 3.5, y: 2.5), radius: 2.2), paint: .solid(Color(r: 250, g: 120, b: 0, a: 200)))
        pixmap.fillRect(Rect(x: 0, y: 0, width: 2, height: 2), paint: .solid(.clear), opacity: 1)
        var translucent = Pixmap(width: 7, height: 5)
        translucent.fill(.circle(center: Point(x: 3, y: 2), radius: 2.6), paint: .solid(Color(r: 40, g: 200, b: 90, a: 77)))
        for index in stride(from: 0, to: 7 * 5 * 4, by: 4) where index % 3 == 0 {
            pixmap.pixels.replaceSubrange(index..<index + 4, with: translucent.pixels[index..<index + 4])
        }
        return pixmap
    }

    @Test("PNG encode then decode reproduces the pixels exactly")
    func pngRoundTrip() throws {
        let pixmap = sample()
        let bytes = try PNGCodec.encode(pixmap)
        #expect(PNGCodec.hasSignature(bytes))
        let decoded = try RasterImage.decode(bytes, name: "roundtrip.png")
        #expect(decoded.width == 7 && decoded.height == 5)
        #expect(decoded.pixels == pixmap.pixels)
        #expect(try PNGCodec.encode(pixmap) == bytes)  // deterministic
    }

    @Test("truncated or corrupt PNG data is an error, not a crash", arguments: [8, 20, 33, 40, 60])
    func truncatedPNG(length: Int) throws {
        let bytes = try PNGCodec.encode(sample())
        #expect(length < bytes.count)
        #expect(throws: ImageDecodeError.self) { try RasterImage.decode(Array(bytes.prefix(length)), name: "cut.png") }
    }

    @Test("a PNG with a flipped data byte is corrupt")
    func corruptPNG() throws {
        var bytes = try PNGCodec.encode(sample())
        bytes[bytes.count - 20] ^= 0xFF  // inside the IDAT payload or its CRC
        #expect(throws: ImageDecodeError.self) { try RasterImage.decode(bytes, name: "flipped.png") }
    }

    @Test("unknown and empty data are refused with their own errors")
    func unknownFormat() {
        #expect(throws: ImageDecodeError.unsupportedFormat(name: "x.gif")) {
            try RasterImage.decode(Array("GIF89a".utf8), name: "x.gif")
        }
        #expect(throws: ImageDecodeError.empty(name: "none")) { try RasterImage.decode([], name: "none") }
    }

    @Test("a PNG whose header claims 20000 px is refused before decoding")
    func oversizePNG() throws {
        var bytes = try PNGCodec.encode(Pixmap(width: 1, height: 1, fill: .white))
        // IHDR data begins at byte 16 (8 signature + 4 length + 4 type): width then height, big-endian.
        bytes.replaceSubrange(16..<20, with: [0, 0, 0x4E, 0x20])  // 20000
        let crc = crc32(Array(bytes[12..<29]))
        bytes.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        #expect(throws: ImageDecodeError.tooLarge(name: "big.png", width: 20000, height: 1)) {
            try RasterImage.decode(bytes, name: "big.png")
        }
        let message = ImageDecodeError.tooLarge(name: "big.png", width: 20000, height: 1).description
        #expect(message.contains("big.png") && message.contains("20000x1") && !message.contains("\n"))
    }

    @Test("JPEG decodes to opaque RGBA with EXIF orientation applied")
    func jpegOrientation() throws {
        let plain = try RasterImage.decode(JPEGFixtures.plain,
                                           name: "plain.jpg")
        #expect(plain.width == 16 && plain.height == 8)
        func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
            Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
        }
        // The fixture: columns 0...3 blue, the rest red (JPEG-compressed, so allow a small error).
        func near(_ actual: [UInt8], _ expected: [UInt8]) -> Bool {
            zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= 12 }
        }
        #expect(near(pixel(plain, 1, 4), [0, 0, 255, 255]))
        #expect(near(pixel(plain, 12, 4), [255, 0, 0, 255]))
        // Orientation 6 = rotate 90° clockwise to display: stored left columns become the top rows.
        let rotated = try RasterImage.decode(
            JPEGFixtures.rotated6, name: "rotated6.jpg")
        #expect(rotated.width == 8 && rotated.height == 16)
        #expect(near(pixel(rotated, 4, 1), [0, 0, 255, 255]))
        #expect(near(pixel(rotated, 4, 12), [255, 0, 0, 255]))
    }

    @Test("truncated or corrupt JPEG data is an error, not a crash", arguments: [3, 20, 100, 200, 300])
    func truncatedJPEG(length: Int) throws {
        let bytes = JPEGFixtures.plain
        #expect(length < bytes.count)
        #expect(throws: ImageDecodeError.self) { try RasterImage.decode(Array(bytes.prefix(length)), name: "cut.jpg") }
    }

    @Test("a JPEG whose frame header claims 20000x20000 is refused")
    func oversizeJPEG() throws {
        var bytes = JPEGFixtures.plain
        // Find the SOF0/SOF2 marker; its payload is length(2) precision(1) height(2) width(2).
        let sof = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) })
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [0x4E, 0x20, 0x4E, 0x20])
        #expect(throws: ImageDecodeError.tooLarge(name: "big.jpg", width: 20000, height: 20000)) {
            try RasterImage.decode(bytes, name: "big.jpg")
        }
    }

    @Test("EXIF reader ignores malformed segments")
    func malformedEXIF() {
        #expect(EXIFOrientation.read(from: [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x40, 0x45]) == 1)
        #expect(EXIFOrientation.orientation(inTIFF: Array("MM\u{0}*\u{0}\u{0}\u{0}\u{FF}".utf8)) == nil)
    }
}

/// CRC-32 (ISO 3309 / PNG spec annex D), bitwise.
func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
