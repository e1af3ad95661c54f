/// A GIF89a file written by hand for tests, independent of the product's encoder: a global table of four colours
/// (black, red, green, blue), and each frame's pixels stored as literal LZW codes (3 bits each, a clear code before
/// every two, so the decoder's table never widens the codes).
enum HandWrittenGIF {
    struct Frame {
        var left: Int
        var top: Int
        var width: Int
        var height: Int
        /// Colour indices 0...3, row by row in picture order (interlaced frames are reordered when written).
        var pixels: [UInt8]
        /// 0 unspecified, 1 leave, 2 restore to background, 3 restore to previous.
        var disposal: UInt8
        var interlaced = false
        var transparent: UInt8?
        var delayCentiseconds = 10
    }

    static func bytes(width: Int, height: Int, frames: [Frame]) -> [UInt8] {
        func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        var out = Array("GIF89a".utf8) + little(width) + little(height)
        out += [0x91, 0, 0]  // global table of 2^(1+1) colours, colour resolution 2 bits; background 0; no aspect
        out += [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255]
        for frame in frames {
            out += [0x21, 0xF9, 4, frame.disposal << 2 | (frame.transparent == nil ? 0 : 1)]
            out += little(frame.delayCentiseconds) + [frame.transparent ?? 0, 0]
            out += [0x2C] + little(frame.left) + little(frame.top) + little(frame.width) + little(frame.height)
            out += [frame.interlaced ? 0x40 : 0]
            var rows = Array(0..<frame.height)
            if frame.interlaced {
                // GIF89a's passes: every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1.
                rows = [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: frame.height, by: step)) }
            }
            let stored = rows.flatMap { frame.pixels[($0 * frame.width)..<(($0 + 1) * frame.width)] }
            out += [2] + subBlocks(literalCodes(stored))
        }
        return out + [0x3B]
    }

    /// Clear (4), then at most two pixels, repeated; end of information (5). Every code 3 bits, packed from the
    /// lowest bit.
    static func literalCodes(_ pixels: [UInt8]) -> [UInt8] {
        var codes: [Int] = []
        for (index, pixel) in pixels.enumerated() {
            if index % 2 == 0 { codes.append(4) }
            codes.append(Int(pixel))
        }
        codes.append(5)
        var bytes: [UInt8] = []
        var accumulator = 0, bits = 0
        for code in codes {
            accumulator |= code << bits
            bits += 3
            while bits >= 8 {
                bytes.append(UInt8(accumulator & 0xFF))
                accumulator >>= 8
                bits -= 8
            }
        }
        if bits > 0 { bytes.append(UInt8(accumulator & 0xFF)) }
        return bytes
    }

    /// Data sub-blocks of at most 255 bytes, then the terminator.
    static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for start in stride(from: 0, to: data.count, by: 255) {
            let chunk = data[start..<min(start + 255, data.count)]
            out += [UInt8(chunk.count)] + chunk
        }
        return out + [0]
    }
}
