import Raster

/// What `SceneRenderer` paints a frame's screen through (docs/painter.md#the-drawing-seam): solid and gradient
/// fills of rectangles and paths, images stretched over a rectangle, laid-out text, each with an opacity and an
/// optional clip. Coordinates are screen pixels. The product paints into a `Pixmap` (whose own methods satisfy
/// the drawing requirements); `DisplayListRecorder` also records every call as a `DrawOperation`, so a benchmark
/// can replay the renderer's own frame into another painter.
///
/// The renderer is generic over the canvas, so painting a `Pixmap` compiles to the same direct calls as before
/// the seam existed.
package protocol FrameCanvas {
    /// How this canvas holds a clip region (built once per view, used by several operations).
    associatedtype Clip

    /// Canvas width in pixels.
    var width: Int { get }
    /// Canvas height in pixels.
    var height: Int { get }
    /// The pixels painted so far (the home indicator's automatic colour reads what lies under it).
    var paintedPixels: Pixmap { get }

    /// A clip to `rect` (pixels): whole-pixel edges clip hard, fractional ones with exact partial coverage.
    func makeClip(rect: Rect) -> Clip
    /// A clip to the inside of `path` (pixels, non-zero rule), anti-aliased.
    func makeClip(path: Path) -> Clip
    /// The region inside both `clip` and `other`.
    func intersect(_ clip: Clip, with other: Clip) -> Clip

    /// Fills the axis-aligned `rect` (pixels) with `paint` at `opacity`, inside `clip`.
    mutating func fillRect(_ rect: Rect, paint: Paint, opacity: Double, clip: Clip?)
    /// Fills `path` mapped by `transform` into pixels under `fillRule` with `paint` at `opacity`, inside `clip`.
    mutating func fill(_ path: Path, paint: Paint, fillRule: FillRule, opacity: Double, transform: Transform,
                       clip: Clip?)
    /// Draws `image` stretched exactly over `target` (pixels) at `opacity`, inside `clip`.
    mutating func drawImage(_ image: RasterImage, stretchedTo target: Rect, opacity: Double, clip: Clip?)
    /// Draws `text` with its box's top-left at (`originX`, `originY`) pixels in `color` at `opacity`, inside `clip`.
    mutating func draw(_ text: TextLayout, originX: Double, originY: Double, color: Color, opacity: Double,
                       clip: Clip?)
    /// Replaces what lies inside `shape` (pixels, non-zero rule) with `material` made from the pixels painted so
    /// far, at `opacity`, inside `clip` (`Pixmap.drawBackdrop(_:in:opacity:clip:)`, docs/painter.md#materials).
    mutating func drawBackdrop(_ material: BackdropMaterial, in shape: Path, opacity: Double, clip: Clip?)
    /// A transparent canvas of the same kind, `width` x `height` pixels, to paint a view's subtree apart
    /// (transforms, blur, shadows: docs/painter.md#layers).
    func makeLayer(width: Int, height: Int) -> Self
    /// Composites `layer` (made by `makeLayer`) with `effects` at `opacity` inside `clip`.
    mutating func drawLayer(_ layer: Self, effects: LayerEffects, opacity: Double, clip: Clip?)
    /// Draws `text` as `draw(_:originX:originY:color:opacity:clip:)` with `originX` = `coverage.originX`, where
    /// `coverage` is `text.coverage(originX:)` kept from an earlier frame: the same pixels.
    mutating func draw(_ text: TextLayout, coverage: TextCoverage, originY: Double, color: Color, opacity: Double,
                       clip: Clip?)
    /// Draws rich `text` (`TextLayout.init(spans:...)`) with its box's top-left at (`originX`, `originY`) pixels,
    /// each ink's masks in `colors[ink]`, at `opacity`, inside `clip` (`Pixmap.draw(_:originX:originY:colors:...)`).
    mutating func draw(_ text: TextLayout, originX: Double, originY: Double, colors: [Color], opacity: Double,
                       clip: Clip?)
    /// `draw(_:originX:originY:colors:opacity:clip:)` with `originX` = `coverage.originX`, the masks taken from
    /// `coverage` (`text.coverage(originX:)` kept from an earlier frame): the same pixels.
    mutating func draw(_ text: TextLayout, coverage: TextCoverage, originY: Double, colors: [Color], opacity: Double,
                       clip: Clip?)
}

extension FrameCanvas {
    /// The text call at `coverage.originX` (canvases that do not paint, or rebuild the masks anyway, such as
    /// `DisplayListRecorder`, which records it as that call).
    package mutating func draw(_ text: TextLayout, coverage: TextCoverage, originY: Double, color: Color,
                              opacity: Double, clip: Clip?) {
        draw(text, originX: coverage.originX, originY: originY, color: color, opacity: opacity, clip: clip)
    }

    /// The rich-text call at `coverage.originX` (canvases that rebuild the masks anyway, such as
    /// `DisplayListRecorder`, which records it as that call).
    package mutating func draw(_ text: TextLayout, coverage: TextCoverage, originY: Double, colors: [Color],
                              opacity: Double, clip: Clip?) {
        draw(text, originX: coverage.originX, originY: originY, colors: colors, opacity: opacity, clip: clip)
    }
}

extension Pixmap: FrameCanvas {
    /// The canvas itself.
    package var paintedPixels: Pixmap { self }

    /// `ClipMask.rect(rect, width:height:)` for this canvas.
    package func makeClip(rect: Rect) -> ClipMask { ClipMask.rect(rect, width: width, height: height) }

    /// `ClipMask(path:width:height:)` for this canvas.
    package func makeClip(path: Path) -> ClipMask { ClipMask(path: path, width: width, height: height) }

    /// `clip.intersected(with: other)`.
    package func intersect(_ clip: ClipMask, with other: ClipMask) -> ClipMask { clip.intersected(with: other) }
}
