/// Icons a view names with `icon:` instead of writing `path:` (docs/scenes.md#vector-shapes): simple geometric
/// glyphs drawn for this project on a 24 x 24 grid, written in the same SVG path syntax a scene uses, filled with
/// the non-zero rule (holes are sub-paths drawn the other way round, or cut with even-odd where noted).
public enum BuiltInIcon: String, Sendable, CaseIterable {
    case house, magnifyingGlass, person, gear, bell, heart, star, paperPlane, document

    /// The grid every built-in icon is drawn on.
    public static let viewBox = Rect(x: 0, y: 0, width: 24, height: 24)

    /// The icon's outline as SVG path data on `viewBox`.
    public var pathData: String {
        switch self {
        case .house:
            // A roof with eaves over a body with a door cut from the bottom edge: one outline.
            "M12 2.5 L1.5 12 H4.5 V21.5 H10 V15.5 H14 V21.5 H19.5 V12 H22.5 Z"
        case .magnifyingGlass:
            // A ring (outer circle clockwise, inner counter-clockwise) and a handle on the diagonal.
            "M17.2 10 A7.2 7.2 0 1 1 2.8 10 A7.2 7.2 0 1 1 17.2 10 Z M14.8 10 A4.8 4.8 0 1 0 5.2 10 "
                + "A4.8 4.8 0 1 0 14.8 10 Z M15.37 13.39 L21.45 19.47 L19.47 21.45 L13.39 15.37 Z"
        case .person:
            // A head and rounded shoulders, apart.
            "M16.5 7 A4.5 4.5 0 1 1 7.5 7 A4.5 4.5 0 1 1 16.5 7 Z "
                + "M3.5 21.5 C3.5 16.3 7.3 13.5 12 13.5 C16.7 13.5 20.5 16.3 20.5 21.5 Z"
        case .gear:
            // Eight tapered teeth around a body of radius 8, a round hole of radius 3.5.
            "M19.76 10.06 L22.31 10 L22.31 14 L19.76 13.94 L18.86 16.12 L20.7 17.87 L17.87 20.7 L16.12 18.86 "
                + "L13.94 19.76 L14 22.31 L10 22.31 L10.06 19.76 L7.88 18.86 L6.13 20.7 L3.3 17.87 L5.14 16.12 "
                + "L4.24 13.94 L1.69 14 L1.69 10 L4.24 10.06 L5.14 7.88 L3.3 6.13 L6.13 3.3 L7.88 5.14 L10.06 4.24 "
                + "L10 1.69 L14 1.69 L13.94 4.24 L16.12 5.14 L17.87 3.3 L20.7 6.13 L18.86 7.88 Z "
                + "M15.5 12 A3.5 3.5 0 1 0 8.5 12 A3.5 3.5 0 1 0 15.5 12 Z"
        case .bell:
            // A dome flaring to a rim, and a clapper below it.
            "M12 2.5 C8.2 2.5 6 5.4 6 9.5 V14.5 L3.5 17.5 H20.5 L18 14.5 V9.5 C18 5.4 15.8 2.5 12 2.5 Z "
                + "M9.5 19 H14.5 A2.5 2.5 0 0 1 9.5 19 Z"
        case .heart:
            "M12 21 C9 19 2.5 14.6 2.5 8.6 C2.5 5.6 4.8 3.5 7.4 3.5 C9.4 3.5 11 4.7 12 6.4 "
                + "C13 4.7 14.6 3.5 16.6 3.5 C19.2 3.5 21.5 5.6 21.5 8.6 C21.5 14.6 15 19 12 21 Z"
        case .star:
            // Five points: radius 10 and 4.1 around (12, 12.8).
            "M12 2.8 L14.41 9.48 L21.51 9.71 L15.9 14.07 L17.88 20.89 L12 16.9 L6.12 20.89 L8.1 14.07 L2.49 9.71 "
                + "L9.59 9.48 Z"
        case .paperPlane:
            // A folded dart pointing up and right: two wings meeting at the nose, a gap along the fold.
            "M2.5 10.8 L21.5 2.5 L10.4 12.7 Z M21.5 2.5 L13.2 21.5 L11.4 13.6 Z"
        case .document:
            // A page with a folded corner and three text lines, cut out with even-odd.
            "M5 2.5 H14.5 L19.5 7.5 V21.5 H5 Z M14 3.5 V8 H18.5 Z M8 11 H16.5 V12.6 H8 Z M8 14.6 H16.5 V16.2 H8 Z "
                + "M8 18.2 H13.5 V19.8 H8 Z"
        }
    }

    /// How the icon's sub-paths combine.
    public var fillRule: ShapeFillRule { self == .document ? .evenOdd : .nonZero }

    /// The icon as a shape in `color`. The path data is this file's and always parses (a test checks every icon).
    public func shape(color: Color = VectorShape.defaultColor) -> VectorShape {
        let path = (try? VectorPath.parse(pathData).get()) ?? VectorPath(elements: [])
        return VectorShape(path: path, viewBox: Self.viewBox, color: color, fillRule: fillRule)
    }
}
