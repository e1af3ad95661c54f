import Layout
import Raster
import SceneRender

#if canImport(Glibc)
import Glibc
#endif

/// Rebuilds what `SceneRenderer` paints as a `DisplayList`, following its rules step by step (view order,
/// alpha products, clipping by the scroll view and clipping ancestors, aspect-fill images, labels centred
/// vertically, the chrome's geometry from SceneRender's Chrome.swift and StatusBar.swift). Masks and
/// continuous ("squircle") corners are not reproduced: the default scene uses neither, and `build` reports
/// views it could not express so the comparison never silently drops work.
struct DisplayListBuilder {
    let scene: Scene
    let fonts: FontFamily
    /// Pixels per point of the text layouts made for our painter.
    let scale: Double

    /// The display list of `layout` with `chrome`; `skipped` names views drawn only approximately.
    func build(_ layout: SolvedLayout, chrome: ChromeState) -> (list: DisplayList, skipped: [String]) {
        let screen = scene.screen
        var items: [DisplayItem] = []
        var skipped: [String] = []
        for view in layout.views {
            let spec = view.spec
            let opacity = effectiveAlpha(of: view, in: layout)
            guard opacity > 0, view.frame.width > 0 || view.frame.height > 0 else { continue }
            if spec.mask != nil { skipped.append("\(view.id) (mask)") }
            let rect = view.frame
            let clip = ancestorClip(of: view, in: layout)
            if let fill = spec.color, fill.a > 0 {
                let outline: Outline = spec.cornerRadius > 0 ? .roundedRect(rect, radius: spec.cornerRadius) : .rect(rect)
                if spec.cornerRadius > 0 { skipped.append("\(view.id) (continuous corners drawn circular)") }
                items.append(.fill([outline], color: RGBA(fill), opacity: opacity, evenOdd: false, clip: clip))
            }
            if let image = spec.image, let pixels = imageSize(image.source) {
                var imageClip = clip
                if image.clips || spec.clips { imageClip = imageClip.map { $0.intersection(rect) } ?? rect }
                let target = image.contentMode.imageRect(
                    imageWidth: pixels.width, imageHeight: pixels.height, in: rect)
                items.append(.image(source: image.source, target: target, opacity: opacity, clip: imageClip))
            }
            if let string = spec.text, !string.isEmpty,
               let face = fonts.face(for: spec.textStyle.weight) {
                let style = spec.textStyle
                let layout = TextLayout(string: string, face: face, attributes: attributes(style),
                                        maxWidth: view.frame.width, scale: scale)
                // Labels centre their text vertically in their frame, as SceneRenderer (and UILabel) does.
                let top = view.frame.y + max(0, (view.frame.height - layout.measuredSize.height) / 2)
                let lines = layout.lines.map {
                    PlacedLine(text: $0.text, x: view.frame.x + $0.x, baseline: top + $0.baseline)
                }
                items.append(.text(lines: lines, size: style.size,
                                   weight: style.weight,
                                   color: RGBA(style.color), opacity: opacity, clip: clip, layout: layout,
                                   origin: Raster.Point(x: view.frame.x, y: top)))
            }
        }
        items += chromeItems(chrome)
        return (DisplayList(width: screen.width, height: screen.height, background: RGBA(scene.background),
                            items: items), skipped)
    }

    // MARK: Views (SceneRenderer's rules)

    private var images: [(source: String, width: Int, height: Int)] = []

    init(scene: Scene, fonts: FontFamily, images: [(source: String, image: RasterImage)], scale: Double) {
        self.scene = scene
        self.scale = scale
        self.fonts = fonts
        self.images = images.map { ($0.source, $0.image.width, $0.image.height) }
    }

    private func imageSize(_ source: String) -> (width: Int, height: Int)? {
        images.first { $0.source == source }.map { ($0.width, $0.height) }
    }

    private func effectiveAlpha(of view: SolvedView, in layout: SolvedLayout) -> Double {
        var alpha = view.spec.alpha
        var parent = view.spec.parent
        var remaining = layout.views.count
        while parent != "root" && parent != "scroll", remaining > 0,
              let ancestor = layout.views.first(where: { $0.id == parent }) {
            alpha *= ancestor.spec.alpha
            parent = ancestor.spec.parent
            remaining -= 1
        }
        return min(max(alpha, 0), 1)
    }

    private func ancestorClip(of view: SolvedView, in layout: SolvedLayout) -> Raster.Rect? {
        var rect: Raster.Rect? = nil
        var parent = view.spec.parent
        var remaining = layout.views.count + 1
        while remaining > 0 {
            remaining -= 1
            if parent == "root" { break }
            if parent == "scroll" {
                rect = rect.map { $0.intersection(layout.scrollFrame) } ?? layout.scrollFrame
                break
            }
            guard let ancestor = layout.views.first(where: { $0.id == parent }) else { break }
            if ancestor.spec.clips { rect = rect.map { $0.intersection(ancestor.frame) } ?? ancestor.frame }
            parent = ancestor.spec.parent
        }
        return rect
    }

    private func attributes(_ style: TextStyle) -> TextAttributes {
        TextAttributes(size: style.size, lineHeightMultiple: style.lineHeightMultiple, alignment: style.alignment,
                       maxLines: max(0, style.lines))
    }

    // MARK: Chrome (geometry from SceneRender's Chrome.swift and StatusBar.swift)

    private func chromeItems(_ chrome: ChromeState) -> [DisplayItem] {
        let screen = scene.screen
        let light = scene.statusBar.style == .light
        let content = light ? RGBA(red: 1, green: 1, blue: 1) : RGBA(red: 0, green: 0, blue: 0)
        var items: [DisplayItem] = []
        if let indicator = chrome.indicator, scene.scroll.showsIndicator, indicator.alpha > 0 {
            // 3 pt capsule, 3 pt from the right edge, at 35% (x1.6 for the light style).
            let width = 3.0
            let rect = Raster.Rect(x: screen.width - screen.safeArea.right - 3 - width, y: indicator.y, width: width,
                                   height: indicator.length)
            items.append(.fill([.roundedRect(rect, radius: width / 2)], color: content,
                               opacity: 0.35 * (light ? 1.6 : 1) * indicator.alpha, evenOdd: false, clip: nil))
        }
        if !scene.statusBar.hidden, screen.safeArea.top > 0, chrome.statusBarHiddenFraction < 1 {
            items += statusBar(height: screen.safeArea.top, width: screen.width,
                               slide: chrome.statusBarHiddenFraction * screen.safeArea.top, color: content)
        }
        if screen.safeArea.bottom > 0 {
            // Home indicator: 134 x 5 pt capsule, 8 pt above the bottom edge.
            let width = min(134.0, screen.width * 0.36)
            let rect = Raster.Rect(x: (screen.width - width) / 2, y: screen.height - 8 - 5, width: width, height: 5)
            items.append(.fill([.roundedRect(rect, radius: 2.5)], color: content, opacity: 0.9, evenOdd: false,
                               clip: nil))
        }
        return items
    }

    private func statusBar(height: Double, width: Double, slide: Double, color: RGBA) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let hasNotch = height > 20
        let rowCentre = (hasNotch ? height * 0.5 + 2 : height * 0.5) - slide
        let timeCentreX = hasNotch ? min(54, width * 0.15) : width / 2
        if let face = fonts.face(for: .semibold) {
            let layout = TextLayout(string: "9:41", face: face, attributes: TextAttributes(size: 15), maxWidth: nil,
                                    scale: scale)
            let left = timeCentreX - layout.measuredSize.width / 2
            let top = rowCentre - layout.measuredSize.height / 2
            items.append(.text(lines: layout.lines.map { PlacedLine(text: $0.text, x: left + $0.x, baseline: top + $0.baseline) },
                               size: 15, weight: .semibold, color: color, opacity: 1, clip: nil, layout: layout,
                               origin: Raster.Point(x: left, y: top)))
        }
        let right = width - (hasNotch ? 14.0 : 6.0)
        let batteryWidth = 24.5, batteryHeight = 11.5
        let batteryX = right - batteryWidth - 1.5
        let batteryY = rowCentre - batteryHeight / 2
        items.append(.fill([.roundedRect(Raster.Rect(x: batteryX, y: batteryY, width: batteryWidth, height: batteryHeight),
                                         radius: 3.6),
                            .roundedRect(Raster.Rect(x: batteryX + 1, y: batteryY + 1, width: batteryWidth - 2,
                                                     height: batteryHeight - 2), radius: 2.7)],
                           color: color, opacity: 0.4, evenOdd: true, clip: nil))
        items.append(.fill([.roundedRect(Raster.Rect(x: batteryX + 2, y: batteryY + 2, width: batteryWidth - 4,
                                                     height: batteryHeight - 4), radius: 1.6)],
                           color: color, opacity: 1, evenOdd: false, clip: nil))
        items.append(.fill([.roundedRect(Raster.Rect(x: batteryX + batteryWidth + 0.5, y: rowCentre - 2, width: 1.5,
                                                     height: 4), radius: 0.7)],
                           color: color, opacity: 0.45, evenOdd: false, clip: nil))
        let wifiRight = batteryX - 5
        let wifiCentre = Raster.Point(x: wifiRight - 7.7, y: rowCentre + 5.3)
        for band in 0..<3 {
            let outer = 11.0 - Double(band) * 3.6
            items.append(.fill([.polygon(wedge(centre: wifiCentre, inner: band == 2 ? 0 : outer - 2.2, outer: outer))],
                               color: color, opacity: 1, evenOdd: false, clip: nil))
        }
        let signalRight = wifiRight - 15.5 - 5
        for (index, barHeight) in [4.0, 6.0, 8.5, 11.0].enumerated() {
            let x = signalRight - 17 + Double(index) * 4.5
            let bottom = rowCentre + 5.5
            items.append(.fill([.roundedRect(Raster.Rect(x: x, y: bottom - barHeight, width: 3, height: barHeight),
                                             radius: 0.9)], color: color, opacity: 1, evenOdd: false, clip: nil))
        }
        return items
    }

    /// The Wi-Fi band: a 90-degree annular sector opening upwards, as a 25-step polygon per arc.
    private func wedge(centre: Raster.Point, inner: Double, outer: Double) -> [Raster.Point] {
        let start = -3 * Double.pi / 4, end = -Double.pi / 4, steps = 24
        func point(_ radius: Double, _ step: Int) -> Raster.Point {
            let angle = start + (end - start) * Double(step) / Double(steps)
            return Raster.Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        var points = (0...steps).map { point(outer, $0) }
        if inner <= 0 { points.append(centre) } else { points += stride(from: steps, through: 0, by: -1).map { point(inner, $0) } }
        return points
    }
}
