import Raster

/// A `FrameCanvas` that paints into a `Pixmap` (so reads such as the home indicator's see the real pixels) and
/// records every call as a `DrawOperation` (docs/painter.md#the-drawing-seam). `SceneRenderer.displayList` uses
/// it; the product's frames never go through it.
package struct DisplayListRecorder: FrameCanvas {
    /// A clip as the shapes it is built from; painting rebuilds the mask from them (`Pixmap.perform`).
    package typealias Clip = [ClipShape]

    /// The canvas painted so far.
    package private(set) var paintedPixels: Pixmap
    /// The calls so far, in order.
    package private(set) var operations: [DrawOperation] = []

    /// A `width` x `height` canvas filled with `background`, with nothing recorded.
    package init(width: Int, height: Int, background: Color) {
        paintedPixels = Pixmap(width: width, height: height, fill: background)
    }

    /// Canvas width in pixels.
    package var width: Int { paintedPixels.width }
    /// Canvas height in pixels.
    package var height: Int { paintedPixels.height }

    /// A rectangle clip.
    package func makeClip(rect: Rect) -> Clip { [.rect(rect)] }

    /// A path clip.
    package func makeClip(path: Path) -> Clip { [.path(path)] }

    /// Both clips: the shapes of `clip` then those of `other`.
    package func intersect(_ clip: Clip, with other: Clip) -> Clip { clip + other }

    /// Paints and records a rectangle fill.
    package mutating func fillRect(_ rect: Rect, paint: Paint, opacity: Double, clip: Clip?) {
        record(.fillRect(rect, paint: paint, opacity: opacity, clip: clip ?? []))
    }

    /// Paints and records a path fill.
    package mutating func fill(_ path: Path, paint: Paint, fillRule: FillRule, opacity: Double, transform: Transform,
                              clip: Clip?) {
        record(.fillPath(path, paint: paint, fillRule: fillRule, opacity: opacity, transform: transform,
                         clip: clip ?? []))
    }

    /// Paints and records an image.
    package mutating func drawImage(_ image: RasterImage, stretchedTo target: Rect, opacity: Double, clip: Clip?) {
        record(.image(image, target: target, opacity: opacity, clip: clip ?? []))
    }

    /// Paints and records text.
    package mutating func draw(_ text: TextLayout, originX: Double, originY: Double, color: Color, opacity: Double,
                              clip: Clip?) {
        record(.text(text, origin: Point(x: originX, y: originY), color: color, opacity: opacity,
                     clip: clip ?? []))
    }

    /// Paints and records rich text.
    package mutating func draw(_ text: TextLayout, originX: Double, originY: Double, colors: [Color], opacity: Double,
                              clip: Clip?) {
        record(.richText(text, origin: Point(x: originX, y: originY), colors: colors, opacity: opacity,
                         clip: clip ?? []))
    }

    /// Paints and records a material behind a shape (it reads the pixels painted so far, as the canvas does).
    package mutating func drawBackdrop(_ material: BackdropMaterial, in shape: Path, opacity: Double, clip: Clip?) {
        record(.backdrop(material, shape: shape, opacity: opacity, clip: clip ?? []))
    }

    /// A recorder for a layer: a transparent canvas with nothing recorded.
    package func makeLayer(width: Int, height: Int) -> DisplayListRecorder {
        DisplayListRecorder(width: width, height: height, background: .clear)
    }

    /// Paints and records a layer with the calls recorded on it.
    package mutating func drawLayer(_ layer: DisplayListRecorder, effects: LayerEffects, opacity: Double, clip: Clip?) {
        record(.layer(operations: layer.operations, width: layer.width, height: layer.height, effects: effects,
                      opacity: opacity, clip: clip ?? []))
    }

    private mutating func record(_ operation: DrawOperation) {
        paintedPixels.perform(operation)
        operations.append(operation)
    }
}
