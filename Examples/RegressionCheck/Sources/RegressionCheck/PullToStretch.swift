import StretchGIFKit

/// The animation this package keeps from regressing: the built-in `stretchy` scene (the Auto Layout stretchy
/// header) 120 px wide at 10 fps, playing its own gesture, with a slightly stiffer rubber band than UIKit's.
public enum PullToStretch {
    /// The scene.
    public static func scene() throws -> StretchScene { try StretchScene.builtIn("stretchy") }

    /// The options the references were recorded with: small frames keep the pixel reference small (about 10 KB a
    /// frame) and quick to paint in a debug build.
    public static var options: RenderOptions {
        var options = RenderOptions()
        options.scale = 1
        options.width = 120
        options.fps = 10
        options.physics.rubberBand = 0.5
        return options
    }
}
