import Layout
import Raster

/// A rich-text label's runs (docs/scenes.md#rich-text) as Raster's text spans, and the colours its inks stand for.
///
/// Ink 0 is the view's `textColor` (bound or not: a run without `color` follows it); each distinct explicit run
/// colour, in first-seen order, gets the next ink. So the layout and its masks do not depend on the frame's
/// colours, and a label draws one mask per line per distinct colour on it.
struct RichTextSpans {
    /// One span per run, in order.
    var spans: [TextSpan]
    /// Per ink: the explicit colour, or nil for the view's `textColor`.
    var inkColors: [Color?]

    /// The spans of `runs` over the view's `style` in `fonts`; nil when a run's weight has no face.
    init?(_ runs: [TextRun], style: TextStyle, fonts: FontFamily) {
        var spans: [TextSpan] = []
        var inkColors: [Color?] = [nil]
        spans.reserveCapacity(runs.count)
        for run in runs {
            guard let cascade = fonts.cascade(for: run.weight ?? style.weight) else { return nil }
            var ink = 0
            if let color = run.color {
                if let known = inkColors.firstIndex(of: color) {
                    ink = known
                } else {
                    ink = inkColors.count
                    inkColors.append(color)
                }
            }
            spans.append(TextSpan(text: run.text, fonts: cascade, size: run.size ?? style.size, ink: ink))
        }
        self.spans = spans
        self.inkColors = inkColors
    }

    /// The colour of each ink with the view's text colour `textColor` at this frame.
    func colors(textColor: Color) -> [Color] { inkColors.map { $0 ?? textColor } }
}

extension SceneTextMeasurer {
    /// The size of the rich-text `runs` over `text` laid out as they are painted (`RichTextSpans`), wrapped at
    /// `maxWidth` (no wrapping when nil); zero when a run's weight has no face.
    package func measure(_ text: TextStyle, runs: [TextRun], maxWidth: Double?) -> Size {
        guard let rich = RichTextSpans(runs, style: text, fonts: fonts),
              let layout = TextLayout(spans: rich.spans, attributes: textAttributes(text), maxWidth: maxWidth,
                                      scale: 1)
        else { return Size(width: 0, height: 0) }
        return layout.measuredSize
    }
}
