/// A canvas of premultiplied sRGB RGBA8 pixels, row-major, 4 bytes per pixel (r, g, b, a with r, g, b <= a).
/// Drawing composites source-over. All coordinates are pixels, y downwards; pixel (x, y) covers the unit square
/// [x, x+1) x [y, y+1).
public struct Pixmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` premultiplied RGBA bytes, row-major. (A window, which only this package makes, paints
    /// into a rectangle of a larger canvas: its `pixels` are that canvas's; see `Pixmap+Window.swift`.)
    public internal(set) var pixels: [UInt8]
    /// Pixels from the start of one row to the start of the next in `pixels`: `width`, except in a window.
    @usableFromInline let rowStride: Int
    /// Where pixel (0, 0) is in `pixels`, counted in pixels: 0, except in a window.
    @usableFromInline let firstPixel: Int

    /// A canvas filled with `fill` (negative sizes become 0).
    package init(width: Int, height: Int, fill: Color = .clear) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        rowStride = self.width
        firstPixel = 0
        let p = fill.premultiplied
        let count = self.width * self.height
        if p.a != 0 || p.r != 0 || p.g != 0 || p.b != 0 {
            let pattern = Pixmap.packed(r: p.r, g: p.g, b: p.b, a: p.a)
            self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                // Whole pixels written through a scoped rebinding (array storage is word-aligned): outside the
                // closure the bytes are bound to UInt8 again, as the array reads them.
                buffer.baseAddress?.withMemoryRebound(to: UInt32.self, capacity: count) { words in
                    words.initialize(repeating: pattern, count: count)
                }
                initialized = count * 4
            }
        } else {
            self.pixels = [UInt8](repeating: 0, count: count * 4)
        }
    }

    /// Four channel bytes as one word whose in-memory byte order is r, g, b, a (on any endianness).
    @inline(__always)
    static func packed(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
    }

    /// A canvas over existing premultiplied bytes; nil unless `pixels.count == width * height * 4` and every colour
    /// channel is <= its alpha.
    package init?(width: Int, height: Int, premultipliedPixels pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = pixels[index + 3]
            guard pixels[index] <= alpha, pixels[index + 1] <= alpha, pixels[index + 2] <= alpha else { return nil }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
        rowStride = width
        firstPixel = 0
    }

    /// The straight-alpha colour at (`x`, `y`); `.clear` outside the canvas. Inlinable: callers that sample many
    /// pixels (the home indicator's backdrop) then read the bytes directly instead of calling across modules.
    @inlinable
    public func color(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let index = (firstPixel + y * rowStride + x) * 4
        return Pixmap.unpremultiply(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// The pixels as straight-alpha RGBA8 (what PNG and GIF encoders want): each colour channel becomes
    /// round(c·255/a), and fully transparent pixels become (0, 0, 0, 0).
    public func unpremultipliedRGBA() -> [UInt8] {
        if isWindow { return compacted().unpremultipliedRGBA() }
        // An opaque canvas is its own straight-alpha form (c·255/255 = c): share the storage, copy nothing.
        if isOpaque { return pixels }
        return pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: source.count) { output, initialized in
                for index in stride(from: 0, to: source.count - 3, by: 4) {
                    let c = Pixmap.unpremultiply(source[index], source[index + 1], source[index + 2],
                                                 source[index + 3])
                    output[index] = c.r
                    output[index + 1] = c.g
                    output[index + 2] = c.b
                    output[index + 3] = c.a
                }
                initialized = source.count
            }
        }
    }

    /// True when every pixel's alpha is 255 (then premultiplied and straight bytes are the same).
    package var isOpaque: Bool {
        if isWindow { return compacted().isOpaque }
        return pixels.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return true }
            let count = bytes.count / 4
            let alphaMask = Pixmap.packed(r: 0, g: 0, b: 0, a: 255)
            // Array storage is word-aligned, so the bytes can be read as whole pixels.
            return UnsafeRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: count) { words in
                var start = 0
                // Branch-free AND over blocks (vectorises); stop at the first block with a non-opaque pixel.
                while start < count {
                    let end = Swift.min(count, start + 4096)
                    var block: UInt32 = 0xFFFF_FFFF
                    for index in start..<end { block &= words[index] }
                    if block & alphaMask != alphaMask { return false }
                    start = end
                }
                return true
            }
        }
    }

    @usableFromInline
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
    package mutating func fill(mask: CoverageMask, paint: Paint, opacity: Double = 1, clip: ClipMask? = nil) {
        composite(mask: mask, shader: Shader(paint: paint, inverseTransform: .identity), opacity: opacity, clip: clip)
    }

    /// Composites a path's coverage under `fillRule`. The path and the paint's geometry are mapped by `transform`
    /// into pixels. Paths that are axis-aligned rectangles take the exact rectangle fast path.
    package mutating func fill(_ path: Path, paint: Paint, fillRule: FillRule = .nonZero, opacity: Double = 1,
                              transform: Transform = .identity, clip: ClipMask? = nil) {
        let limit = drawableBounds(clip)
        guard !limit.isEmpty else { return }
        let flattened = path.flattened(transform: transform, visible: limit.grownRect)
        guard let inverse = transform.inverted() else { return }
        let shader = Shader(paint: paint, inverseTransform: inverse)
        if let rect = Rasterizer.axisAlignedRect(flattened) {
            compositeRect(rect, shader: shader, opacity: opacity, clip: clip)
        } else {
            let mask = Rasterizer.coverage(of: flattened, fillRule: fillRule, limit: limit)
            composite(mask: mask, shader: shader, opacity: opacity, clip: clip)
        }
    }

    /// Composites an axis-aligned rectangle given in pixels: exact area coverage, whole-pixel edges are sharp.
    package mutating func fillRect(_ rect: Rect, paint: Paint, opacity: Double = 1, clip: ClipMask? = nil) {
        compositeRect(rect, shader: Shader(paint: paint, inverseTransform: .identity), opacity: opacity, clip: clip)
    }

    /// The coverage a path would get (for callers that cache masks or use them as clips).
    package func coverage(of path: Path, fillRule: FillRule = .nonZero, transform: Transform = .identity,
                         clip: ClipMask? = nil) -> CoverageMask {
        let limit = drawableBounds(clip)
        let flattened = path.flattened(transform: transform, visible: limit.grownRect)
        if let rect = Rasterizer.axisAlignedRect(flattened) { return Rasterizer.coverage(ofRect: rect, limit: limit) }
        return Rasterizer.coverage(of: flattened, fillRule: fillRule, limit: limit)
    }

    /// Source-over of `shader` through mask x clip x opacity.
    mutating func composite(mask: CoverageMask, shader: Shader, opacity: Double, clip: ClipMask?) {
        guard mask.width > 0, mask.height > 0 else { return }
        let region = drawableBounds(clip).intersection(
            PixelBounds(x0: mask.originX, y0: mask.originY, x1: mask.originX + mask.width,
                        y1: mask.originY + mask.height))
        guard !region.isEmpty else { return }
        mask.coverage.withUnsafeBufferPointer { coverage in
            guard let base = coverage.baseAddress else { return }
            composite(region: region, shader: shader, opacity: opacity, clip: clip) { y in
                base + (y - mask.originY) * mask.width + (region.x0 - mask.originX)
            }
        }
    }

    /// Source-over of `shader` through the exact coverage of an axis-aligned `rect` (what
    /// `Rasterizer.coverage(ofRect:limit:)` would give) x clip x opacity, without building a mask: rows whose
    /// vertical overlap is whole share one precomputed coverage row.
    mutating func compositeRect(_ rect: Rect, shader: Shader, opacity: Double, clip: ClipMask?) {
        let limit = drawableBounds(clip)
        guard !limit.isEmpty, let axes = Rasterizer.RectAxes(rect: rect, limit: limit) else { return }
        let region = axes.bounds
        let width = region.width
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width)
        defer { scratch.deallocate() }
        axes.fullRow.withUnsafeBufferPointer { fullRow in
            guard let full = fullRow.baseAddress, let partial = scratch.baseAddress else { return }
            composite(region: region, shader: shader, opacity: opacity, clip: clip) { y in
                let fy = axes.ys[y - region.y0]
                if fy == 1 { return full }
                for column in 0..<width { partial[column] = Color.byte(axes.xs[column] * fy) }
                return UnsafePointer(partial)
            }
        }
    }

    /// The compositing core: for each row of `region` (inside the canvas and the clip's bounds), `coverageRow(y)`
    /// points at the coverage of pixel (region.x0, y) followed by the rest of the row.
    private mutating func composite(region: PixelBounds, shader: Shader, opacity: Double, clip: ClipMask?,
                                    coverageRow: (Int) -> UnsafePointer<UInt8>) {
        let opacityByte = Int(Color.byte(opacity.isNaN ? 0 : opacity))
        guard opacityByte > 0, !region.isEmpty else { return }
        let spanWidth = region.width
        let clipMaskStorage: CoverageMask?
        if let clip, case .mask(let clipMask) = clip.storage { clipMaskStorage = clipMask } else { clipMaskStorage = nil }
        let clipCoverage = clipMaskStorage?.coverage ?? []
        let canvasStride = rowStride, canvasFirst = firstPixel
        // Where the source colour of a row comes from: one colour, rows of a pixel shader that cover the region,
        // or a scratch row the shader fills.
        var solidColor: PremultipliedColor?
        var pixelSource: (bounds: PixelBounds, bytes: [UInt8])?
        switch shader.kind {
        case .solid(let color): solidColor = color
        case .pixels(let bounds, let bytes) where bounds.intersection(region) == region
            && bytes.count >= bounds.width * bounds.height * 4:
            pixelSource = (bounds, bytes)
        default: break
        }
        var source = solidColor == nil && pixelSource == nil ? [UInt8](repeating: 0, count: spanWidth * 4) : []
        let pixelBytes = pixelSource?.bytes ?? []
        pixels.withUnsafeMutableBufferPointer { destinationBuffer in
            clipCoverage.withUnsafeBufferPointer { clipBuffer in
                pixelBytes.withUnsafeBufferPointer { pixelBuffer in
                    guard let canvas = destinationBuffer.baseAddress else { return }
                    for y in region.y0..<region.y1 {
                        let coverage = coverageRow(y)
                        let destination = canvas + (canvasFirst + y * canvasStride + region.x0) * 4
                        var clipRow: UnsafePointer<UInt8>?
                        if let clipMask = clipMaskStorage, let clipBase = clipBuffer.baseAddress {
                            // region lies inside the clip's bounds, hence inside its mask.
                            clipRow = clipBase + (y - clipMask.originY) * clipMask.width + (region.x0 - clipMask.originX)
                        }
                        if let color = solidColor {
                            Pixmap.blendSolidRow(color, coverage: coverage, clip: clipRow, opacity: opacityByte,
                                                 count: spanWidth, into: destination)
                        } else if let pixelSource, let pixelBase = pixelBuffer.baseAddress {
                            let bounds = pixelSource.bounds
                            let row = pixelBase + ((y - bounds.y0) * bounds.width + (region.x0 - bounds.x0)) * 4
                            Pixmap.blendRow(row, coverage: coverage, clip: clipRow, opacity: opacityByte,
                                            count: spanWidth, into: destination)
                        } else {
                            shader.shade(y: y, x0: region.x0, count: spanWidth, into: &source)
                            source.withUnsafeBufferPointer { row in
                                guard let rowBase = row.baseAddress else { return }
                                Pixmap.blendRow(rowBase, coverage: coverage, clip: clipRow, opacity: opacityByte,
                                                count: spanWidth, into: destination)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The weight of one pixel: coverage x clip x opacity, each rounded a·b/255 in that order.
    @inline(__always)
    static func weight(_ coverage: UInt8, _ clip: UInt8?, _ opacity: Int) -> Int {
        var weight = Int(coverage)
        if let clip { weight = mul255(weight, Int(clip)) }
        if opacity != 255 { weight = mul255(weight, opacity) }
        return weight
    }

    /// Source-over of one colour over `count` pixels.
    @inline(__always)
    static func blendSolidRow(_ color: PremultipliedColor, coverage: UnsafePointer<UInt8>, clip: UnsafePointer<UInt8>?,
                              opacity: Int, count: Int, into destination: UnsafeMutablePointer<UInt8>) {
        let opaqueWord = packed(r: color.r, g: color.g, b: color.b, a: 255)
        let isOpaque = color.a == 255
        if isOpaque && clip == nil && opacity == 255 {
            // Coverage 255 runs (the inside of every shape) become plain word fills; 0 runs are skipped.
            let raw = UnsafeMutableRawPointer(destination)
            var index = 0
            while index < count {
                let weight = coverage[index]
                if weight == 255 {
                    let end = fullRunEnd(coverage, from: index + 1, count: count)
                    for pixel in index..<end { raw.storeBytes(of: opaqueWord, toByteOffset: pixel &* 4, as: UInt32.self) }
                    index = end
                    continue
                }
                if weight == 0 {
                    index = zeroRunEnd(coverage, from: index + 1, count: count)
                    continue
                }
                // Partial coverage (anti-aliased edges): four pixels at once, whatever their coverage.
                if index &+ 4 <= count {
                    let four = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD16<UInt8>.self)
                    let weights = UnsafeRawPointer(coverage).loadUnaligned(fromByteOffset: index, as: SIMD4<UInt8>.self)
                    raw.storeBytes(of: blendOpaque(color, weights: weights, over: four), toByteOffset: index &* 4,
                                   as: SIMD16<UInt8>.self)
                    index &+= 4
                    continue
                }
                blend(Int(color.r), Int(color.g), Int(color.b), 255, Int(weight), into: destination + index * 4)
                index += 1
            }
            return
        }
        let raw = UnsafeMutableRawPointer(destination)
        var index = 0
        while index < count {
            // Zero coverage gives weight 0 whatever the clip and opacity: such runs are skipped whole.
            if coverage[index] == 0 {
                index = zeroRunEnd(coverage, from: index + 1, count: count)
                continue
            }
            if isOpaque && index &+ 4 <= count {
                // An opaque colour under any clip and opacity: `blendOpaque` with each pixel's weight, four at a
                // time (weight 0 leaves the pixel, 255 stores the colour, as the per-pixel steps below).
                var weights = SIMD4<UInt8>()
                for lane in 0..<4 {
                    let pixel = index &+ lane
                    weights[lane] = UInt8(truncatingIfNeeded: Pixmap.weight(coverage[pixel], clip?[pixel], opacity))
                }
                let four = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD16<UInt8>.self)
                raw.storeBytes(of: blendOpaque(color, weights: weights, over: four), toByteOffset: index &* 4,
                               as: SIMD16<UInt8>.self)
                index &+= 4
                continue
            }
            defer { index += 1 }
            let weight = Pixmap.weight(coverage[index], clip?[index], opacity)
            if weight == 0 { continue }
            if weight == 255 && isOpaque {
                raw.storeBytes(of: opaqueWord, toByteOffset: index * 4, as: UInt32.self)
                continue
            }
            blend(Int(color.r), Int(color.g), Int(color.b), Int(color.a), weight, into: destination + index * 4)
        }
    }

    /// Four destination pixels after source-over of the opaque colour `color` under coverage `weights` (one per
    /// pixel, any of 0...255): what `blend` stores for each pixel (nothing for weight 0), in 16-bit lanes. With an
    /// opaque colour, `blend`'s source alpha is mul255(255, w) = w, so each channel is mul255(c, w) +
    /// mul255(d, 255 - w), c being 255 for alpha: weight 0 leaves d (mul255(d, 255) = d), weight 255 gives the
    /// colour, and no sum exceeds mul255(255, w) + mul255(255, 255 - w) = 255, so `blend`'s limit to 255 never
    /// applies. mul255(x, y) = (t + t >> 8) >> 8 with t = x · y + 128 <= 65153 fits 16 bits throughout.
    @inline(__always)
    static func blendOpaque(_ color: PremultipliedColor, weights: SIMD4<UInt8>, over four: SIMD16<UInt8>)
        -> SIMD16<UInt8> {
        var weight = SIMD16<UInt16>()
        for lane in 0..<16 { weight[lane] = UInt16(weights[lane / 4]) }
        let pixel = SIMD4<UInt16>(UInt16(color.r), UInt16(color.g), UInt16(color.b), 255)
        let colour = SIMD16<UInt16>(lowHalf: SIMD8(lowHalf: pixel, highHalf: pixel),
                                    highHalf: SIMD8(lowHalf: pixel, highHalf: pixel))
        let keep = SIMD16<UInt16>(repeating: 255) &- weight
        let source = colour &* weight &+ 128, kept = SIMDLanes.widened(four) &* keep &+ 128
        let sum = ((source &+ (source &>> 8)) &>> 8) &+ ((kept &+ (kept &>> 8)) &>> 8)
        return SIMDLanes.lowBytes(sum)
    }

    /// Source-over of a row of premultiplied pixels over `count` pixels.
    @inline(__always)
    static func blendRow(_ source: UnsafePointer<UInt8>, coverage: UnsafePointer<UInt8>, clip: UnsafePointer<UInt8>?,
                         opacity: Int, count: Int, into destination: UnsafeMutablePointer<UInt8>) {
        if clip == nil && opacity == 255 {
            // Weight = coverage alone: an opaque source pixel under full coverage is copied as one word (what
            // `blend` stores for it), everything else blended.
            let sourceWords = UnsafeRawPointer(source), destinationWords = UnsafeMutableRawPointer(destination)
            let alphaMask = SIMD4<UInt32>(repeating: packed(r: 0, g: 0, b: 0, a: 255))
            var index = 0
            // coverage[index ..< fullEnd] is all 255 whenever index < fullEnd.
            var fullEnd = 0
            while index < count {
                let weight = coverage[index]
                if weight == 0 {
                    index = zeroRunEnd(coverage, from: index + 1, count: count)
                    continue
                }
                if weight == 255 {
                    if fullEnd <= index { fullEnd = fullRunEnd(coverage, from: index + 1, count: count) }
                    // Four opaque pixels under full coverage are copied as they are (what `blend` stores for
                    // each), group after group while the run lasts and the pixels are opaque.
                    let start = index
                    while index &+ 4 <= fullEnd {
                        let four = sourceWords.loadUnaligned(fromByteOffset: index &* 4, as: SIMD4<UInt32>.self)
                        if four & alphaMask != alphaMask { break }
                        destinationWords.storeBytes(of: four, toByteOffset: index &* 4, as: SIMD4<UInt32>.self)
                        index &+= 4
                    }
                    if index != start { continue }
                }
                defer { index += 1 }
                let word = sourceWords.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
                if weight == 255 && UInt32(littleEndian: word) >> 24 == 255 {
                    destinationWords.storeBytes(of: word, toByteOffset: index &* 4, as: UInt32.self)
                    continue
                }
                let s = index * 4
                blend(Int(source[s]), Int(source[s + 1]), Int(source[s + 2]), Int(source[s + 3]), Int(weight),
                      into: destination + s)
            }
            return
        }
        for index in 0..<count {
            let weight = Pixmap.weight(coverage[index], clip?[index], opacity)
            if weight == 0 { continue }
            let s = index * 4
            blend(Int(source[s]), Int(source[s + 1]), Int(source[s + 2]), Int(source[s + 3]), weight,
                  into: destination + s)
        }
    }

    /// The end of the run of opaque pixels (alpha 255) in premultiplied RGBA `pixels[start ..< end]` that begins at
    /// `start` (`start` itself when that pixel is not opaque), four pixels at a time.
    @inline(__always)
    static func opaqueRunEnd(_ pixels: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let words = UnsafeRawPointer(pixels)
        let alphaMask = SIMD4<UInt32>(repeating: packed(r: 0, g: 0, b: 0, a: 255))
        var index = start
        while index &+ 4 <= end {
            let four = words.loadUnaligned(fromByteOffset: index &* 4, as: SIMD4<UInt32>.self)
            if four & alphaMask != alphaMask { break }
            index &+= 4
        }
        while index < end && pixels[index &* 4 &+ 3] == 255 { index &+= 1 }
        return index
    }

    /// The end of the run of 255s in `coverage[start ..< count]` that begins at `start` (`start` itself when
    /// `coverage[start]` is not 255), eight bytes at a time.
    @inline(__always)
    static func fullRunEnd(_ coverage: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        runEnd(coverage, from: start, count: count, flipped: UInt64.max)
    }

    /// The end of the run of 0s in `coverage[start ..< count]` that begins at `start`, eight bytes at a time.
    @inline(__always)
    static func zeroRunEnd(_ coverage: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        runEnd(coverage, from: start, count: count, flipped: 0)
    }

    /// The end of the run of bytes equal to `flipped`'s (all 0s or all 255s) from `start`: eight bytes at a time,
    /// and in the word that ends the run, the first differing byte found from the trailing zero bits of the word
    /// XOR `flipped` (bytes in memory order are the word's bytes from the lowest on little-endian machines).
    @inline(__always)
    static func runEnd(_ coverage: UnsafePointer<UInt8>, from start: Int, count: Int, flipped: UInt64) -> Int {
        let raw = UnsafeRawPointer(coverage)
        var end = start
        while end &+ 8 <= count {
            let differing = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)) ^ flipped
            if differing != 0 { return end &+ differing.trailingZeroBitCount &>> 3 }
            end &+= 8
        }
        let byte = UInt8(truncatingIfNeeded: flipped)
        while end < count && coverage[end] == byte { end &+= 1 }
        return end
    }

    /// Source-over of one premultiplied source pixel scaled by `weight` (1...255) onto a destination pixel.
    @inline(__always)
    static func blend(_ r: Int, _ g: Int, _ b: Int, _ a: Int, _ weight: Int, into d: UnsafeMutablePointer<UInt8>) {
        let full = weight == 255
        let sa = full ? a : mul255(a, weight)
        if sa == 255 {
            d[0] = UInt8(truncatingIfNeeded: r)
            d[1] = UInt8(truncatingIfNeeded: g)
            d[2] = UInt8(truncatingIfNeeded: b)
            d[3] = 255
            return
        }
        let keep = 255 - sa
        let sr = full ? r : mul255(r, weight)
        let sg = full ? g : mul255(g, weight)
        let sb = full ? b : mul255(b, weight)
        d[0] = UInt8(Swift.min(255, sr + mul255(Int(d[0]), keep)))
        d[1] = UInt8(Swift.min(255, sg + mul255(Int(d[1]), keep)))
        d[2] = UInt8(Swift.min(255, sb + mul255(Int(d[2]), keep)))
        d[3] = UInt8(Swift.min(255, sa + mul255(Int(d[3]), keep)))
    }
}
