import Raster

/// The iOS status bar drawn as vector shapes. On notched phones: the time "9:41" in the left ear, cellular signal
/// bars, the Wi-Fi fan and the battery in the right ear. On home-button phones (a 20 pt bar): signal bars and Wi-Fi
/// at the left edge, the time centred, the battery at the right edge (docs/scenes.md#statusbar). Geometry follows the
/// iPhone X status bar (44 pt tall, glyph row centred ~24 pt from the top); on a 20 pt bar the row is centred in the bar.
struct StatusBarPainter {
    /// The bar's height in points (44 on notched phones, 20 on the iPhone SE).
    var height: Double
    /// Screen width in points.
    var width: Double
    /// True for devices with a notch or island (time on the left, icons on the right ears).
    var hasNotch: Bool
    /// Content colour (white for `light`, black for `dark`).
    var color: Color

    /// The time's centre on notched phones, in points from the left edge, and how far it sits above the icons'
    /// row centre (iPhone X screenshots; docs/scenes.md#status-bar).
    static let notchedTimeCentreX = 48.0
    static let notchedTimeShiftLeft = 6.0
    static let notchedTimeRaise = 3.0
    /// Home-button phones: the signal bars' left edge, in points from the screen's left edge (the battery keeps the
    /// same 6 pt margin on the right), and the gap between the signal bars and the Wi-Fi fan.
    static let homeButtonSignalLeft = 6.0
    static let iconGap = 5.0
    /// Signal bars: four bars 3 pt wide on a 4.5 pt pitch, so 16.5 pt from the first bar's left to the last's right.
    static let signalWidth = 16.5
    /// The Wi-Fi fan: 15.5 pt wide, its arcs centred 7.8 pt from its left edge (7.7 from its right).
    static let wifiWidth = 15.5
    static let wifiCentreFromLeft = 7.8

    /// Draws the bar's content shifted up by `slide` points (0 = shown, `height` = fully hidden).
    func draw<Canvas: FrameCanvas>(into canvas: inout Canvas, scale: Double, slide: Double, text: TextPainter) {
        let rowCentre = (hasNotch ? height * 0.5 + 2 : height * 0.5) - slide
        let paint = Paint.solid(color)
        let s = scale
        // Time: semibold 15 pt, centred in the left ear on notched phones (x = 48 pt, 3 pt above the icon row:
        // measured against iOS screenshots of the iPhone X, where our earlier 54 pt / row centre sat 6 pt right and
        // 3 pt low), centred in the bar otherwise.
        let timeCentreX = hasNotch ? min(Self.notchedTimeCentreX, width * 0.15 - Self.notchedTimeShiftLeft) : width / 2
        let timeRowCentre = hasNotch ? rowCentre - Self.notchedTimeRaise : rowCentre
        let clock = SceneRenderer.chromeTexts[0]
        text.drawLine(clock.string, centredAt: Point(x: timeCentreX * s, y: timeRowCentre * s), size: 15 * s,
                      weight: clock.weight, color: color, into: &canvas)
        // The battery at the right edge.
        let right = width - (hasNotch ? 14.0 : 6.0)
        // Battery: 22 x 11.5 pt rounded outline at 35% alpha, 2 pt body inset fill, 1.3 pt nub.
        let batteryWidth = 24.5, batteryHeight = 11.5
        let batteryX = right - batteryWidth - 1.5
        let batteryY = rowCentre - batteryHeight / 2
        let outer = Path.roundedRect(Rect(x: batteryX * s, y: batteryY * s, width: batteryWidth * s,
                                          height: batteryHeight * s), radius: 3.6 * s)
        let inner = Path.roundedRect(Rect(x: (batteryX + 1) * s, y: (batteryY + 1) * s,
                                          width: (batteryWidth - 2) * s, height: (batteryHeight - 2) * s),
                                     radius: 2.7 * s)
        var ring = outer
        ring.append(inner)
        canvas.fill(ring, paint: paint, fillRule: .evenOdd, opacity: 0.4, transform: .identity, clip: nil)
        canvas.fill(Path.roundedRect(Rect(x: (batteryX + 2) * s, y: (batteryY + 2) * s,
                                          width: (batteryWidth - 4) * s, height: (batteryHeight - 4) * s),
                                     radius: 1.6 * s), paint: paint, fillRule: .nonZero, opacity: 1,
                    transform: .identity, clip: nil)
        canvas.fill(Path.roundedRect(Rect(x: (batteryX + batteryWidth + 0.5) * s, y: (rowCentre - 2) * s,
                                          width: 1.5 * s, height: 4 * s), radius: 0.7 * s),
                    paint: paint, fillRule: .nonZero, opacity: 0.45, transform: .identity, clip: nil)
        // Notched: Wi-Fi and signal laid out leftwards from the battery. Home-button: signal bars from the left
        // edge, then the Wi-Fi fan.
        let wifiCentreX: Double, signalLeft: Double
        if hasNotch {
            let wifiRight = batteryX - 5
            wifiCentreX = wifiRight - 7.7
            signalLeft = wifiRight - 15.5 - 5 - 17
        } else {
            signalLeft = Self.homeButtonSignalLeft
            wifiCentreX = signalLeft + Self.signalWidth + Self.iconGap + Self.wifiCentreFromLeft
        }
        // Wi-Fi: three concentric 90-degree arcs and a dot, 15.5 x 11 pt.
        let wifiCentre = Point(x: wifiCentreX * s, y: (rowCentre + 5.3) * s)
        for band in 0..<3 {
            let outerRadius = (11.0 - Double(band) * 3.6) * s
            let innerRadius = outerRadius - 2.2 * s
            canvas.fill(Self.wedge(centre: wifiCentre, inner: band == 2 ? 0 : innerRadius, outer: outerRadius),
                        paint: paint, fillRule: .nonZero, opacity: 1, transform: .identity, clip: nil)
        }
        // Signal: four bars 3 pt wide, 1.5 pt apart, heights 4, 6, 8.5, 11 pt, bottoms aligned.
        let heights = [4.0, 6.0, 8.5, 11.0]
        for (index, barHeight) in heights.enumerated() {
            let x = signalLeft + Double(index) * 4.5
            let bottom = rowCentre + 5.5
            canvas.fill(Path.roundedRect(Rect(x: x * s, y: (bottom - barHeight) * s, width: 3 * s,
                                              height: barHeight * s), radius: 0.9 * s), paint: paint,
                        fillRule: .nonZero, opacity: 1, transform: .identity, clip: nil)
        }
    }

    /// A 90-degree annular sector opening upwards (the Wi-Fi glyph's band), centred on `centre`.
    static func wedge(centre: Point, inner: Double, outer: Double) -> Path {
        var path = Path()
        let start = -3 * Double.pi / 4, end = -Double.pi / 4
        let steps = 24
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            let point = Point(x: centre.x + outer * cosine(angle), y: centre.y + outer * sine(angle))
            if step == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        if inner <= 0 {
            path.line(to: centre)
        } else {
            for step in stride(from: steps, through: 0, by: -1) {
                let angle = start + (end - start) * Double(step) / Double(steps)
                path.line(to: Point(x: centre.x + inner * cosine(angle), y: centre.y + inner * sine(angle)))
            }
        }
        path.close()
        return path
    }
}
