/// One frame made ready for `GIFEncoder` away from the encoder's thread: the patch that turns the previous frame
/// into this one (`FramePatch`), its local colour table when that is smaller (`LocalColorTable`), and, unless the
/// options ask for lossy LZW, the LZW-coded image block (`GIFImageBlock`).
///
/// A pure function of the two frames' indices, the options and the palette, so frames can be prepared on many
/// threads at once and handed to the encoder in order: the file is byte-identical to feeding `addFrame(indices:)`
/// one frame at a time (docs/gif.md#parallel-encoding). With `lossy` > 0 the block depends on what is already on
/// screen, so the encoder codes it itself, in order.
public struct PreparedGIFFrame: Sendable {
    /// The frame's palette indices (`width * height`).
    public let indices: [UInt8]
    /// What is written for it: a rectangle of indices into `localTable`'s colours, else the global palette.
    let patch: FramePatch
    let localTable: LocalColorTable?
    /// Image descriptor, local colour table and LZW image data; nil when the encoder must code it (lossy).
    let imageBlock: [UInt8]?

    /// Prepares `indices` (`options.width * options.height` values, each < `palette.count`) to follow the frame
    /// `previous` (nil for the first frame). Throws for a wrong size, an index outside the palette, or a giflib
    /// failure while coding the block.
    public init(indices: [UInt8], previous: [UInt8]?, options: GIFOptions, palette: Palette) throws(GIFError) {
        let expected = options.width * options.height
        guard indices.count == expected else {
            throw .frameSizeMismatch(what: "index frame \(options.width)x\(options.height)", expected: expected,
                                     actual: indices.count)
        }
        let limit = palette.count
        // One pass for the largest index (vectorises); only a bad frame pays for finding where.
        if limit <= Int(UInt8.max), Int(indices.withUnsafeBufferPointer { $0.reduce(0) { max($0, $1) } }) >= limit,
           let bad = indices.firstIndex(where: { Int($0) >= limit }) {
            throw .indexOutsidePalette(index: Int(indices[bad]), pixel: bad, paletteCount: limit)
        }
        var patch: FramePatch
        if let previous, previous.count == expected, options.frameDifferencing {
            patch = FramePatch.difference(from: previous, to: indices, width: options.width, height: options.height,
                                          paletteCount: palette.count, reservedSlot: palette.freeSlot)
        } else {
            patch = FramePatch.full(indices, width: options.width, height: options.height)
        }
        var localTable: LocalColorTable?
        if options.localColorTables, let local = LocalColorTable.choose(for: patch, palette: palette) {
            patch = local.patch
            localTable = local
        }
        self.indices = indices
        self.patch = patch
        self.localTable = localTable
        imageBlock = options.lossy > 0 ? nil
            : try GIFImageBlock.encode(patch, localColors: localTable?.colors, palette: palette,
                                       canvasWidth: options.width, canvasHeight: options.height)
    }
}
