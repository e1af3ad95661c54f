/// Produces premultiplied source colours for a horizontal span of pixels (sampled at pixel centres).
struct Shader {
    enum Kind {
        case solid(PremultipliedColor)
        /// t = ((p − start)·axis) / |axis|², p in paint space.
        case linear(start: Point, axis: Point, stops: [PremultipliedStop])
        case radial(center: Point, radius: Double, stops: [PremultipliedStop])
        /// Premultiplied RGBA8 pixels laid out over a pixel rectangle; transparent outside.
        case pixels(bounds: PixelBounds, bytes: [UInt8])
    }

    /// A gradient stop premultiplied, channels as Doubles in 0...255.
    struct PremultipliedStop {
        var location: Double
        var r: Double
        var g: Double
        var b: Double
        var a: Double
    }

    let kind: Kind
    /// Maps pixel coordinates into the paint's own space.
    let inverseTransform: Transform

    init(kind: Kind, inverseTransform: Transform = .identity) {
        self.kind = kind
        self.inverseTransform = inverseTransform
    }

    init(paint: Paint, inverseTransform: Transform) {
        self.inverseTransform = inverseTransform
        switch paint {
        case .solid(let color):
            kind = .solid(color.premultiplied)
        case .linearGradient(let start, let end, let stops):
            let prepared = Shader.prepare(stops)
            if prepared.count == 1 || start == end {
                kind = Shader.constant(prepared.last)
            } else {
                kind = .linear(start: start, axis: Point(x: end.x - start.x, y: end.y - start.y), stops: prepared)
            }
        case .radialGradient(let center, let radius, let stops):
            let prepared = Shader.prepare(stops)
            if prepared.count == 1 || !(radius > 0) {
                kind = Shader.constant(prepared.last)
            } else {
                kind = .radial(center: center, radius: radius, stops: prepared)
            }
        }
    }

    static func constant(_ stop: PremultipliedStop?) -> Kind {
        guard let stop else { return .solid(PremultipliedColor(r: 0, g: 0, b: 0, a: 0)) }
        return .solid(PremultipliedColor(r: UInt8(stop.r.rounded()), g: UInt8(stop.g.rounded()),
                                         b: UInt8(stop.b.rounded()), a: UInt8(stop.a.rounded())))
    }

    /// Sorted by location (stable for equal locations), locations clamped to 0...1, NaN locations dropped.
    static func prepare(_ stops: [GradientStop]) -> [PremultipliedStop] {
        stops.enumerated()
            .filter { !$0.element.location.isNaN }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { entry in
                let c = entry.element.color
                let alpha = Double(c.a) / 255
                return PremultipliedStop(location: Swift.min(1, Swift.max(0, entry.element.location)),
                                         r: Double(c.r) * alpha, g: Double(c.g) * alpha, b: Double(c.b) * alpha,
                                         a: Double(c.a))
            }
    }

    /// Writes `count` premultiplied RGBA pixels for row `y` starting at column `x0` into `output`.
    func shade(y: Int, x0: Int, count: Int, into output: inout [UInt8]) {
        switch kind {
        case .solid(let color):
            for index in 0..<count {
                output[index * 4] = color.r
                output[index * 4 + 1] = color.g
                output[index * 4 + 2] = color.b
                output[index * 4 + 3] = color.a
            }
        case .linear(let start, let axis, let stops):
            let lengthSquared = axis.x * axis.x + axis.y * axis.y
            // A pixel whose t equals the previous pixel's takes its colour: along a row of a vertical gradient
            // every t is the same (+0 and -0 compare equal, and both give the first stop's colour). NaN never
            // compares equal, so it is interpolated as before (docs/painter.md#gradients-for-a-still-issue-35).
            var previousT = Double.nan
            var previous: UInt32 = 0
            output.withUnsafeMutableBytes { row in
                for index in 0..<count {
                    let p = inverseTransform.apply(Point(x: Double(x0 + index) + 0.5, y: Double(y) + 0.5))
                    let t = ((p.x - start.x) * axis.x + (p.y - start.y) * axis.y) / lengthSquared
                    if t != previousT {
                        previous = Shader.packedBytes(Shader.interpolate(stops, t))
                        previousT = t
                    }
                    row.storeBytes(of: previous, toByteOffset: index &* 4, as: UInt32.self)
                }
            }
        case .radial(let center, let radius, let stops):
            output.withUnsafeMutableBytes { row in
                for index in 0..<count {
                    let p = inverseTransform.apply(Point(x: Double(x0 + index) + 0.5, y: Double(y) + 0.5))
                    let dx = p.x - center.x, dy = p.y - center.y
                    let t = (dx * dx + dy * dy).squareRoot() / radius
                    row.storeBytes(of: Shader.packedBytes(Shader.interpolate(stops, t)), toByteOffset: index &* 4,
                                   as: UInt32.self)
                }
            }
        case .pixels(let bounds, let bytes):
            // Copy the overlapping run in one go; transparent elsewhere.
            let start = Swift.max(x0, bounds.x0), end = Swift.min(x0 + count, bounds.x1)
            let rowInside = y >= bounds.y0 && y < bounds.y1 && start < end
            for index in 0..<(count * 4) { output[index] = 0 }
            if rowInside {
                let sourceStart = ((y - bounds.y0) * bounds.width + (start - bounds.x0)) * 4
                let outputStart = (start - x0) * 4
                let length = (end - start) * 4
                output.replaceSubrange(outputStart..<(outputStart + length),
                                       with: bytes[sourceStart..<(sourceStart + length)])
            }
        }
    }

    /// The stop's pixel as the four bytes R, G, B, A in memory order (a little-endian word): each channel rounded
    /// half away from zero and clamped to 0...255, every colour channel kept <= alpha (the premultiplied invariant).
    @inline(__always)
    static func packedBytes(_ stop: PremultipliedStop) -> UInt32 {
        let a = roundedByte(stop.a)
        let r = Swift.min(a, roundedByte(stop.r)), g = Swift.min(a, roundedByte(stop.g))
        let b = Swift.min(a, roundedByte(stop.b))
        return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// `UInt8(min(255, max(0, value.rounded())))` (NaN gives 0) without a call to libm's `round`, which x86-64
    /// code built for the baseline (no SSE4.1) makes for every `rounded()`: the landscape header's gradients
    /// round four channels a pixel. For 0 < value < 255, `Int(value)` is the floor and `value - floor` is exact.
    @inline(__always)
    static func roundedByte(_ value: Double) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 255 else { return 255 }
        let whole = Int(value)
        return UInt8(truncatingIfNeeded: value - Double(whole) >= 0.5 ? whole &+ 1 : whole)
    }

    /// Piecewise-linear colour at `t`, padded with the end stops outside them.
    static func interpolate(_ stops: [PremultipliedStop], _ t: Double) -> PremultipliedStop {
        guard let first = stops.first, let last = stops.last else {
            return PremultipliedStop(location: 0, r: 0, g: 0, b: 0, a: 0)
        }
        if !(t > first.location) { return first }
        if t >= last.location { return last }
        var upper = 1
        while upper < stops.count - 1 && stops[upper].location < t { upper += 1 }
        let low = stops[upper - 1], high = stops[upper]
        let span = high.location - low.location
        let f = span > 0 ? (t - low.location) / span : 1
        return PremultipliedStop(location: t, r: low.r + (high.r - low.r) * f, g: low.g + (high.g - low.g) * f,
                                 b: low.b + (high.b - low.b) * f, a: low.a + (high.a - low.a) * f)
    }
}
