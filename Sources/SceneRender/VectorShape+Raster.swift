import Layout
import Raster

extension VectorShape {
    /// The outline as a Raster path, still in viewBox coordinates.
    var rasterPath: Path {
        Path(elements: path.elements.map { element in
            switch element {
            case .moveTo(let p): .moveTo(p)
            case .lineTo(let p): .lineTo(p)
            case .quadTo(let c, let p): .quadTo(control: c, to: p)
            case .cubicTo(let c1, let c2, let p): .cubicTo(control1: c1, control2: c2, to: p)
            case .close: .close
            }
        })
    }

    /// The Raster fill rule of `fillRule`.
    var rasterFillRule: FillRule {
        switch fillRule {
        case .nonZero: .nonZero
        case .evenOdd: .evenOdd
        }
    }

    /// The transform from viewBox coordinates to pixels for a view at `frame` (points) drawn at `scale` pixels per
    /// point: aspect fit, centred (docs/scenes.md#vector-shapes). Nil when nothing would show.
    func pixelTransform(frame: Rect, scale: Double) -> Transform? {
        guard let fit = fit(into: frame), fit.scale > 0 else { return nil }
        return Transform(a: fit.scale * scale, b: 0, c: 0, d: fit.scale * scale, tx: fit.offsetX * scale,
                         ty: fit.offsetY * scale)
    }
}
