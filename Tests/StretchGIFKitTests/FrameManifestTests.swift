import Testing
import StretchGIFKit

/// `FrameManifest.firstDifference(from:)` on hand-written manifests.
@Suite struct FrameManifestTests {
    static let header = "# stretchgif frame manifest v1: scene s, 10x10 px, 3 frames, 6 cs\n# hash\n# frame time_s delay_cs offset_pt rgba_fnv1a64\n"
    static let text = header + """
        0000 0.000 2 0.000 aaaaaaaaaaaaaaaa
        0001 0.020 2 -1.500 bbbbbbbbbbbbbbbb
        0002 0.040 2 -3.000 cccccccccccccccc
        gif 0123456789abcdef 100 bytes 3 frames

        """

    @Test func identicalTextsHaveNoDifference() {
        #expect(FrameManifest(text: Self.text).firstDifference(from: Self.text) == nil)
        #expect(FrameManifest(text: Self.text).frames.map(\.index) == [0, 1, 2])
        #expect(FrameManifest(text: Self.text).frames[1].offset == -1.5)
    }

    @Test func aChangedHashNamesTheFrameItsTimeAndBothHashes() throws {
        let expected = Self.text.replacingOccurrences(of: "bbbbbbbbbbbbbbbb", with: "dddddddddddddddd")
        let difference = try #require(FrameManifest(text: Self.text).firstDifference(from: expected))
        #expect(difference.frameIndex == 1)
        #expect(difference.timeSeconds == 0.02)
        #expect(difference.expectedHash == "dddddddddddddddd")
        #expect(difference.actualHash == "bbbbbbbbbbbbbbbb")
        #expect(difference.description.hasPrefix("frame 1 (t = 0.020 s) differs"))
    }

    @Test func aChangedOffsetWithTheSameHashStillNamesTheFrame() throws {
        let expected = Self.text.replacingOccurrences(of: "0002 0.040 2 -3.000", with: "0002 0.040 2 -3.001")
        let difference = try #require(FrameManifest(text: Self.text).firstDifference(from: expected))
        #expect(difference.frameIndex == 2)
        #expect(difference.expectedHash == difference.actualHash)
    }

    @Test func aMissingOrExtraFrameIsADifference() throws {
        let shorter = Self.text.replacingOccurrences(of: "0002 0.040 2 -3.000 cccccccccccccccc\n", with: "")
        let extra = try #require(FrameManifest(text: Self.text).firstDifference(from: shorter))
        #expect(extra.frameIndex == 2)
        #expect(extra.expectedHash == nil)
        #expect(extra.actualHash == "cccccccccccccccc")
        let missing = try #require(FrameManifest(text: shorter).firstDifference(from: Self.text))
        #expect(missing.frameIndex == 2)
        #expect(missing.actualHash == nil)
    }

    @Test func onlyTheGIFLineDifferingHasNoFrame() throws {
        let expected = Self.text.replacingOccurrences(of: "100 bytes", with: "101 bytes")
        let difference = try #require(FrameManifest(text: Self.text).firstDifference(from: expected))
        #expect(difference.frameIndex == nil)
        #expect(difference.expectedLine == "gif 0123456789abcdef 101 bytes 3 frames")
        #expect(difference.actualLine == "gif 0123456789abcdef 100 bytes 3 frames")
    }
}
