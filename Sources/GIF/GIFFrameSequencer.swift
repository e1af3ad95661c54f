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

/// A frame the sequencer released: final (merged, lossy indices chosen) and coded.
public struct SequencedGIFFrame: Sendable {
    /// How long the frame stays on screen.
    public let delayCentiseconds: Int
    /// The index that shows the previous frame through, or nil for an opaque patch.
    let transparentIndex: Int?
    /// Image descriptor, local colour table if any, LZW image data.
    let imageBlock: [UInt8]

    /// The frame's block, ready for `GIFEncoder.write(_:)`. Lossless blocks were coded by giflib while the frame was
    /// prepared, lossy ones by the lossy pass as the sequencer released them (docs/gif.md#lzw-code-packing), so this
    /// no longer codes anything and never throws; it keeps its signature for callers written when it did.
    public func coded() throws(GIFError) -> GIFFrameBlock {
        GIFFrameBlock(delayCentiseconds: delayCentiseconds, transparentIndex: transparentIndex, imageBlock: imageBlock)
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

    /// A frame being released: as prepared, or for lossy LZW with its indices re-chosen against the screen and
    /// coded by the lossy pass.
    private mutating func release(_ prepared: PreparedGIFFrame, delay: Int) -> SequencedGIFFrame {
        var patch = prepared.patch
        let tableColors = prepared.localTable?.colors
        let block: [UInt8]
        if let coded = prepared.imageBlock {
            block = coded
        } else {
            let imageData = applyLossy(to: &patch, frame: prepared.indices, tableColors: tableColors)
            updateShown(patch: patch, tableColors: tableColors)
            block = GIFImageBlock.assemble(patch, localColors: tableColors, imageData: imageData)
        }
        return SequencedGIFFrame(delayCentiseconds: delay, transparentIndex: patch.transparentIndex, imageBlock: block)
    }

    /// Re-chooses the patch's indices with `LossyLZW` (docs/gif.md#lossy-lzw). Runs after the colour table is
    /// chosen, so the LZW code size (and so the clear points) it models is the one giflib uses, and its candidates
    /// are indices of that table; it only ever drops colours, so the table still fits. Returns the patch's
    /// LZW-coded image data.
    private func applyLossy(to patch: inout FramePatch, frame: [UInt8], tableColors: [PaletteColor]?) -> [UInt8] {
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
        let choice = LossyLZW(level: options.lossy).choose(
            pixels: patch.pixels, width: patch.width, exact: exact, table: table,
            transparentIndex: patch.transparentIndex, underneath: underneath,
            minimumCodeSize: LocalColorTable.minimumCodeSize(tableSize: table.count))
        patch.pixels = choice.pixels
        return choice.imageData
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
