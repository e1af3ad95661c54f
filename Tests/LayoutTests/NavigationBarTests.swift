import Foundation
import Testing
@testable import Layout

/// A measurer whose answers are easy to work out by hand: every character is half the font size wide, a line is
/// 1.2 times the font size tall, and text never wraps.
private struct HalfEmMeasurer: TextMeasuring {
    func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size {
        Size(width: Double(string.count) * text.size / 2, height: text.size * 1.2)
    }
}

/// An iPhone X scene (status bar 44 pt) with `bar` as its navigationBar mapping (flow YAML) and a tall content.
private func barScene(_ bar: String, extraViews: String = "", scroll: String = "{alwaysBounceVertical: true}") -> String {
    """
    name: bar
    device: iPhone X
    navigationBar: \(bar)
    scroll: \(scroll)
    views:
      - {id: content, color: "#EEEEEE", height: 2000}
    \(extraViews)
    constraints:
      - scroll.edges == root.edges
      - content.top == scroll.contentTop
      - content.left == root.left
      - content.right == root.right
      - content.bottom == scroll.contentBottom
    """
}

private func engine(_ yaml: String) throws -> LayoutEngine {
    try LayoutEngine(scene: SceneFile.parse(yaml: yaml, sourceName: "bar.yaml"), textMeasurer: HalfEmMeasurer())
}

/// Frame and bound values of view `id` at `offset`.
private func part(_ engine: inout LayoutEngine, _ id: String, at offset: Double) throws -> SolvedView {
    try #require(engine.solve(offset: offset).views.first { $0.id == id }, "no view \(id)")
}

private func alpha(_ engine: inout LayoutEngine, _ id: String, at offset: Double) throws -> Double {
    try part(&engine, id, at: offset).spec.alpha
}

@Suite struct NavigationBarLayoutTests {
    let largeBar = "{title: Listen Now, largeTitle: true, appearance: {scrollEdge: transparent, standard: material}}"

    // Worked by hand from the documented metrics: status bar S = 44, inline row 44 (R = 88), band 52, so the bar is
    // 140 tall at rest and the resting offset is -140. The large title is 34 * 1.2 = 40.8 tall; its bottom is 8 above
    // the scroll edge E = -offset (the scroll view starts at the screen's top, no contentInset of its own).

    @Test func theLargeTitleBarAddsItsHeightToTheContentInsetAsUIKitAdjustsIt() throws {
        let scene = try SceneFile.parse(yaml: barScene(largeBar), sourceName: "bar.yaml")
        #expect(scene.scroll.contentInset(on: scene.screen) == EdgeInsets(top: 140, bottom: 34))
        #expect(scene.scroll.restingOffset(on: scene.screen) == -140)
        // Landscape iPhone X: no status bar, so 0 + 44 + 52; the home indicator's 21 at the bottom.
        var landscape = scene
        landscape.orientation = .landscape
        #expect(landscape.scroll.contentInset(on: landscape.screen) == EdgeInsets(top: 96, bottom: 21))
        let inline = try SceneFile.parse(yaml: barScene("{title: Settings}"), sourceName: "bar.yaml")
        #expect(inline.scroll.contentInset(on: inline.screen).top == 88)
    }

    @Test func atRestTheLargeTitleFillsTheBandAndTheInlineTitleAndBackgroundAreHidden() throws {
        var layout = try engine(barScene(largeBar))
        let large = try part(&layout, "navigationBar.largeTitle", at: -140)
        #expect(large.frame == Rect(x: 16, y: 140 - 8 - 40.8, width: 343, height: 40.8))
        #expect(large.spec.alpha == 1)
        #expect(large.spec.transform.scale == 1)
        #expect(try part(&layout, "navigationBar.largeTitleBand", at: -140).frame == Rect(x: 0, y: 88, width: 375, height: 52))
        #expect(try part(&layout, "navigationBar.background", at: -140).frame == Rect(x: 0, y: 0, width: 375, height: 140))
        #expect(try alpha(&layout, "navigationBar.title", at: -140) == 0)
        #expect(try alpha(&layout, "navigationBar.background", at: -140) == 0)
        #expect(try alpha(&layout, "navigationBar.hairline", at: -140) == 0)
    }

    @Test func halfwayThroughTheCollapseTheLargeTitleMovesWithTheContent() throws {
        var layout = try engine(barScene(largeBar))
        // Offset -114: E = 114, the band is 26 of its 52 pt.
        let large = try part(&layout, "navigationBar.largeTitle", at: -114)
        #expect(abs(large.frame.y - (114 - 8 - 40.8)) < 1e-9)
        #expect(large.spec.alpha == 1)
        #expect(try part(&layout, "navigationBar.largeTitleBand", at: -114).frame.height == 26)
        #expect(try alpha(&layout, "navigationBar.title", at: -114) == 0)
        #expect(try alpha(&layout, "navigationBar.background", at: -114) == 0)
        // Offset -93: 5 pt of band left, halfway through the 10 pt hand-over.
        #expect(abs(try alpha(&layout, "navigationBar.largeTitle", at: -93) - 0.5) < 1e-12)
        #expect(abs(try alpha(&layout, "navigationBar.title", at: -93) - 0.5) < 1e-12)
        #expect(abs(try alpha(&layout, "navigationBar.background", at: -93) - 0.5) < 1e-12)
    }

    @Test func fullyCollapsedTheInlineTitleBackgroundAndHairlineShow() throws {
        var layout = try engine(barScene(largeBar))
        for offset in [-88.0, 300] {
            let large = try part(&layout, "navigationBar.largeTitle", at: offset)
            #expect(large.spec.alpha == 0)
            #expect(try part(&layout, "navigationBar.largeTitleBand", at: offset).frame.height == 0)
            #expect(try alpha(&layout, "navigationBar.title", at: offset) == 1)
            #expect(try alpha(&layout, "navigationBar.background", at: offset) == 1)
            #expect(try alpha(&layout, "navigationBar.hairline", at: offset) == 1)
            #expect(try part(&layout, "navigationBar.hairline", at: offset).frame == Rect(x: 0, y: 88, width: 375, height: 0.5))
        }
    }

    @Test func pulledTheLargeTitleStaysOnTheContentsTopAndGrows() throws {
        var layout = try engine(barScene(largeBar))
        // Pulled 100 pt (offset -240): E = 240, band 152, scale at its 1.1 bound; pulled 50 pt: 1.05.
        let large = try part(&layout, "navigationBar.largeTitle", at: -240)
        #expect(abs(large.frame.y - (240 - 8 - 40.8)) < 1e-9)
        #expect(abs(large.spec.transform.scale - 1.1) < 1e-12)
        #expect(large.spec.transform.anchor == Point(x: 0, y: 1))
        #expect(large.spec.alpha == 1)
        #expect(abs(try part(&layout, "navigationBar.largeTitle", at: -190).spec.transform.scale - 1.05) < 1e-12)
        #expect(try part(&layout, "navigationBar.largeTitle", at: -400).spec.transform.scale == 1.1)
        #expect(try part(&layout, "navigationBar.background", at: -240).frame.height == 240)
        #expect(try alpha(&layout, "navigationBar.background", at: -240) == 0)
        #expect(try alpha(&layout, "navigationBar.title", at: -240) == 0)
    }

    @Test func aLongTitleIsCutBetweenTheItemsAndItemTextsKeepTheirWidth() throws {
        // Leading: bell + "Library" = 24 + 2 + 7 * 8.5 = 85.5 from x 16, so the title may start at 101.5 + 8.
        // Trailing: two 24 pt icons from 359 leftwards, 12 apart (335, 299), so the title must end by 299 - 8.
        let items = "leading: [{icon: bell, text: Library}], trailing: [{icon: star}, {icon: gear}]"
        var layout = try engine(barScene("{title: \(String(repeating: "W", count: 40)), \(items)}"))
        let text = try part(&layout, "navigationBar.leading.0.text", at: -88)
        #expect(text.frame == Rect(x: 42, y: 66 - 10.2, width: 59.5, height: 20.4))
        #expect(try part(&layout, "navigationBar.trailing.0", at: -88).frame.x == 335)
        #expect(try part(&layout, "navigationBar.trailing.1", at: -88).frame.x == 299)
        let long = try part(&layout, "navigationBar.title", at: -88).frame
        #expect(long == Rect(x: 109.5, y: 66 - 10.2, width: 181.5, height: 20.4))
        // A 20-character title (170 pt) fits the region but not centred on the bar (102.5): it moves right to 109.5.
        var medium = try engine(barScene("{title: \(String(repeating: "M", count: 20)), \(items)}"))
        #expect(try part(&medium, "navigationBar.title", at: -88).frame.x == 109.5)
        // A short one is centred on the bar: 187.5 - 17 / 2.
        var short = try engine(barScene("{title: Hi, \(items)}"))
        #expect(try part(&short, "navigationBar.title", at: -88).frame == Rect(x: 179, y: 55.8, width: 17, height: 20.4))
    }

    @Test func anInlineBarShowsItsBackgroundAsContentPassesUnderIt() throws {
        var layout = try engine(barScene("{title: Settings, appearance: {scrollEdge: transparent, standard: opaque}}"))
        #expect(try alpha(&layout, "navigationBar.title", at: -88) == 1)
        #expect(try alpha(&layout, "navigationBar.background", at: -88) == 0)
        #expect(abs(try alpha(&layout, "navigationBar.background", at: -83) - 0.5) < 1e-12)
        #expect(try alpha(&layout, "navigationBar.background", at: -78) == 1)
        #expect(try part(&layout, "navigationBar", at: 200).frame == Rect(x: 0, y: 0, width: 375, height: 88))
    }

    @Test func anOpaqueScrollEdgeKeepsItsOwnBackgroundAndHairline() throws {
        var layout = try engine(barScene("{title: A, largeTitle: true, appearance: {scrollEdge: opaque, standard: material}}"))
        #expect(try alpha(&layout, "navigationBar.scrollEdgeBackground", at: -140) == 1)
        #expect(try part(&layout, "navigationBar.scrollEdgeBackground", at: -140).spec.color == Color(r: 255, g: 255, b: 255))
        for offset in [-140.0, -93, -88] { #expect(try alpha(&layout, "navigationBar.hairline", at: offset) == 1) }
    }

    @Test func viewsBindToTheBarsParts() throws {
        // The banner dims as the large title's bottom (132 at rest, 80 collapsed) rises.
        let banner = "  - {id: banner, parent: root, color: \"#000000\", alpha: {over: navigationBar.largeTitle.bottom, keyframes: {132: 1, 80: 0}}}"
        var layout = try engine(barScene(largeBar, extraViews: banner))
        #expect(try alpha(&layout, "banner", at: -140) == 1)
        #expect(abs(try alpha(&layout, "banner", at: -114) - 0.5) < 1e-12)
        #expect(try alpha(&layout, "banner", at: -88) == 0)
    }

    @Test func badBarInputIsALocatedError() {
        let cases: [(String, String)] = [
            (barScene(largeBar).replacingOccurrences(of: "  - content.left == root.left", with: "  - content.left == navigationBar.title.right"),
             "bar.yaml:11:5: error: view 'navigationBar.title' is placed by the navigation bar"),
            (barScene(largeBar, scroll: "{contentInset: safeArea}"), "bar.yaml:4:9: error: under a navigationBar the scroll insets"),
            (barScene("{title: A, leading: [{}]}"), "bar.yaml:3:37: error: an item of navigationBar.leading needs an 'icon' or a 'text'"),
            (barScene("{title: A, appearance: {standard: frosted}}"), "bar.yaml:3:50: error: navigationBar.appearance.standard must be one of transparent|opaque|material"),
            (barScene(largeBar, extraViews: "  - {id: navigationBar.title, color: \"#000000\"}"),
             "bar.yaml:7:5: error: view id 'navigationBar.title' is taken by the navigation bar's own view"),
            (barScene(largeBar, extraViews: "  - {id: x, parent: navigationBar, color: \"#000000\"}"),
             "view 'x' cannot be a child of the navigation bar's 'navigationBar'"),
        ]
        for (yaml, expected) in cases {
            let error = sceneError { _ = try engine(yaml) }
            #expect(error?.description.contains(expected) == true, "\(error?.description ?? "no error") lacks \(expected)")
        }
    }
}
