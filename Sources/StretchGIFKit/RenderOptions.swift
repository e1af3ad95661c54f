import Foundation
import GIF
import Layout

/// How to turn a scene into an animation: gesture, device, frame rate and size, chrome, GIF encoding and physics.
///
/// Every default here is the `stretchgif` command's default, and every range is checked by `validate()` against
/// `RenderOptions.Rules`, which the command's help and validation use too. `nil` means "the scene's own".
public struct RenderOptions: Sendable, Equatable {
    // MARK: Scene

    /// A gesture script (actions separated by `;` or newlines, see docs/physics.md#gesture-scripts);
    /// nil plays the scene's own `gesture:`, or `Motion.defaultGesture` when the scene has none.
    public var gesture: String?
    /// The path of a gesture script file, used when `gesture` is nil.
    public var gestureFile: String?
    /// A device preset (`DevicePresets`) replacing the scene's device; nil keeps the scene's.
    public var device: DeviceSpec?
    /// Portrait or landscape, replacing the scene's orientation; nil keeps the scene's.
    public var orientation: Orientation?
    /// A PNG or JPEG file drawn instead of the picture of the scene's header view (its `header:` key); nil keeps
    /// it. A scene without `header:` refuses it (`images` names any view).
    public var headerImage: String?
    /// Pictures replacing those of named views, applied in order (a later one for the same view wins).
    public var images: [ImageOverride] = []
    /// The primary typeface instead of Inter (from Debian's fonts-inter), as font file and folder paths (the
    /// `--font` option, repeated): empty = Inter; one file = that file for every weight; a folder (its `.ttf`,
    /// `.otf` and `.ttc` files) or several files = a family, each file at the weight nearest its `OS/2`
    /// `usWeightClass`. Characters the typeface lacks fall back to installed fonts through fontconfig either way.
    /// See docs/fonts.md.
    public var fonts: [String] = []
    /// One font file for all text, or nil for Inter: `fonts` seen as a single path (nil when it holds none;
    /// its first path when it holds several). Setting it replaces `fonts` with that one path (or none).
    @available(*, deprecated, renamed: "fonts", message: "use `fonts`, which also takes a folder or several files")
    public var font: String? {
        get { fonts.first }
        set { fonts = newValue.map { [$0] } ?? [] }
    }
    /// Unsatisfiable or ambiguous constraints are errors instead of diagnostics.
    public var strict = false

    // MARK: Frames

    /// Frames per second, `Rules.fps`; GIF output merges frames above 50 fps (see docs/gif.md#frame-timing).
    public var fps = Defaults.fps
    /// Pixels per point, `Rules.scale` (@1x, @2x, @3x).
    public var scale = Defaults.scale
    /// Output width in pixels (`Rules.width`): frames are painted larger and reduced with an area filter to
    /// exactly this width. nil = no reduction (the width is the screen's points times `scale`).
    public var width: Int?
    /// Draw a touch indicator where the finger is.
    public var touches = false
    /// Draw the phone around the screen: body, buttons and shadow (the frame grows to
    /// `SceneRenderer.framePixelSize(device:orientation:scale:bezel:)`; docs/scenes.md#bezel).
    public var bezel = false

    // MARK: GIF encoding

    /// Plays: 0 loops forever, N plays N times (`Rules.loop`).
    public var loop = Defaults.loop
    /// Palette size (`Rules.colors`).
    public var colors = Defaults.colors
    /// Dithering of colours that are not exactly in the palette.
    public var dither = Defaults.dither
    /// Dithering strength (`Rules.ditherStrength`).
    public var ditherStrength = Defaults.ditherStrength
    /// Lossy LZW level (`Rules.lossy`): 0 writes exact colours; N > 0 lets pixels take a colour within a tolerance
    /// growing with N when that compresses better (docs/gif.md#lossy-lzw). WebP, MP4 and WebM ignore it.
    public var lossy = Defaults.lossy
    /// Worker threads for painting and quantizing (`Rules.jobs`); nil = every core. Output bytes never depend on it.
    public var jobs: Int?
    /// `jobs`, or every core the process may use when it is nil: the one place that default is read.
    package var effectiveJobs: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    // MARK: Other formats

    /// WebP quality (`Rules.quality`): nil encodes losslessly (exact pixels, the default: flat UI compresses well
    /// without loss); 0...100 encodes lossy at that quality. GIF ignores it.
    public var quality: Int?

    // MARK: Physics

    /// UIScrollView physics over the scene's own `physics:` settings.
    public var physics = PhysicsOverrides()

    /// The defaults (the `stretchgif` command's).
    public init() {}

    /// The default of every parameter that has one.
    public enum Defaults {
        /// 50 fps: the highest rate browsers play GIF delays at (2 cs), see docs/gif.md#frame-timing.
        public static let fps = 50.0
        /// @1x.
        public static let scale = 1
        /// Loop forever.
        public static let loop = 0
        /// A full palette.
        public static let colors = 256
        /// Ordered (Bayer) dithering: stable from frame to frame.
        public static let dither = GIFOptions.defaultDither
        /// No visible banding in gradients while the GIF stays small (docs/gif.md#dithering).
        public static let ditherStrength = GIFOptions.defaultDitherStrength
        /// Lossy LZW 20: busy pixels may move up to 8 levels, never further than their neighbourhood varies, flat areas
        /// and text stay exact; on the default demo 27 % smaller than lossless at an SSIM still above ffmpeg's
        /// (docs/gif.md#default-lossy-level). `GIFOptions` itself defaults to 0 (exact indices).
        public static let lossy = 20
        /// The scene played when none is named.
        public static let sceneName = "stretchy"
    }

    /// The valid values of every numeric parameter.
    public enum Rules {
        /// Frames per second.
        public static let fps = NumberRule<Double>(lower: 0, lowerInclusive: false, upper: 1000,
                                                   phrase: "a number in (0, 1000]")
        /// Pixels per point.
        public static let scale = NumberRule<Int>(lower: 1, upper: 3, phrase: "1, 2 or 3")
        /// Output width in pixels.
        public static let width = NumberRule<Int>(lower: 16, upper: 4096, phrase: "a number of pixels from 16 to 4096")
        /// Plays (0 = forever).
        public static let loop = NumberRule<Int>(
            lower: GIFOptions.loopCountRange.lowerBound, upper: GIFOptions.loopCountRange.upperBound,
            phrase: "0 (forever) or a play count from 1 to \(GIFOptions.loopCountRange.upperBound)")
        /// Palette colours.
        public static let colors = NumberRule<Int>(
            lower: GIFOptions.maxColorsRange.lowerBound, upper: GIFOptions.maxColorsRange.upperBound,
            phrase: "\(GIFOptions.maxColorsRange.lowerBound) to \(GIFOptions.maxColorsRange.upperBound)")
        /// Dithering strength.
        public static let ditherStrength = NumberRule<Double>(
            lower: GIFOptions.ditherStrengthRange.lowerBound, upper: GIFOptions.ditherStrengthRange.upperBound,
            phrase: "a number from 0 to 1")
        /// Lossy LZW level (0 = off).
        public static let lossy = NumberRule<Int>(
            lower: GIFOptions.lossyRange.lowerBound, upper: GIFOptions.lossyRange.upperBound,
            phrase: "0 (off) to \(GIFOptions.lossyRange.upperBound)")
        /// Worker threads.
        public static let jobs = NumberRule<Int>(lower: 1, upper: 256, phrase: "1 to 256")
        /// Lossy WebP quality (libwebp's 0...100 scale).
        public static let quality = NumberRule<Int>(lower: 0, upper: 100, phrase: "0 to 100")
    }
}
