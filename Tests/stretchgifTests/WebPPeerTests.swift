import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

/// The WebP encoder's settings against independent paths (docs/formats.md#webp): img2webp (Debian's `webp`, its own
/// libwebp driver) on the same frames at the same effort writes the same bytes, and Pillow's decoder gives back
/// every painted frame exactly from the lossless file.
@Suite("WebP against img2webp and Pillow")
struct WebPPeerTests {
    /// The scene at 20 fps: every frame lasts 50 ms, frame k starts at 50 k ms.
    static let fps = 20
    static let frameMilliseconds = 50

    /// The tiny scene with a photograph-like header (the procedural landscape), so frames differ in texture, not
    /// only in flat colours, and the stored sub-frames have transparent pixels over varied content.
    static func writeScene(in folder: URL) throws -> String {
        let flat = ##"{id: header, parent: scroll, color: "#336699"}"##
        let pictured = ##"{id: header, parent: scroll, image: "procedural:landscape", contentMode: scaleAspectFill}"##
        try #require(tinySceneYAML.contains(flat))
        let path = folder.appendingPathComponent("pictured.yaml").path
        try tinySceneYAML.replacingOccurrences(of: flat, with: pictured).write(toFile: path, atomically: true,
                                                                              encoding: .utf8)
        return path
    }

    /// Writes every painted frame of `animation` as `frame-NNNN.png` (Pillow) and returns the paths.
    static func paintedFramesAsPNG(_ animation: Animation, in folder: URL) throws -> [String] {
        let raw = folder.appendingPathComponent("frames.rgba")
        var bytes: [UInt8] = []
        for index in 0..<animation.frameCount { bytes += try animation.frame(index).unpremultipliedRGBA() }
        try Data(bytes).write(to: raw)
        let script = """
            import sys
            from PIL import Image
            raw, w, h, n, folder = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
            data = open(raw, 'rb').read()
            size = w * h * 4
            for k in range(n):
                path = '%s/frame-%04d.png' % (folder, k)
                Image.frombytes('RGBA', (w, h), data[k * size:(k + 1) * size]).save(path)
                print(path)
            """
        let output = try #require(try runPython(script, [raw.path, "\(animation.pixelWidth)",
                                                         "\(animation.pixelHeight)", "\(animation.frameCount)",
                                                         folder.path]))
        return output.split(separator: "\n").map(String.init)
    }

    /// The file at `path` with every frame's duration set to 100 ms by webpmux, as bytes.
    static func withEqualDurations(_ path: String) throws -> [UInt8] {
        let output = path + ".100ms.webp"
        _ = try #require(try runTool("webpmux", ["-duration", "100", path, "-o", output]),
                         "webpmux is missing (make deps installs webp)")
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    /// Our flags and img2webp's for the same encoding: lossless at effort 75, method 2; lossy at quality 70, method 2.
    @Test("our WebP is img2webp's at the same effort, byte for byte (durations aside)",
          arguments: [([], ["-lossless", "-q", "75", "-m", "2"]),
                      (["--quality", "70"], ["-lossy", "-q", "70", "-m", "2"])])
    func sameBytesAsImg2webp(ours: [String], theirs: [String]) throws {
        let folder = try makeTemporaryFolder(prefix: "webp-peer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.writeScene(in: folder)
        let output = folder.appendingPathComponent("ours.webp").path
        try runCommand(["render", scene, "-o", output, "--fps", "\(Self.fps)", "--quiet"] + ours)
        var options = RenderOptions()
        options.fps = Double(Self.fps)
        let animation = try Animation(scene: try StretchScene(contentsOfFile: scene), options: options)
        let pngs = try Self.paintedFramesAsPNG(animation, in: folder)
        #expect(pngs.count == animation.frameCount && pngs.count > 10)
        let peer = folder.appendingPathComponent("img2webp.webp").path
        _ = try #require(try runTool("img2webp", ["-loop", "0"] + theirs + ["-d", "\(Self.frameMilliseconds)"] + pngs
                                     + ["-o", peer]), "img2webp is missing (make deps installs webp)")
        // Our last frame ends at the scripted duration, img2webp's 50 ms after it starts: the durations are
        // compared by WebPOutputTests; everything else must be the same bytes.
        let ourBytes = try Self.withEqualDurations(output)
        let peerBytes = try Self.withEqualDurations(peer)
        #expect(ourBytes.count == peerBytes.count)
        let same = ourBytes == peerBytes
        #expect(same, "the bytes differ")
    }

    @Test func everyFrameOfTheLosslessFileDecodesToThePaintedFrame() throws {
        let folder = try makeTemporaryFolder(prefix: "webp-peer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.writeScene(in: folder)
        let output = folder.appendingPathComponent("ours.webp").path
        try runCommand(["render", scene, "-o", output, "--fps", "\(Self.fps)", "--quiet"])
        // Pillow composes each stored frame onto the canvas (blending, disposal) as a player shows it.
        let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            out = open(sys.argv[2], 'wb')
            start = 0
            for k in range(im.n_frames):
                im.seek(k)
                out.write(im.convert('RGBA').tobytes())
                print(start, im.info['duration'])
                start += im.info['duration']
            """
        let decodedPath = folder.appendingPathComponent("decoded.rgba").path
        let listing = try #require(try runPython(script, [output, decodedPath]))
        let decoded = [UInt8](try Data(contentsOf: URL(fileURLWithPath: decodedPath)))
        var options = RenderOptions()
        options.fps = Double(Self.fps)
        let animation = try Animation(scene: try StretchScene(contentsOfFile: scene), options: options)
        let frameBytes = animation.pixelWidth * animation.pixelHeight * 4
        var checked = 0
        for (stored, line) in listing.split(separator: "\n").enumerated() {
            let numbers = line.split(separator: " ").compactMap { Int($0) }
            try #require(numbers.count == 2)
            // A stored frame stands for every painted frame that starts before it ends (identical ones are merged).
            let first = numbers[0] / Self.frameMilliseconds
            let end = min(animation.frameCount, (numbers[0] + numbers[1] + Self.frameMilliseconds - 1)
                / Self.frameMilliseconds)
            let pixels = Array(decoded[(stored * frameBytes)..<((stored + 1) * frameBytes)])
            for index in first..<end {
                #expect(pixels == (try animation.frame(index).unpremultipliedRGBA()), "frame \(index)")
                checked += 1
            }
        }
        #expect(checked == animation.frameCount)
    }
}
