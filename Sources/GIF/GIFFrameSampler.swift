import CGif

/// Reads a GIF file back and hands over the picture a browser shows at given instants: each frame drawn over the
/// canvas as its disposal says (docs/formats.md#size-budget measures `--max-size` candidates on these). The file is
/// decoded record by record with giflib's low-level reader, so memory holds one canvas and one row of indices
/// whatever the frame count (plus the canvas before a frame whose disposal restores it).
package enum GIFFrameSampler {
    /// The canvas on screen, handed to `sample`'s `shown`: straight RGB (3 bytes per pixel, row-major;
    /// never-painted pixels black), `width` x `height`.
    package struct Canvas {
        package let width: Int
        package let height: Int
        package let rgb: [UInt8]
    }

    /// Calls `shown` once for each frame on screen at some of `centiseconds` (ascending, from the start of the file),
    /// in order, with the positions of those instants in `centiseconds` and the canvas then. Frame `j` shows from the sum of
    /// the delays before it up to that sum plus its own delay; instants past the end show the last frame. Every
    /// instant is covered once when the file has a frame; a file without one calls `shown` never.
    package static func sample(_ bytes: [UInt8], atCentiseconds centiseconds: [Double],
                               shown: (_ instants: Range<Int>, _ canvas: Canvas) -> Void) throws(GIFError)
    {
        let reader = Reader(bytes: bytes)
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { file, buffer, length in
            guard let file, let context = file.pointee.UserData, let buffer else { return 0 }
            let reader = Unmanaged<Reader>.fromOpaque(context).takeUnretainedValue()
            return reader.read(into: buffer, count: Int(length))
        }, &error) else {
            throw .giflib(operation: "DGifOpen", code: Int(error), message: "cannot read the GIF back")
        }
        defer {
            var closeError: Int32 = 0
            _ = DGifCloseFile(gif, &closeError)
        }
        func failure(_ operation: String) -> GIFError {
            .giflib(operation: operation, code: Int(gif.pointee.Error),
                    message: String(cString: GifErrorString(gif.pointee.Error)))
        }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        var canvas = Canvas(width: width, height: height, rgb: [UInt8](repeating: 0, count: width * height * 3))
        var next = 0  // the first instant not yet handed over
        var start = 0.0  // when the frame drawn next starts showing: the sum of the delays before it
        var control = Self.noControl
        // What the frame drawn last leaves behind once the next one starts (its disposal), applied then: the last
        // frame's instants see it undisposed.
        var pending: (disposal: Int32, left: Int, top: Int, width: Int, height: Int, previous: [UInt8]?)?
        var frameDrawn = false
        var indices: [GifPixelType] = []
        records: while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &record) == GIF_OK else { throw failure("DGifGetRecordType") }
            switch record {
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw failure("DGifGetExtension") }
                if code == GRAPHICS_EXT_FUNC_CODE, let block {
                    guard DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK else {
                        throw failure("DGifExtensionToGCB")
                    }
                }
                while block != nil {
                    guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw failure("DGifGetExtensionNext") }
                }
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(gif) == GIF_OK else { throw failure("DGifGetImageDesc") }
                // The frame before this one showed until this one starts.
                let first = next
                while next < centiseconds.count, centiseconds[next] < start { next += 1 }
                if next > first { shown(first..<next, canvas) }
                if let pending { dispose(pending, of: &canvas) }
                let description = gif.pointee.Image
                let left = Int(description.Left), top = Int(description.Top)
                let frameWidth = Int(description.Width), frameHeight = Int(description.Height)
                guard let map = description.ColorMap ?? gif.pointee.SColorMap else {
                    throw .giflib(operation: "DGifGetImageDesc", code: 0,
                                  message: "frame \(gif.pointee.ImageCount - 1) has no colour table")
                }
                pending = (control.DisposalMode, left, top, frameWidth, frameHeight,
                           control.DisposalMode == DISPOSE_PREVIOUS ? canvas.rgb : nil)
                if indices.count < frameWidth { indices = [GifPixelType](repeating: 0, count: frameWidth) }
                let colorCount = Int(map.pointee.ColorCount), transparent = Int(control.TransparentColor)
                var rgb = canvas.rgb
                canvas = Canvas(width: width, height: height, rgb: [])  // rgb is the only reference while drawing
                for row in 0..<frameHeight {
                    guard DGifGetLine(gif, &indices, Int32(frameWidth)) == GIF_OK else { throw failure("DGifGetLine") }
                    let y = top + (description.Interlace ? interlacedRow(row, height: frameHeight) : row)
                    guard y < height else { continue }
                    for x in 0..<frameWidth where left + x < width {
                        let index = Int(indices[x])
                        guard index != transparent, index < colorCount else { continue }
                        let color = map.pointee.Colors[index]
                        let offset = (y * width + left + x) * 3
                        rgb[offset] = color.Red
                        rgb[offset + 1] = color.Green
                        rgb[offset + 2] = color.Blue
                    }
                }
                canvas = Canvas(width: width, height: height, rgb: rgb)
                frameDrawn = true
                start += Double(control.DelayTime)
                control = Self.noControl
            case TERMINATE_RECORD_TYPE:
                break records
            default:
                throw failure("DGifGetRecordType")
            }
        }
        if frameDrawn, next < centiseconds.count { shown(next..<centiseconds.count, canvas) }
    }

    /// A frame without a graphic control extension: no delay, no transparency, no disposal.
    private static let noControl = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false,
                                                        DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)

    /// The canvas row of the `row`-th row an interlaced image stores: GIF89a's four passes take every 8th row from 0,
    /// every 8th from 4, every 4th from 2, then every 2nd from 1.
    static func interlacedRow(_ row: Int, height: Int) -> Int {
        var remaining = row
        for (offset, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            let count = offset < height ? (height - offset + step - 1) / step : 0
            if remaining < count { return offset + remaining * step }
            remaining -= count
        }
        return row
    }

    /// Applies a drawn frame's disposal to `canvas`: restore to background clears its rectangle (to black here),
    /// restore to previous puts back the canvas from before it.
    private static func dispose(_ frame: (disposal: Int32, left: Int, top: Int, width: Int, height: Int,
                                          previous: [UInt8]?), of canvas: inout Canvas)
    {
        switch frame.disposal {
        case DISPOSE_BACKGROUND:
            var rgb = canvas.rgb
            canvas = Canvas(width: canvas.width, height: canvas.height, rgb: [])
            for y in max(frame.top, 0)..<min(frame.top + frame.height, canvas.height) {
                for x in max(frame.left, 0)..<min(frame.left + frame.width, canvas.width) {
                    for channel in 0..<3 { rgb[(y * canvas.width + x) * 3 + channel] = 0 }
                }
            }
            canvas = Canvas(width: canvas.width, height: canvas.height, rgb: rgb)
        case DISPOSE_PREVIOUS:
            if let previous = frame.previous { canvas = Canvas(width: canvas.width, height: canvas.height, rgb: previous) }
        default: break
        }
    }

    /// The bytes giflib's read callback takes from, through `UserData`; used on one thread.
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Copies up to `count` bytes from the current offset into `buffer`; returns how many.
        func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int32 {
            let available = max(0, min(count, bytes.count - offset))
            bytes.withUnsafeBufferPointer { source in
                if available > 0 { buffer.update(from: source.baseAddress! + offset, count: available) }
            }
            offset += available
            return Int32(available)
        }
    }
}
