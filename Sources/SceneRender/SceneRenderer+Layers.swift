import Layout
import Raster

#if canImport(Glibc)
import Glibc
#endif

/// Views with a transform, a blur or a shadow: their subtree is painted on a layer of its own, then composited
/// through the transform with the blur and the shadow (docs/painter.md#layers).
extension SceneRenderer {
    /// Most pixels of one layer: 16 Mpx (64 MB) holds a full iPhone 15 Pro Max screen (1290 x 2796 = 3.6 Mpx at 3x)
    /// scaled up twice on each axis; a larger layer is painted at a lower density instead (a slightly softer picture,
    /// never more memory).
    static let maximumLayerPixels = 16.0 * 1024 * 1024
    /// Sigma of a view blur in layer pixels: a blurred view's layer is painted at a density that makes its blur this
    /// many pixels wide (never above the screen's), so a blur costs the view's area at that density whatever its
    /// radius. 3 px keeps the blurred picture free of aliasing (see `Pixmap.fullResolutionBlurSigma`).
    static let blurLayerSigma = 3.0
    /// Most layers painted inside one another: deeper views with effects are drawn without them (a chain of views
    /// each with a transform would otherwise hold a layer per level). Eight covers any real screen (a card in a
    /// page in a sheet...).
    static let maximumLayerDepth = 8

    /// Whether `spec` needs a layer.
    static func needsLayer(_ spec: ViewSpec) -> Bool {
        spec.blur > 0 || spec.shadow.isVisible || !spec.transform.isIdentity
    }

    /// The view's transform in points, about its anchor: (p - anchor) scaled, rotated, moved back and translated.
    static func pointTransform(of spec: ViewSpec, frame: Rect) -> Transform {
        let t = spec.transform
        let anchor = Point(x: frame.x + t.anchor.x * frame.width, y: frame.y + t.anchor.y * frame.height)
        return Transform.translation(x: -anchor.x, y: -anchor.y)
            .scaledBy(x: t.scale * t.scaleX, y: t.scale * t.scaleY)
            .concatenating(.rotation(t.rotation * .pi / 180))
            .translatedBy(x: anchor.x + t.translateX, y: anchor.y + t.translateY)
    }

    /// Paints the subtree at `positions` (its root first) on a layer and composites it onto `canvas` at `opacity`
    /// (the root's alpha times its ancestors') inside `clip` (its ancestors' clip). The layer covers the subtree's
    /// frames (the root's frame alone when it clips) within what the transform can bring onto the canvas, at the
    /// canvas's density times the transform's largest scale (so enlarged text stays sharp), lowered for a blur
    /// (`blurLayerSigma`) and to fit `maximumLayerPixels`.
    mutating func paintLayer<Canvas: FrameCanvas>(
        _ frames: [SolvedView], positions: Range<Int>, opacity: Double, clip: Canvas.Clip?, into canvas: inout Canvas
    ) {
        let root = placed(frames[tree.paintingOrder[positions.lowerBound]])
        let spec = root.spec
        let toCanvas = Self.pointTransform(of: spec, frame: root.frame)
        guard let fromCanvas = toCanvas.inverted() else { return }  // a zero scale draws nothing
        var region = root.frame
        if !spec.clips {
            for position in positions.dropFirst() {
                let index = tree.paintingOrder[position]
                guard index < frames.count else { continue }
                let frame = placed(frames[index]).frame
                guard !frame.isEmpty else { continue }
                region = region.isEmpty ? frame : Self.union(region, frame)
            }
        }
        // What can reach the canvas: its rectangle mapped back through the transform, grown by the blurs' reach.
        let reach = 3 * max(spec.blur, spec.shadow.isVisible ? spec.shadow.radius : 0)
            + (spec.shadow.isVisible ? max(abs(spec.shadow.offset.x), abs(spec.shadow.offset.y)) : 0)
        let canvasPoints = Rect(x: 0, y: 0, width: Double(canvas.width) / paintScale,
                                height: Double(canvas.height) / paintScale)
        let visible = fromCanvas.apply(canvasPoints)
        region = region.intersection(Rect(x: visible.x - reach, y: visible.y - reach, width: visible.width + 2 * reach,
                                          height: visible.height + 2 * reach))
        guard !region.isEmpty else { return }
        let t = spec.transform
        var density = paintScale * max(1, min(AnimatableProperty.maximumScale,
                                              abs(t.scale * t.scaleX), abs(t.scale * t.scaleY)))
        if spec.blur > 0 { density = min(density, Self.blurLayerSigma / spec.blur) }
        // Layers inside layers share one budget: all alive at once stay within `maximumLayerPixels`.
        let budget = Self.maximumLayerPixels - layerPixelsInUse
        density = min(density, (budget / (region.width * region.height)).squareRoot())
        guard density.isFinite, density > 0 else { return }
        let originX = (region.minX * density).rounded(.down), originY = (region.minY * density).rounded(.down)
        let width = Int((region.maxX * density).rounded(.up) - originX)
        let height = Int((region.maxY * density).rounded(.up) - originY)
        guard width > 0, height > 0 else { return }
        // The subtree painted with the layer's top-left pixel as the origin, at the layer's density.
        let shiftX = originX / density, shiftY = originY / density
        var layer = canvas.makeLayer(width: width, height: height)
        let outer = (scale: paintScale, shift: frameShift)
        paintScale = density
        frameShift = Point(x: frameShift.x + shiftX, y: frameShift.y + shiftY)
        layerDepth += 1
        layerPixelsInUse += Double(width * height)
        paintViews(frames, scrollClip: Rect(x: 0, y: 0, width: 0, height: 0), positions: positions, layerRoot: true,
                   into: &layer)
        layerPixelsInUse -= Double(width * height)
        layerDepth -= 1
        paintScale = outer.scale
        frameShift = outer.shift
        let outerScale = outer.scale
        // Layer pixels -> points -> transformed points -> canvas pixels.
        let layerToCanvas = Transform.scale(1 / density).translatedBy(x: shiftX, y: shiftY)
            .concatenating(toCanvas).scaledBy(x: outerScale, y: outerScale)
        let shadow = spec.shadow.isVisible
            ? LayerShadow(color: spec.shadow.color, opacity: spec.shadow.opacity, sigma: spec.shadow.radius * density,
                          offset: Point(x: spec.shadow.offset.x * density, y: spec.shadow.offset.y * density))
            : nil
        let effects = LayerEffects(transform: layerToCanvas, blurSigma: spec.blur * density, shadow: shadow)
        canvas.drawLayer(layer, effects: effects, opacity: opacity, clip: clip)
    }

    /// The smallest rectangle holding both.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
