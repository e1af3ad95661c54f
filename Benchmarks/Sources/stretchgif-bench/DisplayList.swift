import Layout
import Raster

/// A painter-independent description of one frame, in screen points (y down), back to front: what
/// `SceneRenderer.render` draws for the default scene, rebuilt from the same solved layout and chrome so a
/// second painter (cairo) can draw exactly the same thing.
struct DisplayList {
    /// Frame size in points.
    var width: Double
    var height: Double
    /// The root background colour.
    var background: RGBA
    var items: [DisplayItem]
}

/// A straight-alpha colour with components in 0...1.
struct RGBA {
    var red: Double, green: Double, blue: Double, alpha: Double

    init(_ color: Color) {
        red = Double(color.r) / 255
        green = Double(color.g) / 255
        blue = Double(color.b) / 255
        alpha = Double(color.a) / 255
    }

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A closed outline in points.
enum Outline {
    case rect(Raster.Rect)
    /// Circular corners of `radius` (clamped to half the shorter side).
    case roundedRect(Raster.Rect, radius: Double)
    case polygon([Raster.Point])
}

/// One drawing operation. `clip` is an axis-aligned rectangle in points (nil = the whole frame).
enum DisplayItem {
    /// Fills the union of `outlines` (even-odd when `evenOdd`) with `color` at `opacity`.
    case fill([Outline], color: RGBA, opacity: Double, evenOdd: Bool, clip: Raster.Rect?)
    /// Draws image `source` stretched over `target` (the aspect-fill rect), cut to `clip`.
    case image(source: String, target: Raster.Rect, opacity: Double, clip: Raster.Rect?)
    /// Draws laid-out text: cairo draws each line's characters from its pen origin (x, baseline); our Raster
    /// draws `layout` (the same lines, shaped at the frame's pixel scale) with its box's top-left at `origin`.
    case text(lines: [PlacedLine], size: Double, weight: Raster.FontWeight, color: RGBA, opacity: Double,
              clip: Raster.Rect?, layout: TextLayout, origin: Raster.Point)
}

extension DisplayItem {
    /// The part of a frame an item belongs to, for the per-part timings.
    enum Kind: String, CaseIterable {
        case fills = "shape fills (views, chrome)"
        case image = "header image"
        case text = "text"
    }

    var kind: Kind {
        switch self {
        case .fill: return .fills
        case .image: return .image
        case .text: return .text
        }
    }
}

/// One line of text placed on the frame: the characters and the pen origin of its first glyph, in points.
struct PlacedLine {
    var text: String
    var x: Double
    var baseline: Double
}
