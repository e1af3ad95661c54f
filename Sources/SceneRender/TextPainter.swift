import Raster

/// Draws single lines of chrome text (the status bar's clock) with the scene's fonts.
struct TextPainter {
    let assets: SceneAssets

    /// Draws `string` on one line, its box centred on `centre` (pixels), at `size` pixels.
    func drawLine<Canvas: FrameCanvas>(_ string: String, centredAt centre: Point, size: Double, weight: FontWeight,
                                       color: Color, into canvas: inout Canvas) {
        guard let fonts = assets.fonts.cascade(for: weight) else { return }
        let layout = TextLayout(string: string, fonts: fonts, attributes: TextAttributes(size: size), maxWidth: nil,
                                scale: 1)
        let box = layout.measuredSize
        canvas.draw(layout, originX: centre.x - box.width / 2, originY: centre.y - box.height / 2, color: color,
                    opacity: 1, clip: nil)
    }
}
