/// A frame's own colour table, holding only the global palette entries the frame's patch uses, and the
/// patch re-indexed into it. Shows exactly the same colours as the global table would.
///
/// Smaller tables give narrower LZW codes (a table of 2^k entries starts at k + 1 bits instead of 9 for
/// 256 colours, and leaves more of the 4096 dictionary codes for strings), but cost 3 · 2^k bytes in the
/// file. `choose` writes one only when the exact size model says it is smaller, so the choice depends on
/// the patch's data alone (deterministic).
struct LocalColorTable: Sendable, Equatable {
    /// The table to write: the used colours in ascending global-index order, black-padded to a power of
    /// two (2...256 entries, what giflib's `GifMakeMapObject` accepts).
    var colors: [PaletteColor]
    /// The patch with its pixels (and transparent index) mapped into `colors`.
    var patch: FramePatch

    /// Bytes of a colour table entry: red, green, blue (GIF89a sections 18-19).
    static let bytesPerEntry = 3

    /// The local table for `patch` (indices into `palette`, transparent index possibly the palette's padding
    /// slot) when writing it is smaller than using the global table: local table bytes + local image data
    /// < global image data (`LZWCostModel`). Nil otherwise, and always when the used colours need as many
    /// index bits as the global table (the codes could not get narrower).
    static func choose(for patch: FramePatch, palette: Palette) -> LocalColorTable? {
        var used = [Bool](repeating: false, count: 256)
        patch.pixels.withUnsafeBufferPointer { pixels in
            used.withUnsafeMutableBufferPointer { used in
                for value in pixels { used[Int(value)] = true }
            }
        }
        if let transparent = patch.transparentIndex, used.indices.contains(transparent) { used[transparent] = true }
        let globalIndices = used.indices.filter { used[$0] }
        let localSize = paddedTableSize(globalIndices.count)
        let globalCodeSize = minimumCodeSize(tableSize: palette.paddedCount)
        let localCodeSize = minimumCodeSize(tableSize: localSize)
        guard localCodeSize < globalCodeSize else { return nil }

        var toLocal = [UInt8](repeating: 0, count: 256)
        for (local, global) in globalIndices.enumerated() { toLocal[global] = UInt8(local) }
        var localPatch = patch
        localPatch.pixels = patch.pixels.withUnsafeBufferPointer { pixels in
            toLocal.withUnsafeBufferPointer { toLocal in
                [UInt8](unsafeUninitializedCapacity: pixels.count) { out, initialized in
                    for i in 0..<pixels.count { out[i] = toLocal[Int(pixels[i])] }
                    initialized = pixels.count
                }
            }
        }
        localPatch.transparentIndex = patch.transparentIndex.map { Int(toLocal[$0]) }
        // The re-indexed stream has the same LZW string structure; only the code widths and the dictionary
        // room differ, so both sizes are measured on it.
        let (globalBytes, localBytes) = LZWCostModel.imageDataByteCounts(
            localPatch.pixels, minimumCodeSizes: (globalCodeSize, localCodeSize))
        guard localBytes + bytesPerEntry * localSize < globalBytes else { return nil }

        var colors = globalIndices.map { palette[$0] }  // the padding slot reads as black
        colors += Array(repeating: PaletteColor(r: 0, g: 0, b: 0), count: localSize - colors.count)
        return LocalColorTable(colors: colors, patch: localPatch)
    }

    /// Smallest power of two >= max(2, count): the entries a table for `count` colours occupies.
    static func paddedTableSize(_ count: Int) -> Int {
        var size = 2
        while size < count { size *= 2 }
        return size
    }

    /// LZW minimum code size for a table of `tableSize` (a power of two) entries: its index bits, at least
    /// 2 (GIF89a appendix F; giflib uses the same rule).
    static func minimumCodeSize(tableSize: Int) -> Int {
        var bits = 1
        while 1 << bits < tableSize { bits += 1 }
        return max(2, bits)
    }
}
