/// Parameters of one GIF file.
package struct GIFOptions: Sendable, Equatable {
    /// Canvas width in pixels, 1...65535 (16-bit field of the logical screen descriptor).
    package var width: Int
    /// Canvas height in pixels, 1...65535.
    package var height: Int
    /// How many times the animation plays: 0 = forever (default), N >= 1 = N times, at most 65536.
    ///
    /// The NETSCAPE2.0 extension stores a REPEAT count (plays after the first), so the encoder writes
    /// 0 for forever, N - 1 for N >= 2, and omits the extension for N = 1 (browsers then play once).
    package var loopCount: Int
    /// Colour budget `--colors` (2...256): the palette given to the encoder may not hold more colours.
    package var maxColors: Int
    /// Dither used by `GIFEncoder.addFrame(rgba:delayCentiseconds:)`.
    package var dither: DitherMode
    /// Dither strength 0...1.
    package var ditherStrength: Double
    /// Crop each frame to what changed and make unchanged pixels transparent when that helps.
    package var frameDifferencing: Bool
    /// Give a frame its own colour table (only the colours its patch uses) when that makes the file smaller;
    /// decided per frame from the frame's data alone (see `LocalColorTable`). Colours shown are unchanged.
    package var localColorTables: Bool
    /// Lossy LZW level `--lossy N` (`lossyRange`): 0, the default, writes every pixel's own index. N > 0 lets a pixel
    /// show another colour of the table when that lengthens an LZW string: at most `lossyLevelsPerStep * N` levels
    /// (of 255) from its own and, up to N = `lossyFlatLimit`, no further than its most different neighbour is, so
    /// flat areas stay exact; above it any pixel may move `lossyLevelsPerStep * (N - lossyFlatLimit)` levels.
    /// Distances are the module's weighted RGB metric, scaled so that a grey shift by L levels is L
    /// (docs/gif.md#lossy-lzw).
    package var lossy: Int

    /// Default dither: ordered, stable across frames and clean on flat colours (see `DitherMode`).
    package static let defaultDither = DitherMode.ordered
    /// Default dither strength: 0.4 leaves no visible banding in the scenes' sky gradient while the file stays
    /// below gifsicle -O3's size (measured on the default demo; see docs/gif.md#dithering).
    package static let defaultDitherStrength = 0.4
    /// Valid `loopCount` values: 0 (forever) or 1...65536 plays (the repeat field is 16 bits and stores plays - 1).
    package static let loopCountRange = 0...65_536
    /// Valid `maxColors` values: a GIF colour table holds 2 to 256 entries.
    package static let maxColorsRange = 2...256
    /// Valid `ditherStrength` values.
    package static let ditherStrengthRange = 0.0...1.0
    /// Valid `lossy` values: 0 (off) to 200 (on the scale of `lossyLevelsPerStep`).
    package static let lossyRange = 0...200
    /// Levels of 255 a pixel may move per step of `lossy`.
    package static var lossyLevelsPerStep: Double { LossyLZW.levelsPerStep }
    /// Up to this `lossy`, flat pixels stay exact and no pixel moves further than its neighbourhood varies.
    package static var lossyFlatLimit: Int { LossyLZW.flatLevels }

    /// Options with the documented defaults.
    package init(width: Int, height: Int, loopCount: Int = 0, maxColors: Int = 256,
                dither: DitherMode = GIFOptions.defaultDither,
                ditherStrength: Double = GIFOptions.defaultDitherStrength,
                frameDifferencing: Bool = true, localColorTables: Bool = true, lossy: Int = 0) {
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.maxColors = maxColors
        self.dither = dither
        self.ditherStrength = ditherStrength
        self.frameDifferencing = frameDifferencing
        self.localColorTables = localColorTables
        self.lossy = lossy
    }

    /// How many colours to ask `PaletteBuilder.build(maxColors:)` for: with differencing on, one slot of
    /// `maxColors` is kept for the transparent index (when `maxColors` > 2), so the whole file stays within it.
    package var paletteColorBudget: Int {
        frameDifferencing && maxColors > 2 ? maxColors - 1 : maxColors
    }

    /// The NETSCAPE2.0 repeat count to write, or nil to omit the extension (see `loopCount`).
    package var netscapeRepeatCount: Int? {
        loopCount == 0 ? 0 : (loopCount == 1 ? nil : loopCount - 1)
    }

    /// Throws `GIFError.invalidParameter` naming the first field out of range.
    package func validate() throws(GIFError) {
        guard (1...65_535).contains(width) else {
            throw .invalidParameter(name: "width", value: "\(width)", expected: "1...65535 (16-bit GIF field)")
        }
        guard (1...65_535).contains(height) else {
            throw .invalidParameter(name: "height", value: "\(height)", expected: "1...65535 (16-bit GIF field)")
        }
        guard Self.loopCountRange.contains(loopCount) else {
            throw .invalidParameter(name: "loopCount", value: "\(loopCount)", expected: "0 (forever) or 1...65536 plays")
        }
        guard Self.maxColorsRange.contains(maxColors) else {
            throw .invalidParameter(name: "maxColors", value: "\(maxColors)", expected: "2...256")
        }
        guard ditherStrength.isFinite, Self.ditherStrengthRange.contains(ditherStrength) else {
            throw .invalidParameter(name: "ditherStrength", value: "\(ditherStrength)", expected: "0...1")
        }
        guard Self.lossyRange.contains(lossy) else {
            throw .invalidParameter(name: "lossy", value: "\(lossy)",
                                    expected: "\(Self.lossyRange.lowerBound) (off) to \(Self.lossyRange.upperBound)")
        }
    }
}

/// What a finished GIF holds (`Animation.writeGIF(toFile:progress:)` returns it).
public struct GIFSummary: Sendable, Equatable {
    /// Frames in the file, after identical consecutive frames were merged.
    public let writtenFrames: Int
    /// Sum of all frame delays in centiseconds.
    public let totalCentiseconds: Int
    /// Size of the file in bytes.
    public let byteCount: Int

    /// A summary of a file with these counts.
    package init(writtenFrames: Int, totalCentiseconds: Int, byteCount: Int) {
        self.writtenFrames = writtenFrames
        self.totalCentiseconds = totalCentiseconds
        self.byteCount = byteCount
    }
}
