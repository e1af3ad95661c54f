import Foundation
@testable import Layout

/// A text measurer with fixed answers: every label is `height` tall at any width, `singleLineWidth` wide unwrapped.
struct FixedTextMeasurer: TextMeasuring {
    var height: Double
    var singleLineWidth: Double = 5000

    func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size {
        Size(width: maxWidth.map { min($0, singleLineWidth) } ?? singleLineWidth, height: height)
    }
}

/// Parses and builds an engine for a YAML text.
func makeEngine(_ yaml: String, labelHeight: Double = 1500, strict: Bool = false) throws -> LayoutEngine {
    let scene = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml")
    return try LayoutEngine(scene: scene, textMeasurer: FixedTextMeasurer(height: labelHeight), strict: strict)
}

/// The error a throwing closure raised, as a SceneError.
func sceneError(_ body: () throws -> Void) -> SceneError? {
    do {
        try body()
        return nil
    } catch let error as SceneError {
        return error
    } catch {
        return nil
    }
}

/// The scene files in `samples/` (the built-in scenes StretchGIFKit ships), read from the repository.
enum SampleScenes {
    /// `samples/` (two levels above this file's folder: Tests/LayoutTests/TestSupport.swift).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples")

    /// Every `samples/NAME.yaml`, by name, sorted.
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()

    /// The text of `samples/NAME.yaml` (empty when missing, which the tests then report).
    static func yaml(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("\(name).yaml"), encoding: .utf8)) ?? ""
    }

    /// Scene A.
    static var stretchy: String { yaml("stretchy") }
    /// Scene A without the image height floor.
    static var stretchyParallax: String { yaml("stretchy-parallax") }
}
