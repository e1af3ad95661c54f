import Foundation
import GIFTestSupport
import Raster
import StretchGIFKit
import Testing

/// The library's surface as a user writes it (docs/library.md#rendering), checked against independent decoders.
@Suite struct PublicAPITests {
    @Test func theDocumentedSnippetRendersDecodableOutputs() throws {
        let scene = try StretchScene.builtIn("stretchy")
        var options = RenderOptions()
        options.fps = 10
        options.width = 120
        options.gesture = "drag down 200 over 0.6s; release; wait until rest"
        options.physics.rubberBand = 0.6
        let animation = try Animation(scene: scene, options: options)
        #expect(animation.pixelWidth == 120)
        #expect(animation.pixelHeight == Int((812.0 * 120 / 375).rounded()))

        let gif = try animation.gifBytes()
        let decoded = try decodeGIF(gif)
        #expect(decoded.width == animation.pixelWidth && decoded.height == animation.pixelHeight)
        #expect(decoded.frames.count >= 2 && decoded.frames.count <= animation.frameCount)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-api-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.gif").path
        let summary = try animation.writeGIF(toFile: path)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == gif)
        #expect(summary.byteCount == gif.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.gif"])

        let manifest = try animation.manifest()
        #expect(manifest.frames.count == animation.frameCount)
        #expect(manifest.text.hasSuffix("gif \(FNV1a64.hex(of: gif)) \(gif.count) bytes \(summary.writtenFrames) frames\n"))

        let png = try animation.pngBytes(atSeconds: 0.5)
        let still = try PNGCodec.decodeStraightRGBA(png, name: "still")
        #expect(still.width == 120)
        #expect(FNV1a64.hex(of: still.rgba) == manifest.frames[animation.frameIndex(atSeconds: 0.5)].hash)

        #expect(StretchScene.builtInNames == ["stretchy", "stretchy-parallax", "stretchy-step1", "stretchy-step2",
                                              "stretchy-step3", "stretchy-step4", "stretchy-step5", "stretchy-step6",
                                              "news-digest", "grid", "stretch-weights", "short-content", "profile",
                                              "social-profile", "listing", "album", "music-album",
                                              "post-feed", "settings"])
    }

    @Test func progressIsReportedInOrderUpToTwiceTheFrameCount() throws {
        var options = RenderOptions()
        options.fps = 10
        options.gesture = "drag down 100 over 0.5s; release"
        options.jobs = 2
        let animation = try Animation(scene: try StretchScene.builtIn("short-content"), options: options)
        var reports: [RenderProgress] = []
        _ = try animation.gifBytes { reports.append($0) }
        #expect(reports.first?.stage == .palette)
        #expect(reports.last == RenderProgress(stage: .encoding, done: 2 * animation.frameCount, total: 2 * animation.frameCount))
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.done < $1.done })
    }

    @Test func aLongGIFPaintsOnlyItsPaletteSampleInTheFirstPass() throws {
        var options = RenderOptions()
        options.fps = 50
        options.gesture = "wait 0.3s; drag down 100 over 1s; release"  // 1.3 s: 65 frames of 2 cs
        let animation = try Animation(scene: try StretchScene.builtIn("short-content"), options: options)
        #expect(animation.frameCount == 65)
        var reports: [RenderProgress] = []
        _ = try animation.gifBytes { reports.append($0) }
        // At most 32 sampled frames: every third (ceil(65 / 32) = 3), frames 0, 3, ..., 63 = 22 frames.
        #expect(reports.last == RenderProgress(stage: .encoding, done: 65 + 22, total: 65 + 22))
        #expect(reports.filter { $0.stage == .palette }.last?.done == 22)
    }

    @Test func fileErrorsCarryThePathLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-api-err-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.yaml").path
        try "name: bad\nviews:\n  - {id: a, parent: root, color: \"red\"}\n".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try StretchScene(contentsOfFile: path)
            Issue.record("accepted")
        } catch {
            guard case .invalidFile(let file, let line, let column, _) = error else { Issue.record("\(error)"); return }
            #expect(file == path && line == 3 && column != nil)
            #expect(error.parameterName == nil)
        }
    }
}
