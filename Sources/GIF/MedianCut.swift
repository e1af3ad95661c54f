/// Median cut (Heckbert 1982, "Color image quantization for frame buffer display") over weighted colour bins.
///
/// Repeatedly splits the box with the largest weighted squared error (ties: earliest box) along its channel
/// of largest weighted spread, at the count-weighted median, until `boxes` boxes exist or none can split.
/// Returns each box's count-weighted mean colour, in box order.
enum MedianCut {
    private struct Box {
        var range: Range<Int>
        var error: Double
        var channel: Int
    }

    static func centroids(of bins: [ColorBin], boxes target: Int) -> [PaletteColor] {
        guard !bins.isEmpty, target > 0 else { return [] }
        var items = bins
        var boxes = [makeBox(items, 0..<items.count)]
        while boxes.count < target {
            // The box to split: largest error among boxes holding more than one bin.
            var chosen = -1
            for (i, box) in boxes.enumerated() where box.range.count > 1 && box.error > 0 {
                if chosen < 0 || box.error > boxes[chosen].error { chosen = i }
            }
            guard chosen >= 0 else { break }
            let box = boxes[chosen]
            let channel = box.channel
            var slice = Array(items[box.range])
            slice.sort { lhs, rhs in
                let a = value(lhs, channel), b = value(rhs, channel)
                return a != b ? a < b : lhs.key < rhs.key
            }
            items.replaceSubrange(box.range, with: slice)
            // Count-weighted median: first index where the running count reaches half; both halves non-empty.
            let total = slice.reduce(0) { $0 + $1.count }
            var running = 0.0
            var cut = box.range.lowerBound + 1
            for (offset, bin) in slice.enumerated() {
                running += bin.count
                if running >= total / 2 {
                    cut = box.range.lowerBound + offset + 1
                    break
                }
            }
            cut = min(max(cut, box.range.lowerBound + 1), box.range.upperBound - 1)
            boxes[chosen] = makeBox(items, box.range.lowerBound..<cut)
            boxes.insert(makeBox(items, cut..<box.range.upperBound), at: chosen + 1)
        }
        return boxes.map { mean(items, $0.range) }
    }

    private static func value(_ bin: ColorBin, _ channel: Int) -> Double {
        channel == 0 ? bin.r : (channel == 1 ? bin.g : bin.b)
    }

    private static func makeBox(_ items: [ColorBin], _ range: Range<Int>) -> Box {
        var n = 0.0, sr = 0.0, sg = 0.0, sb = 0.0, qr = 0.0, qg = 0.0, qb = 0.0
        for bin in items[range] {
            n += bin.count
            sr += bin.count * bin.r; sg += bin.count * bin.g; sb += bin.count * bin.b
            qr += bin.count * bin.r * bin.r; qg += bin.count * bin.g * bin.g; qb += bin.count * bin.b * bin.b
        }
        // Weighted sum of squared deviations per channel: sum(w x^2) - (sum(w x))^2 / sum(w).
        let er = max(0, qr - sr * sr / n) * Double(ColorMetric.redWeight)
        let eg = max(0, qg - sg * sg / n) * Double(ColorMetric.greenWeight)
        let eb = max(0, qb - sb * sb / n) * Double(ColorMetric.blueWeight)
        let channel = er >= eg && er >= eb ? 0 : (eg >= eb ? 1 : 2)
        return Box(range: range, error: er + eg + eb, channel: channel)
    }

    private static func mean(_ items: [ColorBin], _ range: Range<Int>) -> PaletteColor {
        var n = 0.0, sr = 0.0, sg = 0.0, sb = 0.0
        for bin in items[range] {
            n += bin.count
            sr += bin.count * bin.r; sg += bin.count * bin.g; sb += bin.count * bin.b
        }
        return PaletteColor(r: channelByte(sr / n), g: channelByte(sg / n), b: channelByte(sb / n))
    }
}

/// Rounds a channel mean to a byte (clamped to 0...255; NaN gives 0).
func channelByte(_ value: Double) -> UInt8 {
    guard value.isFinite else { return 0 }
    return UInt8(min(max(value.rounded(), 0), 255))
}
