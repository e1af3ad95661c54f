extension CoverageMask {
    /// Box-filter passes per axis in `blurred(radius:)`: three passes of a box filter are a piecewise-quadratic
    /// kernel within a few per cent of a Gaussian of the same variance (docs/scenes.md#bezel).
    package static let blurPasses = 3
    /// Largest radius `blurred(radius:)` uses (larger ones are clamped), so the grown mask stays bounded.
    package static let maximumBlurRadius = 256

    /// The box radius whose `blurPasses` passes come closest to a Gaussian of standard deviation `sigma` pixels.
    /// One box of width 2r + 1 has variance ((2r + 1)² − 1) / 12 = r(r + 1) / 3, so three have r(r + 1) = σ²;
    /// 0 for σ <= 0 or NaN.
    package static func boxRadius(forSigma sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        let exact = (sigma * sigma + 0.25).squareRoot() - 0.5
        return Swift.min(maximumBlurRadius, Int(exact.rounded()))
    }

    /// The mask blurred by `blurPasses` horizontal and `blurPasses` vertical box filters of `radius` pixels (each
    /// pixel becomes the rounded mean of the 2·radius + 1 pixels around it, 0 outside the mask): about a
    /// Gaussian of standard deviation √(radius·(radius + 1)). The result grows by `blurPasses · radius` pixels on
    /// every side (its origin moves up and left by as much), so no coverage is cut off. A radius <= 0 returns
    /// the mask unchanged; radii above `maximumBlurRadius` are clamped to it.
    package func blurred(radius: Int) -> CoverageMask {
        let radius = Swift.min(radius, Self.maximumBlurRadius)
        guard radius > 0, width > 0, height > 0 else { return self }
        let grow = Self.blurPasses * radius
        let grownWidth = width + 2 * grow, grownHeight = height + 2 * grow
        var values = [UInt8](repeating: 0, count: grownWidth * grownHeight)
        for row in 0..<height {
            let start = (row + grow) * grownWidth + grow
            values.replaceSubrange(start..<(start + width), with: coverage[(row * width)..<((row + 1) * width)])
        }
        var scratch = [UInt8](repeating: 0, count: grownWidth * grownHeight)
        for _ in 0..<Self.blurPasses {
            Self.boxRows(values, into: &scratch, width: grownWidth, height: grownHeight, radius: radius)
            swap(&values, &scratch)
        }
        for _ in 0..<Self.blurPasses {
            Self.boxColumns(values, into: &scratch, width: grownWidth, height: grownHeight, radius: radius)
            swap(&values, &scratch)
        }
        return CoverageMask(originX: originX - grow, originY: originY - grow, width: grownWidth, height: grownHeight,
                            coverage: values)
    }

    /// One horizontal box pass: a running sum over the window, pixels outside the row counting as 0.
    private static func boxRows(_ input: [UInt8], into output: inout [UInt8], width: Int, height: Int, radius: Int) {
        let window = 2 * radius + 1
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                for row in 0..<height {
                    let base = row * width
                    var sum = 0
                    for x in 0..<Swift.min(radius, width) { sum += Int(source[base + x]) }
                    for x in 0..<width {
                        let entering = x + radius, leaving = x - radius - 1
                        if entering < width { sum += Int(source[base + entering]) }
                        if leaving >= 0 { sum -= Int(source[base + leaving]) }
                        destination[base + x] = UInt8((sum + window / 2) / window)
                    }
                }
            }
        }
    }

    /// One vertical box pass, row by row: a running sum per column, rows outside the mask counting as 0.
    private static func boxColumns(_ input: [UInt8], into output: inout [UInt8], width: Int, height: Int,
                                   radius: Int) {
        let window = 2 * radius + 1
        var sums = [Int](repeating: 0, count: width)
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                for y in 0..<Swift.min(radius, height) {
                    for x in 0..<width { sums[x] += Int(source[y * width + x]) }
                }
                for y in 0..<height {
                    let entering = y + radius, leaving = y - radius - 1
                    if entering < height {
                        for x in 0..<width { sums[x] += Int(source[entering * width + x]) }
                    }
                    if leaving >= 0 {
                        for x in 0..<width { sums[x] -= Int(source[leaving * width + x]) }
                    }
                    for x in 0..<width { destination[y * width + x] = UInt8((sums[x] + window / 2) / window) }
                }
            }
        }
    }
}
