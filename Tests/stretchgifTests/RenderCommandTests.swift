import Foundation
import TestTools
import Testing
@testable import stretchgif
import StretchGIFKit

@Suite("render: output, timing, determinism")
struct RenderCommandTests {
    @Test("the GIF has the scene's size, the scripted duration to 1 cs, no delay under 2 cs, and loops forever")
    func gifMatchesSchedule() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("out.gif").path
        try runCommand(["render", scene, "-o", output, "--fps", "30", "--quiet"])
        let facts = try readGIFFacts([UInt8](try Data(contentsOf: URL(fileURLWithPath: output))))
        #expect(facts.version == "GIF89a")
        #expect(facts.width == 100 && facts.height == 160)
        #expect(facts.repeatCount == 0)
        #expect(facts.delays.allSatisfy { $0 >= 2 })
        // The scripted duration from the simulator itself, rounded to centiseconds.
        let animation = try Animation(scene: try StretchScene(contentsOfFile: scene))
        let expected = Int((animation.timeline.durationMilliseconds / 10).rounded())
        #expect(abs(facts.delays.reduce(0, +) - expected) <= 1)
        #expect(try listing(folder) == ["out.gif", "tiny.yaml"])
    }

    @Test("--loop N writes a NETSCAPE repeat count of N - 1, and --loop 1 omits the extension")
    func loopCounts() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        for (loop, repeatCount) in [(3, Optional(2)), (1, nil)] {
            let output = folder.appendingPathComponent("loop\(loop).gif").path
            try runCommand(["render", scene, "-o", output, "--fps", "10", "--loop", "\(loop)", "--quiet"])
            let facts = try readGIFFacts([UInt8](try Data(contentsOf: URL(fileURLWithPath: output))))
            #expect(facts.repeatCount == repeatCount)
        }
    }

    @Test("rendering twice, and with 1 or 2 jobs, gives byte-identical files")
    func deterministic() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        var outputs: [Data] = []
        for (index, jobs) in ["1", "2", "2"].enumerated() {
            let output = folder.appendingPathComponent("run\(index).gif").path
            try runCommand(["render", scene, "-o", output, "--fps", "25", "--jobs", jobs, "--quiet"])
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(outputs[0].count > 100)
        #expect(outputs[0] == outputs[1])
        #expect(outputs[1] == outputs[2])
    }

    @Test("a frame's pixels: the header is pulled down and stretched while dragging")
    func framesShowTheDrag() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        var options = RenderOptions()
        options.fps = 20
        let animation = try Animation(scene: try StretchScene(contentsOfFile: scene), options: options)
        let rest = try animation.frame(0)
        let pulledIndex = animation.frameIndex(atSeconds: 0.3)
        let pulled = try animation.frame(pulledIndex)
        // At rest the header (#336699) starts at y = 0 under the status bar area and the body at y = 60.
        #expect(rest.color(x: 5, y: 58) == .init(r: 0x33, g: 0x66, b: 0x99))
        #expect(rest.color(x: 5, y: 62) == .init(r: 0xBE, g: 0x20, b: 0x45))
        // Pulled down: the root background shows above the content and the body starts lower.
        let offset = try animation.contentOffset(ofFrame: pulledIndex)
        #expect(offset < -10)
        let bodyTop = Int((60 - offset).rounded(.up)) + 1
        #expect(pulled.color(x: 5, y: bodyTop) == .init(r: 0xBE, g: 0x20, b: 0x45))
        #expect(pulled.color(x: 5, y: Int((-offset).rounded(.down)) - 2) == .init(r: 0x80, g: 0x80, b: 0x80))
    }
}
