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
        // The box's indices and, per pixel, 1 where it equals what is on screen.
        var unchanged = [UInt8](repeating: 0, count: boxCount)
        let opaque = [UInt8](unsafeUninitializedCapacity: boxCount) { box, initialized in
            frame.withUnsafeBufferPointer { new in
                screen.withUnsafeBufferPointer { old in
                    unchanged.withUnsafeMutableBufferPointer { unchanged in
                        for y in 0..<boxHeight {
                            Self.copyRow(from: new, screen: old, at: (minY + y) * width + minX, count: boxWidth,
                                         into: box, flags: unchanged, at: y * boxWidth)
                        }
                    }
                }
            }
            initialized = boxCount
        }
        // Without a reserved slot, the lowest index no changed pixel uses can mean "transparent".
        let candidate = reservedSlot ?? Self.lowestIndexUnused(byChangesIn: opaque, unchanged: unchanged,
                                                                 paletteCount: paletteCount)
        var patch = FramePatch(left: minX, top: minY, width: boxWidth, height: boxHeight, pixels: opaque, transparentIndex: nil)
        guard let transparent = candidate, transparent < 256 else { return patch }
        // Count index changes of the opaque and the masked patch in one pass; build the masked one only if it wins.
        let maskedIndex = UInt8(transparent)
        let (opaqueChanges, maskedChanges) = opaque.withUnsafeBufferPointer { opaque in
            unchanged.withUnsafeBufferPointer { unchanged in
                Self.indexChanges(opaque, unchanged: unchanged, maskedIndex: maskedIndex)
            }
        }
        if maskedChanges < opaqueChanges {
            patch.pixels = opaque.withUnsafeBufferPointer { opaque in
                unchanged.withUnsafeBufferPointer { unchanged in
                    [UInt8](unsafeUninitializedCapacity: boxCount) { masked, initialized in
                        Self.mask(opaque, unchanged: unchanged, with: maskedIndex, into: masked)
                        initialized = boxCount
                    }
                }
            }
            patch.transparentIndex = transparent
        }
        return patch
    }

    /// Copies `count` indices of `frame` from `source` into `box` at `target`, and sets `flags` there to 1 where
    /// the index equals `screen`'s at the same place, 0 elsewhere: sixteen at a time with SIMD compares (the plain
    /// loop did not vectorise), the tail one by one.
    @inline(__always)
    private static func copyRow(from frame: UnsafeBufferPointer<UInt8>, screen: UnsafeBufferPointer<UInt8>,
                                at source: Int, count: Int, into box: UnsafeMutableBufferPointer<UInt8>,
                                flags: UnsafeMutableBufferPointer<UInt8>, at target: Int) {
        guard let new = frame.baseAddress, let old = screen.baseAddress, let out = box.baseAddress,
              let same = flags.baseAddress else { return }
        typealias Lanes = SIMD16<UInt8>
        let zero = Lanes(repeating: 0), one = Lanes(repeating: 1)
        var x = 0
        while x + Lanes.scalarCount <= count {
            let value = UnsafeRawPointer(new + source + x).loadUnaligned(as: Lanes.self)
            let before = UnsafeRawPointer(old + source + x).loadUnaligned(as: Lanes.self)
            UnsafeMutableRawPointer(out + target + x).storeBytes(of: value, as: Lanes.self)
            let flags = zero.replacing(with: one, where: value .== before)
            UnsafeMutableRawPointer(same + target + x).storeBytes(of: flags, as: Lanes.self)
            x += Lanes.scalarCount
        }
        while x < count {
            let value = new[source + x]
            out[target + x] = value
            same[target + x] = value == old[source + x] ? 1 : 0
            x += 1
        }
    }

    /// `masked[i]` = `maskedIndex` where `unchanged[i]` is set, else `box[i]` (all three `box.count` long), sixteen at
    /// a time.
    private static func mask(_ box: UnsafeBufferPointer<UInt8>, unchanged: UnsafeBufferPointer<UInt8>,
                             with maskedIndex: UInt8, into masked: UnsafeMutableBufferPointer<UInt8>) {
        guard let values = box.baseAddress, let flags = unchanged.baseAddress, let out = masked.baseAddress else { return }
        typealias Lanes = SIMD16<UInt8>
        let count = box.count
        let zero = Lanes(repeating: 0), mask = Lanes(repeating: maskedIndex)
        var i = 0
        while i + Lanes.scalarCount <= count {
            let value = UnsafeRawPointer(values + i).loadUnaligned(as: Lanes.self)
            let flag = UnsafeRawPointer(flags + i).loadUnaligned(as: Lanes.self)
            UnsafeMutableRawPointer(out + i).storeBytes(of: value.replacing(with: mask, where: flag .!= zero),
                                                        as: Lanes.self)
            i += Lanes.scalarCount
        }
        while i < count {
            out[i] = flags[i] != 0 ? maskedIndex : values[i]
            i += 1
        }
    }

    /// Index changes along `box` (row-major, across row ends) as it is, and with every pixel whose `unchanged` flag
    /// is set replaced by `maskedIndex`. Sixteen positions per step with SIMD compares (each step reads only
    /// positions i - 1 and i), the tail one by one.
    private static func indexChanges(_ box: UnsafeBufferPointer<UInt8>, unchanged: UnsafeBufferPointer<UInt8>,
                                     maskedIndex: UInt8) -> (opaque: Int, masked: Int) {
        let count = min(box.count, unchanged.count)
        guard count > 1, let values = box.baseAddress, let flags = unchanged.baseAddress else { return (0, 0) }
        typealias Lanes = SIMD16<UInt8>
        let lanes = Lanes.scalarCount
        let raw = (values: UnsafeRawPointer(values), flags: UnsafeRawPointer(flags))
        let mask = Lanes(repeating: maskedIndex), zero = Lanes(repeating: 0), one = Lanes(repeating: 1)
        var opaque = 0, masked = 0
        var i = 1
        // Per-lane counters of UInt8 hold at most 255 steps before they are added up.
        while i + lanes <= count {
            var opaqueLanes = zero, maskedLanes = zero
            var steps = 0
            while steps < 255 && i + lanes <= count {
                let value = raw.values.loadUnaligned(fromByteOffset: i, as: Lanes.self)
                let previous = raw.values.loadUnaligned(fromByteOffset: i - 1, as: Lanes.self)
                let same = raw.flags.loadUnaligned(fromByteOffset: i, as: Lanes.self) .!= zero
                let previousSame = raw.flags.loadUnaligned(fromByteOffset: i - 1, as: Lanes.self) .!= zero
                opaqueLanes &+= zero.replacing(with: one, where: value .!= previous)
                let maskedValue = value.replacing(with: mask, where: same)
                let maskedPrevious = previous.replacing(with: mask, where: previousSame)
                maskedLanes &+= zero.replacing(with: one, where: maskedValue .!= maskedPrevious)
                i += lanes
                steps += 1
            }
            for lane in 0..<lanes {
                opaque += Int(opaqueLanes[lane])
                masked += Int(maskedLanes[lane])
            }
        }
        while i < count {
            let value = values[i], previous = values[i - 1]
            let maskedValue = flags[i] != 0 ? maskedIndex : value
            let maskedPrevious = flags[i - 1] != 0 ? maskedIndex : previous
            opaque += value != previous ? 1 : 0
            masked += maskedValue != maskedPrevious ? 1 : 0
            i += 1
        }
        return (opaque, masked)
    }

    /// The lowest index below `paletteCount` that no pixel of `box` marked changed (`unchanged` 0) holds.
    private static func lowestIndexUnused(byChangesIn box: [UInt8], unchanged: [UInt8], paletteCount: Int) -> Int? {
        var used = [Bool](repeating: false, count: 256)
        used.withUnsafeMutableBufferPointer { used in
            box.withUnsafeBufferPointer { box in
                unchanged.withUnsafeBufferPointer { unchanged in
                    for i in 0..<box.count where unchanged[i] == 0 { used[Int(box[i])] = true }
                }
            }
        }
        return (0..<min(paletteCount, 256)).first { !used[$0] }
    }
}
