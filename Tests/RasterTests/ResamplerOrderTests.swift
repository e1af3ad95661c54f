import Testing
@testable import Raster

/// The resampler's fast paths (fixed tap counts with zero-padded windows, the ring of filtered rows, rounding in
/// float lanes) must give exactly what the plain separable filter gives: per pixel, the horizontal sums
/// 0 + w0·p0 + w1·p1 + ... over each used source row, then the vertical sums of those in the same order, rounded
/// half away from zero, clamped to 0...255 and to the pixel's alpha.
@Suite struct ResamplerOrderTests {
    /// Premultiplied pixels with varied values (alpha 255 or a partial alpha, colours at most alpha).
    static func source(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let alpha = (x + 2 * y) % 5 == 0 ? 128 : 255
                let r = (x * 37 + y * 11) % 256, g = (x * 5 + y * 53) % 256, b = (x * x + y) % 256
                bytes += [UInt8(min(r, alpha)), UInt8(min(g, alpha)), UInt8(min(b, alpha)), UInt8(alpha)]
            }
        }
        return bytes
    }

    /// The plain filter, written from the definition above with the same taps.
    static func reference(source: [UInt8], sourceWidth: Int, sourceHeight: Int, region: PixelBounds,
                          originX: Double, originY: Double, scaleX: Double, scaleY: Double) -> [UInt8] {
        let columns = Resampler.taps(start: region.x0, count: region.width, origin: originX, scale: scaleX,
                                     sourceCount: sourceWidth)
        let rows = Resampler.taps(start: region.y0, count: region.height, origin: originY, scale: scaleY,
                                  sourceCount: sourceHeight)
        var out: [UInt8] = []
        for rowTaps in rows {
            for columnTaps in columns {
                var vertical = [Float](repeating: 0, count: 4)
                for (k, rowWeight) in rowTaps.weights.enumerated() {
                    let sourceY = rowTaps.first + k
                    var horizontal = [Float](repeating: 0, count: 4)
                    for (j, columnWeight) in columnTaps.weights.enumerated() {
                        let index = (sourceY * sourceWidth + columnTaps.first + j) * 4
                        for channel in 0..<4 {
                            horizontal[channel] = horizontal[channel] + columnWeight * Float(source[index + channel])
                        }
                    }
                    for channel in 0..<4 { vertical[channel] = vertical[channel] + rowWeight * horizontal[channel] }
                }
                let bytes = vertical.map { UInt8(min(255, max(0, $0)).rounded(.toNearestOrAwayFromZero)) }
                out += [min(bytes[0], bytes[3]), min(bytes[1], bytes[3]), min(bytes[2], bytes[3]), bytes[3]]
            }
        }
        return out
    }

    /// (scale, origin): shrinking slightly (2-3 taps), by more than 4x (the general path), enlarging, with
    /// fractional origins and windows that reach the right and bottom edges.
    @Test(arguments: [(0.88, -3.4), (0.2, 0.7), (1.7, -5.25), (1.0, 0.5), (0.5, 0.0)])
    func fastPathsEqualThePlainFilter(scale: Double, origin: Double) {
        let sourceWidth = 41, sourceHeight = 29
        let source = Self.source(width: sourceWidth, height: sourceHeight)
        let region = PixelBounds(x0: 0, y0: 1, x1: Int((Double(sourceWidth) * scale + origin).rounded(.up)),
                                 y1: Int((Double(sourceHeight) * scale + origin).rounded(.up)))
        let fast = Resampler.resample(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                      region: region, originX: origin, originY: origin, scaleX: scale, scaleY: scale)
        let plain = Self.reference(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                   region: region, originX: origin, originY: origin, scaleX: scale, scaleY: scale)
        #expect(fast.count == region.width * region.height * 4)
        #expect(fast == plain)
    }
}
