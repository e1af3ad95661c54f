import Foundation
import TestTools
import Testing
@testable import Raster

/// The PNG writer's settings read back from its bytes by Python's zlib and Pillow, not by libpng
/// (docs/formats.md#png-compression).
@Suite("PNG compression")
struct PNGCompressionTests {
    /// 37 x 23 straight RGBA: a gradient, a translucent band and a fully transparent corner, so every filter sees
    /// varied rows.
    func rows() -> [UInt8] {
        var rgba: [UInt8] = []
        for y in 0..<23 {
            for x in 0..<37 {
                let alpha: UInt8 = x < 4 && y < 4 ? 0 : (y % 7 == 3 ? 128 : 255)
                rgba += [UInt8(x * 6), UInt8(y * 11), UInt8((x * y) % 256), alpha]
            }
        }
        return rgba
    }

    @Test("every row is filtered with Sub, deflated at zlib's 'fast' levels (2-5), with an sRGB chunk; Pillow decodes the pixels written")
    func subFilterAtLevelThree() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = rows()
        let path = folder.appendingPathComponent("rows.png").path
        try Data(try PNGCodec.encode(straightRGBA: input, width: 37, height: 23)).write(to: URL(fileURLWithPath: path))
        let report = try #require(try runPython("""
            import struct, sys, zlib
            from PIL import Image
            data = open(sys.argv[1], 'rb').read()
            chunks, at = [], 8
            while at < len(data):
                length, kind = struct.unpack('>I4s', data[at:at + 8])
                chunks.append((kind.decode(), data[at + 8:at + 8 + length]))
                at += 12 + length
            idat = b''.join(body for kind, body in chunks if kind == 'IDAT')
            rows = zlib.decompress(idat)
            stride = 37 * 4 + 1
            filters = sorted(set(rows[y * stride] for y in range(23)))
            flevel = idat[1] >> 6
            image = Image.open(sys.argv[1])
            print(','.join(kind for kind, _ in chunks), filters, flevel, image.mode, image.size)
            print(image.tobytes().hex())
            """, [path]))
        let lines = report.split(separator: "\n").map(String.init)
        let hex = input.map { String(format: "%02x", $0) }.joined()
        // zlib's FLEVEL (RFC 1950 §2.2) is 1 for levels 2 to 5 (zlib's deflate.c), 2 for the default 6; filter
        // type 1 is Sub (PNG spec §9.2).
        #expect(lines.first == "IHDR,sRGB,IDAT,IEND [1] 1 RGBA (37, 23)")
        #expect(lines.dropFirst().first == hex)
    }
}
