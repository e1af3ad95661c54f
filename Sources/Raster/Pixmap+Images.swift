extension Pixmap {
    /// Draws `image` for a view occupying `rect` (pixels) per `contentMode`, resampled with area averaging when
    /// shrinking and bilinear interpolation when enlarging, with exact fractional placement (edges anti-aliased).
    /// The image is NOT cut to `rect`: pass `clip` (e.g. `ClipMask.rect(rect, ...)`) when the view clips.
    /// `naturalScale` is destination pixels per image pixel for `.center` and `.top`.
    package mutating func drawImage(_ image: RasterImage, in rect: Rect, contentMode: ContentMode, opacity: Double = 1,
                                   naturalScale: Double = 1, clip: ClipMask? = nil) {
        let target = contentMode.imageRect(imageWidth: image.width, imageHeight: image.height, in: rect,
                                           naturalScale: naturalScale)
        drawImage(image, stretchedTo: target, opacity: opacity, clip: clip)
    }

    /// Draws `image` stretched exactly over `target` (pixels, fractional allowed).
    package mutating func drawImage(_ image: RasterImage, stretchedTo target: Rect, opacity: Double = 1,
                                   clip: ClipMask? = nil) {
        guard image.width > 0, image.height > 0, !target.isEmpty, target.width.isFinite, target.height.isFinite
        else { return }
        let limit = drawableBounds(clip)
        guard !limit.isEmpty, let region = Rasterizer.RectAxes(rect: target, limit: limit)?.bounds else { return }
        let bytes = Resampler.resample(source: image.pixels, sourceWidth: image.width, sourceHeight: image.height,
                                       region: region, originX: target.x, originY: target.y,
                                       scaleX: target.width / Double(image.width),
                                       scaleY: target.height / Double(image.height),
                                       coloursWithinAlpha: image.coloursWithinAlpha)
        compositeRect(target, shader: Shader(kind: .pixels(bounds: region, bytes: bytes)), opacity: opacity, clip: clip)
    }

    /// The canvas reduced (or enlarged) to exactly `toWidth` pixels wide, height `round(height · toWidth / width)`
    /// (at least 1). Shrinking averages each output pixel's exact footprint (box filter with fractional edge
    /// weights) in premultiplied sRGB; enlarging is bilinear. Returns an empty canvas for `toWidth <= 0` or an
    /// empty source.
    package func downsampled(toWidth: Int) -> Pixmap {
        if isWindow { return compacted().downsampled(toWidth: toWidth) }
        guard toWidth > 0, width > 0, height > 0 else { return Pixmap(width: 0, height: 0) }
        let newHeight = Swift.max(1, Int((Double(height) * Double(toWidth) / Double(width)).rounded()))
        var result = Pixmap(width: toWidth, height: newHeight)
        // A band of rows at a time: the resampler's float rows then cover one band's source rows, not the whole
        // canvas. Every output row is computed as in one call (same taps, same sums), so the bytes do not change.
        let bandRows = Swift.max(1, Self.downsampleBandPixels / toWidth)
        let rowBytes = toWidth * 4
        result.pixels.withUnsafeMutableBufferPointer { output in
            var top = 0
            while top < newHeight {
                let bottom = Swift.min(newHeight, top + bandRows)
                let band = Resampler.resample(source: pixels, sourceWidth: width, sourceHeight: height,
                                              region: PixelBounds(x0: 0, y0: top, x1: toWidth, y1: bottom),
                                              originX: 0, originY: 0, scaleX: Double(toWidth) / Double(width),
                                              scaleY: Double(newHeight) / Double(height),
                                              coloursWithinAlpha: false)
                _ = UnsafeMutableBufferPointer(rebasing: output[top * rowBytes ..< top * rowBytes + band.count])
                    .update(fromContentsOf: band)
                top = bottom
            }
        }
        return result
    }

    /// Output pixels `downsampled(toWidth:)` resamples at a time (2^20: a 4096 px wide frame in bands of 256 rows,
    /// whose float intermediate is about 21 MB instead of 745 MB for the whole frame; docs/library.md#memory).
    static let downsampleBandPixels = 1 << 20
}
