import Testing
@testable import Layout

/// Scene A (docs/scenes.md#scene-a-stretchy) with a 1500 pt label. Hand-derived numbers:
/// imageContainer height = 375 * 0.7 = 262.5; content top in root = -offset;
/// textContainer height = 1500 + 2 * 14 = 1528; content height = 262.5 + 1528 = 1790.5.
@Suite struct StretchySceneTests {
    @Test func pullDownStretchesTheImageFromTheTop() throws {
        var engine = try makeEngine(SampleScenes.stretchy)
        let layout = engine.solve(offset: -200)
        #expect(layout.frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 462.5))
        #expect(layout.frame(of: "imageContainer") == Rect(x: 0, y: 200, width: 375, height: 262.5))
        #expect(engine.diagnostics == [])
    }

    @Test func theStatusBarShortcutAgreesWithTheFullLayout() throws {
        var full = try makeEngine(SampleScenes.stretchy)
        var shortcut = full
        var flips = 0
        var previous: Bool?
        // Down, up past the header (where textContainer passes under the status bar) and back.
        let offsets = stride(from: -150.0, through: 400, by: 7.5).map { $0 } + stride(from: 400.0, through: -150, by: -12.5).map { $0 }
        for offset in offsets {
            let expected = full.solve(offset: offset).statusBarWantsHidden
            #expect(shortcut.statusBarWantsHidden(offset: offset) == expected, "at offset \(offset)")
            if let previous, previous != expected { flips += 1 }
            previous = expected
        }
        #expect(flips == 2)
        // And the shortcut leaves the engine where a full solve would.
        #expect(shortcut.solve(offset: 123) == full.solve(offset: 123))
    }

    @Test func atRestTheImageHasItsAspectHeight() throws {
        var engine = try makeEngine(SampleScenes.stretchy)
        let layout = engine.solve(offset: 0)
        #expect(layout.frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 262.5))
        #expect(layout.frame(of: "textContainer") == Rect(x: 0, y: 262.5, width: 375, height: 1528))
        #expect(layout.frame(of: "label") == Rect(x: 14, y: 276.5, width: 347, height: 1500))
        #expect(layout.contentHeight == 1790.5)
        #expect(layout.scrollFrame == Rect(x: 0, y: 0, width: 375, height: 812))
        // textBacking runs from the text top down to the screen bottom: 812 - 262.5.
        #expect(layout.frame(of: "textBacking") == Rect(x: 0, y: 262.5, width: 375, height: 549.5))
        #expect(!layout.statusBarWantsHidden)
    }

    @Test func scrollingUpBreaksTheTopConstraintAndKeepsTheHeight() throws {
        var engine = try makeEngine(SampleScenes.stretchy)
        let layout = engine.solve(offset: 100)
        #expect(layout.frame(of: "imageView") == Rect(x: 0, y: -100, width: 375, height: 262.5))
    }

    @Test func textReachesTheTopAtTheImageHeight() throws {
        var engine = try makeEngine(SampleScenes.stretchy)
        let layout = engine.solve(offset: 262.5)
        #expect(layout.frame(of: "textContainer")?.y == 0)
        #expect(layout.statusBarWantsHidden)  // 0 < 44 (top safe area)
    }

    @Test func statusBarHidesOnlyAboveTheSafeArea() throws {
        var engine = try makeEngine(SampleScenes.stretchy)
        // textContainer top = 262.5 - offset; hides when < 44, i.e. offset > 218.5.
        #expect(!engine.solve(offset: 218).statusBarWantsHidden)
        #expect(engine.solve(offset: 219).statusBarWantsHidden)
    }

    @Test func textBackingClampsAtZeroOnHugePulls() throws {
        var engine = try makeEngine(SampleScenes.stretchy)
        // Text top = 262.5 + 1000 > 812: the @750 bottom pin gives way to height >= 0.
        let backing = try #require(engine.solve(offset: -1000).frame(of: "textBacking"))
        #expect(backing.y == 1262.5)
        #expect(backing.height == 0)
    }

    @Test func parallaxVariantCompressesTheImage() throws {
        var engine = try makeEngine(SampleScenes.stretchyParallax)
        #expect(engine.solve(offset: 100).frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 162.5))
        #expect(engine.solve(offset: -200).frame(of: "imageView") == Rect(x: 0, y: 0, width: 375, height: 462.5))
        // Past the image height it stays at zero height instead of inverting.
        #expect(engine.solve(offset: 400).frame(of: "imageView")?.height == 0)
    }

    @Test func incrementalSolvesEqualFromScratchSolves() throws {
        var incremental = try makeEngine(SampleScenes.stretchy)
        for offset in stride(from: -600.0, through: 1400.0, by: 37.25) {
            var fresh = try makeEngine(SampleScenes.stretchy)
            let expected = fresh.solve(offset: offset)
            let actual = incremental.solve(offset: offset)
            for (lhs, rhs) in zip(actual.views, expected.views) {
                #expect(abs(lhs.frame.y - rhs.frame.y) < 1e-6 && abs(lhs.frame.height - rhs.frame.height) < 1e-6,
                        "offset \(offset) view \(lhs.id)")
            }
        }
    }

    @Test func nonFiniteOffsetKeepsTheLastLayout() throws {
        var engine = try makeEngine(SampleScenes.stretchy)
        let before = engine.solve(offset: 50)
        #expect(engine.solve(offset: .nan) == before)
        #expect(engine.solve(offset: .infinity) == before)
        #expect(engine.solve(offset: 0).frame(of: "imageView")?.height == 262.5)
    }

    @Test func solvesAreDeterministic() throws {
        var first = try makeEngine(SampleScenes.stretchy)
        var second = try makeEngine(SampleScenes.stretchy)
        for offset in [-300.0, -12.5, 0, 77, 500] {
            #expect(first.solve(offset: offset) == second.solve(offset: offset))
        }
    }

    @Test func labelHeightIsMeasuredAtTheSolvedWidth() throws {
        struct WidthRecorder: TextMeasuring {
            func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size {
                // The height encodes the width it was measured at: 347 -> 694.
                Size(width: maxWidth ?? 9000, height: (maxWidth ?? 0) * 2)
            }
        }
        let scene = try SceneFile.parse(yaml: SampleScenes.stretchy, sourceName: "a.yaml")
        var engine = try LayoutEngine(scene: scene, textMeasurer: WidthRecorder())
        #expect(engine.solve(offset: 0).frame(of: "label")?.height == 694)  // 347 * 2
    }

    @Test func viewsAreSolvedInSceneOrder() throws {
        var engine = try makeEngine(SampleScenes.stretchy)
        let solved = engine.solve(offset: 0)
        #expect(solved.contentHeight == 1790.5)
        #expect(solved.views.first?.id == "imageContainer")
        #expect(solved.views.first?.frame == Rect(x: 0, y: 0, width: 375, height: 262.5))
    }
}
