import Foundation
import TestTools
import Testing

/// `stretchgif test`: the regression check from the command line, run as the built binary (exit statuses and the
/// messages on standard output as a CI script sees them).
@Suite struct TestCommandTests {
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let run = try runProgram(Bundle.main.bundleURL.appendingPathComponent("stretchgif"), arguments)
        return (run.status, run.output, run.errors)
    }

    @Test func recordsThenMatchesThenSaysWhatMoved() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let reference = folder.appendingPathComponent("refs/tiny").path
        let flags = [scene, "--reference", reference, "--fps", "10"]

        let missing = try Self.run(["test"] + flags)
        #expect(missing.status == 1)
        #expect(missing.output == "no physics, layout, pixels reference in \(reference): record it with the same "
                    + "command and --record\n")

        let recorded = try Self.run(["test"] + flags + ["--record"])
        #expect(recorded.status == 0)
        #expect(recorded.output.hasPrefix("recorded the physics, layout, pixels reference of 'tiny' in \(reference)"))
        #expect(try listing(URL(fileURLWithPath: reference)) == ["frames.webp", "layout.txt", "physics.txt", "pixels.txt"])

        let matched = try Self.run(["test"] + flags)
        #expect(matched.status == 0)
        #expect(matched.output.hasPrefix("matched: "))

        // The header grows from 60 to 64 pt: the layout tier names it at the first frame.
        let grown = folder.appendingPathComponent("tiny.yaml").path
        try String(contentsOfFile: grown, encoding: .utf8).replacingOccurrences(of: "header.height == 60",
            with: "header.height == 64").write(toFile: grown, atomically: true, encoding: .utf8)
        let moved = try Self.run(["test"] + flags + ["--tiers", "layout"])
        #expect(moved.status == 1)
        let lines = moved.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "animation 'tiny' does not match its reference \(reference):")
        #expect(lines.dropFirst().first == "frame 0 (0.00 s): header.height 64.00 pt, expected 60.00 pt (layout)")
        #expect(lines.contains { $0.hasPrefix("artifacts: \(folder.appendingPathComponent("refs/__Artifacts__/tiny").path)") })
    }

    @Test(arguments: [
        (["--tiers", "physics,speed"], "error: --tiers expects physics, layout or pixels, comma-separated (got 'speed')"),
        (["--tolerance", "points=0"], "error: --tolerance physics= expects a number of points from 0.001 to 1000 (got 0)"),
        (["--tolerance", "channel=2,deltaE=3"], "error: --tolerance takes channel= or deltaE=, not both"),
        (["--tolerance", "fraction=2"], "error: --tolerance fraction= expects a fraction from 0 to 1 (got 2)"),
        (["--tolerance", "speed=2"], "error: --tolerance has no key 'speed'; expected points, physics, layout, channel, deltaE or fraction"),
    ])
    func badFlagsExit64NamingTheFlag(extra: [String], message: String) throws {
        let result = try Self.run(["test", "--reference", "/nonexistent/ref"] + extra)
        #expect(result.status == 64)
        #expect(result.errors.contains(message), "\(result.errors)")
    }
}
