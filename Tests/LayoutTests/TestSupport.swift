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
