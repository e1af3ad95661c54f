/// A canvas of premultiplied sRGB RGBA8 pixels, row-major, 4 bytes per pixel (r, g, b, a with r, g, b <= a).
/// Drawing composites source-over. All coordinates are pixels, y downwards; pixel (x, y) covers the unit square
/// [x, x+1) x [y, y+1).
public struct Pixmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` premultiplied RGBA bytes, row-major.
    public internal(set) var pixels: [UInt8]

    /// A canvas filled with `fill` (negative sizes become 0).
    public init(width: Int, height: Int, fill: Color = .clear) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        let p = fill.premultiplied
        var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if p.a != 0 || p.r != 0 || p.g != 0 || p.b != 0 {
            for index in stride(from: 0, to: bytes.count, by: 4) {
                bytes[index] = p.r
                bytes[index + 1] = p.g
                bytes[index + 2] = p.b
                bytes[index + 3] = p.a
            }
        }
        self.pixels = bytes
    }

    /// A canvas over existing premultiplied bytes; nil unless `pixels.count == width * height * 4` and every colour
    /// channel is <= its alpha.
    public init?(width: Int, height: Int, premultipliedPixels pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = pixels[index + 3]
            guard pixels[index] <= alpha, pixels[index + 1] <= alpha, pixels[index + 2] <= alpha else { return nil }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The straight-alpha colour at (`x`, `y`); `.clear` outside the canvas.
    public func color(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let index = (y * width + x) * 4
        return Pixmap.unpremultiply(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// The pixels as straight-alpha RGBA8 (what PNG and GIF encoders want): each colour channel becomes
    /// round(c·255/a), and fully transparent pixels become (0, 0, 0, 0).
    public func unpremultipliedRGBA() -> [UInt8] {
        var output = [UInt8](repeating: 0, count: pixels.count)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let c = Pixmap.unpremultiply(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
            output[index] = c.r
            output[index + 1] = c.g
            output[index + 2] = c.b
            output[index + 3] = c.a
        }
        return output
    }

    static func unpremultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Color {
        if a == 255 { return Color(r: r, g: g, b: b, a: 255) }
        if a == 0 { return .clear }
        let alpha = Int(a)
        func channel(_ c: UInt8) -> UInt8 { UInt8(Swift.min(255, (Int(c) * 255 + alpha / 2) / alpha)) }
        return Color(r: channel(r), g: channel(g), b: channel(b), a: a)
    }

    var canvasBounds: PixelBounds { PixelBounds(x0: 0, y0: 0, x1: width, y1: height) }

    /// The region drawing may touch: the canvas, narrowed by the clip's bounds.
    func drawableBounds(_ clip: ClipMask?) -> PixelBounds {
        clip.map { canvasBounds.intersection($0.bounds) } ?? canvasBounds
    }
}

extension Pixmap {
    /// Composites `paint` through `mask` (source-over), scaled by `opacity` (0...1) and the clip's coverage.
    /// Paint coordinates are pixels. This is the one seam all shapes and text go through.
    public mutating func fill(mask: CoverageMask, paint: Paint, opacity: Double = 1, clip: ClipMask? = nil) {
        composite(mask: mask, shader: Shader(paint: paint, inverseTransform: .identity), opacity: opacity, clip: clip)
    }

    /// Composites a path's coverage under `fillRule`. The path and the paint's geometry are mapped by `transform`
    /// into pixels. Paths that are axis-aligned rectangles take the exact rectangle fast path.
    public mutating func fill(_ path: Path, paint: Paint, fillRule: FillRule = .nonZero, opacity: Double = 1,
                              transform: Transform = .identity, clip: ClipMask? = nil) {
        let limit = drawableBounds(clip)
        guard !limit.isEmpty else { return }
        let flattened = path.flattened(transform: transform)
        let mask: CoverageMask
        if let rect = Rasterizer.axisAlignedRect(flattened) {
            mask = Rasterizer.coverage(ofRect: rect, limit: limit)
        } else {
            mask = Rasterizer.coverage(of: flattened, fillRule: fillRule, limit: limit)
        }
        guard let inverse = transform.inverted() else { return }
        composite(mask: mask, shader: Shader(paint: paint, inverseTransform: inverse), opacity: opacity, clip: clip)
    }

    /// Composites an axis-aligned rectangle given in pixels: exact area coverage, whole-pixel edges are sharp.
    public mutating func fillRect(_ rect: Rect, paint: Paint, opacity: Double = 1, clip: ClipMask? = nil) {
        let limit = drawableBounds(clip)
        guard !limit.isEmpty else { return }
        let mask = Rasterizer.coverage(ofRect: rect, limit: limit)
        composite(mask: mask, shader: Shader(paint: paint, inverseTransform: .identity), opacity: opacity, clip: clip)
    }

    /// The coverage a path would get (for callers that cache masks or use them as clips).
    public func coverage(of path: Path, fillRule: FillRule = .nonZero, transform: Transform = .identity,
                         clip: ClipMask? = nil) -> CoverageMask {
        let limit = drawableBounds(clip)
        let flattened = path.flattened(transform: transform)
        if let rect = Rasterizer.axisAlignedRect(flattened) { return Rasterizer.coverage(ofRect: rect, limit: limit) }
        return Rasterizer.coverage(of: flattened, fillRule: fillRule, limit: limit)
    }

    /// Source-over of `shader` through mask x clip x opacity.
    mutating func composite(mask: CoverageMask, shader: Shader, opacity: Double, clip: ClipMask?) {
        let opacityByte = Int(Color.byte(opacity.isNaN ? 0 : opacity))
        guard opacityByte > 0, mask.width > 0, mask.height > 0 else { return }
        let region = drawableBounds(clip).intersection(
            PixelBounds(x0: mask.originX, y0: mask.originY, x1: mask.originX + mask.width,
                        y1: mask.originY + mask.height))
        guard !region.isEmpty else { return }
        let spanWidth = region.width
        var source = [UInt8](repeating: 0, count: spanWidth * 4)
        var clipRow = [UInt8](repeating: 255, count: spanWidth)
        let clipMaskStorage: CoverageMask?
        if let clip, case .mask(let clipMask) = clip.storage { clipMaskStorage = clipMask } else { clipMaskStorage = nil }
        let canvasWidth = width
        let maskCoverage = mask.coverage
        pixels.withUnsafeMutableBufferPointer { destination in
            maskCoverage.withUnsafeBufferPointer { coverage in
                for y in region.y0..<region.y1 {
                    if let clipMask = clipMaskStorage {
                        for index in 0..<spanWidth {
                            let cx = region.x0 + index - clipMask.originX, cy = y - clipMask.originY
                            clipRow[index] = cx >= 0 && cy >= 0 && cx < clipMask.width && cy < clipMask.height
                                ? clipMask.coverage[cy * clipMask.width + cx] : 0
                        }
                    }
                    shader.shade(y: y, x0: region.x0, count: spanWidth, into: &source)
                    let maskBase = (y - mask.originY) * mask.width - mask.originX
                    let rowBase = y * canvasWidth
                    source.withUnsafeBufferPointer { source in
                        for index in 0..<spanWidth {
                            let x = region.x0 + index
                            var weight = Int(coverage[maskBase + x])
                            if weight == 0 { continue }
                            if clipMaskStorage != nil { weight = mul255(weight, Int(clipRow[index])) }
                            if opacityByte != 255 { weight = mul255(weight, opacityByte) }
                            if weight == 0 { continue }
                            Pixmap.blend(source, index * 4, weight, into: destination, (rowBase + x) * 4)
                        }
                    }
                }
            }
        }
    }

    /// Source-over of one premultiplied source pixel scaled by `weight` (0...255) onto a destination pixel.
    @inline(__always)
    static func blend(_ source: UnsafeBufferPointer<UInt8>, _ s: Int, _ weight: Int,
                      into destination: UnsafeMutableBufferPointer<UInt8>, _ d: Int) {
        let full = weight == 255
        let sa = full ? Int(source[s + 3]) : mul255(Int(source[s + 3]), weight)
        if sa == 255 {
            destination[d] = source[s]
            destination[d + 1] = source[s + 1]
            destination[d + 2] = source[s + 2]
            destination[d + 3] = 255
            return
        }
        let keep = 255 - sa
        let sr = full ? Int(source[s]) : mul255(Int(source[s]), weight)
        let sg = full ? Int(source[s + 1]) : mul255(Int(source[s + 1]), weight)
        let sb = full ? Int(source[s + 2]) : mul255(Int(source[s + 2]), weight)
        destination[d] = UInt8(Swift.min(255, sr + mul255(Int(destination[d]), keep)))
        destination[d + 1] = UInt8(Swift.min(255, sg + mul255(Int(destination[d + 1]), keep)))
        destination[d + 2] = UInt8(Swift.min(255, sb + mul255(Int(destination[d + 2]), keep)))
        destination[d + 3] = UInt8(Swift.min(255, sa + mul255(Int(destination[d + 3]), keep)))
    }
}
