import Foundation

/// How two frames' straight RGBA pixels differ under a `PixelTolerance` (docs/library.md#tolerances).
struct PixelComparison: Sendable, Equatable {
    /// Pixels beyond the tolerance's per-pixel threshold.
    var differingPixels = 0
    /// Largest difference of one channel over the frame (0 when identical).
    var maxChannelDelta = 0
    /// Largest CIE76 ΔE*ab over the frame (perceptual tolerances only).
    var maxDeltaE = 0.0
    /// Bounding box of the differing pixels: x, y, width, height in pixels (nil when none differ).
    var bounds: (x: Int, y: Int, width: Int, height: Int)?
    /// Whether the frame differs: more than the tolerance's fraction of its pixels do.
    var differs = false

    static func == (left: PixelComparison, right: PixelComparison) -> Bool {
        left.differingPixels == right.differingPixels && left.maxChannelDelta == right.maxChannelDelta
            && left.maxDeltaE == right.maxDeltaE && left.differs == right.differs
            && left.bounds.map { [$0.x, $0.y, $0.width, $0.height] } == right.bounds.map { [$0.x, $0.y, $0.width, $0.height] }
    }

    /// Compares two frames of `width` x `height` pixels (4 straight bytes each, row-major).
    init(actual: [UInt8], expected: [UInt8], width: Int, height: Int, tolerance: PixelTolerance) {
        precondition(actual.count == width * height * 4 && expected.count == actual.count, "frame sizes differ")
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        actual.withUnsafeBufferPointer { now in
            expected.withUnsafeBufferPointer { then in
                for y in 0..<height {
                    for x in 0..<width {
                        let pixel = Self.pixel(now, then, at: (y * width + x) * 4, tolerance: tolerance)
                        guard pixel.delta > 0 else { continue }
                        maxChannelDelta = max(maxChannelDelta, pixel.delta)
                        maxDeltaE = max(maxDeltaE, pixel.deltaE)
                        let beyond = pixel.beyond
                        guard beyond else { continue }
                        differingPixels += 1
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        if differingPixels > 0 { bounds = (minX, minY, maxX - minX + 1, maxY - minY + 1) }
        differs = Double(differingPixels) > tolerance.maxFraction * Double(width * height)
    }

    /// One pixel at byte `base`: its largest channel difference, its ΔE (perceptual tolerances only, else 0) and
    /// whether it is beyond the tolerance's per-pixel threshold.
    static func pixel(_ now: UnsafeBufferPointer<UInt8>, _ then: UnsafeBufferPointer<UInt8>, at base: Int,
                      tolerance: PixelTolerance) -> (delta: Int, deltaE: Double, beyond: Bool)
    {
        var delta = 0
        for channel in 0..<4 { delta = max(delta, abs(Int(now[base + channel]) - Int(then[base + channel]))) }
        guard delta > 0 else { return (0, 0, false) }
        switch tolerance {
        case .exact: return (delta, 0, true)
        case .channels(let maxDelta, _): return (delta, 0, delta > maxDelta)
        case .perceptual(let maxDeltaE, _):
            let deltaE = ColorDifference.deltaE76(
                ColorDifference.lab(red: now[base], green: now[base + 1], blue: now[base + 2], alpha: now[base + 3]),
                ColorDifference.lab(red: then[base], green: then[base + 1], blue: then[base + 2], alpha: then[base + 3]))
            return (delta, deltaE, deltaE > maxDeltaE)
        }
    }

    /// The message's middle: `312 pixels differ, max channel delta 9, bounds (0, 88, 375, 140)`.
    func summary(perceptual: Bool) -> String {
        var text = "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ\(differingPixels == 1 ? "s" : ""), "
            + "max channel delta \(maxChannelDelta)"
        if perceptual { text += String(format: ", max ΔE %.2f", maxDeltaE) }
        if let bounds { text += ", bounds (\(bounds.x), \(bounds.y), \(bounds.width), \(bounds.height))" }
        return text
    }

    /// A picture of the difference: the actual frame dimmed to a third of its brightness, in grey, with pixels beyond
    /// the tolerance in magenta and those that differ within it in orange (straight RGBA, opaque).
    static func diffImage(actual: [UInt8], expected: [UInt8], width: Int, height: Int,
                          tolerance: PixelTolerance) -> [UInt8]
    {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        actual.withUnsafeBufferPointer { now in
            expected.withUnsafeBufferPointer { then in
                for base in stride(from: 0, to: width * height * 4, by: 4) {
                    let pixel = Self.pixel(now, then, at: base, tolerance: tolerance)
                    let color: (UInt8, UInt8, UInt8)
                    if pixel.beyond {
                        color = (255, 0, 255)
                    } else if pixel.delta > 0 {
                        color = (255, 160, 0)
                    } else {
                        // Rec. 709 luma of the actual pixel over white, brought to a third of its contrast.
                        let alpha = Double(now[base + 3]) / 255
                        func over(_ value: UInt8) -> Double { Double(value) * alpha + 255 * (1 - alpha) }
                        let luma = 0.2126 * over(now[base]) + 0.7152 * over(now[base + 1]) + 0.0722 * over(now[base + 2])
                        let grey = UInt8((luma / 3 + 170 * 2 / 3).rounded())
                        color = (grey, grey, grey)
                    }
                    out[base] = color.0
                    out[base + 1] = color.1
                    out[base + 2] = color.2
                }
            }
        }
        return out
    }
}
