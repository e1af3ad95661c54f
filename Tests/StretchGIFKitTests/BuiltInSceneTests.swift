import Foundation
import Testing
import StretchGIFKit

/// The built-in scenes are the files `samples/*.yaml`, shipped as package resources.
@Suite struct BuiltInSceneResourceTests {
    @Test func theBuiltInNamesAreTheSampleFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ManifestFiles.samples.path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        #expect(StretchScene.builtInNames.sorted() == files)
        #expect(StretchScene.builtInNames.first == RenderOptions.Defaults.sceneName)
    }

    @Test(arguments: StretchScene.builtInNames)
    func aBuiltInSceneIsItsSampleFile(name: String) throws {
        let scene = try StretchScene.builtIn(name)
        let file = try String(contentsOf: ManifestFiles.samples.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        #expect(scene.sourceText == file)
        #expect(scene.name == name)
        #expect(scene.sourceName == "built-in:\(name)")
        let gesture = try #require(scene.model.gesture, "\(name) has no gesture: block")
        #expect(gesture.text.contains("release") || gesture.text.contains("fling"))
    }

    @Test func anUnknownNameListsTheBuiltInScenes() {
        #expect(throws: StretchGIFError.invalidParameter(
            name: "scene", message: "expects one of: " + StretchScene.builtInNames.joined(separator: ", ") + " (got 'nope')")) {
            _ = try StretchScene.builtIn("nope")
        }
    }
}
