import Layout
import Raster
import Synchronization

/// The sizes `SceneTextMeasurer` has measured, by everything that decides them: the characters, the style's shape
/// (not its colour) and the wrapping width. Measuring is a pure function of these and the measurer's fonts, so a
/// size found once is the size every later call would find (docs/scenes.md#limits). It also keeps the layouts it
/// measured, up to `layoutGlyphBudget` glyphs, for the painter (`MeasuredTextLayouts`).
final class TextMeasureCache: Sendable {
    struct Key: Hashable, Sendable {
        let string: String
        let size: Double
        let weight: FontWeight
        let alignment: TextAlignment
        let lines: Int
        let lineHeightMultiple: Double
        let maxWidth: Double?

        /// The key of `string` in `style`'s shape, wrapped at `maxWidth`.
        init(string: String, style: TextStyle, maxWidth: Double?) {
            self.string = string
            size = style.size
            weight = style.weight
            alignment = style.alignment
            lines = style.lines
            lineHeightMultiple = style.lineHeightMultiple
            self.maxWidth = maxWidth
        }
    }

    /// Most glyphs of measured layouts kept for the painter: 262,144 (about 10 MiB of positioned glyphs) hold every
    /// label of the seed scenes many times over, while a scene of thousands of long labels keeps only its first.
    static let layoutGlyphBudget = 1 << 18

    private struct State {
        var sizes: [Key: Size] = [:]
        /// Measured layouts in the order they were measured (looked up by key, never iterated into output).
        var layouts: [Key: TextLayout] = [:]
        var keptGlyphs = 0
    }

    private let state = Mutex(State())

    func size(for key: Key) -> Size? {
        state.withLock { $0.sizes[key] }
    }

    /// Keeps `layout`'s size for `key`, and the layout itself while the glyph budget allows.
    func store(_ layout: TextLayout, for key: Key) {
        let glyphs = layout.glyphCount
        state.withLock { state in
            state.sizes[key] = layout.measuredSize
            guard state.layouts[key] == nil, state.keptGlyphs + glyphs <= Self.layoutGlyphBudget else { return }
            state.layouts[key] = layout
            state.keptGlyphs += glyphs
        }
    }

    /// The layouts kept so far, as a value the painting threads share without locking.
    func measuredLayouts() -> MeasuredTextLayouts {
        MeasuredTextLayouts(layouts: state.withLock { $0.layouts })
    }
}

/// Plain-text layouts the layout engine measured at scale 1 (`SceneTextMeasurer`), by text, style shape and
/// wrapping width: a label painted at scale 1 and at the width it was measured at is laid out exactly so (a
/// `TextLayout` is a pure function of its text, fonts, attributes, width and scale), so the painter takes it instead
/// of shaping the text again. Read-only once built.
package struct MeasuredTextLayouts: Sendable {
    fileprivate var layouts: [TextMeasureCache.Key: TextLayout] = [:]

    /// None.
    package init() {}

    fileprivate init(layouts: [TextMeasureCache.Key: TextLayout]) { self.layouts = layouts }

    /// The layout of `string` in `style` wrapped at `width`, if it was measured and kept.
    func layout(_ string: String, style: TextStyle, width: Double) -> TextLayout? {
        layouts[TextMeasureCache.Key(string: string, style: style, maxWidth: width)]
    }
}
