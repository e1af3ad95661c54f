// The path data of every built-in icon (docs/scenes.md#vector-shapes), on the 24 x 24 grid. Stroke-like glyphs
// are written out as filled outlines: the stroke's two sides, mitred at bends, joined by half-circle ends.

extension BuiltInIcon {
    /// A roof with eaves over a body with a door cut from the bottom edge: one outline.
    static let housePath = "M12 2.5 L1.5 12 H4.5 V21.5 H10 V15.5 H14 V21.5 H19.5 V12 H22.5 Z"
    /// A ring (outer circle clockwise, inner counter-clockwise) and a handle on the diagonal.
    static let magnifyingGlassPath = "M17.2 10 A7.2 7.2 0 1 1 2.8 10 A7.2 7.2 0 1 1 17.2 10 Z M14.8 10 A4.8 4.8 0 1 0 "
        + "5.2 10 A4.8 4.8 0 1 0 14.8 10 Z M15.37 13.39 L21.45 19.47 L19.47 21.45 L13.39 15.37 Z"
    /// A head and rounded shoulders, apart.
    static let personPath = "M16.5 7 A4.5 4.5 0 1 1 7.5 7 A4.5 4.5 0 1 1 16.5 7 Z M3.5 21.5 C3.5 16.3 7.3 13.5 12 "
        + "13.5 C16.7 13.5 20.5 16.3 20.5 21.5 Z"
    /// Eight tapered teeth around a body of radius 8, a round hole of radius 3.5.
    static let gearPath = "M19.76 10.06 L22.31 10 L22.31 14 L19.76 13.94 L18.86 16.12 L20.7 17.87 L17.87 20.7 L16.12 "
        + "18.86 L13.94 19.76 L14 22.31 L10 22.31 L10.06 19.76 L7.88 18.86 L6.13 20.7 L3.3 17.87 L5.14 16.12 "
        + "L4.24 13.94 L1.69 14 L1.69 10 L4.24 10.06 L5.14 7.88 L3.3 6.13 L6.13 3.3 L7.88 5.14 L10.06 4.24 L10 "
        + "1.69 L14 1.69 L13.94 4.24 L16.12 5.14 L17.87 3.3 L20.7 6.13 L18.86 7.88 Z M15.5 12 A3.5 3.5 0 1 0 "
        + "8.5 12 A3.5 3.5 0 1 0 15.5 12 Z"
    /// A dome flaring to a rim, and a clapper below it.
    static let bellPath = "M12 2.5 C8.2 2.5 6 5.4 6 9.5 V14.5 L3.5 17.5 H20.5 L18 14.5 V9.5 C18 5.4 15.8 2.5 12 2.5 Z "
        + "M9.5 19 H14.5 A2.5 2.5 0 0 1 9.5 19 Z"
    /// Two lobes meeting in a notch at (12, 6.4) and a point at (12, 21), drawn clockwise on the screen.
    static let heartFillPath = "M12 21 C9 19 2.5 14.6 2.5 8.6 C2.5 5.6 4.8 3.5 7.4 3.5 C9.4 3.5 11 4.7 12 6.4 C13 4.7 "
        + "14.6 3.5 16.6 3.5 C19.2 3.5 21.5 5.6 21.5 8.6 C21.5 14.6 15 19 12 21 Z"
    /// The hole of the `heart` outline: the heart 1.8 units in (the notch and the point move 3.2 and 2.1
    /// in, along their bisectors), drawn the other way round.
    static let heartHolePath = "M12 18.9 C14.7 17.1 19.7 13.5 19.7 8.6 C19.7 6.6 18.2 5.3 16.6 5.3 C15.1 5.3 13.8 6.3 "
        + "13.1 7.7 L12 9.6 L10.9 7.7 C10.2 6.3 8.9 5.3 7.4 5.3 C5.8 5.3 4.3 6.6 4.3 8.6 C4.3 13.5 9.3 17.1 12 "
        + "18.9 Z"
    /// Five points: radius 10 and 4.1 around (12, 12.8).
    static let starFillPath = "M12 2.8 L14.41 9.48 L21.51 9.71 L15.9 14.07 L17.88 20.89 L12 16.9 L6.12 20.89 L8.1 "
        + "14.07 L2.49 9.71 L9.59 9.48 Z"
    /// The hole of the `star` outline: every edge of `starFillPath` moved 1.8 units inward, the corners where
    /// the moved edges meet, drawn the other way round.
    static let starHolePath = "M10.87 11.24 L7.54 11.35 L10.17 13.39 L9.24 16.6 L12 14.72 L14.76 16.6 L13.83 13.39 "
        + "L16.46 11.35 L13.13 11.24 L12 8.11 Z"
    /// A folded dart pointing up and right: two wings meeting at the nose, a gap along the fold.
    static let paperPlanePath = "M2.5 10.8 L21.5 2.5 L10.4 12.7 Z M21.5 2.5 L13.2 21.5 L11.4 13.6 Z"
    /// A page with a folded corner and three text lines, cut out with even-odd.
    static let documentPath = "M5 2.5 H14.5 L19.5 7.5 V21.5 H5 Z M14 3.5 V8 H18.5 Z M8 11 H16.5 V12.6 H8 Z M8 14.6 "
        + "H16.5 V16.2 H8 Z M8 18.2 H13.5 V19.8 H8 Z"
    /// A 2.2-unit stroke along (16.6, 4.1) -> (7, 12) -> (16.6, 19.9): a mitred bend, round ends.
    static let chevronLeftPath = "M17.3 4.95 L8.73 12 L17.3 19.05 A1.1 1.1 0 0 1 15.9 20.75 L5.27 12 L15.9 3.25 A1.1 "
        + "1.1 0 0 1 17.3 4.95 Z"
    /// A 2.2-unit stroke along (7.4, 4.1) -> (17, 12) -> (7.4, 19.9).
    static let chevronRightPath = "M8.1 3.25 L18.73 12 L8.1 20.75 A1.1 1.1 0 0 1 6.7 19.05 L15.27 12 L6.7 4.95 A1.1 "
        + "1.1 0 0 1 8.1 3.25 Z"
    /// A ring (radius 10 clockwise, 8.2 the other way) and three dots of radius 1.4.
    static let ellipsisPath = "M22 12 A10 10 0 1 1 2 12 A10 10 0 1 1 22 12 Z M20.2 12 A8.2 8.2 0 1 0 3.8 12 A8.2 8.2 "
        + "0 1 0 20.2 12 Z M9 12 A1.4 1.4 0 1 1 6.2 12 A1.4 1.4 0 1 1 9 12 Z M13.4 12 A1.4 1.4 0 1 1 10.6 12 "
        + "A1.4 1.4 0 1 1 13.4 12 Z M17.8 12 A1.4 1.4 0 1 1 15 12 A1.4 1.4 0 1 1 17.8 12 Z"
    /// 1.8-unit strokes: the box's sides from (8.6, 9) round to (15.4, 9), open at the top; the arrow's shaft
    /// (12, 15) -> (12, 3.4) and its head (8.2, 7.2) -> (12, 3.4) -> (15.8, 7.2).
    static let sharePath = "M8.6 9.9 L5.9 9.9 L5.9 20.1 L18.1 20.1 L18.1 9.9 L15.4 9.9 A0.9 0.9 0 0 1 15.4 8.1 L19.9 "
        + "8.1 L19.9 21.9 L4.1 21.9 L4.1 8.1 L8.6 8.1 A0.9 0.9 0 0 1 8.6 9.9 Z M11.1 15 L11.1 3.4 A0.9 0.9 0 0 "
        + "1 12.9 3.4 L12.9 15 A0.9 0.9 0 0 1 11.1 15 Z M7.56 6.56 L12 2.13 L16.44 6.56 A0.9 0.9 0 0 1 15.16 "
        + "7.84 L12 4.67 L8.84 7.84 A0.9 0.9 0 0 1 7.56 6.56 Z"
    /// A ring of radius 7.6 and 5.8 around (10.5, 10.5) and a 2.2-unit handle (15.9, 15.9) -> (20.9, 20.9).
    static let searchPath = "M18.1 10.5 A7.6 7.6 0 1 1 2.9 10.5 A7.6 7.6 0 1 1 18.1 10.5 Z M16.3 10.5 A5.8 5.8 0 1 0 "
        + "4.7 10.5 A5.8 5.8 0 1 0 16.3 10.5 Z M16.68 15.12 L21.68 20.12 A1.1 1.1 0 0 1 20.12 21.68 L15.12 "
        + "16.68 A1.1 1.1 0 0 1 16.68 15.12 Z"
    /// Two 2.6-unit bars with round ends: (3.5, 12) -> (20.5, 12) and (12, 3.5) -> (12, 20.5).
    static let plusPath = "M3.5 10.7 L20.5 10.7 A1.3 1.3 0 0 1 20.5 13.3 L3.5 13.3 A1.3 1.3 0 0 1 3.5 10.7 Z M13.3 "
        + "3.5 L13.3 20.5 A1.3 1.3 0 0 1 10.7 20.5 L10.7 3.5 A1.3 1.3 0 0 1 13.3 3.5 Z"
    /// A triangle pointing right.
    static let playPath = "M7 3.5 L20.5 12 L7 20.5 Z"
    /// 1.8-unit strokes: (3, 17) -> (7, 17) -> (15, 7) -> (20.2, 7) with a head at (20.2, 7), and its mirror
    /// about y = 12.
    static let shufflePath = "M3 16.1 L6.57 16.1 L14.57 6.1 L20.2 6.1 A0.9 0.9 0 0 1 20.2 7.9 L15.43 7.9 L7.43 17.9 "
        + "L3 17.9 A0.9 0.9 0 0 1 3 16.1 Z M18.04 3.56 L21.47 7 L18.04 10.44 A0.9 0.9 0 0 1 16.76 9.16 L18.93 7 "
        + "L16.76 4.84 A0.9 0.9 0 0 1 18.04 3.56 Z M3 6.1 L7.43 6.1 L15.43 16.1 L20.2 16.1 A0.9 0.9 0 0 1 20.2 "
        + "17.9 L14.57 17.9 L6.57 7.9 L3 7.9 A0.9 0.9 0 0 1 3 6.1 Z M18.04 13.56 L21.47 17 L18.04 20.44 A0.9 "
        + "0.9 0 0 1 16.76 19.16 L18.93 17 L16.76 14.84 A0.9 0.9 0 0 1 18.04 13.56 Z"
    /// A circle of radius 9.2 around (12, 11.2) opened between 118 and 158 degrees for a tail to (3.4, 21.3),
    /// and the inner circle of radius 7.4 the other way round.
    static let bubblePath = "M3.47 14.65 A9.2 9.2 0 1 1 7.68 19.32 L3.4 21.3 Z M19.4 11.2 A7.4 7.4 0 1 0 4.6 11.2 "
        + "A7.4 7.4 0 1 0 19.4 11.2 Z"
    /// 1.8-unit strokes: (5.5, 4.6) -> (5.5, 17) -> (12.8, 17) under a head pointing up at (5.5, 4.6), and
    /// (11.2, 7) -> (18.5, 7) -> (18.5, 19.4) over a head pointing down at (18.5, 19.4).
    static let repostPath = "M6.4 4.6 L6.4 16.1 L12.8 16.1 A0.9 0.9 0 0 1 12.8 17.9 L4.6 17.9 L4.6 4.6 A0.9 0.9 0 0 1 "
        + "6.4 4.6 Z M1.76 7.06 L5.5 3.33 L9.24 7.06 A0.9 0.9 0 0 1 7.96 8.34 L5.5 5.87 L3.04 8.34 A0.9 0.9 0 0 "
        + "1 1.76 7.06 Z M11.2 6.1 L19.4 6.1 L19.4 19.4 A0.9 0.9 0 0 1 17.6 19.4 L17.6 7.9 L11.2 7.9 A0.9 0.9 0 "
        + "0 1 11.2 6.1 Z M16.04 15.66 L18.5 18.13 L20.96 15.66 A0.9 0.9 0 0 1 22.24 16.94 L18.5 20.67 L14.76 "
        + "16.94 A0.9 0.9 0 0 1 16.04 15.66 Z"
    /// The band (5.5, 2.5) to (18.5, 21.5) notched up to (12, 16.6), and its edges moved 1.8 inward the other
    /// way round.
    static let bookmarkPath = "M5.5 2.5 L18.5 2.5 L18.5 21.5 L12 16.6 L5.5 21.5 Z M7.3 17.89 L12 14.35 L16.7 17.89 "
        + "L16.7 4.3 L7.3 4.3 Z"
}
