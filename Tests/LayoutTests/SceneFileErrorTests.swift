import Testing
@testable import Layout

/// Each error kind names file:line:col exactly (lines and columns counted by hand from the YAML below).
@Suite struct SceneFileErrorTests {
    func error(_ yaml: String) -> String? {
        sceneError { _ = try SceneFile.parse(yaml: yaml, sourceName: "bad.yaml") }?.description
    }

    @Test func badYAML() throws {
        let message = try #require(error("name: x\nviews: [a, b\n"))
        #expect(message.hasPrefix("bad.yaml:3:1: error: invalid YAML"))
    }

    @Test func unknownTopLevelKeySuggestsTheValidOnes() throws {
        let message = try #require(error("name: x\ndevise: iPhone X\n"))
        #expect(message.hasPrefix("bad.yaml:2:1: error: unknown key 'devise' in the scene (did you mean 'device'?); valid keys: name, device,"))
    }

    @Test func unknownViewKey() throws {
        let message = try #require(error("views:\n  - {id: a, colour: \"#FFFFFF\"}\n"))
        #expect(message.hasPrefix("bad.yaml:2:13: error: unknown key 'colour' in a view (did you mean 'color'?)"))
    }

    @Test func unknownMaterialListsTheChoices() throws {
        // "  - {id: a, material: " is 22 columns: the value starts at column 23.
        let message = try #require(error("views:\n  - {id: a, material: frosted}\n"))
        #expect(message == "bad.yaml:2:23: error: a.material must be one of ultraThin|thin|regular|thick|chrome, "
                + "found 'frosted'")
    }

    @Test func materialIsReadIntoTheView() throws {
        let scene = try SceneFile.parse(yaml: "views:\n  - {id: a, material: thick}\n  - {id: b}\n", sourceName: "ok")
        #expect(scene.views.filter { $0.id == "a" || $0.id == "b" }.map(\.material) == [.thick, nil])
    }

    @Test func unknownViewInConstraint() throws {
        let yaml = "views:\n  - {id: box}\nconstraints:\n  - box.top == bx.bottom\n"
        let message = try #require(error(yaml))
        // "  - " is 4 columns, the scalar starts at column 5; "box.top == " is 11 characters: "bx" at 16.
        #expect(message.hasPrefix("bad.yaml:4:16: error: unknown view 'bx' (did you mean 'box'?)"))
    }

    @Test func unknownAttribute() throws {
        let yaml = "views:\n  - {id: box}\nconstraints:\n  - \"box.tpo == root.top\"\n"
        let message = try #require(error(yaml))
        // Quoted: the text starts at column 6; "tpo" at offset 4.
        #expect(message.hasPrefix("bad.yaml:4:10: error: expected an attribute (did you mean 'top'?)"))
    }

    @Test func malformedConstraintPointsAtTheBadToken() throws {
        let yaml = "views:\n  - {id: box}\nconstraints:\n  - box.top = root.top\n"
        let message = try #require(error(yaml))
        #expect(message == "bad.yaml:4:13: error: expected '==', '>=' or '<=', found '='")
        let trailing = try #require(error("views:\n  - {id: box}\nconstraints:\n  - box.width == 100 junk\n"))
        // "box.width == 100 " is 17 characters from column 5: "junk" at 22.
        #expect(trailing.hasPrefix("bad.yaml:4:22: error: expected '+', '-', 'inset', '@' or the end of the constraint, found 'junk'"))
        let priority = try #require(error("views:\n  - {id: box}\nconstraints:\n  - box.width == 100 @urgent\n"))
        // "box.width == 100 " ends at column 21, '@' is column 22, "urgent" starts at column 23.
        #expect(priority.hasPrefix("bad.yaml:4:23: error: expected a priority 1...1000"))
    }

    @Test func parentCycle() throws {
        let yaml = "views:\n  - {id: a, parent: b}\n  - {id: b, parent: a}\n"
        let message = try #require(error(yaml))
        #expect(message == "bad.yaml:2:21: error: cycle in 'parent': 'a' is its own ancestor")
    }

    @Test func parentCycleIsReportedOnAViewInsideIt() throws {
        // 'lead' only hangs under the cycle b -> c -> b; the error names a view that is its own ancestor.
        let yaml = "views:\n  - {id: lead, parent: b}\n  - {id: b, parent: c}\n  - {id: c, parent: b}\n"
        let message = try #require(error(yaml))
        #expect(message == "bad.yaml:3:21: error: cycle in 'parent': 'b' is its own ancestor")
        let selfParent = try #require(error("views:\n  - {id: a}\n  - {id: s, parent: s}\n"))
        #expect(selfParent == "bad.yaml:3:21: error: cycle in 'parent': 's' is its own ancestor")
    }

    @Test func unknownProceduralImageListsTheOnesThatExist() throws {
        let message = try #require(error("views:\n  - {id: a, image: \"procedural:landscpe\"}\n"))
        // The value starts after the opening quote: column 21.
        #expect(message == "bad.yaml:2:21: error: unknown procedural image 'procedural:landscpe' (did you mean "
            + "'procedural:landscape'?); expected one of: procedural:landscape, or a PNG/JPEG path")
        let other = try #require(error("views:\n  - {id: a, image: procedural:foo}\n"))
        #expect(other.hasPrefix("bad.yaml:2:20: error: unknown procedural image 'procedural:foo'"))
    }

    @Test func headerMustNameAViewWithAnImage() throws {
        let unknown = try #require(error("views:\n  - {id: photo, image: \"procedural:landscape\"}\nheader: phot\n"))
        #expect(unknown.hasPrefix("bad.yaml:3:9: error: unknown view 'phot' (did you mean 'photo'?)"))
        let plain = try #require(error("views:\n  - {id: box, color: \"#FF0000\"}\nheader: box\n"))
        #expect(plain.hasPrefix("bad.yaml:3:9: error: header view 'box' has no 'image:'"))
    }

    @Test func unknownParent() throws {
        let message = try #require(error("views:\n  - {id: a, parent: scrol}\n"))
        #expect(message.hasPrefix("bad.yaml:2:21: error: unknown parent 'scrol' (did you mean 'scroll'?)"))
    }

    @Test func wrongValueTypes() throws {
        #expect(error("views:\n  - {id: a, alpha: opaque}\n") == "bad.yaml:2:20: error: a.alpha must be a number, found 'opaque'")
        #expect(error("scroll: {bounces: maybe}\n") == "bad.yaml:1:19: error: scroll.bounces must be true or false, found 'maybe'")
        #expect(error("views: {id: a}\n") == "bad.yaml:1:8: error: views must be a sequence, found a mapping")
        #expect(error("views:\n  - {id: a, color: red}\n")
            == "bad.yaml:2:20: error: a.color must be a colour \"#RGB\", \"#RGBA\", \"#RRGGBB\" or \"#RRGGBBAA\", found 'red'")
        #expect(error("orientation: sideways\n")?.hasPrefix("bad.yaml:1:14: error: orientation must be one of portrait|landscape") == true)
    }

    @Test func unknownDevicePreset() throws {
        let message = try #require(error("device: iPhone Y\n"))
        #expect(message.hasPrefix("bad.yaml:1:9: error: unknown device 'iPhone Y' (did you mean 'iPhone X'?)"))
    }

    @Test func badMaskExpression() throws {
        let message = try #require(error("views:\n  - {id: a, mask: [[0, 0], [w, 0], [w, \"h-*80\"]]}\n"))
        // The quoted scalar opens at column 40; its text at 41; '*' is character 3.
        #expect(message.hasPrefix("bad.yaml:2:43: error: expected a number, w or h"))
    }
}
