/// The part of a frame actually written to the file: a rectangle of palette indices, optionally with a
/// transparent index meaning "keep what is already on screen" (disposal "do not dispose").
struct FramePatch: Sendable, Equatable {
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    /// Row-major indices of the rectangle.
    var pixels: [UInt8]
    /// The index that shows the previous frame through, or nil for an opaque patch.
    var transparentIndex: Int?

    /// The whole frame, opaque.
    static func full(_ frame: [UInt8], width: Int, height: Int) -> FramePatch {
        FramePatch(left: 0, top: 0, width: width, height: height, pixels: frame, transparentIndex: nil)
    }

    /// The patch that turns `screen` into `frame` (both `width * height` indices).
    ///
    /// The rectangle is the bounding box of the changed pixels; if nothing changed it is the single pixel
    /// (0, 0), opaque, with its current value. Inside the box, unchanged pixels become transparent when a
    /// transparent index is available (`reservedSlot`, else the lowest palette index not used by any changed
    /// pixel of the box) AND that lowers the number of index changes along the rows (row-major, counting
    /// across row ends). That count is a cheap stand-in for LZW size: LZW codes grow with the number of
    /// distinct runs; on ties the opaque patch is kept. (Measured on 60-frame 390 x 844 UI scenes, choosing by
    /// an LZW bit-count simulation instead saved only 0.1-0.2 % of bytes for ~10 ms more per frame.)
    static func difference(from screen: [UInt8], to frame: [UInt8], width: Int, height: Int,
                           paletteCount: Int, reservedSlot: Int?) -> FramePatch {
        var minX = width, minY = height, maxX = -1, maxY = -1
        frame.withUnsafeBufferPointer { new in
            screen.withUnsafeBufferPointer { old in
                for y in 0..<height {
                    let row = y * width
                    var first = -1, last = -1
                    for x in 0..<width where new[row + x] != old[row + x] {
                        if first < 0 { first = x }
                        last = x
                    }
                    if first >= 0 {
                        minX = min(minX, first); maxX = max(maxX, last)
                        minY = min(minY, y); maxY = y
                    }
                }
            }
        }
        guard maxX >= 0 else {
            return FramePatch(left: 0, top: 0, width: 1, height: 1, pixels: [frame.first ?? 0], transparentIndex: nil)
        }
        let boxWidth = maxX - minX + 1, boxHeight = maxY - minY + 1
        var opaque = [UInt8](repeating: 0, count: boxWidth * boxHeight)
        var unchanged = [Bool](repeating: false, count: boxWidth * boxHeight)
        var usedByChanges = [Bool](repeating: false, count: 256)
        for y in 0..<boxHeight {
            for x in 0..<boxWidth {
                let source = (minY + y) * width + minX + x
                let value = frame[source]
                opaque[y * boxWidth + x] = value
                if value == screen[source] {
                    unchanged[y * boxWidth + x] = true
                } else {
                    usedByChanges[Int(value)] = true
                }
            }
        }
        let candidate = reservedSlot ?? (0..<paletteCount).first { !usedByChanges[$0] }
        var patch = FramePatch(left: minX, top: minY, width: boxWidth, height: boxHeight, pixels: opaque, transparentIndex: nil)
        guard let transparent = candidate, transparent < 256 else { return patch }
        var masked = opaque
        for i in 0..<masked.count where unchanged[i] { masked[i] = UInt8(transparent) }
        if Self.indexChanges(masked) < Self.indexChanges(opaque) {
            patch.pixels = masked
            patch.transparentIndex = transparent
        }
        return patch
    }

    /// Number of positions where the index differs from the previous one (row-major).
    static func indexChanges(_ pixels: [UInt8]) -> Int {
        var changes = 0
        for i in pixels.indices.dropFirst() where pixels[i] != pixels[i - 1] { changes += 1 }
        return changes
    }
}
