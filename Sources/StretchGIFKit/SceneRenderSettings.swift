import GIF
import Layout

/// A scene's `render:` block (docs/scenes.md#render): the frame rate, size, chrome and GIF settings a scene carries
/// so that `stretchgif render scene.yaml` alone reproduces it. Every value is checked by the same
/// `RenderOptions.Rules` as the command's flags; a field is nil when the block does not set it.
public struct SceneRenderSettings: Sendable, Equatable {
    /// `RenderOptions.fps`.
    public var fps: Double?
    /// `RenderOptions.scale`.
    public var scale: Int?
    /// `RenderOptions.width`.
    public var width: Int?
    /// `RenderOptions.bezel`.
    public var bezel: Bool?
    /// `RenderOptions.touches`.
    public var touches: Bool?
    /// `RenderOptions.colors`.
    public var colors: Int?
    /// `RenderOptions.dither`.
    public var dither: DitherMode?
    /// `RenderOptions.ditherStrength`.
    public var ditherStrength: Double?
    /// `RenderOptions.lossy`.
    public var lossy: Int?
    /// `RenderOptions.loop`.
    public var loop: Int?
    /// Where `stretchgif render` writes when `-o` is not given, relative to the current directory; its extension
    /// names the format (docs/formats.md).
    public var output: String?

    /// No settings.
    public init() {}

    /// The settings of `scene`'s `render:` block. Throws `invalidFile` at the value's line and column for a value
    /// out of its rule's range or of the wrong kind.
    public init(scene: Scene) throws(StretchGIFError) {
        for setting in scene.render {
            func failure(_ expected: String) -> StretchGIFError {
                .invalidFile(
                    path: scene.sourceName, line: setting.line, column: setting.column,
                    message: "render.\(setting.key) expects \(expected) (got '\(setting.value)')")
            }
            func real(_ rule: NumberRule<Double>) throws(StretchGIFError) -> Double {
                guard let value = Double(setting.value), rule.accepts(value) else { throw failure(rule.phrase) }
                return value
            }
            func integer(_ rule: NumberRule<Int>) throws(StretchGIFError) -> Int {
                guard let value = Int(setting.value), rule.contains(value) else { throw failure(rule.phrase) }
                return value
            }
            func boolean() throws(StretchGIFError) -> Bool {
                switch setting.value {
                case "true": return true
                case "false": return false
                default: throw failure("true or false")
                }
            }
            typealias Rules = RenderOptions.Rules
            switch setting.key {
            case "fps": fps = try real(Rules.fps)
            case "scale": scale = try integer(Rules.scale)
            case "width": width = try integer(Rules.width)
            case "bezel": bezel = try boolean()
            case "touches": touches = try boolean()
            case "colors": colors = try integer(Rules.colors)
            case "dither":
                guard let mode = DitherMode(rawValue: setting.value) else {
                    throw failure(DitherMode.allCases.map(\.rawValue).joined(separator: ", "))
                }
                dither = mode
            case "ditherStrength": ditherStrength = try real(Rules.ditherStrength)
            case "lossy": lossy = try integer(Rules.lossy)
            case "loop": loop = try integer(Rules.loop)
            case "output":
                guard !setting.value.unicodeScalars.contains("\0") else {
                    throw .invalidFile(
                        path: scene.sourceName, line: setting.line, column: setting.column,
                        message: "render.output contains a NUL character, which no file path can hold")
                }
                guard !setting.value.isEmpty, OutputFormat(path: setting.value) != nil else {
                    throw failure("a file path ending in \(OutputFormat.extensionList)")
                }
                output = setting.value
            default:
                // SceneFile accepts only SceneKeys.render; a key added there without a case here is caught by tests.
                throw failure("a known render key (\(SceneKeys.render.keys.joined(separator: ", ")))")
            }
        }
    }

    /// Sets the fields of `options` this block sets; the others keep their values.
    public func apply(to options: inout RenderOptions) {
        if let fps { options.fps = fps }
        if let scale { options.scale = scale }
        if let width { options.width = width }
        if let bezel { options.bezel = bezel }
        if let touches { options.touches = touches }
        if let colors { options.colors = colors }
        if let dither { options.dither = dither }
        if let ditherStrength { options.ditherStrength = ditherStrength }
        if let lossy { options.lossy = lossy }
        if let loop { options.loop = loop }
    }
}

extension RenderOptions {
    /// The defaults with `scene`'s `render:` block applied: what `stretchgif render SCENE` uses before its flags.
    public init(scene: StretchScene) throws(StretchGIFError) {
        self.init()
        try SceneRenderSettings(scene: scene.model).apply(to: &self)
    }
}
