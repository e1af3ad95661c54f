import Raster

/// Paints a `DisplayList` with our Raster primitives directly (no SceneRenderer): the same calls the renderer
/// makes, so the frame should match `SceneRenderer.render` and the per-part timings can sit next to cairo's.
struct RasterListPainter {
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    let images: [(source: String, image: RasterImage)]

    init(width: Double, height: Double, scale: Double, images: [(source: String, image: RasterImage)]) {
        self.scale = scale
        pixelWidth = max(1, Int((width * scale).rounded()))
        pixelHeight = max(1, Int((height * scale).rounded()))
        self.images = images
    }

    /// Paints `list` into a new opaque pixmap.
    func paint(_ list: DisplayList) -> Pixmap {
        var pixmap = Pixmap(width: pixelWidth, height: pixelHeight, fill: color(list.background))
        for item in list.items {
            switch item {
            case let .fill(outlines, fill, opacity, evenOdd, clip):
                let mask = clip.map { ClipMask.rect(pixels($0), width: pixelWidth, height: pixelHeight) }
                if outlines.count == 1, case .rect(let rect) = outlines[0] {
                    pixmap.fillRect(pixels(rect), paint: .solid(color(fill)), opacity: opacity, clip: mask)
                } else {
                    var path = Path()
                    for outline in outlines { path.append(self.path(outline)) }
                    pixmap.fill(path, paint: .solid(color(fill)), fillRule: evenOdd ? .evenOdd : .nonZero,
                                opacity: opacity, clip: mask)
                }
            case let .image(source, target, opacity, clip):
                guard let image = images.first(where: { $0.source == source })?.image else { break }
                let mask = clip.map { ClipMask.rect(pixels($0), width: pixelWidth, height: pixelHeight) }
                pixmap.drawImage(image, stretchedTo: pixels(target), opacity: opacity, clip: mask)
            case let .text(_, _, _, fill, opacity, clip, layout, origin):
                let mask = clip.map { ClipMask.rect(pixels($0), width: pixelWidth, height: pixelHeight) }
                for glyphs in layout.coverageMasks(originX: origin.x * scale, originY: origin.y * scale) {
                    pixmap.fill(mask: glyphs, paint: .solid(color(fill)), opacity: opacity, clip: mask)
                }
            }
        }
        return pixmap
    }

    private func color(_ value: RGBA) -> Color {
        Color(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }

    private func pixels(_ rect: Raster.Rect) -> Raster.Rect {
        Raster.Rect(x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale)
    }

    private func path(_ outline: Outline) -> Path {
        switch outline {
        case .rect(let rect): return .rect(pixels(rect))
        case let .roundedRect(rect, radius): return .roundedRect(pixels(rect), radius: radius * scale)
        case .polygon(let points): return .polygon(points.map { Raster.Point(x: $0.x * scale, y: $0.y * scale) })
        }
    }
}
