/// Vertical metrics of a face in font design units (y up), as HarfBuzz reports them from the font's
/// horizontal header (`hhea`, or `OS/2` typo metrics when the font asks for them): the same numbers
/// Core Text uses for `UIFont.ascender`, `.descender` and `.leading`.
package struct FontMetrics: Sendable, Equatable {
    /// Design units per em (e.g. 2048 for Inter); every other field is in these units.
    package var unitsPerEm: Int
    /// Distance from the baseline up to the top of the line (positive).
    package var ascender: Int
    /// Distance from the baseline down to the bottom of the line (negative, as in the font).
    package var descender: Int
    /// Extra gap the font asks for between lines (>= 0).
    package var lineGap: Int

    /// `ascender - descender + lineGap` in design units: UIKit's `UIFont.lineHeight` before scaling.
    package var naturalLineHeightUnits: Int { ascender - descender + lineGap }

    /// Converts a design-unit distance to points at `pointSize` (linear: no hinting is applied anywhere).
    package func points(_ units: Int, pointSize: Double) -> Double {
        Double(units) * pointSize / Double(max(1, unitsPerEm))
    }

    /// Converts a design-unit distance that need not be whole (fallback glyphs converted to this face's units) to
    /// points at `pointSize`; the same arithmetic as `points(_: Int, pointSize:)` for whole numbers.
    package func points(_ units: Double, pointSize: Double) -> Double {
        units * pointSize / Double(max(1, unitsPerEm))
    }

    /// `UIFont.lineHeight` for this face at `pointSize`: `(ascender - descender + lineGap) * size / unitsPerEm`.
    package func lineHeight(pointSize: Double) -> Double {
        points(naturalLineHeightUnits, pointSize: pointSize)
    }
}
