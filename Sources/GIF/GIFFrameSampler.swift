import CGif

/// Reads a GIF file back (giflib's DGifSlurp) and keeps the picture a browser shows at given instants: each frame
/// drawn over the canvas as its disposal says (docs/formats.md#size-budget measures `--max-size` candidates on these).
package enum GIFFrameSampler {
    /// The straight RGB canvas (3 bytes per pixel, row-major; never-painted pixels black) on screen at each of
    /// `centiseconds` (ascending, from the start of the file), and the canvas size. Frame `j` shows from the sum of
    /// the delays before it up to that sum plus its own delay; instants past the end show the last frame.
    package static func sample(_ bytes: [UInt8], atCentiseconds centiseconds: [Double]) throws(GIFError)
        -> (width: Int, height: Int, frames: [[UInt8]])
    {
        let reader = Reader(bytes: bytes)
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { file, buffer, length in
            guard let file, let context = file.pointee.UserData, let buffer else { return 0 }
            let reader = Unmanaged<Reader>.fromOpaque(context).takeUnretainedValue()
            let count = max(0, min(Int(length), reader.bytes.count - reader.offset))
            for index in 0..<count { buffer[index] = reader.bytes[reader.offset + index] }
            reader.offset += count
            return Int32(count)
        }, &error) else {
            throw .giflib(operation: "DGifOpen", code: Int(error), message: "cannot read the GIF back")
        }
        defer {
            var closeError: Int32 = 0
            _ = DGifCloseFile(gif, &closeError)
        }
        guard DGifSlurp(gif) == GIF_OK else {
            throw .giflib(operation: "DGifSlurp", code: Int(gif.pointee.Error),
                         message: String(cString: GifErrorString(gif.pointee.Error)))
        }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        var canvas = [UInt8](repeating: 0, count: width * height * 3)
        var frames: [[UInt8]] = []
        var start = 0.0
        let imageCount = Int(gif.pointee.ImageCount)
        for imageIndex in 0..<imageCount {
            let image = gif.pointee.SavedImages[imageIndex]
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0,
                                               TransparentColor: -1)
            _ = DGifSavedExtensionToGCB(gif, Int32(imageIndex), &control)
            let description = image.ImageDesc
            guard let map = description.ColorMap ?? gif.pointee.SColorMap else {
                throw .giflib(operation: "DGifSlurp", code: 0, message: "frame \(imageIndex) has no colour table")
            }
            let previous = canvas
            let left = Int(description.Left), top = Int(description.Top)
            let frameWidth = Int(description.Width), frameHeight = Int(description.Height)
            let colorCount = Int(map.pointee.ColorCount)
            for y in 0..<frameHeight where top + y < height {
                for x in 0..<frameWidth where left + x < width {
                    let index = Int(image.RasterBits[y * frameWidth + x])
                    guard index != Int(control.TransparentColor), index < colorCount else { continue }
                    let color = map.pointee.Colors[index]
                    let offset = ((top + y) * width + left + x) * 3
                    canvas[offset] = color.Red
                    canvas[offset + 1] = color.Green
                    canvas[offset + 2] = color.Blue
                }
            }
            let end = start + Double(control.DelayTime)
            let last = imageIndex == imageCount - 1
            while frames.count < centiseconds.count, centiseconds[frames.count] < end || last {
                frames.append(canvas)
            }
            start = end
            switch control.DisposalMode {
            case 2:  // restore to background: cleared (black here)
                for y in top..<min(top + frameHeight, height) {
                    for x in left..<min(left + frameWidth, width) {
                        for channel in 0..<3 { canvas[(y * width + x) * 3 + channel] = 0 }
                    }
                }
            case 3: canvas = previous
            default: break
            }
        }
        return (width, height, frames)
    }

    /// The bytes giflib's read callback takes from, through `UserData`; used on one thread.
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(bytes: [UInt8]) { self.bytes = bytes }
    }
}
