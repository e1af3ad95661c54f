import Testing
@testable import Layout

/// Article 000 step by step (docs/scenes.md#scene-a-step-by-step): each step scene's key geometry, worked out by hand
/// from its constraints on the iPhone X (375 x 812 pt, safe area 44 / 34) with a 1500 pt label: the text container is
/// 1500 + 2 * 14 = 1528 pt tall and the image (container) 375 * 0.7 = 262.5 pt, so the content is 1790.5 pt.
@Suite struct StretchyStepsTests {
    static let labelHeight = 1500.0
    static let imageHeight = 262.5
    static let textHeight = 1528.0
    static let contentHeight = 1790.5

    func engine(_ step: Int, strict: Bool = false) throws -> LayoutEngine {
        try makeEngine(SampleScenes.yaml("stretchy-step\(step)"), labelHeight: Self.labelHeight, strict: strict)
    }

    @Test func stepOneMovesTheImageWithTheContent() throws {
        var engine = try engine(1)
        // Pulled down 100 pt: the image's top is the content's top, 100 pt down the screen, grey above it.
        let pulled = engine.solve(offset: -100)
        #expect(pulled.frame(of: "imageView") == Rect(x: 0, y: 100, width: 375, height: 262.5))
        #expect(pulled.frame(of: "textContainer")?.y == 362.5)
        #expect(pulled.contentHeight == Self.contentHeight)
        #expect(engine.solve(offset: 100).frame(of: "imageView") == Rect(x: 0, y: -100, width: 375, height: 262.5))
        #expect(engine.problems.isEmpty)
    }

    @Test func stepTwoStretchesOnAPull() throws {
        var engine = try engine(2)
        #expect(engine.solve(offset: -100).frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 362.5))
        // Up to the image's height the required constraints hold: it shrinks from the bottom.
        let up = engine.solve(offset: 200)
        #expect(up.frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 62.5))
        #expect(up.frame(of: "textContainer")?.y == 62.5)
        #expect(up.contentHeight == Self.contentHeight)
        #expect(engine.problems.isEmpty)
    }

    @Test func stepTwoJamsTheTextPastTheImageHeight() throws {
        var engine = try engine(2)
        for offset in [262.5, 300, 400, 900] {
            let layout = engine.solve(offset: offset)
            // A zero-height line at the screen's top, the text container jammed against it...
            #expect(layout.frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 0), "offset \(offset)")
            #expect(layout.frame(of: "textContainer") == Rect(x: 0, y: 0, width: 375, height: Self.textHeight))
            #expect(layout.frame(of: "label")?.y == 14)
            // ... while the content grows by what the offset passed the image's height: it keeps "scrolling".
            #expect(layout.contentHeight == Self.contentHeight + (offset - Self.imageHeight), "offset \(offset)")
            // The image container scrolls on as in step 1.
            #expect(layout.frame(of: "imageContainer")?.y == -offset)
        }
        // Back below the image's height the broken constraint holds again.
        #expect(engine.solve(offset: 100).frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 162.5))
        #expect(engine.solve(offset: 100).contentHeight == Self.contentHeight)
    }

    @Test func stepTwoReportsTheBrokenBottomConstraint() throws {
        // Nothing conflicts at rest, so even a strict build succeeds.
        var engine = try engine(2, strict: true)
        #expect(engine.problems.isEmpty)
        _ = engine.solve(offset: 400)
        _ = engine.solve(offset: 500)
        #expect(engine.problems.count == 1)
        let problem = try #require(engine.problems.first)
        let yaml = SampleScenes.yaml("stretchy-step2")
        let line = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("- imageView.bottom == imageContainer.bottom") }.map { $0 + 1 }
        #expect(problem.location.line == line)
        #expect(problem.message.hasSuffix("breaking <test.yaml:\(line ?? 0):5 imageView.bottom == imageContainer.bottom>"))
        #expect(problem.message.contains("<implicit imageView.height >= 0>"))
        #expect(problem.message.contains("imageView.top == root.top>"))
        #expect(engine.diagnostics.last?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }

    @Test func stepThreeScrollsTheImageAway() throws {
        var engine = try engine(3)
        let up = engine.solve(offset: 400)
        // The height floor (required) beats the top pin (@750): the image keeps 262.5 pt and ends at -137.5.
        #expect(up.frame(of: "imageView") == Rect(x: 0, y: -400, width: 375, height: 262.5))
        #expect(up.frame(of: "textContainer")?.y == 262.5 - 400)
        #expect(up.contentHeight == Self.contentHeight)
        #expect(engine.solve(offset: -100).frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 362.5))
        #expect(engine.problems.isEmpty)
    }

    @Test func stepFourFillsTheBottomOverscroll() throws {
        var stepThree = try engine(3)
        var stepFour = try engine(4)
        // 100 pt past the end (1790.5 - 812 = 978.5): the text ends 100 pt above the screen's bottom.
        let offset = Self.contentHeight - 812 + 100
        let grey = stepThree.solve(offset: offset)
        #expect(grey.frame(of: "textContainer")?.maxY == 712)
        let layout = stepFour.solve(offset: offset)
        #expect(layout.frame(of: "textContainer")?.maxY == 712)
        // The backing starts with the text and reaches the screen's bottom.
        #expect(layout.frame(of: "textBacking") == Rect(x: 0, y: 262.5 - offset, width: 375, height: 812 - (262.5 - offset)))
        // At rest it is as tall as the part of the text on screen.
        #expect(stepFour.solve(offset: 0).frame(of: "textBacking") == Rect(x: 0, y: 262.5, width: 375, height: 549.5))
    }

    @Test func stepFiveInsetsFromTheSafeArea() throws {
        let stepFour = try engine(4).scene
        let stepFive = try engine(5).scene
        #expect(stepFour.scroll.contentInset(on: stepFour.screen) == EdgeInsets(top: 0, bottom: 0))
        #expect(stepFour.scroll.indicatorInset(on: stepFour.screen) == EdgeInsets(top: 0, bottom: 0))
        #expect(stepFive.scroll.contentInset(on: stepFive.screen) == EdgeInsets(top: 0, bottom: 34))
        #expect(stepFive.scroll.indicatorInset(on: stepFive.screen) == EdgeInsets(top: 44, bottom: 34))
    }

    @Test func stepSixHidesTheStatusBarUnderTheText() throws {
        var engine = try engine(6)
        // The text container's top (262.5 - offset) passes the 44 pt safe-area inset at offset 218.5.
        #expect(engine.statusBarWantsHidden(offset: 218) == false)
        #expect(engine.statusBarWantsHidden(offset: 219) == true)
        #expect(engine.solve(offset: 219).statusBarWantsHidden)
        for step in 1...5 {
            var earlier = try self.engine(step)
            #expect(earlier.solve(offset: 400).statusBarWantsHidden == false, "step \(step)")
        }
    }

    @Test func stepSixIsSceneA() throws {
        let stepSix = try SceneFile.parse(yaml: SampleScenes.yaml("stretchy-step6"), sourceName: "test.yaml")
        let sceneA = try SceneFile.parse(yaml: SampleScenes.stretchy, sourceName: "test.yaml")
        #expect(stepSix.views.map(\.id) == sceneA.views.map(\.id))
        #expect(stepSix.views.map(\.text) == sceneA.views.map(\.text))
        var six = try engine(6)
        var a = try makeEngine(SampleScenes.stretchy, labelHeight: Self.labelHeight)
        for offset in [-200.0, 0, 300, 1100] {
            #expect(six.solve(offset: offset).views.map(\.frame) == a.solve(offset: offset).views.map(\.frame))
        }
    }
}

/// Sizes never go negative, outranking required constraints (docs/scenes.md#sizes-never-go-negative).
@Suite struct NonNegativeSizeTests {
    /// A box between the root's top and a point 100 pt down the content: its height is 100 - offset.
    static func scene(bottomFirst: Bool) -> String {
        let top = "  - box.top == root.top"
        let bottom = "  - box.bottom == scroll.contentTop + 100"
        return """
            name: squeeze
            device: iPhone X
            views:
              - {id: box, parent: scroll, color: "#FF0000"}
              - {id: end, parent: scroll, color: "#00FF00"}
            constraints:
              - box.left == root.left
              - box.width == 10
            \(bottomFirst ? bottom : top)
            \(bottomFirst ? top : bottom)
              - end.top == box.bottom
              - end.left == root.left
              - end.width == 10
              - end.height == 50
              - end.bottom == scroll.contentBottom
            """
    }

    @Test func theLaterRequiredConstraintBreaks() throws {
        var engine = try makeEngine(Self.scene(bottomFirst: false))
        #expect(engine.solve(offset: 60).frame(of: "box") == Rect(x: 0, y: 0, width: 10, height: 40))
        #expect(engine.problems.isEmpty)
        // At 150 the box would be -50 tall: its bottom (written later) breaks, held as nearly as it can be.
        let squeezed = engine.solve(offset: 150)
        #expect(squeezed.frame(of: "box") == Rect(x: 0, y: 0, width: 10, height: 0))
        #expect(squeezed.frame(of: "end")?.y == 0)
        // The content follows: end.bottom is 50 pt below the screen's top, and the content's top is 150 above it.
        #expect(squeezed.contentHeight == 200)
        #expect(engine.problems.count == 1)
        #expect(engine.problems.first?.location.line == 10)

        var reversed = try makeEngine(Self.scene(bottomFirst: true))
        // Written the other way round the top breaks: the box keeps its bottom at -50 with zero height.
        let other = reversed.solve(offset: 150)
        #expect(other.frame(of: "box") == Rect(x: 0, y: -50, width: 10, height: 0))
        #expect(other.frame(of: "end")?.y == -50)
        #expect(other.contentHeight == 150)
        #expect(reversed.problems.first?.location.line == 10)
    }

    @Test func aFreshEngineAgreesWithAnIncrementalOne() throws {
        var incremental = try makeEngine(Self.scene(bottomFirst: false))
        for offset in stride(from: -50.0, through: 400, by: 37.5) {
            var fresh = try makeEngine(Self.scene(bottomFirst: false))
            #expect(incremental.solve(offset: offset) == fresh.solve(offset: offset), "offset \(offset)")
        }
    }

    @Test func optionalConstraintsStillCollapseSizesToZero() throws {
        // The parallax variant's image (top @750) collapses without any report: its required bottom stays with the
        // container (262.5 - 400 = -137.5) and the optional top gives way.
        var engine = try makeEngine(SampleScenes.stretchyParallax)
        #expect(engine.solve(offset: 400).frame(of: "imageView") == Rect(x: 0, y: -137.5, width: 375, height: 0))
        #expect(engine.problems.isEmpty)
    }
}
