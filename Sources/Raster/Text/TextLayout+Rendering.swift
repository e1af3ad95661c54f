#if canImport(Glibc)
import Glibc
#endif

extension TextLayout {
    /// Beyond ~1e9 px the Int conversions of glyph positions would not be exact; such origins draw nothing.
    static let coordinateLimit = 1e9

    /// Draws the text as anti-aliased coverage, one mask per line that has outline ink (blank lines give none), top
    /// to bottom. Glyphs of colour bitmap faces (emoji) are not in the masks: `colorGlyphs` places them.
    /// `originX`/`originY` are the top-left of the text box in pixels; line positions are the layout's points
    /// times `scale`. Each glyph pen x is quantized to 1/4 px and its outline shifted by that fraction, and each
    /// baseline is rounded to a whole pixel, so glyphs are crisp and placed within 1/8 px. Overlapping glyphs
    /// combine like stacked coverage (a + b - ab). The same layout and origin always give identical masks:
    /// `coverage(originX:).masks(originY:)`.
    package func coverageMasks(originX: Double, originY: Double) -> [CoverageMask] {
        coverage(originX: originX).masks(originY: originY)
    }

    /// The line masks of `coverageMasks` at horizontal origin `originX`, with their rows kept relative to each
    /// line's baseline: draw them at any vertical origin with `TextCoverage.masks(originY:)` or
    /// `Pixmap.draw(_:coverage:originY:color:opacity:clip:)`. No lines for a non-finite `originX`, one beyond
    /// ±1e9 px, or a size that gives no pixels.
    package func coverage(originX: Double) -> TextCoverage {
        let nothing = TextCoverage(originX: originX, lines: [])
        guard scale.isFinite, scale > 0, originX.isFinite, abs(originX) < Self.coordinateLimit else { return nothing }
        let pixelSize = attributes.size * scale
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 16384 else { return nothing }
        // FreeType takes the size in 26.6 fixed point (1/64 px); positions use the same rounded size so glyph
        // shapes and spacing agree exactly.
        let pixelSize26_6 = Int((pixelSize * 64).rounded())
        let pixelsPerUnit = Double(pixelSize26_6) / 64 / Double(max(1, face.metrics.unitsPerEm))
        // Each span style's own rounded size for its glyph bitmaps (nil: too large to draw); positions stay in
        // the reference units above.
        let styleSizes26_6: [Int?] = styles.enumerated().map { index, style in
            if index == 0 { return pixelSize26_6 }
            let size = style.size * scale
            return size.isFinite && size > 0 && size < 16384 ? Int((size * 64).rounded()) : nil
        }

        var coverageLines: [TextCoverage.Line] = []
        for line in lines {
            let lineStartX = originX + line.x * scale
            var placed: [PlacedGlyph] = []
            for glyph in line.glyphs {
                let style = styles[glyph.style]
                let face = style.fonts.faces[glyph.face]
                if face.isColorBitmap { continue }
                guard let glyphSize26_6 = styleSizes26_6[glyph.style] else { continue }
                let penX = lineStartX + glyph.x * pixelsPerUnit
                // Quarter-pixel bins: q = round(4x); whole pixel = floor(q / 4), bin = q mod 4.
                let quarters = Int((penX * 4).rounded())
                let wholeX = quarters >> 2
                let bin = quarters & 3
                let key = GlyphKey(glyphID: glyph.glyphID, pixelSize26_6: glyphSize26_6, subpixelBin: bin)
                guard let bitmap = face.glyphBitmap(key), bitmap.width > 0, bitmap.height > 0 else { continue }
                let rise = Int((glyph.yOffset * pixelsPerUnit).rounded())
                // Rows count from the line's rounded baseline (row 0); `TextCoverage.masks` adds that row.
                placed.append(PlacedGlyph(bitmap: bitmap, column: wholeX + bitmap.left, row: -rise - bitmap.top,
                                          ink: style.ink))
            }
            // One mask per ink on the line, inks in increasing order (plain text: one mask, ink 0).
            var inks: [Int] = []
            for item in placed where !inks.contains(item.ink) { inks.append(item.ink) }
            inks.sort()
            for ink in inks {
                let inked = inks.count == 1 ? placed : placed.filter { $0.ink == ink }
                guard let mask = Self.unitedMask(inked) else { continue }
                coverageLines.append(TextCoverage.Line(baseline: line.baseline * scale, mask: mask, ink: ink))
            }
        }
        return TextCoverage(originX: originX, lines: coverageLines)
    }

    /// The union of `placed` glyph bitmaps as one mask over their bounds (rows from the baseline); nil for none.
    private static func unitedMask(_ placed: [PlacedGlyph]) -> CoverageMask? {
        guard let firstGlyph = placed.first else { return nil }
        var minX = firstGlyph.column, minY = firstGlyph.row
        var maxX = firstGlyph.column + firstGlyph.bitmap.width, maxY = firstGlyph.row + firstGlyph.bitmap.height
        for item in placed {
            minX = min(minX, item.column)
            minY = min(minY, item.row)
            maxX = max(maxX, item.column + item.bitmap.width)
            maxY = max(maxY, item.row + item.bitmap.height)
        }
        let width = maxX - minX, height = maxY - minY
        // A glyph row is united in whole blocks of its padded stride, so the last row of the mask may be
        // followed by up to `rowAlignment` - 1 bytes of padding: the slack after the mask (dropped below).
        let slack = GlyphBitmap.rowAlignment
        var coverage = [UInt8](repeating: 0, count: width * height + slack)
        coverage.withUnsafeMutableBufferPointer { destination in
            guard let destinationBase = destination.baseAddress else { return }
            for item in placed {
                let bitmap = item.bitmap
                let blocks = bitmap.rowStride / GlyphBitmap.rowAlignment
                bitmap.coverage.withUnsafeBufferPointer { source in
                    guard let sourceBase = source.baseAddress, source.count >= bitmap.rowStride * bitmap.height
                    else { return }
                    var into = destinationBase + (item.row - minY) * width + (item.column - minX)
                    var from = sourceBase
                    for _ in 0..<bitmap.height {
                        // Every placed bitmap lies inside the mask (its bounds were taken above); its padding
                        // may run past the row's end into the next row or the slack, where uniting with 0
                        // changes nothing. Union of coverages (`CoverageMask.union`), sixteen bytes at a time.
                        CoverageMask.uniteBlocks(from, into: into, blocks: blocks)
                        into += width
                        from += bitmap.rowStride
                    }
                }
            }
        }
        coverage.removeLast(slack)
        return CoverageMask(originX: minX, originY: minY, width: width, height: height, coverage: coverage)
    }
}

/// A glyph bitmap placed on a line: its top-left column (pixels) and row (from the rounded baseline), and its ink.
private struct PlacedGlyph {
    var bitmap: GlyphBitmap
    var column: Int
    var row: Int
    var ink: Int
}
