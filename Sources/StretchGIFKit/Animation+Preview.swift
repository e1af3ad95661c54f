import Layout
import SceneRender

extension Animation {
    /// Every view's solved frame at output frame `index` (the preview page's outlines), solved on a fresh copy of
    /// the built engine as the render solves it.
    package func solvedLayout(ofFrame index: Int) throws(StretchGIFError) -> SolvedLayout {
        let offset = try contentOffset(ofFrame: index)
        var engine = plan.production.engine
        return engine.solve(offset: offset)
    }

    /// Points to output pixels (the output width over the painted frame's width in points).
    package var pixelsPerPoint: Double {
        Double(pixelWidth) / SceneRenderer.framePointSize(device: resolvedScene.device,
                                                           orientation: resolvedScene.orientation,
                                                           bezel: options.bezel).width
    }
}
