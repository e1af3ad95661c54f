import Layout
import Raster

/// The phone drawn around the screen for `--bezel`: a near-black body `width` points wide on every side with a
/// thin lighter steel band at its outer edge, the screen's corners rounded to the device's display corner
/// radius, and the sensor housing (the iPhone X notch or the Dynamic Island) on top of the screen.
struct DeviceFrame {
    /// Body width around the screen in points. The iPhone X display border measures roughly 4 mm on a
    /// 458 ppi, 3 px/pt panel (about 14 pt); 2 pt more makes room for the steel band.
    static let width = 16.0
    /// The steel band's width in points.
    static let bandWidth = 1.5
    /// The body, iOS's "label" black in dark appearance (#0B0B0C is close to an iPhone's black glass).
    static let bodyColor = Color(r: 11, g: 11, b: 12, a: 255)
    /// The stainless band: iOS systemGray (#8E8E93).
    static let bandColor = Color(r: 142, g: 142, b: 147, a: 255)
    /// What lies outside the phone: white, so the phone reads on light pages.
    static let surroundColor = Color(r: 255, g: 255, b: 255, a: 255)

    /// The screen (after orientation) the frame surrounds.
    var screen: DeviceSpec
    /// The scene's orientation (the housing sits on the left edge in landscape).
    var orientation: Orientation

    /// Paints the phone around `screenPixels` (the rendered screen) into a new pixmap `width` points larger
    /// on every side, at `scale` pixels per point.
    func compose(screenPixels: Pixmap, scale: Double) -> Pixmap {
        let border = Self.width * scale
        let outerWidth = screenPixels.width + 2 * Int((border).rounded())
        let outerHeight = screenPixels.height + 2 * Int((border).rounded())
        let inset = Double(Int(border.rounded()))
        var pixmap = Pixmap(width: outerWidth, height: outerHeight, fill: Self.surroundColor)
        let outer = Rect(x: 0, y: 0, width: Double(outerWidth), height: Double(outerHeight))
        // A display corner radius r inside a border b gives an outer radius r + b (concentric corners).
        let screenRadius = screen.cornerRadius * scale
        let outerRadius = screenRadius > 0 ? screenRadius + inset : inset / 2
        pixmap.fill(.roundedRect(outer, radius: outerRadius, style: .continuous), paint: .solid(Self.bandColor))
        let band = Self.bandWidth * scale
        let body = Rect(x: band, y: band, width: outer.width - 2 * band, height: outer.height - 2 * band)
        pixmap.fill(.roundedRect(body, radius: max(0, outerRadius - band), style: .continuous),
                    paint: .solid(Self.bodyColor))
        let screenRect = Rect(x: inset, y: inset, width: Double(screenPixels.width), height: Double(screenPixels.height))
        let clip = ClipMask(path: .roundedRect(screenRect, radius: screenRadius, style: .continuous),
                            width: outerWidth, height: outerHeight)
        pixmap.drawImage(RasterImage(screenPixels), stretchedTo: screenRect, clip: clip)
        if let housing = sensorHousing(in: screenRect, scale: scale) {
            pixmap.fill(housing, paint: .solid(Self.bodyColor), clip: clip)
        }
        return pixmap
    }

    /// The notch (44 pt status bar: iPhone X, 209 x 30 pt with 20 pt lower corners) or the Dynamic Island
    /// (59 pt status bar: 126 x 37 pt capsule 11 pt from the edge), in pixels; nil for phones without one.
    func sensorHousing(in screenRect: Rect, scale: Double) -> Path? {
        let portraitTop = orientation == .landscape ? screen.safeArea.left : screen.safeArea.top
        let along = orientation == .landscape ? screenRect.height : screenRect.width
        let island: Bool
        let length: Double, depth: Double, gap: Double
        switch portraitTop {
        case 44: (island, length, depth, gap) = (false, 209, 30, 0)
        case 59: (island, length, depth, gap) = (true, 126, 37, 11)
        default: return nil
        }
        let start = (along - length * scale) / 2
        let rect: Rect
        if orientation == .landscape {
            rect = Rect(x: screenRect.minX + gap * scale - (island ? 0 : depth * scale), y: screenRect.minY + start,
                        width: depth * scale * (island ? 1 : 2), height: length * scale)
        } else {
            rect = Rect(x: screenRect.minX + start, y: screenRect.minY + gap * scale - (island ? 0 : depth * scale),
                        width: length * scale, height: depth * scale * (island ? 1 : 2))
        }
        // The notch is drawn as a rounded rectangle twice its depth, half of it above the screen: only its
        // rounded lower corners show inside the screen clip.
        return .roundedRect(rect, radius: (island ? depth / 2 : 20) * scale, style: .continuous)
    }
}
