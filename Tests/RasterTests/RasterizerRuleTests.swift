import Testing
@testable import Raster

/// The rasterizer's libm-free helpers give exactly what the standard library's `truncatingRemainder` and
/// `rounded()` give, on every value the coverage totals can take and around each boundary.
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
}
