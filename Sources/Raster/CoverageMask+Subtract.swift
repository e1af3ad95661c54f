extension CoverageMask {
    /// The mask with `other`'s coverage taken away: each pixel keeps a·(255 − b)/255 (exactly rounded), where b is
    /// `other`'s coverage at the same canvas pixel (0 outside it). Same origin and size as `self`.
    package func subtracting(_ other: CoverageMask) -> CoverageMask {
        var result = self
        let x0 = Swift.max(originX, other.originX), x1 = Swift.min(originX + width, other.originX + other.width)
        let y0 = Swift.max(originY, other.originY), y1 = Swift.min(originY + height, other.originY + other.height)
        guard x0 < x1, y0 < y1 else { return result }
        for y in y0..<y1 {
            let row = (y - originY) * width - originX, otherRow = (y - other.originY) * other.width - other.originX
            for x in x0..<x1 {
                result.coverage[row + x] = mul255(coverage[row + x], 255 - other.coverage[otherRow + x])
            }
        }
        return result
    }
}
