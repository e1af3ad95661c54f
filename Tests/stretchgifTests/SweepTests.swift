import Foundation
import TestTools
import Testing
@testable import stretchgif
@testable import StretchGIFKit
import GIFTestSupport
import Raster

/// `stretchgif sweep`: one panel per physics value, each exactly its own render, side by side on one clock.
@Suite("Sweep")
struct SweepTests {
    /// A pull 150 pt past the top edge and back: the rubber band and the bounce decay both show.
    static let pull = "wait 0.1s; drag down 150 over 0.4s; hold 0.1s; release; wait until rest max 2s"

    static func options(fps: Double = 20) -> RenderOptions {
        var options = RenderOptions()
        options.fps = fps
        options.gesture = pull
        options.jobs = 2
        return options
    }

    @Test func eachPanelIsExactlyItsOwnRender() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try StretchScene(contentsOfFile: try writeTinyScene(in: folder))
        let axis = try Sweep.Axis(parameter: .rubberBand, texts: ["0.3", "0.8"])
        let sweep = try Sweep(scene: scene, options: Self.options(), axes: [axis])
        #expect(sweep.labels == ["rubber band 0.3", "rubber band 0.8"])
        #expect(sweep.columns == 2 && sweep.rows == 1)
        // Mid-pull: the finger has dragged for 0.3 s.
        let index = sweep.schedule.frames.lastIndex { $0.timeSeconds <= 0.4 } ?? 0
        let composite = try sweep.compositeFrame(index)
        var panelFrames: [[UInt8]] = []
        for (slot, value) in [0.3, 0.8].enumerated() {
            var options = Self.options()
            options.physics.rubberBand = value
            let alone = try Animation(scene: scene, options: options)
            let frame = try alone.frame(alone.frameIndex(atSeconds: sweep.schedule.frames[index].timeSeconds))
            let origin = sweep.panelOrigin(slot)
            var region: [UInt8] = []
            for y in 0..<frame.height {
                let start = ((origin.y + y) * composite.width + origin.x) * 4
                region += composite.pixels[start..<(start + frame.width * 4)]
            }
            #expect(region == frame.pixels, "panel \(slot)")
            panelFrames.append(frame.pixels)
        }
        // The physics really differs between the panels.
        #expect(panelFrames[0] != panelFrames[1])
    }

    @Test func twoParametersMakeAGridOnTheLongestClock() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try StretchScene(contentsOfFile: try writeTinyScene(in: folder))
        let axes = [try Sweep.Axis(parameter: .rubberBand, texts: ["0.4", "0.55", "0.7"]),
                    try Sweep.Axis(parameter: .bounceDecay, texts: ["0.98", "0.995"])]
        let sweep = try Sweep(scene: scene, options: Self.options(fps: 10), axes: axes)
        #expect(sweep.columns == 3 && sweep.rows == 2)
        #expect(sweep.labels[4] == "rubber band 0.55 · bounce decay 0.995")
        // The slower bounce decay takes longer to come to rest: the sweep lasts as long as its slowest panel.
        var slow = Self.options(fps: 10)
        slow.physics.bounceDecay = 0.995
        slow.physics.rubberBand = 0.7
        let longest = try Animation(scene: scene, options: slow)
        #expect(sweep.schedule.totalCentiseconds >= longest.schedule.totalCentiseconds)
        let gif = try sweep.encode([OutputTarget(.memory, format: .gif)])[0]
        let bytes = try #require(gif.bytes)
        let decoded = try decodeGIF(bytes)
        #expect(decoded.width == sweep.pixelWidth && decoded.height == sweep.pixelHeight)
        #expect(decoded.width > 3 * 100 && decoded.height > 2 * 160)
        #expect(decoded.frames.map(\.delayCentiseconds).reduce(0, +) == sweep.schedule.totalCentiseconds)
    }

    @Test("bad sweeps are flag errors", arguments: [
        (["--rubber-band", "0.5"], "sweep needs a physics flag with two or more comma-separated values"),
        (["--rubber-band", "0.4,0.5", "--bounce-decay", "0.98,0.99", "--spring-mass", "1,2"], "at most two flags"),
        (["--rubber-band", "0.1,0.2,0.3,0.4,0.5,0.6,0.7"], "--rubber-band sweeps at most 6 values"),
        (["--rubber-band", "0.4,soft"], "--rubber-band expects a number or a comma-separated list of numbers"),
        (["--rubber-band", "0.4,0.5", "--max-size", "2MB"], "--max-size applies to render only"),
        (["--rubber-band", "0.4,1.5"], "rubber"),
        // Twelve 4096 px panels would compose a 470 Mpx frame (docs/scenes.md#limits): refused before painting.
        (["--rubber-band", "0.3,0.4,0.5,0.6,0.7,0.8", "--spring-mass", "1,2", "--width", "4096"],
         "--width makes a 25185 x 19179 px sweep frame (12 panels of 4096 x 8869 px); a frame may have at most 64 Mi "
            + "pixels: lower --width (each panel's width) or sweep fewer values"),
    ])
    func badSweeps(arguments: [String], message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("sweep.gif").path
        do {
            try runCommand(["sweep", "stretchy", "-o", output, "--quiet"] + arguments)
            Issue.record("accepted \(arguments)")
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 64, "\(failure.message)")
            #expect(failure.message.contains(message), "\(failure.message)")
        }
        #expect(try listing(folder).isEmpty)
    }
}
