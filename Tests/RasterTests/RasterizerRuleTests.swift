import Testing
@testable import Raster

/// The rasterizer's libm-free helpers give exactly what the standard library's `truncatingRemainder`,
/// `rounded()`, `rounded(.down)` and `rounded(.up)` give, on every value the coverage totals can take and around
/// each boundary.
@Suite struct RasterizerRuleTests {
    /// Values near every whole and half number up to 300, tiny and huge magnitudes, infinity and NaN.
    static var values: [Float] {
        var values: [Float] = [0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-30, 0.49999997, 8_388_607.5,
                               8_388_608, 16_777_215, 16_777_216, 3e9, .greatestFiniteMagnitude, .infinity, .nan]
        for step in 0...600 {
            let value = Float(step) * 0.5
            values += [value, value.nextUp, value.nextDown, value + 0.25, value + 0.125]
        }
        return values
    }

    @Test func remainderOfTwoIsTruncatingRemainder() {
        for value in Self.values where !(value < 0) {
            let expected = value.truncatingRemainder(dividingBy: 2)
            let actual = Rasterizer.remainderOfTwo(value)
            #expect(actual == expected || (actual.isNaN && expected.isNaN), "\(value): \(actual) vs \(expected)")
        }
    }

    @Test func coverageByteIsTheClampedRoundedValue() {
        for value in Self.values + Self.values.map({ -$0 }) {
            let rounded = value.rounded()
            let expected: UInt8 = value.isNaN ? 0 : rounded >= 255 ? 255 : (rounded <= 0 ? 0 : UInt8(rounded))
            #expect(Rasterizer.coverageByte(value) == expected, "\(value)")
        }
    }

    /// Edge positions are clamped to 0...width: there the whole part and the ceiling cell are the standard
    /// library's `rounded(.down)` and `rounded(.up)`.
    @Test func wholePartAndCeilingCellAreFloorAndCeiling() {
        var positions: [Double] = [0, .leastNonzeroMagnitude, 1e-300, 0.5, 4095.999999, 1e15, 4_503_599_627_370_495.5]
        for step in 0...2000 {
            let value = Double(step) * 0.25
            positions += [value, value.nextUp, value.nextDown, value + 1e-9]
        }
        for x in positions where x >= 0 {
            #expect(Rasterizer.wholePart(x) == x.rounded(.down), "\(x)")
            #expect(Rasterizer.ceilingCell(x) == Int(x.rounded(.up)), "\(x)")
        }
    }
}
