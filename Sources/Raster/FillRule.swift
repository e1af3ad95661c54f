/// Which points count as inside a path whose outline crosses itself or nests.
package enum FillRule: Sendable, Equatable {
    /// Inside where the winding number is not zero (SVG/Core Graphics default).
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}
