import Foundation
import Testing
@testable import Layout

/// A 375 x 812 screen whose content is a 100 pt `box` at the content top, a 30 pt `name` under it and a tall
/// spacer; `extra` adds view lines (YAML flow mappings, one per line, indented by 2).
private func bindingScene(_ extra: String) -> String {
    """
    name: bindings
    device: {width: 375, height: 812}
    views:
      - {id: box, color: "#FF0000", height: 100}
      - {id: name, color: "#00FF00", height: 30}
      - {id: spacer, height: 2000}
    \(extra)
    constraints:
      - scroll.edges == root.edges
      - box.top == scroll.contentTop
      - box.left == scroll.left
      - box.width == 100
      - name.top == box.bottom + 20
      - name.left == scroll.left
      - name.width == 100
      - spacer.top == name.bottom
      - spacer.left == scroll.left
      - spacer.width == 10
      - spacer.bottom == scroll.contentBottom
    """
}

/// The solved spec of view `id` at `offset`.
private func solvedSpec(_ engine: inout LayoutEngine, _ id: String, at offset: Double) throws -> ViewSpec {
    try #require(engine.solve(offset: offset).views.first { $0.id == id }).spec
}

@Suite struct BindingResolutionTests {
    @Test func boundAlphaHoldsBelowAndAboveAndMixesLinearlyBetween() throws {
        var engine = try makeEngine(bindingScene("  - {id: bar, parent: root, alpha: {over: offset, keyframes: {100: 0, 200: 1}}}"))
        // Worked by hand: clamps at both ends, (offset - 100) / 100 between.
        let expected: [(Double, Double)] = [(-50, 0), (100, 0), (150, 0.5), (175, 0.75), (260, 1)]
        for (offset, alpha) in expected {
            #expect(try solvedSpec(&engine, "bar", at: offset).alpha == alpha, "offset \(offset)")
        }
    }

    @Test func keyframesWrittenDescendingAreSorted() throws {
        var engine = try makeEngine(bindingScene("  - {id: bar, parent: root, alpha: {over: offset, keyframes: {200: 0, 100: 1}}}"))
        #expect(try solvedSpec(&engine, "bar", at: 0).alpha == 1)
        #expect(try solvedSpec(&engine, "bar", at: 125).alpha == 0.75)
        #expect(try solvedSpec(&engine, "bar", at: 300).alpha == 0)
    }

    @Test func coloursMixInPremultipliedSpace() throws {
        var engine = try makeEngine(bindingScene("""
              - {id: fade, parent: root, color: {over: offset, keyframes: {0: "#FF000000", 100: "#0000FF"}}}
              - {id: hue, parent: root, color: {over: offset, keyframes: {0: "#FF0000", 100: "#0000FF"}}}
            """))
        // Halfway from transparent red to opaque blue: premultiplied red is 0 at both ends, blue 127.5 of alpha
        // 0.5, so straight blue stays 255 (straight mixing would give #80008080); alpha 127.5 rounds to 128.
        #expect(try solvedSpec(&engine, "fade", at: 50).color == Color(r: 0, g: 0, b: 255, a: 128))
        // Two opaque colours: 127.5 each, rounded to 128 (#800080).
        #expect(try solvedSpec(&engine, "hue", at: 50).color == Color(r: 128, g: 0, b: 128, a: 255))
        #expect(try solvedSpec(&engine, "hue", at: 0).color == Color(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aBindingOverAnotherViewsAnchorReadsItsSolvedFrame() throws {
        var engine = try makeEngine(bindingScene(
            "  - {id: title, parent: root, alpha: {over: name.bottom, keyframes: {100: 0, 88: 1}}}"))
        // name.bottom = 100 + 20 + 30 - offset = 150 - offset. Offset 56: 94, halfway from 100 to 88 -> 0.5.
        // Offset 59: 91, a quarter of the way from 88 to 100 -> 0.75. Offset 0: 150 -> 0; offset 80: 70 -> 1.
        let expected: [(Double, Double)] = [(0, 0), (56, 0.5), (59, 0.75), (80, 1)]
        for (offset, alpha) in expected {
            let layout = engine.solve(offset: offset)
            let nameBottom = try #require(layout.frame(of: "name")).maxY
            #expect(nameBottom == 150 - offset)
            let title = try #require(layout.views.first { $0.id == "title" })
            #expect(abs(title.spec.alpha - alpha) < 1e-12, "offset \(offset)")
        }
    }

    @Test func hiddenStepsAtEachKeyframe() throws {
        var engine = try makeEngine(bindingScene(
            "  - {id: badge, parent: root, hidden: {over: offset, keyframes: {0: false, 40: true, 80: false}}}"))
        let expected: [(Double, Bool)] = [(-10, false), (39.9, false), (40, true), (79, true), (80, false), (500, false)]
        for (offset, hidden) in expected {
            #expect(try solvedSpec(&engine, "badge", at: offset).hidden == hidden, "offset \(offset)")
        }
    }

    @Test func theLayoutIsTheSameWithAndWithoutBindings() throws {
        var plain = try makeEngine(bindingScene("  - {id: bar, parent: root, color: \"#FFFFFF\"}"))
        var bound = try makeEngine(bindingScene(
            "  - {id: bar, parent: root, color: {over: name.top, keyframes: {0: \"#FFFFFF00\", 100: \"#FFFFFF\"}}}"))
        for offset in [-100.0, 0, 60, 300] {
            #expect(plain.solve(offset: offset).views.map(\.frame) == bound.solve(offset: offset).views.map(\.frame))
        }
    }

    @Test func solvedViewsHoldTheirBoundValues() throws {
        var engine = try makeEngine(bindingScene("""
              - id: bar
                parent: root
                alpha: {over: offset, keyframes: {100: 0, 200: 1}}
                color: {over: offset, keyframes: {100: "#FFFFFF00", 200: "#FFFFFF"}}
            """))
        // At offset 150 the box (content top, 100 tall) is at y -150; 150 is half way from 100 to 200, so alpha 0.5 and
        // the colour's alpha 127.5, rounded to 128. (`stretchgif layout --format json` prints these: LayoutFormatTests.)
        let solved = engine.solve(offset: 150)
        let bar = try #require(solved.views.first { $0.id == "bar" })
        #expect(bar.spec.alpha == 0.5 && bar.spec.color == Color(r: 255, g: 255, b: 255, a: 128))
        #expect(solved.frame(of: "box") == Rect(x: 0, y: -150, width: 100, height: 100))
    }
}

@Suite struct BindingCurveTests {
    /// An independent solver for the same curves: Newton's method on x(t) from t = u, with the derivative written
    /// out, for the CSS control points (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1).
    private func newton(_ u: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * p1 + 6 * (1 - t) * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = u
        for _ in 0..<40 { t -= (bezier(t, x1, x2) - u) / slope(t, x1, x2) }
        return bezier(t, y1, y2)
    }

    @Test func namedCurvesMatchTheCSSBeziers() {
        for u in [0.1, 0.25, 0.5, 0.75, 0.9] {
            #expect(abs(BindingCurve.easeIn.progress(u) - newton(u, 0.42, 0, 1, 1)) < 1e-9)
            #expect(abs(BindingCurve.easeOut.progress(u) - newton(u, 0, 0, 0.58, 1)) < 1e-9)
            #expect(abs(BindingCurve.easeInOut.progress(u) - newton(u, 0.42, 0, 0.58, 1)) < 1e-9)
            #expect(BindingCurve.linear.progress(u) == u)
        }
        // CSS's ease-in at the halfway point is about 0.3154 (its known value).
        #expect(abs(BindingCurve.easeIn.progress(0.5) - 0.31536) < 1e-5)
        #expect(BindingCurve.easeInOut.progress(0) == 0 && BindingCurve.easeInOut.progress(1) == 1)
    }

    @Test func theCurveEasesTheFractionBetweenKeyframes() throws {
        var engine = try makeEngine(bindingScene(
            "  - {id: bar, parent: root, alpha: {over: offset, keyframes: {0: 0, 100: 1}, curve: easeIn}}"))
        let alpha = try solvedSpec(&engine, "bar", at: 50).alpha
        #expect(abs(alpha - newton(0.5, 0.42, 0, 1, 1)) < 1e-9)
    }
}

@Suite struct BindingErrorTests {
    private func error(_ view: String) -> SceneError? {
        sceneError { _ = try SceneFile.parse(yaml: bindingScene(view), sourceName: "test.yaml") }
    }

    @Test func badBindingsAreLocatedErrors() throws {
        // Each case: the view line (line 7 of the scene, after 2 spaces of indent) and the expected message start.
        let cases: [(String, Int, String)] = [
            ("  - {id: t, alpha: {over: nobody.bottom, keyframes: {0: 0, 1: 1}}}", 27, "unknown view 'nobody'"),
            ("  - {id: t, alpha: {over: name.bottm, keyframes: {0: 0, 1: 1}}}", 32, "unknown anchor 'bottm' (did you mean 'bottom'?)"),
            ("  - {id: t, alpha: {over: offset, keyframes: {0: 0, 0.0: 1}}}", 53, "duplicate keyframe 0"),
            ("  - {id: t, alpha: {over: offset, keyframes: {0: 0}}}", 46, "t.alpha.keyframes has 1; a binding needs at least 2"),
            ("  - {id: t, alpha: {over: offset, keyframes: {0: 0, 10: \"#FFFFFF\"}}}", 57, "t.alpha.keyframes[10] must be a number, found '#FFFFFF'"),
            ("  - {id: t, alpha: {over: offset, keyframes: {0: 0, 10: 1.5}}}", 57, "t.alpha.keyframes[10] must be a number from 0 to 1"),
            ("  - {id: t, color: {over: offset, keyframes: {0: 1, 10: 2}}}", 50, "t.color.keyframes[0] must be a colour"),
            ("  - {id: t, alpha: {over: offset, keyframes: {0: 0, 10: 1}, curve: bouncy}}", 68, "t.alpha.curve must be one of linear|easeIn|easeOut|easeInOut"),
            ("  - {id: t, alpha: {over: offset, keyframes: {0: 0, 10: 1}, ease: linear}}", 61, "unknown key 'ease' in t.alpha"),
            ("  - {id: t, alpha: {keyframes: {0: 0, 10: 1}}}", 20, "t.alpha is a binding without 'over'"),
            ("  - {id: t, alpha: 1.5}", 20, "t.alpha must be a number from 0 to 1"),
            ("  - {id: t, borderWidth: -1}", 26, "t.borderWidth must be a number from 0 to"),
            ("  - {id: t, hidden: {over: offset, keyframes: {0: 1, 5: 0}}}", 51, "t.hidden.keyframes[0] must be true or false"),
        ]
        for (line, column, message) in cases {
            let found = try #require(error(line), "no error for \(line)")
            #expect(found.location.line == 7 && found.location.column == column, "\(line): \(found)")
            #expect(found.message.hasPrefix(message), "\(line): \(found.message)")
        }
    }

    @Test func aBoundTintColorStillNeedsAShape() throws {
        let found = try #require(error("  - {id: t, tintColor: {over: offset, keyframes: {0: \"#000\", 9: \"#FFF\"}}}"))
        #expect(found.message == "view 't' has 'tintColor' but no 'path' or 'icon' to draw")
    }
}
