import Foundation
import TestTools
import Testing
@testable import stretchgif
@testable import StretchGIFKit

/// `sweep` and `render --rotate` go through the one encoding path (docs/library.md#encoding): every format, several
/// `-o` in one run. The files are read back independently: GIF by the test's own block walker (`readGIFFacts`), WebP
/// by Pillow, MP4 by ffprobe. Every expected number is worked out from the tiny scene (100 x 160 pt at @1x) below.
@Suite("Sweep and rotation outputs")
struct SweepRotationOutputTests {
    /// What Pillow reads from an animated file: "W H FRAMES D0,D1,..." (each frame's duration in ms, known
    /// once the frame is decoded).
    static let pillowReader = """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        durations = []
        for k in range(im.n_frames):
            im.seek(k)
            im.load()
            durations.append(str(im.info.get("duration", -1)))
        print(im.size[0], im.size[1], im.n_frames, ",".join(durations))
        """

    /// A sweep of two rubber bands, 0.5 s at 10 fps, to GIF, WebP and MP4 in one run.
    ///
    /// The page: a panel is 100 pt = 100 px wide, so the unit is 100 / 375; gap max(2, round(8 x 0.267)) = 2,
    /// label band max(12, round(30 x 0.267)) = 12, caption band max(13, round(24 x 0.267)) = 13. Two columns:
    /// 2 x 100 + 3 x 2 = 206 px wide; one row: 160 + 12 + 13 + 2 x 2 = 189 px high (odd: the video is 206 x 190).
    /// Frames: 0.5 s at 10 fps shows 0, 0.1, ..., 0.4 s: five frames of 10 cs (100 ms); the finger moves 20 pt a
    /// frame, so no two frames are equal and none is merged.
    @Test func aSweepWritesGIFWebPAndMP4InOneRun() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let gif = folder.appendingPathComponent("sweep.gif").path
        let webp = folder.appendingPathComponent("sweep.webp").path
        let mp4 = folder.appendingPathComponent("sweep.mp4").path
        try runCommand(["sweep", scene, "--rubber-band", "0.3,0.8", "--fps", "10", "--gesture",
                        "drag down 100 over 0.5s", "--jobs", "2", "-o", gif, "-o", webp, "-o", mp4, "--quiet"])
        #expect(try listing(folder) == ["sweep.gif", "sweep.mp4", "sweep.webp", "tiny.yaml"])

        let facts = try readGIFFacts([UInt8](try Data(contentsOf: URL(fileURLWithPath: gif))))
        #expect(facts.width == 206 && facts.height == 189)
        #expect(facts.delays == [10, 10, 10, 10, 10])

        let read = try #require(try runPython(Self.pillowReader, [webp]))
        #expect(read == "206 189 5 100,100,100,100,100\n")

        let probe = try VideoOutputTests.probe(mp4)
        #expect(probe.codec == "h264")
        #expect(probe.width == 206 && probe.height == 190)
        #expect(probe.decodedFrames == 5)
        #expect(probe.formatDuration == "0.500000")
    }

    /// A rotation of a 0.2 s drag at 10 fps to WebP and MP4 in one run, and the GIF on its own.
    ///
    /// The canvas: the 100 x 160 px frame's diagonal, sqrt(100^2 + 160^2) = 188.7, rounded up to 189 (odd: the
    /// video is 190 x 190). The clock: 0.2 s of gesture, the 0.4 s turn, 0.2 s of gesture again, 0.8 s, so eight
    /// frames at 0, 0.1, ..., 0.7 s of 100 ms (10 cs): two before the turn (0, 0.1), four turning (0.2 to 0.5), two
    /// after (0.6, 0.7). The finger moves in both segments and the window turns, so no two frames are equal.
    @Test func aRotationWritesWebPAndMP4InOneRun() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let webp = folder.appendingPathComponent("turn.webp").path
        let mp4 = folder.appendingPathComponent("turn.mp4").path
        let gif = folder.appendingPathComponent("turn.gif").path
        let common = ["render", scene, "--rotate", "--fps", "10", "--gesture", "drag down 100 over 0.2s", "--jobs", "2",
                      "--quiet"]
        try runCommand(common + ["-o", webp, "-o", mp4])
        try runCommand(common + ["-o", gif])
        #expect(try listing(folder) == ["tiny.yaml", "turn.gif", "turn.mp4", "turn.webp"])

        let read = try #require(try runPython(Self.pillowReader, [webp]))
        #expect(read == "189 189 8 100,100,100,100,100,100,100,100\n")

        let probe = try VideoOutputTests.probe(mp4)
        #expect(probe.width == 190 && probe.height == 190)
        #expect(probe.decodedFrames == 8)
        #expect(probe.formatDuration == "0.800000")

        let facts = try readGIFFacts([UInt8](try Data(contentsOf: URL(fileURLWithPath: gif))))
        #expect(facts.width == 189 && facts.height == 189)
        #expect(facts.delays == [10, 10, 10, 10, 10, 10, 10, 10])

        var options = RenderOptions()
        options.fps = 10
        options.gesture = "drag down 100 over 0.2s"
        let rotation = try RotationAnimation(scene: try StretchScene(contentsOfFile: scene), options: options)
        let parts = rotation.partFrameCounts
        #expect(parts.before == 2 && parts.turning == 4 && parts.after == 2)
    }

    /// Every format has an encoder: this switch has no `default`, so a new format does not compile until it is
    /// listed here, and `OutputFormat.makeEncoder`'s switch (also without one) does not compile until it has an
    /// encoder. Each format's encoder takes the frames its schedule says.
    @Test(arguments: OutputFormat.allCases)
    func everyFormatHasAnEncoder(format: OutputFormat) throws {
        let expected: EncoderFrames
        switch format {
        case .gif: expected = .gifSample
        case .webp: expected = .gif
        case .mp4, .webm: expected = .video
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = RenderOptions()
        options.fps = 10
        options.gesture = "wait 0.1s"
        let animation = try Animation(scene: try StretchScene(contentsOfFile: try writeTinyScene(in: folder)),
                                      options: options)
        let encoder = try format.makeEncoder(source: PlanFrames(plan: animation.plan), options: options,
                                             destination: EncoderDestination(file: nil, count: 1), observeGIF: nil)
        #expect(encoder.frames == expected)
        // The bytes come back with the format's own signature.
        let bytes = try animation.bytes(format: format)
        let signature: [UInt8]
        switch format {
        case .gif: signature = Array("GIF89a".utf8)
        case .webp: signature = Array("RIFF".utf8)
        case .mp4: signature = Array("ftyp".utf8)
        case .webm: signature = [0x1A, 0x45, 0xDF, 0xA3]
        }
        let start = format == .mp4 ? 4 : 0
        #expect(Array(bytes[start..<(start + signature.count)]) == signature)
    }
}
