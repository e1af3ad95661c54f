import Testing
@testable import Layout

/// Sizes and numbers in scene files are bounded where they are read, with the position of the value.
@Suite struct SceneLimitTests {
    func error(_ yaml: String) -> String? {
        sceneError { _ = try SceneFile.parse(yaml: yaml, sourceName: "big.yaml") }?.description
    }

    @Test(arguments: ["20000", "5000", "10", "1e9"])
    func aScreenSideOutsideTheRangeIsRefused(side: String) throws {
        let message = try #require(error("device: {width: \(side), height: 800}\n"))
        #expect(message.hasPrefix("big.yaml:1:17: error: device.width must be"), "\(message)")
    }

    @Test func theLargestScreenIsAccepted() throws {
        let scene = try SceneFile.parse(yaml: "device: {width: 4096, height: 16}\n", sourceName: "ok.yaml")
        #expect(scene.device.width == 4096 && scene.device.height == 16)
    }

    @Test(arguments: ["1e300", "-1e300", "1000001"])
    func aNumberPastTheMagnitudeLimitIsRefusedAtItsPosition(number: String) throws {
        let message = try #require(error("views:\n  - {id: a, cornerRadius: \(number)}\n"))
        #expect(message.hasPrefix("big.yaml:2:27: error: a.cornerRadius must be between -1000000 and 1000000"), "\(message)")
    }

    @Test func aConstraintConstantThatOverflowsIsRefusedAtItsToken() throws {
        let huge = String(repeating: "9", count: 400)
        let yaml = "views:\n  - {id: a}\nconstraints:\n  - a.height == \(huge)\n"
        let message = try #require(error(yaml))
        // The scalar starts at column 5; "a.height == " is 12 characters.
        #expect(message.hasPrefix("big.yaml:4:17: error: the number"), "\(message)")
        #expect(message.contains("too large"))
    }
}

/// YAML shape limits: nesting, alias expansion, counts and text length.
@Suite struct SceneFileShapeLimitTests {
    func error(_ yaml: String) -> String? {
        sceneError { _ = try SceneFile.parse(yaml: yaml, sourceName: "big.yaml") }?.description
    }

    @Test func deepFlowNestingIsRefusedBeforeParsing() throws {
        let message = try #require(error("views:\n  - {id: a, mask: " + String(repeating: "[", count: 3000)
            + String(repeating: "]", count: 3000) + "}\n"))
        #expect(message.hasPrefix("big.yaml:2:"))
        #expect(message.contains("nests deeper than \(SceneFileLimits.maximumNesting) levels"))
    }

    @Test func deepBlockNestingIsRefusedBeforeParsing() throws {
        let message = try #require(error(String(repeating: "- ", count: 3000) + "x\n"))
        #expect(message.contains("nests deeper than"), "\(message)")
        var nested = ""
        for level in 0..<200 { nested += String(repeating: " ", count: level) + "k\(level):\n" }
        #expect(error(nested)?.contains("nests deeper than") == true)
    }

    @Test func bracketsInQuotesAndCommentsDoNotCount() throws {
        let text = String(repeating: "[", count: 500)
        let yaml = "name: \"\(text)\"  # \(text)\nviews:\n  - {id: a, text: '\(text)'}\n"
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "ok.yaml")
        #expect(scene.name == text && scene.views.first?.text == text)
    }

    @Test func anAliasBombIsRefused() throws {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<9 {
            let previous = Character(UnicodeScalar(96 + level)!)
            let name = Character(UnicodeScalar(97 + level)!)
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let message = try #require(error(lines.joined(separator: "\n") + "\n"))
        #expect(message.contains("expands to more than \(SceneFileLimits.maximumNodes) nodes"), "\(message)")
    }

    @Test func countsAndTextLengthAreBounded() throws {
        let views = (0...SceneFileLimits.maximumViews).map { "  - {id: v\($0)}" }.joined(separator: "\n")
        #expect(error("views:\n" + views + "\n")?.contains("at most \(SceneFileLimits.maximumViews)") == true)
        let long = String(repeating: "a", count: SceneFileLimits.maximumTextLength + 1)
        let message = try #require(error("views:\n  - {id: a, text: \(long)}\n"))
        #expect(message.hasPrefix("big.yaml:2:19: error: a.text has 20001 characters"), "\(message)")
    }

    @Test func maskExpressionsAreBounded() throws {
        let deep = String(repeating: "(", count: 40) + "w" + String(repeating: ")", count: 40)
        guard case .failure(let nested) = MaskExpression.parse(deep) else { Issue.record("accepted"); return }
        #expect(nested.message.contains("nested deeper"))
        guard case .failure(let long) = MaskExpression.parse(Array(repeating: "1", count: 200).joined(separator: "+"))
        else { Issue.record("accepted"); return }
        #expect(long.message.contains("longer than 256"))
        let points = (0...MaskPolygon.maximumVertices).map { _ in "[0, 0]" }.joined(separator: ", ")
        #expect(error("views:\n  - {id: a, mask: [\(points)]}\n")?.contains("at most 256") == true)
    }
}

/// Stacks nest at most `SceneFileLimits.maximumStackNesting` (100) deep (docs/scenes.md#limits).
@Suite struct StackNestingLimitTests {
    /// `depth` stacks, each the child of the one before (alternating axes), with a 20 x 20 leaf in the last; `plain`
    /// puts a plain view between every two stacks (it still counts: the stacks stay nested).
    static func nestedStacks(_ depth: Int, plain: Bool = false) -> String {
        var lines = ["views:", "  - {id: s0, parent: scroll, stack: {axis: vertical}}"]
        for level in 1..<depth {
            var parent = "s\(level - 1)"
            if plain {
                lines.append("  - {id: p\(level), parent: \(parent), width: 20}")
                parent = "p\(level)"
            }
            lines.append("  - {id: s\(level), parent: \(parent), stack: {axis: \(level % 2 == 0 ? "vertical" : "horizontal")}}")
        }
        lines.append("  - {id: leaf, parent: s\(depth - 1), width: 20, height: 20}")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func oneHundredNestedStacksAreAccepted() throws {
        let scene = try SceneFile.parse(yaml: Self.nestedStacks(100), sourceName: "deep.yaml")
        #expect(scene.views.count == 101)
    }

    @Test func theHundredAndFirstStackIsRefusedAtItsParentKey() throws {
        let message = try #require(sceneError {
            _ = try SceneFile.parse(yaml: Self.nestedStacks(1990), sourceName: "deep.yaml")
        }?.description)
        // s100 is on line 102 (line 1 is `views:`, s0 on line 2); "  - {id: s100, " is 15 characters, so its
        // parent value starts at column 24.
        #expect(message == "deep.yaml:102:24: error: stack 's100' is nested in 100 other stacks; stacks nest at most "
            + "100 deep (docs/scenes.md#limits)")
    }

    @Test func plainViewsBetweenStacksDoNotResetTheCount() throws {
        let message = try #require(sceneError {
            _ = try SceneFile.parse(yaml: Self.nestedStacks(101, plain: true), sourceName: "deep.yaml")
        }?.description)
        #expect(message.contains("stack 's100' is nested in 100 other stacks"), "\(message)")
    }
}
