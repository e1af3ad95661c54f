import Raster

extension Sweep {
    /// The page under the panels: the page colour with every panel's label centred in the band above it and its
    /// review numbers (`TraceSummary.caption`) centred in the band under it.
    func labelledPage() throws(StretchGIFError) -> Pixmap {
        var page = Pixmap(width: pixelWidth, height: pixelHeight, fill: Self.pageColor)
        let family = fonts.family
        let panelWidth = panels[0].pixelWidth, panelHeight = panels[0].pixelHeight
        let unit = Double(panelWidth) / 375
        for slot in labels.indices {
            let centreX = Double(gap + (slot % columns) * (panelWidth + gap)) + Double(panelWidth) / 2
            let top = Double(gap + (slot / columns) * (panelHeight + labelBand + captionBand + gap))
            let lines: [(String, Raster.FontWeight, Double, Double, Color)] = [
                (labels[slot], .semibold, Self.labelFontPoints * unit, top + Double(labelBand) / 2, Self.labelColor),
                (summaries[slot].caption, .regular, max(Self.captionFontPoints * unit, Self.captionMinimumPixels),
                 top + Double(labelBand + panelHeight) + Double(captionBand) / 2, Self.captionColor),
            ]
            for (text, weight, pixels, centreY, color) in lines {
                guard let cascade = family.cascade(for: weight) else { continue }
                var layout = TextLayout(string: text, fonts: cascade, attributes: TextAttributes(size: pixels),
                                        maxWidth: nil, scale: 1)
                // A caption wider than its panel is set smaller to fit (a label keeps its size, as before).
                let room = Double(panelWidth) - 4
                if weight == .regular, layout.measuredSize.width > room {
                    layout = TextLayout(string: text, fonts: cascade,
                                        attributes: TextAttributes(size: pixels * room / layout.measuredSize.width),
                                        maxWidth: nil, scale: 1)
                }
                let box = layout.measuredSize
                page.draw(layout, originX: centreX - box.width / 2, originY: centreY - box.height / 2, color: color)
            }
        }
        return page
    }
}
