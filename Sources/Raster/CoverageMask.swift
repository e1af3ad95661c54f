/// An 8-bit coverage mask placed at an integer pixel origin: the one seam between coverage (shapes, glyphs)
/// and colour (paints, compositing). `coverage[y * width + x]` is 0 (outside) ... 255 (fully covered) for the
/// pixel at (`originX + x`, `originY + y`).
package struct CoverageMask: Sendable, Equatable {
    /// Pixel column of the mask's left edge in the destination.
    package var originX: Int
    /// Pixel row of the mask's top edge in the destination.
    package var originY: Int
    /// Width in pixels (>= 0).
    package var width: Int
    /// Height in pixels (>= 0).
    package var height: Int
    /// Row-major coverage, `width * height` bytes.
    package var coverage: [UInt8]

    /// A mask of the given size; `coverage` must hold `width * height` bytes (missing bytes read as 0).
    package init(originX: Int, originY: Int, width: Int, height: Int, coverage: [UInt8]) {
        self.originX = originX
        self.originY = originY
        self.width = max(0, width)
        self.height = max(0, height)
        var bytes = coverage
        let count = self.width * self.height
        if bytes.count < count { bytes += [UInt8](repeating: 0, count: count - bytes.count) }
        if bytes.count > count { bytes.removeLast(bytes.count - count) }
        self.coverage = bytes
    }
}
