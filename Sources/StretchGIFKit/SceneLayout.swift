import Layout

/// A scene's layout engine after the options' device and orientation overrides: the solved frame of every view at
/// any content offset, without simulating or painting anything (`stretchgif layout`).
public struct SceneLayout: Sendable {
    private let engine: LayoutEngine

    /// Builds the layout of `scene` (fonts measured for labels). With `options.strict`, conflicting or ambiguous
    /// constraints throw instead of becoming `diagnostics`. The scene's `physics:` and `render:` sections are
    /// checked too (a layout plays no gesture, but a scene that lays out is one that renders).
    public init(scene: StretchScene, options: RenderOptions = RenderOptions()) throws(StretchGIFError) {
        _ = try SceneSettings.physics(from: scene.model)
        _ = try SceneRenderSettings(scene: scene.model)
        engine = try LayoutProduction.load(scene: scene, options: options).engine
    }

    /// The valid content offsets `solve(offset:)` takes, in points.
    package static let offsetRule = NumberRule<Double>(lower: -1_000_000, upper: 1_000_000,
                                                      phrase: "a number of points from -1000000 to 1000000")

    /// UIKit-style reports of conflicting or ambiguous constraints, in a fixed order.
    public var diagnostics: [String] { engine.diagnostics }

    /// Every view's frame (root coordinates, points) and the content height at content offset `offset`, solved on a
    /// fresh copy of the built engine.
    public func solve(offset: Double) throws(StretchGIFError) -> SolvedLayout {
        try Self.offsetRule.check(offset, name: "offset")
        var fresh = engine
        return fresh.solve(offset: offset)
    }
}
