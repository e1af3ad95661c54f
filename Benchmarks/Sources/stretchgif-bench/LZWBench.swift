import CGif
import Foundation
@testable import GIF

/// `stretchgif-bench --lzw FILE.gif`: the lossy LZW pass against giflib's lossless coder on the same patches
/// (docs/gif.md#within-12-of-giflib).
///
/// The patches come from a lossless GIF of ours (`stretchgif render --lossy 0`): its frames are composited as a
/// viewer shows them, mapped back to the global palette, and prepared as the encoder prepares them (frame
/// difference, local colour table). giflib then codes each patch as `GIFImageBlock.encode` does (scratch stream,
/// `EGifPutImageDesc` + `EGifPutLine`), and the pass codes it with `LossyLZW.choose` + `GIFImageBlock.assemble`.
/// Both run on this thread, in turns, timed by thread CPU time; `--lzw-only giflib|lossy` runs one coder once, for
/// `valgrind --tool=callgrind --toggle-collect` instruction counts.
enum LZWBench {
    /// One patch as the encoder codes it.
    struct Patch {
        var patch: FramePatch
        var localColors: [PaletteColor]?
        /// The table the indices point into (local, else the padded global one).
        var table: [PaletteColor]
        /// Per patch pixel, the colour the frame shows there.
        var exact: [PaletteColor]
    }

    /// The patches of `path` and the palette they index.
    struct Input {
        var width: Int
        var height: Int
        var palette: Palette
        var patches: [Patch]
        /// The frames as shown (RGB), what the floor's quantizer maps.
        var canvases: [[UInt8]]
        var pixelCount: Int { patches.reduce(0) { $0 + $1.patch.pixels.count } }
    }

    static func load(_ path: String) throws -> Input {
        guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("\(path): cannot read") }
        let frames = try Composite.frames(of: [UInt8](data), path: path)
        // The palette's real count: one past the highest index any shown colour maps to (lowest index wins).
        var lookup: [UInt32: UInt8] = [:]
        for (index, color) in frames.globalColors.enumerated().reversed() {
            lookup[UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)] = UInt8(index)
        }
        var indexFrames: [[UInt8]] = []
        var highest = 0
        for rgb in frames.canvases {
            var indices = [UInt8](repeating: 0, count: frames.width * frames.height)
            for p in 0..<indices.count {
                let key = UInt32(rgb[3 * p]) << 16 | UInt32(rgb[3 * p + 1]) << 8 | UInt32(rgb[3 * p + 2])
                guard let index = lookup[key] else { throw BenchError("\(path): a shown colour is not in the global table") }
                indices[p] = index
                highest = max(highest, Int(index))
            }
            indexFrames.append(indices)
        }
        let palette = try Palette(colors: Array(frames.globalColors.prefix(highest + 1)))
        let padded = (0..<palette.paddedCount).map { palette[$0] }
        var patches: [Patch] = []
        for (k, indices) in indexFrames.enumerated() {
            var patch = k == 0
                ? FramePatch.full(indices, width: frames.width, height: frames.height)
                : FramePatch.difference(from: indexFrames[k - 1], to: indices, width: frames.width,
                                        height: frames.height, paletteCount: palette.count,
                                        reservedSlot: palette.freeSlot)
            var localColors: [PaletteColor]?
            if let local = LocalColorTable.choose(for: patch, palette: palette) {
                patch = local.patch
                localColors = local.colors
            }
            var exact: [PaletteColor] = []
            exact.reserveCapacity(patch.pixels.count)
            for y in 0..<patch.height {
                let row = (patch.top + y) * frames.width + patch.left
                for x in 0..<patch.width { exact.append(palette[Int(indices[row + x])]) }
            }
            patches.append(Patch(patch: patch, localColors: localColors, table: localColors ?? padded, exact: exact))
        }
        return Input(width: frames.width, height: frames.height, palette: palette, patches: patches,
                     canvases: frames.canvases)
    }

    /// Codes every patch with giflib; the total bytes of the image blocks.
    @inline(never)
    static func codeEveryPatchWithGiflib(_ input: Input) throws -> Int {
        var bytes = 0
        for patch in input.patches {
            bytes += try GIFImageBlock.encode(patch.patch, localColors: patch.localColors, palette: input.palette,
                                              canvasWidth: input.width, canvasHeight: input.height).count
        }
        return bytes
    }

    /// Codes every patch with the lossy pass at `level`; the total bytes of the image blocks.
    @inline(never)
    static func codeEveryPatchLossy(_ input: Input, level: Int) -> Int {
        let lossy = LossyLZW(level: level)
        var bytes = 0
        for patch in input.patches {
            let choice = lossy.choose(
                pixels: patch.patch.pixels, width: patch.patch.width, exact: patch.exact, table: patch.table,
                transparentIndex: patch.patch.transparentIndex,
                minimumCodeSize: LocalColorTable.minimumCodeSize(tableSize: patch.table.count))
            var chosen = patch.patch
            chosen.pixels = choice.pixels
            bytes += GIFImageBlock.assemble(chosen, localColors: patch.localColors, imageData: choice.imageData).count
        }
        return bytes
    }

    /// The floor's other work on every frame (docs/gif.md#the-floor): the table-lookup quantizer with ordered dither,
    /// and one copy of the frame's RGBA (the painter's output handed on). Returns a checksum so nothing is optimised away.
    @inline(never)
    static func floorQuantizeEveryFrame(_ input: Input, quantizer: FloorQuantizer) -> Int {
        var checksum = 0
        for canvas in input.canvases {
            let copy = [UInt8](unsafeUninitializedCapacity: canvas.count / 3 * 4) { rgba, initialized in
                canvas.withUnsafeBufferPointer { rgb in
                    // Wrapping arithmetic: the offsets are in range, and a floor pays no overflow checks.
                    for p in 0..<(canvas.count / 3) {
                        let o = p &* 3, t = p &* 4
                        rgba[t] = rgb[o]; rgba[t &+ 1] = rgb[o &+ 1]; rgba[t &+ 2] = rgb[o &+ 2]; rgba[t &+ 3] = 255
                    }
                }
                initialized = canvas.count / 3 * 4
            }
            checksum &+= Int(copy[copy.count / 2])
            let indices = quantizer.quantize(rgb: canvas, width: input.width, height: input.height)
            checksum &+= Int(indices[indices.count / 2])
        }
        return checksum
    }

    /// This thread's CPU time in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// `rounds` turns of giflib then each level; prints a Markdown table of medians and ratios.
    static func run(path: String, levels: [Int], rounds: Int) throws {
        let input = try load(path)
        FileHandle.standardError.write(
            "lzw: \(input.patches.count) patches, \(input.pixelCount) pixels from \(path)\n".data(using: .utf8)!)
        var sizes: [Int: Int] = [:]
        for patch in input.patches { sizes[patch.table.count, default: 0] += patch.patch.pixels.count }
        let bySize = sizes.sorted { $0.key < $1.key }.map { "\($0.value) with \($0.key) colours" }
        FileHandle.standardError.write("lzw: patch pixels \(bySize.joined(separator: ", "))\n".data(using: .utf8)!)
        var giflibSeconds: [Double] = [], giflibBytes = 0
        var lossySeconds = [[Double]](repeating: [], count: levels.count), lossyBytes = [Int](repeating: 0, count: levels.count)
        var floorSeconds: [Double] = []
        let floorQuantizer = FloorQuantizer(palette: input.palette)
        for _ in 0..<rounds {
            let floorStart = threadCPUSeconds()
            _ = floorQuantizeEveryFrame(input, quantizer: floorQuantizer)
            floorSeconds.append(threadCPUSeconds() - floorStart)
            var start = threadCPUSeconds()
            giflibBytes = try codeEveryPatchWithGiflib(input)
            giflibSeconds.append(threadCPUSeconds() - start)
            for (k, level) in levels.enumerated() {
                start = threadCPUSeconds()
                lossyBytes[k] = codeEveryPatchLossy(input, level: level)
                lossySeconds[k].append(threadCPUSeconds() - start)
            }
        }
        let giflib = Measurement(seconds: giflibSeconds).median
        print("| coder | image-block bytes | CPU s (median of \(rounds)) | × giflib |")
        print("| --- | ---: | ---: | ---: |")
        print("| giflib, lossless | \(giflibBytes) | \(String(format: "%.3f", giflib)) | 1.00 |")
        for (k, level) in levels.enumerated() {
            let median = Measurement(seconds: lossySeconds[k]).median
            print("| lossy pass, `--lossy \(level)` | \(lossyBytes[k]) | \(String(format: "%.3f", median)) | "
                + "\(String(format: "%.2f", median / giflib)) |")
        }
        let floor = Measurement(seconds: floorSeconds).median
        print("")
        print("Floor without painting (docs/gif.md#the-floor), \(input.canvases.count) frames: "
            + "table-lookup quantizer with ordered dither and one RGBA copy \(String(format: "%.3f", floor)) s + giflib "
            + "\(String(format: "%.3f", giflib)) s = \(String(format: "%.3f", floor + giflib)) s CPU")
    }

    /// One coder once (for callgrind): `giflib` or `lossy` at `level`.
    static func runOnce(path: String, coder: String, level: Int) throws {
        let input = try load(path)
        switch coder {
        case "giflib": print(try codeEveryPatchWithGiflib(input))
        case "lossy": print(codeEveryPatchLossy(input, level: level))
        default: throw BenchError("--lzw-only expects giflib or lossy, not '\(coder)'")
        }
    }
}

/// The frames of a GIF composited as a viewer shows them (disposals 1-3, transparency), as RGB canvases.
enum Composite {
    struct Frames {
        var width: Int
        var height: Int
        var globalColors: [PaletteColor]
        var canvases: [[UInt8]]
    }

    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    static func frames(of bytes: [UInt8], path: String) throws -> Frames {
        let reader = Reader(bytes)
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { file, buffer, length in
            guard let file, let context = file.pointee.UserData, let buffer else { return 0 }
            let reader = Unmanaged<Reader>.fromOpaque(context).takeUnretainedValue()
            let count = min(Int(length), reader.bytes.count - reader.offset)
            for i in 0..<count { buffer[i] = reader.bytes[reader.offset + i] }
            reader.offset += count
            return Int32(count)
        }, &error) else { throw BenchError("\(path): DGifOpen failed (\(error))") }
        defer {
            var closeError: Int32 = 0
            withExtendedLifetime(reader) { _ = DGifCloseFile(gif, &closeError) }
        }
        guard DGifSlurp(gif) == GIF_OK, let global = gif.pointee.SColorMap else {
            throw BenchError("\(path): not a GIF with a global colour table")
        }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        let globalColors = (0..<Int(global.pointee.ColorCount)).map {
            let c = global.pointee.Colors[$0]
            return PaletteColor(r: c.Red, g: c.Green, b: c.Blue)
        }
        var canvas = [UInt8](repeating: 0, count: width * height * 3)
        var canvases: [[UInt8]] = []
        for imageIndex in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[imageIndex]
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
            _ = DGifSavedExtensionToGCB(gif, Int32(imageIndex), &control)
            let desc = image.ImageDesc
            let map = desc.ColorMap ?? global
            let previous = canvas
            let left = Int(desc.Left), top = Int(desc.Top), w = Int(desc.Width), h = Int(desc.Height)
            for y in 0..<h where top + y < height {
                for x in 0..<w where left + x < width {
                    let index = Int(image.RasterBits[y * w + x])
                    if index == Int(control.TransparentColor) { continue }
                    let color = map.pointee.Colors[index], o = ((top + y) * width + left + x) * 3
                    canvas[o] = color.Red
                    canvas[o + 1] = color.Green
                    canvas[o + 2] = color.Blue
                }
            }
            canvases.append(canvas)
            if control.DisposalMode == 3 { canvas = previous }
            if control.DisposalMode == 2 { throw BenchError("\(path): disposal 2 is not something we write") }
        }
        return Frames(width: width, height: height, globalColors: globalColors, canvases: canvases)
    }
}
