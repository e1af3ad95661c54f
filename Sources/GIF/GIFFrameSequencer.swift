/// One frame as the file holds it: its delay, its transparent index and its coded image block (image descriptor,
/// local colour table, LZW data), ready for `GIFEncoder.write(_:)`.
public struct GIFFrameBlock: Sendable, Equatable {
    /// How long the frame stays on screen (identical frames merged: their delays added).
    public let delayCentiseconds: Int
    /// The index that shows the previous frame through, or nil for an opaque patch.
    public let transparentIndex: Int?
    /// Image descriptor, local colour table if any, LZW minimum code size, data sub-blocks, block terminator.
    public let imageBlock: [UInt8]
}

/// Turns prepared frames, given in order, into the blocks the file holds: identical consecutive frames are merged
/// (their delays added, so one frame is held back), and with `GIFOptions.lossy` > 0 each written patch's indices are
/// re-chosen by `LossyLZW` against what the earlier frames left on screen, then coded (docs/gif.md#lossy-lzw).
///
/// A value, so a pipeline can run it on one thread while others paint and prepare the next frames and the encoder's
/// thread writes the blocks it released (docs/gif.md#parallel-encoding); `GIFEncoder.addFrame` uses one itself.
public struct GIFFrameSequencer: Sendable {
    private let options: GIFOptions
    private let palette: Palette
    /// The global table as written (padding black), indexed by palette index.
    private let paddedPalette: [PaletteColor]
    /// With `options.lossy` > 0: the colours the viewer shows after the last released frame (each within the lossy
    /// tolerance of that frame's colour); empty before the first frame and when lossy is off.
    private var shown: [PaletteColor] = []
    /// The frame waiting to see whether the next one is identical.
    private var pending: (frame: PreparedGIFFrame, delay: Int)?

    /// A sequencer for frames prepared with `options` and `palette`.
    public init(options: GIFOptions, palette: Palette) {
        self.options = options
        self.palette = palette
        paddedPalette = (0..<palette.paddedCount).map { palette[$0] }
    }

    /// Takes the next frame; returns the frame before it when that one is now final (not merged with this one).
    /// `delayCentiseconds` must be 0...65535. Throws for a bad delay or when coding a lossy block fails.
    public mutating func add(_ frame: PreparedGIFFrame, delayCentiseconds: Int) throws(GIFError) -> GIFFrameBlock? {
        try Self.checkDelay(delayCentiseconds)
        if let waiting = pending, waiting.frame.indices == frame.indices,
           waiting.delay + delayCentiseconds <= GIFEncoder.maximumDelayCentiseconds {
            pending = (waiting.frame, waiting.delay + delayCentiseconds)
            return nil
        }
        let released = try pending.map { waiting throws(GIFError) in try block(of: waiting.frame, delay: waiting.delay) }
        pending = (frame, delayCentiseconds)
        return released
    }

    /// The frame held back, after the last `add`; nil when no frame was added.
    public mutating func flush() throws(GIFError) -> GIFFrameBlock? {
        guard let waiting = pending else { return nil }
        pending = nil
        return try block(of: waiting.frame, delay: waiting.delay)
    }

    /// A frame delay as the 16-bit GIF field holds it, or an error naming the field.
    static func checkDelay(_ delayCentiseconds: Int) throws(GIFError) {
        guard (0...GIFEncoder.maximumDelayCentiseconds).contains(delayCentiseconds) else {
            throw .invalidParameter(name: "frame delay", value: "\(delayCentiseconds) cs",
                                    expected: "0...\(GIFEncoder.maximumDelayCentiseconds) cs (16-bit GIF field)")
        }
    }

    /// The block of a frame being released: the prepared one, or for lossy LZW re-chosen and coded now.
    private mutating func block(of prepared: PreparedGIFFrame, delay: Int) throws(GIFError) -> GIFFrameBlock {
        if let coded = prepared.imageBlock {
            return GIFFrameBlock(delayCentiseconds: delay, transparentIndex: prepared.patch.transparentIndex,
                                 imageBlock: coded)
        }
        var patch = prepared.patch
        let tableColors = prepared.localTable?.colors
        if options.lossy > 0 { applyLossy(to: &patch, frame: prepared.indices, tableColors: tableColors) }
        let coded = try GIFImageBlock.encode(patch, localColors: tableColors, palette: palette,
                                             canvasWidth: options.width, canvasHeight: options.height)
        if options.lossy > 0 { updateShown(patch: patch, tableColors: tableColors) }
        return GIFFrameBlock(delayCentiseconds: delay, transparentIndex: patch.transparentIndex, imageBlock: coded)
    }

    /// Re-chooses the patch's indices with `LossyLZW` (docs/gif.md#lossy-lzw). Runs after the colour table is
    /// chosen, so the LZW code size (and so the clear points) it models is the one giflib uses, and its candidates
    /// are indices of that table; it only ever drops colours, so the table still fits.
    private func applyLossy(to patch: inout FramePatch, frame: [UInt8], tableColors: [PaletteColor]?) {
        let table = tableColors ?? paddedPalette
        let count = patch.width * patch.height
        let seesThrough = patch.transparentIndex != nil && shown.count == frame.count
        let left = patch.left, top = patch.top, width = patch.width, canvasWidth = options.width
        // The patch's rectangle of the frame (as colours) and of what is on screen.
        let exact = [PaletteColor](unsafeUninitializedCapacity: count) { exact, initialized in
            frame.withUnsafeBufferPointer { frame in
                paddedPalette.withUnsafeBufferPointer { colors in
                    for y in 0..<patch.height {
                        let source = (top + y) * canvasWidth + left, target = y * width
                        for x in 0..<width { exact[target + x] = colors[Int(frame[source + x])] }
                    }
                }
            }
            initialized = count
        }
        let underneath = !seesThrough ? [] : [PaletteColor](unsafeUninitializedCapacity: count) { under, initialized in
            shown.withUnsafeBufferPointer { shown in
                for y in 0..<patch.height {
                    let source = (top + y) * canvasWidth + left, target = y * width
                    for x in 0..<width { under[target + x] = shown[source + x] }
                }
            }
            initialized = count
        }
        patch.pixels = LossyLZW(level: options.lossy).choose(
            pixels: patch.pixels, width: patch.width, exact: exact, table: table,
            transparentIndex: patch.transparentIndex, underneath: underneath,
            minimumCodeSize: LocalColorTable.minimumCodeSize(tableSize: table.count)).pixels
    }

    /// Draws `patch` (written with `tableColors`, else the global table) over `shown`.
    private mutating func updateShown(patch: FramePatch, tableColors: [PaletteColor]?) {
        let table = tableColors ?? paddedPalette
        if shown.isEmpty {
            shown = [PaletteColor](repeating: PaletteColor(r: 0, g: 0, b: 0), count: options.width * options.height)
        }
        let transparent = patch.transparentIndex ?? -1
        shown.withUnsafeMutableBufferPointer { shown in
            patch.pixels.withUnsafeBufferPointer { pixels in
                table.withUnsafeBufferPointer { table in
                    for y in 0..<patch.height {
                        let row = (patch.top + y) * options.width + patch.left
                        for x in 0..<patch.width {
                            let index = Int(pixels[y * patch.width + x])
                            if index != transparent { shown[row + x] = table[index] }
                        }
                    }
                }
            }
        }
    }
}
