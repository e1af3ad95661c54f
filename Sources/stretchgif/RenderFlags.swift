import StretchGIFKit

/// The library options that the scene, frame, output and physics flag groups of `render` and `hash` select.
func renderOptions(scene: SceneOptions, frames: FrameOptions, encoding: EncodingOptions, physics: PhysicsOptions)
    -> RenderOptions
{
    var options = RenderOptions()
    scene.apply(to: &options)
    frames.apply(to: &options)
    encoding.apply(to: &options)
    options.physics = physics.overrides
    return options
}
