import Foundation
import StretchGIFKit
import TestTools
import Testing

/// `stretchgif show NAME` prints the built-in scene's file, byte for byte, so a user can copy it to start.
@Suite struct ShowCommandTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

    /// Runs the built command; returns its exit status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("stretchgif")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: StretchScene.builtInNames)
    func printsTheSceneFile(name: String) throws {
        let result = try Self.run(["show", name])
        #expect(result.status == 0)
        let file = try String(contentsOf: Self.samples.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        #expect(result.output == file)
        // The copy is a scene in its own right.
        let copy = try StretchScene(yaml: result.output, sourceName: "copy.yaml", name: name)
        #expect(copy.sourceText == (try StretchScene.builtIn(name)).sourceText)
    }

    @Test func anUnknownNameIsABadArgumentThatListsTheScenes() throws {
        let result = try Self.run(["show", "stretchy-header"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.errors.contains("unknown built-in scene 'stretchy-header'; expected one of: stretchy,"))
    }
}

/// `show X > x.yaml; render x.yaml` makes the same GIF as `render X`: the printed file is the whole scene.
@Suite struct ShowRoundTripTests {
    @Test(arguments: StretchScene.builtInNames)
    func renderingTheShownFileEqualsRenderingTheBuiltIn(name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shown = try ShowCommandTests.run(["show", name])
        #expect(shown.status == 0)
        let copy = folder.appendingPathComponent("\(name).yaml").path
        try shown.output.write(toFile: copy, atomically: true, encoding: .utf8)
        let small = ["--fps", "4", "--width", "40", "--quiet"]
        let fromBuiltIn = folder.appendingPathComponent("builtin.gif").path
        let fromCopy = folder.appendingPathComponent("copy.gif").path
        #expect(try ShowCommandTests.run(["render", name, "-o", fromBuiltIn] + small).status == 0)
        #expect(try ShowCommandTests.run(["render", copy, "-o", fromCopy] + small).status == 0)
        let builtIn = try Data(contentsOf: URL(fileURLWithPath: fromBuiltIn))
        #expect(builtIn.count > 100)
        #expect(try Data(contentsOf: URL(fileURLWithPath: fromCopy)) == builtIn)
    }
}
