import StretchGIFKit

/// The library options that the scene, frame, output and physics flag groups of `render` and `hash` select: the
/// scene's `render:` block over the defaults (`base`, from `RenderOptions(scene:)`), then every flag given.
func renderOptions(
    base: RenderOptions, scene: SceneOptions, frames: FrameOptions, encoding: EncodingOptions, physics: PhysicsOptions
) -> RenderOptions {
    var options = base
    scene.apply(to: &options)
    frames.apply(to: &options)
    encoding.apply(to: &options)
    options.physics = physics.overrides
    return options
}

/// The options of a command that paints frames but encodes nothing (`frames`, `test`): the scene's `render:`
/// settings, then the scene, frame and physics flags over them.
func paintingOptions(
    scene: StretchScene, sceneFlags: SceneOptions, frames: FrameOptions, physics: PhysicsOptions
) throws -> RenderOptions {
    var options = try RenderOptions(scene: scene)
    sceneFlags.apply(to: &options)
    frames.apply(to: &options)
    options.physics = physics.overrides
    return options
}

/// A group of flags that sets fields of the library's `RenderOptions`.
protocol RenderFlagGroup {
    /// Copies these flags into the library's options.
    func apply(to options: inout RenderOptions)
}

extension RenderFlagGroup {
    /// Applies the group over the defaults and lets the library check every value (exit 64 with the flag's name).
    func validateWithLibraryRules() throws {
        var options = RenderOptions()
        apply(to: &options)
        try FlagNames.validating { () throws(StretchGIFError) in try options.validate() }
    }
}
