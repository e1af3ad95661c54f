import Layout
import Raster

/// The pictures a scene names as `procedural:NAME` (`ImageSpec.proceduralNames`), drawn in code rather than read
/// from a file.
package enum ProceduralImages {
    /// The header photo's height over the screen's width (the stretchy header's 0.7 aspect, docs/scenes.md).
    static let landscapeAspect = 0.7

    /// `procedural:NAME`'s picture for a screen `screenWidth` points wide painted at `pixelScale` pixels per point,
    /// or nil for a name not in `ImageSpec.proceduralNames`. It is drawn at the render resolution (one image pixel
    /// per screen pixel at rest, the screen's width by 0.7 of it): stretching enlarges it, and nothing is wasted
    /// shrinking a larger picture every frame. Renders and the benchmark take their pictures from here.
    package static func image(named name: String, screenWidth: Double, pixelScale: Double) -> RasterImage? {
        guard name == "landscape" else { return nil }
        return ProceduralImage.landscape(width: Int((screenWidth * pixelScale).rounded()),
                                         height: Int((screenWidth * landscapeAspect * pixelScale).rounded()))
    }
}
