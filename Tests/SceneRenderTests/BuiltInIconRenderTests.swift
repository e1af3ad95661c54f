import Layout
import Raster
import Testing
@testable import SceneRender

/// The built-in icons (docs/scenes.md#vector-shapes) drawn by the real renderer: each icon in a 24 pt frame at 4x, so
/// one grid unit is 4 pixels. Every point checked is at least 0.4 units from an edge of the shape, worked out from the
/// geometry each icon's doc comment states, so its pixel is fully covered or fully clear.
@Suite struct BuiltInIconRenderTests {
    private let ink = Color(r: 39, g: 174, b: 96, a: 255)
    private let paper = Color(r: 255, g: 255, b: 255, a: 255)

    private func render(_ icon: BuiltInIcon) throws -> Pixmap {
        let shape = icon.shape(color: ink)
        let transform = try #require(shape.pixelTransform(frame: Rect(x: 0, y: 0, width: 24, height: 24), scale: 4))
        var pixmap = Pixmap(width: 96, height: 96, fill: paper)
        pixmap.fill(shape.rasterPath, paint: .solid(ink), fillRule: shape.rasterFillRule, transform: transform)
        return pixmap
    }

    /// Checks grid points (the pixel whose area holds the point) against what the geometry says.
    private func expect(_ icon: BuiltInIcon, covers covered: [(Double, Double)], clears clear: [(Double, Double)],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let pixmap = try render(icon)
        for (x, y) in covered {
            #expect(pixmap.color(x: Int(x * 4), y: Int(y * 4)) == ink, "\(icon) should cover (\(x), \(y))",
                    sourceLocation: sourceLocation)
        }
        for (x, y) in clear {
            #expect(pixmap.color(x: Int(x * 4), y: Int(y * 4)) == paper, "\(icon) should leave (\(x), \(y)) clear",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func theHeartIsARingAndHeartFillIsSolid() throws {
        // Ring at the left lobe's widest row (y 8.6): outer x 2.5, hole from x 4.3; the middle (12, 12) is in the hole.
        // Above the notch (12, 6.4), at (12, 5), both leave the page clear.
        try expect(.heart, covers: [(3.4, 8.6), (20.6, 8.6), (7.4, 4.4)], clears: [(12, 12), (12, 5), (1, 1)])
        try expect(.heartFill, covers: [(3.4, 8.6), (12, 12), (12, 18)], clears: [(12, 5), (1, 1), (22.5, 22.5)])
    }

    @Test func heartFillAndStarFillDrawWhatHeartAndStarDrewBefore() {
        // The paths the filled shapes had before the outlines took their names, written out again here.
        #expect(BuiltInIcon.heartFill.pathData == "M12 21 C9 19 2.5 14.6 2.5 8.6 C2.5 5.6 4.8 3.5 7.4 3.5 C9.4 3.5 11 "
                + "4.7 12 6.4 C13 4.7 14.6 3.5 16.6 3.5 C19.2 3.5 21.5 5.6 21.5 8.6 C21.5 14.6 15 19 12 21 Z")
        #expect(BuiltInIcon.starFill.pathData == "M12 2.8 L14.41 9.48 L21.51 9.71 L15.9 14.07 L17.88 20.89 L12 16.9 "
                + "L6.12 20.89 L8.1 14.07 L2.49 9.71 L9.59 9.48 Z")
    }

    @Test func theStarIsARingAndStarFillIsSolid() throws {
        // Centre (12, 12.8): the hole's corners are 1.9 units from it. The top spike at y 5 lies between the tip
        // (y 2.8) and the hole's top corner (y 8.1).
        try expect(.star, covers: [(12, 5)], clears: [(12, 12.8), (12, 22), (2, 2)])
        try expect(.starFill, covers: [(12, 5), (12, 12.8)], clears: [(12, 22), (2, 2)])
    }

    @Test func theChevronsPointTheirWay() throws {
        // chevronLeft: the stroke (16.6, 4.1) -> (7, 12) -> (16.6, 19.9), 2.2 wide, spans x 5.27 ... 8.73 at mid-height
        // (the mitre's tip and the inner corner); its arms' centre lines pass (11.8, 8.05) and (11.8, 15.95).
        try expect(.chevronLeft, covers: [(7, 12), (11.8, 8.05), (11.8, 15.95)],
                   clears: [(12, 12), (16, 12), (4.5, 12)])
        // chevronRight, mirrored: x 15.27 ... 18.73 at mid-height, the arm through (12.2, 8.05).
        try expect(.chevronRight, covers: [(17, 12), (12.2, 8.05)], clears: [(12, 12), (8, 12), (19.5, 12)])
    }

    @Test func thePlusCoversItsArmsAndLeavesItsCornersClear() throws {
        try expect(.plus, covers: [(12, 12), (5, 12), (19, 12), (12, 5), (12, 19)],
                   clears: [(5, 5), (19, 5), (5, 19), (19, 19), (1.5, 12), (12, 22.5)])
    }

    @Test func playIsATriangleOpeningToTheLeft() throws {
        // At y 5 the upper edge (7, 3.5) -> (20.5, 12) is at x 7 + 13.5 * 1.5 / 8.5 = 9.38.
        try expect(.play, covers: [(12, 12), (8, 5)], clears: [(5, 12), (19, 5), (19, 19)])
    }

    @Test func theOutlinedGlyphsAreHollow() throws {
        // ellipsis: dots at x 7.6, 12, 16.4 (radius 1.4); the ring between radius 8.2 and 10.
        try expect(.ellipsis, covers: [(7.6, 12), (12, 12), (16.4, 12), (12, 2.9)], clears: [(9.8, 12), (12, 6)])
        // search: ring between 5.8 and 7.6 around (10.5, 10.5); handle along (15.9, 15.9) -> (20.9, 20.9).
        try expect(.search, covers: [(10.5, 3.6), (18.4, 18.4)], clears: [(10.5, 10.5), (2, 22)])
        // bubble: ring between 7.4 and 9.2 around (12, 11.2); the tail's triangle holds (4.2, 19.5).
        try expect(.bubble, covers: [(12, 2.8), (4.2, 19.5)], clears: [(12, 11.2), (20, 21.5)])
        // bookmark: the band's left side x 5.5 ... 7.3; below the notch (12, 16.6) the bottom edge is open.
        try expect(.bookmark, covers: [(6.4, 10), (17.6, 10), (12, 3.4), (6, 20.5)], clears: [(12, 10), (12, 19)])
    }

    @Test func theArrowGlyphsFollowTheirStrokes() throws {
        // share: the box's sides at x 5 and 19, its bottom at y 21; the arrow's shaft at x 12 up to 3.4; the top of the
        // box open between x 9.5 and 11.1.
        try expect(.share, covers: [(5, 15), (19, 15), (12, 21), (12, 12), (12, 4)],
                   clears: [(8, 15), (10.3, 9), (2, 2), (22, 2)])
        // shuffle: the rising stroke passes (11, 12), halfway along (7, 17) -> (15, 7).
        try expect(.shuffle, covers: [(11, 12), (3.5, 17), (3.5, 7), (19, 7), (19, 17)], clears: [(11, 3), (11, 21)])
        // repost: shafts at x 5.5 and 18.5, bars at y 17 and 7; the middle is empty.
        try expect(.repost, covers: [(5.5, 11), (9, 17), (18.5, 13), (14, 7)], clears: [(12, 12), (21, 4), (3, 20)])
    }
}
