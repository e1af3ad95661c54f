import Testing
@testable import Layout

@Suite struct SceneModelTests {
    @Test func builtInSceneParsesWithItsSettings() throws {
        let scene = try SceneFile.parse(yaml: SampleScenes.stretchy, sourceName: "stretchy")
        #expect(scene.name == "stretchy")
        #expect(scene.device == DevicePresets.iPhoneX)
        #expect(scene.views.map(\.id) == ["imageContainer", "textBacking", "textContainer", "label", "imageView"])
        #expect(scene.statusBar == StatusBarSpec(style: .light, hidden: false, hideWhenAbove: "textContainer"))
        #expect(scene.scroll.contentInset(on: scene.screen) == EdgeInsets(top: 0, bottom: 34))
        #expect(scene.scroll.indicatorInset(on: scene.screen) == EdgeInsets(top: 44, bottom: 34))
        let label = try #require(scene.views.first { $0.id == "label" })
        #expect(label.textStyle == TextStyle(size: 17, weight: .regular, color: .white, alignment: .left, lines: 0))
        // The article's two paragraphs, written three times with nothing between the copies (docs/scenes.md#scene-a-stretchy).
        #expect(label.text?.components(separatedBy: "\n\n").count == 4)
        #expect(label.text?.components(separatedBy: "oportere qui.Lorem ipsum").count == 3)
        let image = try #require(scene.views.last?.image)
        #expect(image == ImageSpec(source: "procedural:landscape", contentMode: .scaleAspectFill, clips: true))
        #expect(scene.views[0].color == Color(r: 0x55, g: 0x55, b: 0x55))
        // 18 statements plus the label's four edges, written one by one so its sides follow the safe area.
        #expect(scene.constraints.count == 22)
        #expect(scene.constraints.contains { $0.source == "label.left == root.safeArea.left + 14" })
    }

    @Test func constraintLanguageParsesEveryForm() throws {
        let at = SourceLocation(file: "f", line: 1, column: 1)
        let ids = ["a", "b"]
        let aspect = try ConstraintParser.parse("a.height == a.width * 0.7", at: at, viewIDs: ids)
        #expect(aspect.multiplier == 0.7 && aspect.second == Anchor(.view("a"), .width))
        let half = try ConstraintParser.parse("a.width <= b.width / 2 - 8 @low", at: at, viewIDs: ids)
        #expect(half.multiplier == 0.5 && half.constant == -8 && half.priority == 250 && half.relation == .lessOrEqual)
        let constant = try ConstraintParser.parse("a.width == 100", at: at, viewIDs: ids)
        #expect(constant.second == nil && constant.constant == 100)
        let edges = try ConstraintParser.parse("a.edges == b.edges inset 14", at: at, viewIDs: ids)
        #expect(edges.inset == 14 && edges.first.attribute == .edges)
        let safe = try ConstraintParser.parse("a.top >= root.safeArea.top + 8 @high", at: at, viewIDs: ids)
        #expect(safe.second == Anchor(.safeArea, .top) && safe.constant == 8 && safe.priority == 750)
        let content = try ConstraintParser.parse("a.bottom == scroll.contentBottom @ 600", at: at, viewIDs: ids)
        #expect(content.second == Anchor(.view("scroll"), .contentBottom) && content.priority == 600)
        #expect(throws: SceneError.self) { try ConstraintParser.parse("a.contentTop == b.top", at: at, viewIDs: ids) }
        #expect(throws: SceneError.self) { try ConstraintParser.parse("a.top == b.top inset 3", at: at, viewIDs: ids) }
        #expect(throws: SceneError.self) { try ConstraintParser.parse("a.width == b.width / 0", at: at, viewIDs: ids) }
    }

    @Test func maskPolygonEvaluatesInWidthAndHeight() throws {
        let yaml = "views:\n  - {id: header, mask: [[0,0],[w,0],[w,h],[0,\"h-80\"]], alpha: 0.5, cornerRadius: 12}\n"
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "m")
        let mask = try #require(scene.views.first?.mask)
        let points = mask.points(width: 375, height: 300)
        #expect(points.map(\.0) == [0, 375, 375, 0])
        #expect(points.map(\.1) == [0, 0, 300, 220])
        #expect(try MaskExpression.parse("(w - 10) / 2 + -h * 2").get().evaluate(width: 30, height: 1) == 8)
    }

    @Test func landscapeSwapsSizeAndSafeAreas() {
        let landscape = DevicePresets.iPhoneX.oriented(.landscape)
        #expect(landscape.width == 812 && landscape.height == 375)
        #expect(landscape.safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(DevicePresets.iPhoneSE.oriented(.landscape).safeArea == .zero)
        #expect(DevicePresets.named("iphone 15 pro max")?.width == 430)
    }

    @Test func customDeviceAndOrientationSpecificConstraints() throws {
        let yaml = """
            device: {width: 300, height: 600, safeArea: {top: 20, bottom: 10}, cornerRadius: 4}
            orientation: landscape
            views:
              - {id: box, parent: scroll}
            constraints:
              - box.top == scroll.contentTop
              - box.left == root.left
              - box.height == 50
              - {when: portrait, constraint: "box.width == 100"}
              - {when: landscape, constraint: "box.width == root.width / 2"}
              - box.bottom == scroll.contentBottom
            """
        var engine = try makeEngine(yaml)
        let layout = engine.solve(offset: 0)
        // Landscape: 600 wide, so box.width = 300.
        #expect(layout.frame(of: "box") == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(layout.contentHeight == 50)
        #expect(engine.diagnostics == [])
    }

    @Test func colorsParseBothForms() {
        #expect(Color(sceneFileHex: "#BE2045") == Color(r: 0xBE, g: 0x20, b: 0x45, a: 255))
        #expect(Color(sceneFileHex: "#be204580") == Color(r: 0xBE, g: 0x20, b: 0x45, a: 0x80))
        #expect(Color(sceneFileHex: "BE2045") == nil)
        // The shared grammar (StretchTypes `Color(hex:)`) also has #RGB and #RGBA: "#BE20" is #BBEE2200.
        #expect(Color(sceneFileHex: "#BE20") == Color(r: 0xBB, g: 0xEE, b: 0x22, a: 0x00))
        #expect(Color(sceneFileHex: "#BE204") == nil)
        #expect(Color(sceneFileHex: "#GG2045") == nil)
    }

    @Test func physicsAndGestureKeepTheirPositions() throws {
        let yaml = "name: p\nphysics: {rubberBand: 0.55, deceleration: normal}\ngesture: |\n  wait 0.3s\n  release\n"
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "p")
        #expect(scene.physics == [
            SceneSetting(key: "rubberBand", value: "0.55", line: 2, column: 23),
            SceneSetting(key: "deceleration", value: "normal", line: 2, column: 43),
        ])
        #expect(scene.gesture == SourceText(text: "wait 0.3s\nrelease\n", line: 4, scalarStart: (3, 10)))
    }
}
