import ArgumentParser

/// How frames are sampled in time and sized in pixels.
struct FrameOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, > 0; 50 is the highest rate browsers honour.",
                               valueName: "fps"))
    var fps: Double = 50

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point: 1, 2 or 3 (@1x, @2x, @3x).", valueName: "n"))
    var scale: Int = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("Output width in pixels: renders larger and reduces with an area filter to exactly N.",
                               valueName: "pixels"))
    var width: Int?

    @Flag(help: "Draw a touch indicator where the finger is.")
    var touches = false

    @Flag(help: "Draw the phone around the screen: a dark bezel with the device's rounded display corners and notch (the frame grows by 16 pt on each side).")
    var bezel = false

    /// Pixels per point while painting: `--scale`, or for `--width N` at least twice N over the screen width
    /// (then reduced with an area filter), so small outputs stay crisp.
    /// `frameWidth` is the painted frame's width in points (the screen, plus the bezel with `--bezel`).
    func renderScale(frameWidth: Double) -> Double {
        guard let width else { return Double(scale) }
        return Double(max(scale, Int((2 * Double(width) / frameWidth).rounded(.up))))
    }

    func validate() throws {
        guard fps.isFinite, fps > 0 else {
            throw ValidationError("--fps expects a number > 0 (got \(formatNumber(fps)))")
        }
        guard fps <= 1000 else { throw ValidationError("--fps expects at most 1000 (got \(formatNumber(fps)))") }
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale expects 1, 2 or 3 (got \(scale))") }
        if let width, width < 16 || width > 4096 {
            throw ValidationError("--width expects a number of pixels from 16 to 4096 (got \(width))")
        }
    }
}

/// GIF encoding and output flags for `render`.
struct EncodingOptions: ParsableArguments {
    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp("Output path: the GIF for render (default <scene>.gif here), the manifest for hash (default: standard output).",
                                                    valueName: "path"))
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Play the animation N times (N >= 1); 0 loops forever.", valueName: "n"))
    var loop: Int = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("Palette size, 2 to 256.", valueName: "n"))
    var colors: Int = 256

    @Option(parsing: .unconditional, help: ArgumentHelp("Dithering: none, ordered or diffusion.", valueName: "mode"))
    var dither: String = "ordered"

    @Option(parsing: .unconditional, help: ArgumentHelp("Dithering strength from 0 to 1.", valueName: "s"))
    var ditherStrength: Double = 0.4

    @Option(parsing: .unconditional, help: ArgumentHelp("Worker threads for rendering and quantizing (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Print nothing but errors (no progress, no summary).")
    var quiet = false

    func validate() throws {
        guard loop >= 0, loop <= 65_536 else {
            throw ValidationError("--loop expects 0 (forever) or a play count from 1 to 65536 (got \(loop))")
        }
        guard (2...256).contains(colors) else { throw ValidationError("--colors expects 2 to 256 (got \(colors))") }
        guard ["none", "ordered", "diffusion"].contains(dither) else {
            throw ValidationError("--dither expects none, ordered or diffusion (got '\(dither)')")
        }
        guard ditherStrength.isFinite, (0...1).contains(ditherStrength) else {
            throw ValidationError("--dither-strength expects a number from 0 to 1 (got \(formatNumber(ditherStrength)))")
        }
        if let jobs, jobs < 1 || jobs > 256 { throw ValidationError("--jobs expects 1 to 256 (got \(jobs))") }
    }
}
