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
                guard new.count >= width * height, old.count >= width * height else { return }
                for y in 0..<height {
                    let row = y * width
                    var first = 0
                    // Skip equal bytes eight at a time, then finish byte by byte.
                    if let newBase = new.baseAddress, let oldBase = old.baseAddress {
                        let newRow = UnsafeRawPointer(newBase + row), oldRow = UnsafeRawPointer(oldBase + row)
                        while first + 8 <= width
                                && newRow.loadUnaligned(fromByteOffset: first, as: UInt64.self)
                                == oldRow.loadUnaligned(fromByteOffset: first, as: UInt64.self) {
                            first += 8
                        }
                    }
                    while first < width && new[row + first] == old[row + first] { first += 1 }
                    guard first < width else { continue }
                    var last = width - 1
                    while new[row + last] == old[row + last] { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else {
            return FramePatch(left: 0, top: 0, width: 1, height: 1, pixels: [frame.first ?? 0], transparentIndex: nil)
        }
        let boxWidth = maxX - minX + 1, boxHeight = maxY - minY + 1
        let boxCount = boxWidth * boxHeight
        var usedByChanges = [UInt8](repeating: 0, count: 256)
        // The box's indices and, per pixel, 1 where it equals what is on screen (branch-free loops).
        var unchanged = [UInt8](repeating: 0, count: boxCount)
        let opaque = [UInt8](unsafeUninitializedCapacity: boxCount) { box, initialized in
            frame.withUnsafeBufferPointer { new in
                screen.withUnsafeBufferPointer { old in
                    unchanged.withUnsafeMutableBufferPointer { unchanged in
                        usedByChanges.withUnsafeMutableBufferPointer { used in
                            for y in 0..<boxHeight {
                                let source = (minY + y) * width + minX
                                let target = y * boxWidth
                                for x in 0..<boxWidth {
                                    let value = new[source + x]
                                    let same: UInt8 = value == old[source + x] ? 1 : 0
                                    box[target + x] = value
                                    unchanged[target + x] = same
                                    used[Int(value)] |= same ^ 1
                                }
                            }
                        }
                    }
                }
            }
            initialized = boxCount
        }
        let candidate = reservedSlot ?? (0..<paletteCount).first { usedByChanges[$0] == 0 }
        var patch = FramePatch(left: minX, top: minY, width: boxWidth, height: boxHeight, pixels: opaque, transparentIndex: nil)
        guard let transparent = candidate, transparent < 256 else { return patch }
        // Count index changes of the opaque and the masked patch in one pass; build the masked one only if it wins.
        let maskedIndex = UInt8(transparent)
        let (opaqueChanges, maskedChanges) = opaque.withUnsafeBufferPointer { opaque in
            unchanged.withUnsafeBufferPointer { unchanged in
                var opaqueChanges = 0, maskedChanges = 0
                // Each step reads only positions i - 1 and i, so the loop vectorises.
                for i in 1..<max(1, boxCount) {
                    let value = opaque[i], previous = opaque[i - 1]
                    let masked = unchanged[i] != 0 ? maskedIndex : value
                    let previousMasked = unchanged[i - 1] != 0 ? maskedIndex : previous
                    opaqueChanges &+= value != previous ? 1 : 0
                    maskedChanges &+= masked != previousMasked ? 1 : 0
                }
                return (opaqueChanges, maskedChanges)
            }
        }
        if maskedChanges < opaqueChanges {
            patch.pixels = opaque.withUnsafeBufferPointer { opaque in
                unchanged.withUnsafeBufferPointer { unchanged in
                    [UInt8](unsafeUninitializedCapacity: boxCount) { masked, initialized in
                        for i in 0..<boxCount { masked[i] = unchanged[i] != 0 ? maskedIndex : opaque[i] }
                        initialized = boxCount
                    }
                }
            }
            patch.transparentIndex = transparent
        }
        return patch
    }
}
