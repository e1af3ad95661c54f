import Testing
@testable import GIF

@Suite struct FramePatchTests {
    @Test func cropsToTheChangedRectangle() {
        let screen = [UInt8](repeating: 0, count: 10 * 8)
        var frame = screen
        for y in 4..<6 { for x in 3..<5 { frame[y * 10 + x] = 1 } }
        let patch = FramePatch.difference(from: screen, to: frame, width: 10, height: 8, paletteCount: 2, reservedSlot: 2)
        #expect(patch.left == 3 && patch.top == 4 && patch.width == 2 && patch.height == 2)
        #expect(patch.pixels == [1, 1, 1, 1])
        #expect(patch.transparentIndex == nil)  // nothing unchanged inside the box
    }

    @Test func unchangedFrameBecomesOneOpaquePixel() {
        let screen: [UInt8] = [5, 6, 7, 8]
        let patch = FramePatch.difference(from: screen, to: screen, width: 2, height: 2, paletteCount: 9, reservedSlot: nil)
        #expect(patch == FramePatch(left: 0, top: 0, width: 1, height: 1, pixels: [5], transparentIndex: nil))
    }

    @Test func unchangedNoiseInsideTheBoxBecomesTransparent() {
        // A 6x2 screen of alternating 1/2; the frame changes the two corners to 3.
        let screen: [UInt8] = [1, 2, 1, 2, 1, 2, 2, 1, 2, 1, 2, 1]
        var frame = screen
        frame[0] = 3
        frame[11] = 3
        let patch = FramePatch.difference(from: screen, to: frame, width: 6, height: 2, paletteCount: 4, reservedSlot: nil)
        // Index 0 is the lowest index no changed pixel uses: [3,0,0,...,0,3] has 2 changes vs 11 opaque.
        #expect(patch.transparentIndex == 0)
        #expect(patch.pixels == [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3])
        #expect(patch.width == 6 && patch.height == 2)
    }

    @Test func opaqueIsKeptWhenTransparencyDoesNotHelp() {
        // Background 0 with a one-pixel mover: transparent version [T, 1] vs opaque [0, 1] -- equal changes.
        let screen: [UInt8] = [0, 0, 0, 1]
        let frame: [UInt8] = [0, 0, 1, 0]
        let patch = FramePatch.difference(from: screen, to: frame, width: 4, height: 1, paletteCount: 2, reservedSlot: 2)
        #expect(patch.left == 2 && patch.width == 2)
        #expect(patch.transparentIndex == nil)
        #expect(patch.pixels == [1, 0])
    }
}

/// `FramePatch.difference` against a plain re-statement of its contract (bounding box, the transparent candidate,
/// the index-change counts), on seeded frames whose widths put the SIMD steps' tails at every offset.
@Suite struct FramePatchReferenceTests {
    /// The contract written out one pixel at a time.
    static func reference(from screen: [UInt8], to frame: [UInt8], width: Int, height: Int, paletteCount: Int,
                          reservedSlot: Int?) -> FramePatch {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where screen[y * width + x] != frame[y * width + x] {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else {
            return FramePatch(left: 0, top: 0, width: 1, height: 1, pixels: [frame[0]], transparentIndex: nil)
        }
        var box: [UInt8] = [], unchanged: [Bool] = []
        for y in minY...maxY {
            for x in minX...maxX {
                box.append(frame[y * width + x])
                unchanged.append(frame[y * width + x] == screen[y * width + x])
            }
        }
        let opaque = FramePatch(left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1, pixels: box,
                                transparentIndex: nil)
        let usedByChanges = Set(box.indices.filter { !unchanged[$0] }.map { Int(box[$0]) })
        let lowestUnused = (0..<min(paletteCount, 256)).first { !usedByChanges.contains($0) }
        guard let transparent = reservedSlot ?? lowestUnused, transparent < 256 else { return opaque }
        let masked = box.indices.map { unchanged[$0] ? UInt8(transparent) : box[$0] }
        func changes(_ values: [UInt8]) -> Int {
            (1..<max(values.count, 1)).filter { values[$0] != values[$0 - 1] }.count
        }
        guard changes(masked) < changes(box) else { return opaque }
        var patch = opaque
        patch.pixels = masked
        patch.transparentIndex = transparent
        return patch
    }

    @Test func differenceMatchesThePlainContract() {
        var random = SeededGenerator(state: 35)
        var maskedCount = 0, opaqueCount = 0
        for width in [1, 2, 15, 16, 17, 31, 33, 48, 70] {
            for height in [1, 3, 9] {
                for variant in 0..<6 {
                    // A screen of few colours; the frame changes a rectangle and scattered pixels of it.
                    let colours = UInt64(2 + variant)
                    let screen = (0..<(width * height)).map { _ in UInt8(random.next() % colours) }
                    var frame = screen
                    let left = Int(random.next() % UInt64(width)), top = Int(random.next() % UInt64(height))
                    for y in top..<height {
                        for x in left..<width where random.next() % 4 != 0 || variant == 0 {
                            frame[y * width + x] = UInt8(random.next() % (colours + 2))
                        }
                    }
                    let reserved: Int? = variant % 2 == 0 ? nil : Int(colours) + 2
                    let patch = FramePatch.difference(from: screen, to: frame, width: width, height: height,
                                                      paletteCount: Int(colours) + 2, reservedSlot: reserved)
                    let expected = Self.reference(from: screen, to: frame, width: width, height: height,
                                                  paletteCount: Int(colours) + 2, reservedSlot: reserved)
                    #expect(patch == expected, "\(width)x\(height) variant \(variant)")
                    if expected.transparentIndex == nil { opaqueCount += 1 } else { maskedCount += 1 }
                }
            }
        }
        // Both outcomes of the masked-or-opaque choice were compared.
        #expect(maskedCount > 20 && opaqueCount > 20, "masked \(maskedCount), opaque \(opaqueCount)")
    }
}
