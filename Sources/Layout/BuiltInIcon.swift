/// Icons a view names with `icon:` instead of writing `path:` (docs/scenes.md#vector-shapes): simple geometric
/// glyphs drawn for this project on a 24 x 24 grid, written in the same SVG path syntax a scene uses, filled with
/// the non-zero rule (holes are sub-paths drawn the other way round, or cut with even-odd where noted).
///
/// Names follow the SF Symbols convention: a plain name (`heart`, `star`, `bookmark`, `bubble`) is an outline, a ring
/// about 1.8 units thick filled as a path with a hole; a `Fill` suffix is the solid shape. Bar-button glyphs (chevrons,
/// arrows) are strokes about 1.8 to 2.2 units thick turned into filled outlines. Every icon lies inside the grid.
package enum BuiltInIcon: String, Sendable, CaseIterable {
    /// A roof with eaves over a body with a door (filled).
    case house
    /// A heavy magnifying glass: a 2.4-unit ring and a handle on the diagonal (filled ring).
    case magnifyingGlass
    /// A head and rounded shoulders (filled).
    case person
    /// A gear with eight teeth and a round hole (filled).
    case gear
    /// A bell with a clapper (filled).
    case bell
    /// A heart's outline: a ring about 1.8 units thick inside the heart `heartFill` fills; its middle is empty.
    case heart
    /// A five-pointed star's outline: the `starFill` star with its edges moved 1.8 units inward cut out.
    case star
    /// A folded paper plane pointing up and right (filled).
    case paperPlane
    /// A page with a folded corner and three text lines (even-odd).
    case document
    /// The solid heart (the shape `heart` drew before it became an outline: the same path, the same pixels).
    case heartFill
    /// The solid five-pointed star (the shape `star` drew before it became an outline: the same path).
    case starFill
    /// A back chevron: a bent bar 2.2 units thick pointing left, its tip at x 5.27, its ends reaching x 17.7, y 3 ... 21.
    case chevronLeft
    /// `chevronLeft` mirrored about x = 12: pointing right, its tip at x 18.73.
    case chevronRight
    /// Three dots inside a circle outline (iOS's "more" button): a ring of radius 10 and 8.2 around the centre and
    /// dots of radius 1.4 at x 7.6, 12 and 16.4 on the middle line.
    case ellipsis
    /// The iOS share glyph: a box open at the top (a 1.8-unit outline from y 8.1 to 21.9) and an arrow rising out of
    /// it to y 2.1.
    case share
    /// A light magnifying glass: a 1.8-unit ring of outer radius 7.6 around (10.5, 10.5) and a 2.2-unit handle.
    case search
    /// A plus: two bars 2.6 units thick with round ends, from 3.5 to 20.5 across the centre (filled).
    case plus
    /// A play triangle pointing right, from (7, 3.5) and (7, 20.5) to (20.5, 12) (filled).
    case play
    /// Two arrows crossing on their way right, one from the bottom left to the top right and one from the top left to
    /// the bottom right, 1.8-unit strokes.
    case shuffle
    /// A speech bubble's outline: a ring of radius 9.2 and 7.4 around (12, 11.2) with a solid tail to the lower left.
    case bubble
    /// Two arrows in a loop (a repost): one rising on the left and turning right along the bottom, one running right
    /// along the top and falling on the right, 1.8-unit strokes.
    case repost
    /// A bookmark ribbon's outline: a 13 x 19 band with a notch in its bottom edge, 1.8 units thick.
    case bookmark

    /// The grid every built-in icon is drawn on.
    package static let viewBox = Rect(x: 0, y: 0, width: 24, height: 24)

    /// The icon's outline as SVG path data on `viewBox`.
    package var pathData: String {
        switch self {
        case .house: Self.housePath
        case .magnifyingGlass: Self.magnifyingGlassPath
        case .person: Self.personPath
        case .gear: Self.gearPath
        case .bell: Self.bellPath
        case .heart: Self.heartFillPath + " " + Self.heartHolePath
        case .star: Self.starFillPath + " " + Self.starHolePath
        case .paperPlane: Self.paperPlanePath
        case .document: Self.documentPath
        case .heartFill: Self.heartFillPath
        case .starFill: Self.starFillPath
        case .chevronLeft: Self.chevronLeftPath
        case .chevronRight: Self.chevronRightPath
        case .ellipsis: Self.ellipsisPath
        case .share: Self.sharePath
        case .search: Self.searchPath
        case .plus: Self.plusPath
        case .play: Self.playPath
        case .shuffle: Self.shufflePath
        case .bubble: Self.bubblePath
        case .repost: Self.repostPath
        case .bookmark: Self.bookmarkPath
        }
    }

    /// How the icon's sub-paths combine.
    package var fillRule: ShapeFillRule { self == .document ? .evenOdd : .nonZero }

    /// The icon as a shape in `color`. The path data is this file's and always parses (a test checks every icon).
    package func shape(color: Color = VectorShape.defaultColor) -> VectorShape {
        let path = (try? VectorPath.parse(pathData).get()) ?? VectorPath(elements: [])
        return VectorShape(path: path, viewBox: Self.viewBox, color: color, fillRule: fillRule)
    }
}
