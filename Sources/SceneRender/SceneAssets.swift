import Layout
import Raster

/// What a scene draws besides shapes: the typeface in every weight and the decoded images, keyed by the
/// `image:` source string of the scene's views. Built by the caller (the CLI reads the files).
package struct SceneAssets: Sendable {
    /// The typeface, one face per weight, with the fallback faces for what it lacks.
    package var fonts: FontFamily
    /// Images by source string, in a fixed order (looked up by linear search, never iterated as a Dictionary).
    package var images: [(source: String, image: RasterImage)]
    /// The layouts the layout engine measured with `fonts` (`SceneTextMeasurer.measuredLayouts()`), which the
    /// painter takes for a label drawn at scale 1 at its measured width instead of shaping it again.
    package var measuredText: MeasuredTextLayouts

    /// Assets with the given fonts and images.
    package init(fonts: FontFamily, images: [(source: String, image: RasterImage)] = [],
                 measuredText: MeasuredTextLayouts = MeasuredTextLayouts())
    {
        self.fonts = fonts
        self.images = images
        self.measuredText = measuredText
    }

    /// The image registered for `source`, if any.
    package func image(for source: String) -> RasterImage? {
        images.first { $0.source == source }?.image
    }
}

/// Layout's text style as Raster's text attributes.
func textAttributes(_ style: TextStyle) -> TextAttributes {
    TextAttributes(size: style.size, lineHeightMultiple: style.lineHeightMultiple, alignment: style.alignment,
                   maxLines: max(0, style.lines))
}

/// Measures label text with the real text engine, so Auto Layout sizes labels from their text
/// (intrinsic content size), exactly as they will be drawn: with the same fallback faces as the painter.
package struct SceneTextMeasurer: TextMeasuring {
    let fonts: FontFamily
    /// Sizes already measured, shared by every copy of this measurer: labels with the same text (an alias used by
    /// hundreds of views) are laid out once per style and width (docs/scenes.md#limits).
    let sizes = TextMeasureCache()

    /// A measurer over `fonts`.
    package init(fonts: FontFamily) { self.fonts = fonts }

    /// The size of `string` in `text`'s style, wrapped at `maxWidth` (no wrapping when nil); zero when no face.
    package func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size {
        let key = TextMeasureCache.Key(string: string, style: text, maxWidth: maxWidth)
        if let size = sizes.size(for: key) { return size }
        guard let cascade = fonts.cascade(for: text.weight) else { return Size(width: 0, height: 0) }
        let layout = TextLayout(string: string, fonts: cascade, attributes: textAttributes(text), maxWidth: maxWidth,
                                scale: 1)
        sizes.store(layout, for: key)
        return layout.measuredSize
    }

    /// The plain-text layouts measured so far, for the painter (`SceneAssets.measuredText`).
    package func measuredLayouts() -> MeasuredTextLayouts { sizes.measuredLayouts() }
}
