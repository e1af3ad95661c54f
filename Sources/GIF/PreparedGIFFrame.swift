/// One frame made ready for `GIFEncoder` away from the encoder's thread: the patch that turns the previous frame
/// into this one (`FramePatch`), its local colour table when that is smaller (`LocalColorTable`), with `lossy` > 0
/// its indices re-chosen by `LossyLZW`, and the LZW-coded image block.
///
/// A pure function of the two frames' indices, the options and the palette, so frames can be prepared on many
/// threads at once and handed to the encoder in order: the file is byte-identical to feeding `addFrame(indices:)`
/// one frame at a time (docs/gif.md#parallel-encoding).
package struct PreparedGIFFrame: Sendable {
    /// The frame's palette indices (`width * height`).
    package let indices: [UInt8]
    /// The index that shows the previous frame through, or nil for an opaque patch.
    let transparentIndex: Int?
    /// Image descriptor, local colour table and LZW image data.
    let imageBlock: [UInt8]

    /// Prepares `indices` (`options.width * options.height` values, each < `palette.count`) to follow the frame
    /// `previous` (nil for the first frame). Throws for a wrong size, an index outside the palette, or a giflib
    /// failure while coding the block.
    package init(indices: [UInt8], previous: [UInt8]?, options: GIFOptions, palette: Palette) throws(GIFError) {
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
        transparentIndex = patch.transparentIndex
        if options.lossy > 0 {
            imageBlock = Self.lossyBlock(patch, localColors: localTable?.colors, frame: indices,
                                         canvasWidth: options.width, level: options.lossy, palette: palette)
        } else {
            imageBlock = try GIFImageBlock.encode(patch, localColors: localTable?.colors, palette: palette,
                                                  canvasWidth: options.width, canvasHeight: options.height)
        }
    }

    /// The block of `patch` (indices into `localColors`, else into `palette`) with its indices re-chosen by `LossyLZW`
    /// at `level` and coded as the pass walks them (docs/gif.md#lossy-lzw). Each pixel's exact colour is that of
    /// `frame` (`canvasWidth` wide) under it; the transparent index only stays where the patch has it, so the choice
    /// depends on this frame and the one before it alone (docs/gif.md#frame-independent-choices).
    private static func lossyBlock(_ patch: FramePatch, localColors: [PaletteColor]?, frame: [UInt8], canvasWidth: Int,
                                   level: Int, palette: Palette) -> [UInt8] {
        let table = localColors ?? (0..<palette.paddedCount).map { palette[$0] }
        let exact = exactColors(of: patch, frame: frame, canvasWidth: canvasWidth, palette: palette)
        let choice = LossyLZW(level: level).choose(
            pixels: patch.pixels, width: patch.width, exact: exact, table: table,
            transparentIndex: patch.transparentIndex,
            minimumCodeSize: LocalColorTable.minimumCodeSize(tableSize: table.count))
        var chosen = patch
        chosen.pixels = choice.pixels
        return GIFImageBlock.assemble(chosen, localColors: localColors, imageData: choice.imageData)
    }

    /// Per pixel of `patch`, the palette colour of `frame` (`canvasWidth` wide) under it. Each colour is written as
    /// one 4-byte store of `r | g << 8 | b << 16` whose last byte lands on the next colour's red, which the next store
    /// writes (rows follow each other in the result); the last colour is written alone. Where colours are not laid
    /// out as three bytes r, g, b, one colour at a time.
    static func exactColors(of patch: FramePatch, frame: [UInt8], canvasWidth: Int,
                            palette: Palette) -> [PaletteColor] {
        let count = patch.width * patch.height
        let packed = MemoryLayout<PaletteColor>.stride == 3 && MemoryLayout<PaletteColor>.offset(of: \.g) == 1
            && MemoryLayout<PaletteColor>.offset(of: \.b) == 2
        let words = palette.colors.map { UInt32($0.r) | UInt32($0.g) << 8 | UInt32($0.b) << 16 }
        return [PaletteColor](unsafeUninitializedCapacity: count) { exact, initialized in
            frame.withUnsafeBufferPointer { frame in
                palette.colors.withUnsafeBufferPointer { colors in
                    words.withUnsafeBufferPointer { words in
                        guard packed, count > 0, let base = exact.baseAddress else {
                            for y in 0..<patch.height {
                                let source = (patch.top + y) * canvasWidth + patch.left, target = y * patch.width
                                for x in 0..<patch.width { exact[target + x] = colors[Int(frame[source + x])] }
                            }
                            return
                        }
                        let raw = UnsafeMutableRawPointer(base)
                        for y in 0..<patch.height {
                            let source = (patch.top + y) * canvasWidth + patch.left, target = y * patch.width
                            // The whole buffer's last colour is left to the plain store below.
                            let end = y == patch.height - 1 ? patch.width - 1 : patch.width
                            // Wrapping arithmetic: every offset is below `count` (no overflow checks in the loop).
                            for x in 0..<end {
                                raw.storeBytes(of: words[Int(frame[source &+ x])], toByteOffset: 3 &* (target &+ x),
                                               as: UInt32.self)
                            }
                        }
                        let last = (patch.top + patch.height - 1) * canvasWidth + patch.left + patch.width - 1
                        exact[count - 1] = colors[Int(frame[last])]
                    }
                }
            }
            initialized = count
        }
    }
}
