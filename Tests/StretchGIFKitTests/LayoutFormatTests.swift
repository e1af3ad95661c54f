import Foundation
import Layout
import Testing
@testable import StretchGIFKit

/// `stretchgif layout`'s two formats (`SolvedLayout.text(format:)`), for a scene whose frames are worked out by hand:
/// a 100 pt box at the content's top, scrolled by 150, and a bar whose alpha and colour follow the offset.
@Suite struct LayoutFormatTests {
    static let yaml = """
        name: formats
        device: {width: 375, height: 812}
        views:
          - {id: box, color: "#FF0000", height: 100}
          - {id: spacer, height: 2000}
          - id: bar
            parent: root
            alpha: {over: offset, keyframes: {100: 0, 200: 1}}
            color: {over: offset, keyframes: {100: "#FFFFFF00", 200: "#FFFFFF"}}
        constraints:
          - scroll.edges == root.edges
          - box.top == scroll.contentTop
          - box.left == scroll.left
          - box.width == 100
          - spacer.top == box.bottom
          - spacer.left == scroll.left
          - spacer.width == 10.25
          - spacer.bottom == scroll.contentBottom
        """

    func solved(at offset: Double) throws -> SolvedLayout {
        let scene = try StretchScene(yaml: Self.yaml, sourceName: "formats.yaml", name: "formats")
        return try SceneLayout(scene: scene).solve(offset: offset)
    }

    @Test func jsonListsFramesInSceneOrderWithBoundValues() throws {
        // Content 100 + 2000 = 2100 tall; at offset 150 the box is at y -150; the bar, half way through its
        // keyframes, has alpha 0.5 and colour alpha 127.5 -> 0x80.
        let json = try solved(at: 150).text(format: .json)
        #expect(json == "{\"contentHeight\": 2100, \"views\": [{\"id\": \"box\", \"frame\": [0, -150, 100, 100]}, "
            + "{\"id\": \"spacer\", \"frame\": [0, -50, 10.25, 2000]}, "
            + "{\"id\": \"bar\", \"frame\": [0, 0, 0, 0], \"resolved\": {\"alpha\": 0.5, \"color\": \"#FFFFFF80\"}}]}\n")
    }

    @Test func theTableRightAlignsColumnsOfAtMostThreeDecimals() throws {
        let table = try solved(at: 0.00049).text(format: .table)
        // Columns are 10 wide (the longest number, "10.25", is shorter than 8); the id column fits "spacer" (6).
        #expect(table == """
            offset 0  contentHeight 2100
            view           x         y     width    height
            box            0         0       100       100
            spacer         0       100     10.25      2000
            bar            0         0         0         0

            """)
    }
}
