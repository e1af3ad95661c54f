import CGif

/// A decoded GIF, composited the way a browser shows it (test-only, built on giflib's DGif API).
public struct DecodedGIF: Sendable {
    /// One frame after compositing.
    public struct Frame: Sendable {
        /// Full-canvas RGBA after this frame was drawn over the previous canvas (alpha 0 = never painted).
        public var rgba: [UInt8]
        public var delayCentiseconds: Int
        public var disposal: Int
        public var transparentIndex: Int?
        /// Entries of the frame's local colour table, nil when it uses the global one.
        public var localColorCount: Int?
        public var left: Int, top: Int, width: Int, height: Int
    }
    public var width: Int
    public var height: Int
    public var globalColorCount: Int
    /// The NETSCAPE2.0 repeat count, nil when the extension is absent.
    public var netscapeRepeatCount: Int?
    public var frames: [Frame]
}

/// A decoding failure with giflib's message.
public struct TestDecodeError: Error, CustomStringConvertible {
    public var description: String
}

/// The memory reader giflib's read callback reaches through `UserData`.
private final class MemoryReader {
    let bytes: [UInt8]
    var offset = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
}

/// Decodes `bytes` with `DGifOpen` + `DGifSlurp` and composites every frame honouring disposal 1/2/3
/// and transparency.
public func decodeGIF(_ bytes: [UInt8]) throws -> DecodedGIF {
    let reader = MemoryReader(bytes: bytes)
    var error: Int32 = 0
    guard let gif = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { file, buffer, length in
        guard let file, let context = file.pointee.UserData, let buffer else { return 0 }
        let reader = Unmanaged<MemoryReader>.fromOpaque(context).takeUnretainedValue()
        let count = min(Int(length), reader.bytes.count - reader.offset)
        for i in 0..<count { buffer[i] = reader.bytes[reader.offset + i] }
        reader.offset += count
        return Int32(count)
    }, &error) else {
        throw TestDecodeError(description: "DGifOpen failed: \(error)")
    }
    defer {
        var closeError: Int32 = 0
        _ = DGifCloseFile(gif, &closeError)
    }
    guard DGifSlurp(gif) == GIF_OK else {
        throw TestDecodeError(description: "DGifSlurp failed: \(String(cString: GifErrorString(gif.pointee.Error)))")
    }
    let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
    var result = DecodedGIF(width: width, height: height,
                            globalColorCount: Int(gif.pointee.SColorMap?.pointee.ColorCount ?? 0),
                            netscapeRepeatCount: nil, frames: [])
    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    for imageIndex in 0..<Int(gif.pointee.ImageCount) {
        let image = gif.pointee.SavedImages[imageIndex]
        // NETSCAPE2.0: application block "NETSCAPE2.0" followed by a continuation [1, lo, hi].
        for e in 0..<Int(image.ExtensionBlockCount) where image.ExtensionBlocks[e].Function == APPLICATION_EXT_FUNC_CODE {
            let block = image.ExtensionBlocks[e]
            let name = (0..<Int(block.ByteCount)).map { block.Bytes[$0] }
            if name == Array("NETSCAPE2.0".utf8), e + 1 < Int(image.ExtensionBlockCount) {
                let sub = image.ExtensionBlocks[e + 1]
                if sub.ByteCount == 3, sub.Bytes[0] == 1 {
                    result.netscapeRepeatCount = Int(sub.Bytes[1]) | Int(sub.Bytes[2]) << 8
                }
            }
        }
        var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
        _ = DGifSavedExtensionToGCB(gif, Int32(imageIndex), &control)
        let desc = image.ImageDesc
        guard let map = desc.ColorMap ?? gif.pointee.SColorMap else {
            throw TestDecodeError(description: "frame \(imageIndex) has no colour map")
        }
        let previous = canvas
        let left = Int(desc.Left), top = Int(desc.Top), w = Int(desc.Width), h = Int(desc.Height)
        for y in 0..<h {
            for x in 0..<w {
                let index = Int(image.RasterBits[y * w + x])
                if index == Int(control.TransparentColor) { continue }
                let cx = left + x, cy = top + y
                guard cx < width, cy < height else { continue }
                let color = map.pointee.Colors[index]
                let o = (cy * width + cx) * 4
                canvas[o] = color.Red; canvas[o + 1] = color.Green; canvas[o + 2] = color.Blue; canvas[o + 3] = 255
            }
        }
        result.frames.append(.init(
            rgba: canvas, delayCentiseconds: Int(control.DelayTime), disposal: Int(control.DisposalMode),
            transparentIndex: control.TransparentColor >= 0 ? Int(control.TransparentColor) : nil,
            localColorCount: desc.ColorMap.map { Int($0.pointee.ColorCount) },
            left: left, top: top, width: w, height: h))
        switch control.DisposalMode {
        case 2:
            for y in top..<min(top + h, height) {
                for x in left..<min(left + w, width) {
                    for c in 0..<4 { canvas[(y * width + x) * 4 + c] = 0 }
                }
            }
        case 3: canvas = previous
        default: break
        }
    }
    return result
}
