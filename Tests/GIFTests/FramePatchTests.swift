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
