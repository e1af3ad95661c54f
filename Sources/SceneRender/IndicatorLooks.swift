import Layout
import Raster

/// How the scroll indicator is drawn for each `ScrollIndicatorStyle` (docs/scenes.md#scroll): a capsule 3 pt wide,
/// 3 pt from the right edge of the safe area.
struct ScrollIndicatorLook {
    /// Width and distance from the right edge, in points (UIKit's indicator as drawn on iOS 13 and later).
    static let width = 3.0
    static let rightInset = 3.0
    /// `.default`: a light border 0.5 pt wide around a dark core, so the bar reads on light and dark content alike
    /// (UIScrollView.IndicatorStyle.default is "black with a white border").
    static let borderWidth = 0.5
    static let borderOpacity = 0.5
    static let coreOpacity = 0.45
    /// `.black` and `.white`: one colour, no border.
    static let blackOpacity = 0.35
    static let whiteOpacity = 0.55

    var style: ScrollIndicatorStyle

    /// Draws the bar in `rect` (pixels) at the indicator's fade `alpha`.
    func draw<Canvas: FrameCanvas>(in rect: Rect, scale: Double, alpha: Double, into canvas: inout Canvas) {
        let black = Color(r: 0, g: 0, b: 0, a: 255), white = Color(r: 255, g: 255, b: 255, a: 255)
        let radius = rect.width / 2
        switch style {
        case .default:
            // The border is a ring around the core, so the core darkens the content itself.
            let inset = Self.borderWidth * scale
            let coreRect = Rect(x: rect.x + inset, y: rect.y + inset, width: max(0, rect.width - 2 * inset),
                                height: max(0, rect.height - 2 * inset))
            let core = Path.roundedRect(coreRect, radius: max(0, radius - inset))
            var ring = Path.roundedRect(rect, radius: radius)
            ring.append(core)
            canvas.fill(ring, paint: .solid(white), fillRule: .evenOdd, opacity: Self.borderOpacity * alpha,
                        transform: .identity, clip: nil)
            canvas.fill(core, paint: .solid(black), fillRule: .nonZero, opacity: Self.coreOpacity * alpha,
                        transform: .identity, clip: nil)
        case .black:
            canvas.fill(.roundedRect(rect, radius: radius), paint: .solid(black), fillRule: .nonZero,
                        opacity: Self.blackOpacity * alpha, transform: .identity, clip: nil)
        case .white:
            canvas.fill(.roundedRect(rect, radius: radius), paint: .solid(white), fillRule: .nonZero,
                        opacity: Self.whiteOpacity * alpha, transform: .identity, clip: nil)
        }
    }
}

/// The home indicator's colours and how `.automatic` picks one.
enum HomeIndicatorLook {
    static let darkColor = Color(r: 0, g: 0, b: 0, a: 255)
    static let lightColor = Color(r: 255, g: 255, b: 255, a: 255)
    static let opacity = 0.9
    /// Points around the bar that count as "under it" when `.automatic` looks at the content.
    static let sampleMargin = 6.0
    /// Content whose mean relative luminance (linear light, Rec. 709 weights) exceeds this gets the dark bar. Set so
    /// the article's crimson body (#BE2045, luminance 0.12) gets the dark bar its screenshots show, while the dark
    /// hills of a photo or a black page (below 0.05) get the light one.
    static let lightThreshold = 0.1
    /// sRGB 8-bit values in linear light (IEC 61966-2-1's transfer function).
    static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : power((c + 0.055) / 1.055, 2.4)
    }

    /// Whether the painted content under `rect` (pixels), widened by `sampleMargin`, is light: its mean relative
    /// luminance (0.2126 R + 0.7152 G + 0.0722 B in linear light) exceeds `lightThreshold`. A pure function of the
    /// pixels.
    static func isLight(_ pixmap: Pixmap, under rect: Rect, scale: Double, threshold: Double = lightThreshold) -> Bool {
        let margin = sampleMargin * scale
        let x0 = max(0, Int((rect.x - margin).rounded(.down)))
        let x1 = min(pixmap.width, Int((rect.maxX + margin).rounded(.up)))
        let y0 = max(0, Int((rect.y - margin).rounded(.down)))
        let y1 = min(pixmap.height, Int((rect.maxY + margin).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return false }
        var sum = 0.0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let color = pixmap.color(x: x, y: y)
                sum += 0.2126 * linear[Int(color.r)] + 0.7152 * linear[Int(color.g)] + 0.0722 * linear[Int(color.b)]
            }
        }
        return sum / Double((x1 - x0) * (y1 - y0)) > threshold
    }
}

/// The status bar's `automatic` style (docs/scenes.md#statusbar).
enum StatusBarLook {
    /// Mean relative luminance above which black content reads better than white: black and white text have equal
    /// WCAG 2 contrast ratios, (L + 0.05) / 0.05 = 1.05 / (L + 0.05), where L = √(0.05 × 1.05) − 0.05 ≈ 0.179.
    static let lightThreshold = (0.05 * 1.05).squareRoot() - 0.05

    /// Whether the content under the bar (`rect`, pixels) is light, so the bar's content is drawn black.
    static func isLight(_ pixmap: Pixmap, under rect: Rect, scale: Double) -> Bool {
        HomeIndicatorLook.isLight(pixmap, under: rect, scale: scale, threshold: lightThreshold)
    }
}
