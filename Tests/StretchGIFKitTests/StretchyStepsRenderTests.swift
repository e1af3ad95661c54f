import StretchGIFKit
import Testing

/// Article 000's step 2 through the whole pipeline (docs/scenes.md#sizes-never-go-negative,
/// docs/physics.md#content-that-grows-with-the-offset).
@Suite struct StretchyStepsRenderTests {
    static func options(gesture: String) -> RenderOptions {
        var options = RenderOptions()
        options.fps = 10
        options.width = 100
        options.gesture = gesture
        return options
    }

    @Test func stepTwoReportsTheBrokenConstraintWithoutFailingTheRender() throws {
        let scene = try StretchScene.builtIn("stretchy-step2")
        let animation = try Animation(scene: scene, options: Self.options(gesture: "wait 0.2s"))
        // The end of the scroll range (610.1 pt at rest) is past 262.5 pt, where the image would turn negative.
        #expect(animation.problems.count == 1)
        #expect(animation.problems.first?.contains("warning: at scroll offset ") == true)
        #expect(animation.problems.first?.hasSuffix("breaking <built-in:stretchy-step2:24:5 imageView.bottom == imageContainer.bottom>") == true)
        #expect(animation.diagnostics.last?.contains("Will attempt to recover by breaking constraint") == true)

        var strict = Self.options(gesture: "wait 0.2s")
        strict.strict = true
        #expect(throws: StretchGIFError.self) { try Animation(scene: scene, options: strict) }

        // Step 3, the fix, has nothing to report.
        let fixed = try Animation(scene: try StretchScene.builtIn("stretchy-step3"), options: Self.options(gesture: "wait 0.2s"))
        #expect(fixed.problems.isEmpty)
    }

    @Test func stepTwoScrollsPastTheEndItHadAtRest() throws {
        // At rest the content is 1422.1 pt, so the range would end at 1422.1 - 812 = 610.1 pt. Once the text is
        // jammed under the image, every point scrolled adds a point of content: a hard fling glides far past that
        // and stops without bouncing.
        let gesture = "fling up 9000; wait until rest max 6s"
        let stepTwo = try Animation(scene: try StretchScene.builtIn("stretchy-step2"), options: Self.options(gesture: gesture))
        let rest = try #require(stepTwo.timeline.restOffset)
        #expect(rest > 610.1 + 1000)
        #expect(stepTwo.timeline.phaseChanges.allSatisfy { $0.phase != .bouncing })

        // Step 3 ends where its content does, after bouncing.
        let stepThree = try Animation(scene: try StretchScene.builtIn("stretchy-step3"), options: Self.options(gesture: gesture))
        #expect(abs((stepThree.timeline.restOffset ?? 0) - 610.063) < 0.01)
        #expect(stepThree.timeline.phaseChanges.contains { $0.phase == .bouncing })
    }
}
