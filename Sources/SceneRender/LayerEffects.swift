import Raster

/// What a view's layer applies as it is composited (docs/painter.md#layers): a Gaussian blur of its content, a
/// drop shadow under it and an affine transform into the canvas. Distances are in the layer's own pixels.
package struct LayerEffects: Sendable, Equatable {
    /// Maps layer pixels to canvas pixels.
    package var transform: Transform
    /// Standard deviation of the content's blur in layer pixels (0: none).
    package var blurSigma: Double
    /// The drop shadow, if any.
    package var shadow: LayerShadow?

    /// Effects; no blur and no shadow unless given.
    package init(transform: Transform, blurSigma: Double = 0, shadow: LayerShadow? = nil) {
        self.transform = transform
        self.blurSigma = blurSigma
        self.shadow = shadow
    }
}

/// A `CALayer`-style shadow of a layer: its content's alpha, blurred, tinted and moved (layer pixels).
package struct LayerShadow: Sendable, Equatable {
    /// The shadow's colour (its alpha multiplies `opacity`).
    package var color: Color
    /// 0...1.
    package var opacity: Double
    /// Standard deviation of the blur in layer pixels.
    package var sigma: Double
    /// Where the shadow lies relative to the content, layer pixels.
    package var offset: Point

    /// A shadow.
    package init(color: Color, opacity: Double, sigma: Double, offset: Point) {
        self.color = color
        self.opacity = opacity
        self.sigma = sigma
        self.offset = offset
    }
}

extension Pixmap {
    /// A transparent layer canvas.
    package func makeLayer(width: Int, height: Int) -> Pixmap { Pixmap(width: width, height: height, fill: .clear) }

    /// Composites `layer` with `effects` at `opacity` inside `clip`: first its shadow (the content's alpha blurred
    /// by `shadow.sigma`, tinted, moved by `shadow.offset`), then the content blurred by `blurSigma`, both through
    /// `effects.transform` (`draw(_:transform:opacity:clip:)`).
    package mutating func drawLayer(_ layer: Pixmap, effects: LayerEffects, opacity: Double, clip: ClipMask?) {
        guard opacity > 0, layer.width > 0, layer.height > 0 else { return }
        let content = Self.blurredForDrawing(layer, sigma: effects.blurSigma)
        if let shadow = effects.shadow, shadow.opacity > 0, shadow.color.a > 0 {
            let blurred = Self.blurredForDrawing(content.pixmap, sigma: shadow.sigma)
            let tinted = blurred.pixmap.alphaTinted(shadow.color, opacity: shadow.opacity)
            let placed = blurred.toSource.concatenating(content.toSource)
                .translatedBy(x: shadow.offset.x, y: shadow.offset.y).concatenating(effects.transform)
            drawLayerPixels(tinted, transform: placed, opacity: opacity, clip: clip)
        }
        drawLayerPixels(content.pixmap, transform: content.toSource.concatenating(effects.transform),
                        opacity: opacity, clip: clip)
    }

    /// `draw(_:transform:opacity:clip:)`, except that a transform that only scales (by positive factors) and moves
    /// stretches the pixels over their target rectangle with the image resampler (`drawImage(_:stretchedTo:)`:
    /// fixed-point bilinear enlarging, area-averaged shrinking), several times faster for a blurred layer
    /// enlarged back to the screen; rotations and mirrors go through the general affine path.
    mutating func drawLayerPixels(_ pixels: Pixmap, transform: Transform, opacity: Double, clip: ClipMask?) {
        guard transform.isAxisAligned, transform.a > 0, transform.d > 0 else {
            draw(pixels, transform: transform, opacity: opacity, clip: clip)
            return
        }
        let target = transform.apply(Rect(x: 0, y: 0, width: Double(pixels.width), height: Double(pixels.height)))
        drawImage(RasterImage(pixels), stretchedTo: target, opacity: opacity, clip: clip)
    }

    /// Largest blur, in pixels of the picture blurred, done at full resolution: a wider Gaussian is computed on
    /// a copy reduced so that its sigma there is this many pixels (the box-filtered reduction removes nothing the
    /// blur would keep: at sigma 3 the Gaussian passes under 0.1 % at the reduced picture's Nyquist frequency,
    /// exp(-2π²σ²f²) with f = 1/2), then enlarged back bilinearly. The cost of a blur is then the picture's area,
    /// whatever the radius.
    static let fullResolutionBlurSigma = 3.0

    /// `source` blurred by `sigma` pixels, with the transform from the result's pixels into `source`'s (the
    /// blur's margin, and the reduction for a wide blur). Sigma 0 returns `source` itself.
    static func blurredForDrawing(_ source: Pixmap, sigma: Double) -> (pixmap: Pixmap, toSource: Transform) {
        guard sigma > 0, source.width > 0, source.height > 0 else { return (source, .identity) }
        var picture = source
        var scaleX = 1.0, scaleY = 1.0
        var reducedSigma = sigma
        if sigma > fullResolutionBlurSigma {
            let factor = sigma / fullResolutionBlurSigma
            let width = max(1, Int((Double(source.width) / factor).rounded(.up)))
            picture = source.downsampled(toWidth: width)
            scaleX = Double(source.width) / Double(picture.width)
            scaleY = Double(source.height) / Double(max(1, picture.height))
            reducedSigma = sigma / scaleX
        }
        let (blurred, margin) = picture.gaussianBlurred(sigma: reducedSigma)
        let toSource = Transform.translation(x: -Double(margin), y: -Double(margin)).scaledBy(x: scaleX, y: scaleY)
        return (blurred, toSource)
    }
}
