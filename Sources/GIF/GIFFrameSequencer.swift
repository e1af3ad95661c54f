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

/// A frame the sequencer released: final (merged, lossy indices chosen) but, for lossy LZW, not yet coded. Coding is
/// a pure function of the frame, so a pipeline can code released frames on any thread (`coded()`).
public struct SequencedGIFFrame: Sendable {
    /// How long the frame stays on screen.
    public let delayCentiseconds: Int
    /// The block when it was coded while preparing (lossless), else what to code.
    let block: [UInt8]?
    let patch: FramePatch
    let localColors: [PaletteColor]?
    let palette: Palette
    let canvasWidth: Int
    let canvasHeight: Int

    /// The frame's block, LZW-coding it now if it was not coded yet.
    public func coded() throws(GIFError) -> GIFFrameBlock {
        let imageBlock: [UInt8]
        if let block { imageBlock = block } else {
            imageBlock = try GIFImageBlock.encode(patch, localColors: localColors, palette: palette,
                                                  canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        }
        return GIFFrameBlock(delayCentiseconds: delayCentiseconds, transparentIndex: patch.transparentIndex,
                             imageBlock: imageBlock)
    }
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
    /// `delayCentiseconds` must be 0...65535; throws for a bad delay.
    public mutating func add(_ frame: PreparedGIFFrame, delayCentiseconds: Int) throws(GIFError) -> SequencedGIFFrame? {
        try Self.checkDelay(delayCentiseconds)
        if let waiting = pending, waiting.frame.indices == frame.indices,
           waiting.delay + delayCentiseconds <= GIFEncoder.maximumDelayCentiseconds {
            pending = (waiting.frame, waiting.delay + delayCentiseconds)
            return nil
        }
        let released = pending.map { waiting in release(waiting.frame, delay: waiting.delay) }
        pending = (frame, delayCentiseconds)
        return released
    }

    /// The frame held back, after the last `add`; nil when no frame was added.
    public mutating func flush() -> SequencedGIFFrame? {
        guard let waiting = pending else { return nil }
        pending = nil
        return release(waiting.frame, delay: waiting.delay)
    }

    /// A frame delay as the 16-bit GIF field holds it, or an error naming the field.
    static func checkDelay(_ delayCentiseconds: Int) throws(GIFError) {
        guard (0...GIFEncoder.maximumDelayCentiseconds).contains(delayCentiseconds) else {
            throw .invalidParameter(name: "frame delay", value: "\(delayCentiseconds) cs",
                                    expected: "0...\(GIFEncoder.maximumDelayCentiseconds) cs (16-bit GIF field)")
        }
    }

    /// A frame being released: as prepared, or for lossy LZW with its indices re-chosen against the screen.
    private mutating func release(_ prepared: PreparedGIFFrame, delay: Int) -> SequencedGIFFrame {
        var patch = prepared.patch
        let tableColors = prepared.localTable?.colors
        if prepared.imageBlock == nil && options.lossy > 0 {
            applyLossy(to: &patch, frame: prepared.indices, tableColors: tableColors)
            updateShown(patch: patch, tableColors: tableColors)
        }
        return SequencedGIFFrame(delayCentiseconds: delay, block: prepared.imageBlock, patch: patch,
                                 localColors: tableColors, palette: palette, canvasWidth: options.width,
                                 canvasHeight: options.height)
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
