import Raster

/// One shape a recorded clip is built from, in screen pixels (docs/painter.md#the-drawing-seam).
package enum ClipShape: Sendable, Equatable {
    /// An axis-aligned rectangle (`FrameCanvas.makeClip(rect:)`).
    case rect(Rect)
    /// The inside of a path under the non-zero rule (`FrameCanvas.makeClip(path:)`).
    case path(Path)
}

/// One call the renderer made on its `FrameCanvas`, in painting order. `clip` lists the shapes whose
/// intersection, taken first to last, is the clip (empty: the whole canvas).
package enum DrawOperation: Sendable {
    /// `fillRect(rect, paint:opacity:clip:)`.
    case fillRect(Rect, paint: Paint, opacity: Double, clip: [ClipShape])
    /// `fill(path, paint:fillRule:opacity:transform:clip:)`.
    case fillPath(Path, paint: Paint, fillRule: FillRule, opacity: Double, transform: Transform, clip: [ClipShape])
    /// `drawImage(image, stretchedTo: target, opacity:clip:)`.
    case image(RasterImage, target: Rect, opacity: Double, clip: [ClipShape])
    /// `draw(layout, originX: origin.x, originY: origin.y, color:opacity:clip:)`.
    case text(TextLayout, origin: Point, color: Color, opacity: Double, clip: [ClipShape])
    /// `draw(layout, originX: origin.x, originY: origin.y, colors:opacity:clip:)`: rich text, one colour per ink.
    case richText(TextLayout, origin: Point, colors: [Color], opacity: Double, clip: [ClipShape])
    /// `drawBackdrop(material, in: shape, opacity:clip:)`: a material made from the pixels painted before it.
    case backdrop(BackdropMaterial, shape: Path, opacity: Double, clip: [ClipShape])
    /// `drawLayer(layer, effects:opacity:clip:)`, the layer being `operations` painted on a transparent
    /// `width` x `height` canvas.
    indirect case layer(operations: [DrawOperation], width: Int, height: Int, effects: LayerEffects, opacity: Double,
                        clip: [ClipShape])

    /// The operation's clip shapes.
    package var clip: [ClipShape] {
        switch self {
        case .fillRect(_, _, _, let clip), .fillPath(_, _, _, _, _, let clip), .image(_, _, _, let clip),
             .text(_, _, _, _, let clip), .richText(_, _, _, _, let clip), .backdrop(_, _, _, let clip),
             .layer(_, _, _, _, _, let clip):
            return clip
        }
    }
}

/// A frame as the renderer painted it: the screen's background, then `operations` in order on a screen-sized
/// canvas; with `bezel`, that screen is then composed into the phone layer (`BezelLayer.compose(screen:)`).
package struct DisplayList: Sendable {
    /// Screen width in pixels.
    package var width: Int
    /// Screen height in pixels.
    package var height: Int
    /// The opaque colour the screen starts from (the scene's background).
    package var background: Color
    /// The canvas calls, in painting order.
    package var operations: [DrawOperation]
    /// The phone layer the screen is composed into, nil without `--bezel`.
    package var bezel: BezelLayer?

    /// A list of `operations` on a `width` x `height` screen filled with `background`, composed into `bezel`.
    package init(width: Int, height: Int, background: Color, operations: [DrawOperation], bezel: BezelLayer?) {
        self.width = width
        self.height = height
        self.background = background
        self.operations = operations
        self.bezel = bezel
    }

    /// Paints the list with Raster: the same calls on a `Pixmap`, each clip rebuilt from its shapes in order, so
    /// the frame is byte-identical to `SceneRenderer.render`'s for the same layout and chrome.
    package func replay() -> Pixmap {
        guard let bezel, bezel.screenWidth == width, bezel.screenHeight == height else {
            var screen = Pixmap(width: width, height: height, fill: background)
            for operation in operations { screen.perform(operation) }
            return bezel?.compose(screen: screen) ?? screen
        }
        var frame = bezel.pixmap
        bezel.paintFrame(into: &frame, background: background) { screen in
            for operation in operations { screen.perform(operation) }
        }
        return frame
    }
}

extension Pixmap {
    /// Performs one recorded operation on this canvas.
    package mutating func perform(_ operation: DrawOperation) {
        let clip = clipMask(operation.clip)
        switch operation {
        case let .fillRect(rect, paint, opacity, _):
            fillRect(rect, paint: paint, opacity: opacity, clip: clip)
        case let .fillPath(path, paint, fillRule, opacity, transform, _):
            fill(path, paint: paint, fillRule: fillRule, opacity: opacity, transform: transform, clip: clip)
        case let .image(image, target, opacity, _):
            drawImage(image, stretchedTo: target, opacity: opacity, clip: clip)
        case let .text(layout, origin, color, opacity, _):
            draw(layout, originX: origin.x, originY: origin.y, color: color, opacity: opacity, clip: clip)
        case let .richText(layout, origin, colors, opacity, _):
            draw(layout, originX: origin.x, originY: origin.y, colors: colors, opacity: opacity, clip: clip)
        case let .backdrop(material, shape, opacity, _):
            drawBackdrop(material, in: shape, opacity: opacity, clip: clip)
        case let .layer(operations, width, height, effects, opacity, _):
            var layer = makeLayer(width: width, height: height)
            for operation in operations { layer.perform(operation) }
            drawLayer(layer, effects: effects, opacity: opacity, clip: clip)
        }
    }

    /// The clip the shapes make on this canvas (nil for none), intersected first to last as the renderer did.
    func clipMask(_ shapes: [ClipShape]) -> ClipMask? {
        var result: ClipMask?
        for shape in shapes {
            let mask: ClipMask
            switch shape {
            case .rect(let rect): mask = makeClip(rect: rect)
            case .path(let path): mask = makeClip(path: path)
            }
            result = result.map { intersect($0, with: mask) } ?? mask
        }
        return result
    }
}
