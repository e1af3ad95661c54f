import Layout
import Raster

/// Painting one view: material, fill, gradient, image, vector shape, text and border (docs/scenes.md#views).
extension SceneRenderer {
    /// Paints one view with its inherited `opacity` (alphas of it and its ancestors) and `clip` (the scroll
    /// view's bounds and every clipping ancestor's frame).
    mutating func draw<Canvas: FrameCanvas>(
        _ view: SolvedView, index: Int, opacity: Double, clip inheritedClip: Canvas.Clip?, into canvas: inout Canvas
    ) {
        let spec = view.spec
        guard opacity > 0, view.frame.width > 0 || view.frame.height > 0 else { return }
        let rect = pixelRect(view.frame)
        var clip = inheritedClip
        if let mask = spec.mask {
            let points = mask.points(width: view.frame.width, height: view.frame.height).map {
                Point(x: (view.frame.x + $0.0) * paintScale, y: (view.frame.y + $0.1) * paintScale)
            }
            let maskClip = canvas.makeClip(path: .polygon(points))
            clip = clip.map { canvas.intersect($0, with: maskClip) } ?? maskClip
        }
        let shape: Path? = spec.cornerRadius > 0
            ? .roundedRect(rect, radius: spec.cornerRadius * paintScale, style: .continuous) : nil
        if let material = spec.material {
            // Behind the fill: what was painted before this view, within its shape (docs/scenes.md#materials).
            let backdrop = BackdropMaterial(sigma: material.blurRadius * paintScale, saturation: material.saturation,
                                            tint: material.tint, dodge: material.dodge)
            canvas.drawBackdrop(backdrop, in: shape ?? .rect(rect), opacity: opacity, clip: clip)
        }
        if let fill = spec.color, fill.a > 0 {
            if let shape {
                canvas.fill(shape, paint: .solid(fill), fillRule: .nonZero, opacity: opacity, transform: .identity,
                            clip: clip)
            } else {
                canvas.fillRect(rect, paint: .solid(fill), opacity: opacity, clip: clip)
            }
        }
        if let gradient = spec.gradient {
            let paint = Self.gradientPaint(gradient, in: rect)
            if let shape {
                canvas.fill(shape, paint: paint, fillRule: .nonZero, opacity: opacity, transform: .identity, clip: clip)
            } else {
                canvas.fillRect(rect, paint: paint, opacity: opacity, clip: clip)
            }
        }
        if let image = spec.image, let raster = assets.image(for: image.source) {
            var imageClip = clip
            if image.clips || spec.clips {
                let own = shape.map { canvas.makeClip(path: $0) } ?? canvas.makeClip(rect: rect)
                imageClip = imageClip.map { canvas.intersect($0, with: own) } ?? own
            }
            // As `Pixmap.drawImage(_:in:contentMode:...)`: the content mode's rect at the image's natural scale 1.
            let target = image.contentMode.imageRect(imageWidth: raster.width, imageHeight: raster.height, in: rect,
                                                     naturalScale: 1)
            canvas.drawImage(raster, stretchedTo: target, opacity: opacity, clip: imageClip)
        }
        if let vector = spec.shape, vector.color.a > 0,
            let transform = vector.pixelTransform(frame: view.frame, scale: paintScale)
        {
            if let strokeWidth = vector.strokeWidth {
                // Stroked in pixels, so the pen's chords follow the device tolerance.
                let outline = vector.rasterPath.transformed(by: transform).strokedOutline(
                    width: strokeWidth * transform.a,
                    visible: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
                canvas.fill(outline, paint: .solid(vector.color), fillRule: .nonZero, opacity: opacity,
                            transform: .identity, clip: clip)
            } else {
                canvas.fill(vector.rasterPath, paint: .solid(vector.color), fillRule: vector.rasterFillRule,
                            opacity: opacity, transform: transform, clip: clip)
            }
        }
        if let string = spec.text, !string.isEmpty {
            let textLayout = laidOutText(string, runs: spec.textRuns, style: spec.textStyle, width: view.frame.width,
                                         index: index)
            if let textLayout {
                // Labels centre their text vertically in their frame, as UILabel does.
                let top = view.frame.y + max(0, (view.frame.height - textLayout.measuredSize.height) / 2)
                let coverage = textCoverage(textLayout, originX: view.frame.x * paintScale, index: index)
                if let inks = textCache[index]?.inkColors {
                    // Rich text: runs without a colour follow the view's (possibly bound) textColor.
                    canvas.draw(textLayout, coverage: coverage, originY: top * paintScale,
                                colors: inks.map { $0 ?? spec.textStyle.color }, opacity: opacity, clip: clip)
                } else {
                    canvas.draw(textLayout, coverage: coverage, originY: top * paintScale,
                                color: spec.textStyle.color, opacity: opacity, clip: clip)
                }
            }
        }
    }

    /// The text layout for view `index` (rich text when `runs` is set), reused while its string, runs, style and
    /// width are unchanged, and taken from another view that shows the same text the same way (one text shared by
    /// hundreds of labels is laid out once, docs/scenes.md#limits).
    mutating func laidOutText(_ string: String, runs: [TextRun]?, style: TextStyle, width: Double,
                              index: Int) -> TextLayout? {
        // The colour does not shape text, so a bound `textColor` reuses the layout.
        func matches(_ cached: CachedText) -> Bool {
            cached.string == string && cached.width == width && cached.scale == paintScale
                && cached.style.sameShape(as: style) && cached.runs == runs
        }
        if let cached = textCache[index], matches(cached) { return cached.layout }
        let layout: TextLayout
        var inkColors: [Color?]?
        if let twin = textCache.lazy.compactMap({ $0 }).first(where: matches) {
            layout = twin.layout
            inkColors = twin.inkColors
        } else if let runs {
            guard let rich = RichTextSpans(runs, style: style, fonts: assets.fonts),
                  let richLayout = TextLayout(spans: rich.spans, attributes: textAttributes(style), maxWidth: width,
                                              scale: paintScale)
            else { return nil }
            layout = richLayout
            inkColors = rich.inkColors
        } else if paintScale == 1, let measured = assets.measuredText.layout(string, style: style, width: width) {
            layout = measured
        } else {
            guard let fonts = assets.fonts.cascade(for: style.weight) else { return nil }
            layout = TextLayout(string: string, fonts: fonts, attributes: textAttributes(style), maxWidth: width,
                                scale: paintScale)
        }
        keptTextCoverageBytes -= textCache[index]?.coverage?.byteCount ?? 0
        textCache[index] = CachedText(string: string, runs: runs, style: style, width: width, scale: paintScale,
                                      layout: layout, inkColors: inkColors, coverage: nil)
        return layout
    }

    /// The masks of view `index`'s text at `originX`: kept from an earlier frame while its layout and horizontal
    /// position are unchanged (a label that scrolls only moves up and down), else built and, while all kept masks
    /// fit in `textCoverageBudget`, kept for the next frame. Which frames came before changes no pixel: kept
    /// masks are the ones building them again would give (`TextCoverage`).
    mutating func textCoverage(_ layout: TextLayout, originX: Double, index: Int) -> TextCoverage {
        if let kept = textCache[index]?.coverage, kept.originX == originX { return kept }
        let coverage = layout.coverage(originX: originX)
        guard var cached = textCache[index] else { return coverage }
        keptTextCoverageBytes -= cached.coverage?.byteCount ?? 0
        cached.coverage = nil
        if keptTextCoverageBytes + coverage.byteCount <= Self.textCoverageBudget {
            cached.coverage = coverage
            keptTextCoverageBytes += coverage.byteCount
        }
        textCache[index] = cached
        return coverage
    }

    /// `CAGradientLayer`'s axial gradient over `rect` (pixels): its unit start and end points mapped into the rect.
    static func gradientPaint(_ gradient: ViewGradient, in rect: Rect) -> Paint {
        func point(_ unit: Point) -> Point { Point(x: rect.x + unit.x * rect.width, y: rect.y + unit.y * rect.height) }
        let stops = zip(gradient.locations, gradient.colors).map { GradientStop($0, $1) }
        return .linearGradient(start: point(gradient.start), end: point(gradient.end), stops: stops)
    }

    /// The view's border, `CALayer`-style: a band `border.width` wide inside its bounds, the outer edge following
    /// `cornerRadius` and the inner edge the radius less the width (square once that reaches 0).
    func drawBorder<Canvas: FrameCanvas>(of view: SolvedView, opacity: Double, clip: Canvas.Clip?,
                                         into canvas: inout Canvas) {
        let spec = view.spec
        let outer = pixelRect(view.frame)
        let width = min(spec.border.width * paintScale, outer.width / 2, outer.height / 2)
        guard width > 0 else { return }
        let inner = Rect(x: outer.x + width, y: outer.y + width, width: outer.width - 2 * width,
                         height: outer.height - 2 * width)
        let radius = spec.cornerRadius * paintScale
        var band = radius > 0 ? Path.roundedRect(outer, radius: radius, style: .continuous) : Path.rect(outer)
        if !inner.isEmpty {
            band.append(radius - width > 0
                ? Path.roundedRect(inner, radius: radius - width, style: .continuous) : Path.rect(inner))
        }
        canvas.fill(band, paint: .solid(spec.border.color), fillRule: .evenOdd, opacity: opacity,
                    transform: .identity, clip: clip)
    }
}

/// A laid-out label kept between frames.
struct CachedText: Sendable {
    var string: String
    /// The rich-text runs it was laid out from, nil for plain text.
    var runs: [TextRun]?
    var style: TextStyle
    var width: Double
    /// Pixels per point it was laid out at.
    var scale: Double
    var layout: TextLayout
    /// Rich text: the colour of each ink, nil for the view's textColor (`RichTextSpans.inkColors`).
    var inkColors: [Color?]?
    /// The layout's masks at the horizontal origin it was last drawn at, when kept (`SceneRenderer.textCoverage`).
    var coverage: TextCoverage?
}
