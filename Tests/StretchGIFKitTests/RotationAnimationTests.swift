import Foundation
import Testing
import Raster
@testable import StretchGIFKit

/// `RotationAnimation` (docs/scenes.md#orientation-change): the gesture in portrait, a 0.4 s quarter turn, the gesture
/// in landscape, each frame on a square canvas as wide as the screen's diagonal.
@Suite struct RotationAnimationTests {
    /// The grid at @1x, 10 fps, a 0.2 s still gesture: 2 frames per segment, 4 turning frames (0, 0.1, 0.2, 0.3 s).
    func rotation() throws -> RotationAnimation {
        var options = RenderOptions()
        options.scale = 1
        options.fps = 10
        options.jobs = 1
        options.gesture = "wait 0.2s"
        return try RotationAnimation(scene: try StretchScene.builtIn("grid"), options: options)
    }

    /// The bounding box of the pixels that are not the black surround.
    func windowBounds(_ frame: Pixmap) -> (width: Int, height: Int) {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let index = (y * frame.width + x) * 4
                // Anything brighter than a dark grey belongs to the white grid screen or its squares.
                guard Int(frame.pixels[index]) + Int(frame.pixels[index + 1]) + Int(frame.pixels[index + 2]) > 90 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return (maxX - minX + 1, maxY - minY + 1)
    }

    @Test func theCurveIsUIKitsEaseInEaseOut() {
        #expect(RotationAnimation.easedProgress(0) == 0)
        #expect(abs(RotationAnimation.easedProgress(1) - 1) < 1e-9)
        // cubic-bezier(0.42, 0, 0.58, 1) is symmetric about its midpoint.
        #expect(abs(RotationAnimation.easedProgress(0.5) - 0.5) < 1e-6)
        #expect(abs(RotationAnimation.easedProgress(0.25) + RotationAnimation.easedProgress(0.75) - 1) < 1e-6)
        // At parameter s = 0.25: x = 3 * 0.5625 * 0.25 * 0.42 + 3 * 0.75 * 0.0625 * 0.58 + 0.015625 = 0.274375,
        // y = 3 * 0.75 * 0.0625 + 0.015625 = 0.15625: slow at the start.
        #expect(abs(RotationAnimation.easedProgress(0.274375) - 0.15625) < 1e-6)
        #expect(abs(RotationAnimation.windowAngle(atFraction: 0.5) + Double.pi / 4) < 1e-6)
        #expect(RotationAnimation.rotationSeconds == 0.4)
    }

    @Test func framesBeforeTheTurnArePortraitAndAfterItLandscape() throws {
        let rotation = try rotation()
        // sqrt(375^2 + 812^2) = 894.4, rounded up.
        #expect(rotation.side == 895)
        #expect(rotation.before.resolvedScene.orientation == .portrait)
        #expect(rotation.after.resolvedScene.orientation == .landscape)
        #expect(rotation.partFrameCounts.turning == 4)
        var frames: [Pixmap] = []
        try rotation.forEachFrame { _, frame, _ in frames.append(frame) }
        #expect(frames.count == rotation.frameCount)
        let first = windowBounds(frames[0])
        #expect(first.width == 375 && first.height == 812)
        let last = windowBounds(frames[frames.count - 1])
        #expect(last.width == 812 && last.height == 375)
        // Turning frame 2 shows 0.2 s of 0.4 s: the window is a quarter and a half turned, 45 degrees, so its
        // bounding box is (375 + 812) / sqrt(2) = 839.3 pt wide and tall.
        let middle = windowBounds(frames[rotation.before.frameCount + 2])
        #expect(abs(Double(middle.width) - 839.3) < 3 && abs(Double(middle.height) - 839.3) < 3)
        // The canvas centre is inside the window at every instant.
        for frame in frames {
            let centre = (frame.height / 2 * frame.width + frame.width / 2) * 4
            #expect(Int(frame.pixels[centre]) + Int(frame.pixels[centre + 1]) + Int(frame.pixels[centre + 2]) > 90)
        }
    }

    @Test func theGIFHasEveryFrameOnTheSquareCanvas() throws {
        let rotation = try rotation()
        let bytes = try rotation.gifBytes()
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        // Logical screen size, little-endian, right after the signature.
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 895)
        #expect(Int(bytes[8]) | Int(bytes[9]) << 8 == 895)
    }

    @Test func aCanvasPastThePaintedFrameLimitIsRefusedBeforePainting() throws {
        // A 4096 pt square at @2x: 8192 x 8192 px frames (64 Mi pixels, the limit), whose diagonal makes a
        // 11586 px square canvas (134 Mpx), twice the limit (docs/scenes.md#limits).
        let yaml = """
            name: square
            device: {width: 4096, height: 4096}
            views:
              - {id: body, parent: scroll, color: "#BE2045"}
            constraints:
              - body.top == scroll.contentTop
              - body.left == root.left
              - body.right == root.right
              - body.height == 300
              - body.bottom == scroll.contentBottom
            """
        let scene = try StretchScene(yaml: yaml, sourceName: "square.yaml", name: "square")
        var options = RenderOptions()
        options.scale = 2
        options.fps = 10
        options.gesture = "wait 0.2s"
        do {
            _ = try RotationAnimation(scene: scene, options: options)
            Issue.record("a 134 Mpx canvas was accepted")
        } catch {
            #expect(error.parameterName == "scale")
            #expect(error.description.contains("11586 x 11586 px canvas"), "\(error)")
            #expect(error.description.contains("at most 64 Mi pixels: lower --scale or give a --width"), "\(error)")
        }
        // At @1x the same screen turns on a 5793 px canvas.
        options.scale = 1
        #expect(try RotationAnimation(scene: scene, options: options).side == 5793)
    }
}
