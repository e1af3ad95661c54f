/// Where drawing may touch a canvas of `width` x `height` pixels: either a whole-pixel rectangle (fast, exact) or
/// an anti-aliased coverage mask (outside the mask nothing is drawn). Clips combine by intersection.
package struct ClipMask: Sendable, Equatable {
    enum Storage: Sendable, Equatable {
        /// Full coverage inside the pixel rectangle, none outside.
        case rect(PixelBounds)
        /// Coverage per pixel inside the mask's bounds, none outside.
        case mask(CoverageMask)
    }

    /// Canvas width the clip was made for.
    package let width: Int
    /// Canvas height the clip was made for.
    package let height: Int
    let storage: Storage

    init(width: Int, height: Int, storage: Storage) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        self.storage = storage
    }

    /// The whole canvas (clips nothing).
    package static func full(width: Int, height: Int) -> ClipMask {
        ClipMask(width: width, height: height, storage: .rect(PixelBounds(x0: 0, y0: 0, x1: width, y1: height)))
    }

    /// A rectangle in pixel coordinates. Whole-pixel edges clip hard; fractional edges clip with the exact
    /// partial coverage of the edge pixels.
    package static func rect(_ rect: Rect, width: Int, height: Int) -> ClipMask {
        let canvas = PixelBounds(x0: 0, y0: 0, x1: width, y1: height)
        let aligned = [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0.rounded() == $0 }
        if aligned || rect.isEmpty {
            let bounds = rect.isEmpty ? PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0)
                                      : PixelBounds.covering(rect).intersection(canvas)
            return ClipMask(width: width, height: height, storage: .rect(bounds))
        }
        return ClipMask(width: width, height: height, storage: .mask(Rasterizer.coverage(ofRect: rect, limit: canvas)))
    }

    /// The inside of `path` (mapped by `transform` into pixels) under `fillRule`, anti-aliased.
    package init(path: Path, fillRule: FillRule = .nonZero, transform: Transform = .identity, width: Int, height: Int) {
        let canvas = PixelBounds(x0: 0, y0: 0, x1: Swift.max(0, width), y1: Swift.max(0, height))
        let flattened = path.flattened(transform: transform, visible: canvas.grownRect)
        if let rect = Rasterizer.axisAlignedRect(flattened) {
            self = ClipMask.rect(rect, width: width, height: height)
        } else {
            self.init(width: width, height: height,
                      storage: .mask(Rasterizer.coverage(of: flattened, fillRule: fillRule, limit: canvas)))
        }
    }

    /// An existing coverage mask used as a clip.
    package init(mask: CoverageMask, width: Int, height: Int) {
        self.init(width: width, height: height, storage: .mask(mask))
    }

    /// The pixel rectangle outside which the clip is fully closed.
    var bounds: PixelBounds {
        let canvas = PixelBounds(x0: 0, y0: 0, x1: width, y1: height)
        switch storage {
        case .rect(let rect): return rect.intersection(canvas)
        case .mask(let mask):
            return PixelBounds(x0: mask.originX, y0: mask.originY, x1: mask.originX + mask.width,
                               y1: mask.originY + mask.height).intersection(canvas)
        }
    }

    /// Clip coverage of one pixel, 0...255.
    package func coverage(x: Int, y: Int) -> UInt8 {
        switch storage {
        case .rect(let rect):
            return x >= rect.x0 && x < rect.x1 && y >= rect.y0 && y < rect.y1 ? 255 : 0
        case .mask(let mask):
            let mx = x - mask.originX, my = y - mask.originY
            guard mx >= 0, my >= 0, mx < mask.width, my < mask.height else { return 0 }
            return mask.coverage[my * mask.width + mx]
        }
    }

    /// The region inside both clips: rect ∩ rect stays a rect; otherwise coverages multiply (rounded a·b/255).
    package func intersected(with other: ClipMask) -> ClipMask {
        let w = Swift.min(width, other.width), h = Swift.min(height, other.height)
        if case .rect(let a) = storage, case .rect(let b) = other.storage {
            return ClipMask(width: w, height: h, storage: .rect(a.intersection(b)))
        }
        let region = bounds.intersection(other.bounds).intersection(PixelBounds(x0: 0, y0: 0, x1: w, y1: h))
        guard !region.isEmpty else {
            return ClipMask(width: w, height: h, storage: .rect(PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0)))
        }
        let regionWidth = region.width
        var combined = [UInt8](repeating: 0, count: regionWidth * region.height)
        var otherRow = [UInt8](repeating: 0, count: regionWidth)
        combined.withUnsafeMutableBufferPointer { output in
            otherRow.withUnsafeMutableBufferPointer { otherRow in
                for y in region.y0..<region.y1 {
                    let row = UnsafeMutableBufferPointer(rebasing: output[((y - region.y0) * regionWidth)...]
                        .prefix(regionWidth))
                    coverageRow(y: y, x0: region.x0, into: row)
                    other.coverageRow(y: y, x0: region.x0, into: otherRow)
                    for index in 0..<regionWidth { row[index] = mul255(row[index], otherRow[index]) }
                }
            }
        }
        return ClipMask(width: w, height: h, storage: .mask(
            CoverageMask(originX: region.x0, originY: region.y0, width: region.width, height: region.height,
                         coverage: combined)))
    }

    /// Writes the coverage of pixels (x0 ..< x0 + row.count, y) into `row` (0 outside the clip).
    func coverageRow(y: Int, x0: Int, into row: UnsafeMutableBufferPointer<UInt8>) {
        let count = row.count
        switch storage {
        case .rect(let rect):
            let inside = y >= rect.y0 && y < rect.y1
            for index in 0..<count {
                let x = x0 + index
                row[index] = inside && x >= rect.x0 && x < rect.x1 ? 255 : 0
            }
        case .mask(let mask):
            let my = y - mask.originY
            guard my >= 0, my < mask.height else {
                for index in 0..<count { row[index] = 0 }
                return
            }
            mask.coverage.withUnsafeBufferPointer { coverage in
                let base = my * mask.width
                for index in 0..<count {
                    let mx = x0 + index - mask.originX
                    row[index] = mx >= 0 && mx < mask.width ? coverage[base + mx] : 0
                }
            }
        }
    }
}
