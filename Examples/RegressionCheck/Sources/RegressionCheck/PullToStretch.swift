import StretchGIFKit

/// The animation this package keeps from regressing: the built-in `stretchy` scene (the Auto Layout stretchy
/// header) at @1x and 10 fps, playing its own gesture, with a slightly stiffer rubber band than UIKit's.
public enum PullToStretch {
    /// The options the snapshot was recorded with.
    public static var options: RenderOptions {
        var options = RenderOptions()
        options.scale = 1
        options.fps = 10
        options.physics.rubberBand = 0.5
        return options
    }

    /// The animation, ready to render or check.
    public static func animation() throws -> Animation {
        try Animation(scene: try StretchScene.builtIn("stretchy"), options: options)
    }
}
