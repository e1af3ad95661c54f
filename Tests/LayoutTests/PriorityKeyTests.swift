import Testing
@testable import Layout

/// `hugging` and `compressionResistance` (docs/scenes.md#content-hugging-and-compression-resistance), and the
/// silent layouts `stretchgif check` reports (docs/scenes.md#silent-layouts).
@Suite struct PriorityKeyTests {
    /// A label 120 pt wide unwrapped, 20 pt tall, at the left of the content, with `keys` added to it and a width
    /// constraint (line 8).
    static func labelScene(_ keys: String, width: String) -> String {
        """
        name: priorities
        views:
          - {id: label, parent: scroll, text: "Hello"\(keys)}
        constraints:
          - label.top == scroll.contentTop
          - label.left == root.left
          - scroll.edges == root.edges
          - \(width)
        """
    }

    static func engine(_ yaml: String) throws -> LayoutEngine {
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml")
        return try LayoutEngine(scene: scene, textMeasurer: FixedTextMeasurer(height: 20, singleLineWidth: 120))
    }

    static func labelWidth(_ yaml: String) throws -> Double {
        var engine = try engine(yaml)
        return try #require(engine.solve(offset: 0).views.first { $0.id == "label" }).frame.width
    }

    @Test func huggingChangesWhichConstraintWins() throws {
        // Default hugging 250 < 750: the optional width wins, 300 pt. Hugging 800 > 750: the text width, 120 pt.
        #expect(try Self.labelWidth(Self.labelScene("", width: "label.width == 300 @750")) == 300)
        #expect(try Self.labelWidth(Self.labelScene(", hugging: {horizontal: 800}", width: "label.width == 300 @750")) == 120)
        #expect(try Self.labelWidth(Self.labelScene(", hugging: 800", width: "label.width == 300 @750")) == 120)
        // Only the vertical axis raised: the width still stretches.
        #expect(try Self.labelWidth(Self.labelScene(", hugging: {vertical: 800}", width: "label.width == 300 @750")) == 300)
        // 1000 is required: a required wider constraint conflicts with it, and the later one (the scene's) breaks.
        let required = try Self.engine(Self.labelScene(", hugging: 1000", width: "label.width == 300"))
        #expect(required.problems.count == 1)
        #expect(required.problems.first?.location.line == 8)
    }

    @Test func compressionResistanceLetsALabelBeSqueezed() throws {
        // Default compression 750 > 600: the label keeps its 120 pt. At 500 < 600 the constraint squeezes it to 60.
        #expect(try Self.labelWidth(Self.labelScene("", width: "label.width == 60 @600")) == 120)
        #expect(try Self.labelWidth(
            Self.labelScene(", compressionResistance: {horizontal: 500}", width: "label.width == 60 @600")) == 60)
        #expect(try Self.labelWidth(Self.labelScene(", compressionResistance: 500", width: "label.width == 60 @600")) == 60)
    }

    @Test func prioritiesAreParsed() throws {
        let yaml = "views:\n  - {id: a, intrinsicSize: [10, 10], hugging: {vertical: 300}, compressionResistance: 999}\n"
        let view = try #require(try SceneFile.parse(yaml: yaml, sourceName: "test.yaml").views.first)
        #expect(view.hugging == AxisPriorities(horizontal: 250, vertical: 300))
        #expect(view.compressionResistance == AxisPriorities(horizontal: 999, vertical: 999))
        let plain = try #require(try SceneFile.parse(yaml: "views:\n  - {id: a}\n", sourceName: "t").views.first)
        #expect(plain.hugging == .defaultHugging)
        #expect(plain.compressionResistance == .defaultCompressionResistance)
    }

    @Test(arguments: [
        ("hugging: 0", 3, 63, "a.hugging must be a priority from 1 to 1000 (UILayoutPriority; 1000 is required) "
            + "or a mapping {horizontal, vertical}, found '0'"),
        ("hugging: 1001", 3, 63, "a.hugging must be a priority from 1 to 1000 (UILayoutPriority; 1000 is required) "
            + "or a mapping {horizontal, vertical}, found '1001'"),
        ("compressionResistance: high", 3, 77, "a.compressionResistance must be a priority from 1 to 1000 "
            + "(UILayoutPriority; 1000 is required) or a mapping {horizontal, vertical}, found 'high'"),
        ("hugging: {horizontal: 0.5}", 3, 76, "a.hugging.horizontal must be a priority from 1 to 1000 "
            + "(UILayoutPriority; 1000 is required), found '0.5'"),
        ("hugging: {horizontal: 500, diagonal: 3}", 3, 81,
         "unknown key 'diagonal' in a.hugging; valid keys: horizontal, vertical"),
    ])
    func badPrioritiesAreLocatedErrors(key: String, line: Int, column: Int, message: String) throws {
        let yaml = "name: bad\nviews:\n  - {id: a, parent: scroll, intrinsicSize: [10, 10], \(key)}\n"
        let error = try #require(sceneError { _ = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml") })
        #expect(error.location == SourceLocation(file: "test.yaml", line: line, column: column))
        #expect(error.message == message)
    }
}
