import Raster

/// One format's encoder in a run (docs/library.md#encoding): it takes the frames of the shared pass it asks for,
/// then finishes, which may paint a pass of its own (the GIF quantizes with the palette the shared pass built).
/// `OutputFormat.makeEncoder` makes the one for each format; the entry point, `FrameSource.encode`, drives them.
/// Used on one thread.
protocol OutputEncoder: AnyObject {
    /// The frames of the shared pass this encoder takes.
    var frames: EncoderFrames { get }
    /// Frames it paints again in `finish` (the GIF's second pass), for progress.
    var secondPassFrames: Int { get }
    /// Work on one shared-pass frame done on the thread that painted it, handed back to `add` (nil when none).
    var analysis: (@Sendable (_ position: PassFrame, _ frame: Pixmap) -> (any Sendable)?)? { get }
    /// Takes one frame of the shared pass, in order (every frame of the pass, whichever it asked for). When every
    /// encoder of the run takes `.gifSample`, the pass keeps no frame and `frame` is empty (0 x 0): such an encoder
    /// uses its `analysis` alone.
    func add(_ frame: Pixmap, at position: PassFrame, analysis: (any Sendable)?) throws(StretchGIFError)
    /// Finishes the output; `progress` counts on from `progressStart` out of `progressTotal`.
    func finish(progress: ProgressHandler?, progressStart: Int, progressTotal: Int) throws(StretchGIFError)
        -> EncodedFormat
}

/// Which frames of the shared pass an encoder takes.
enum EncoderFrames: Sendable, Equatable {
    /// Every frame of the video schedule.
    case video
    /// Every frame of the GIF schedule.
    case gif
    /// The GIF schedule's palette sample (`PaletteSample`).
    case gifSample
}

/// Where a shared-pass frame lies in the two schedules: its GIF frame and its video frame, when it is one.
struct PassFrame: Sendable, Equatable {
    /// The GIF schedule's frame this is, nil when it is only a video frame.
    let gif: Int?
    /// The video schedule's frame this is, nil when the pass has no video.
    let video: Int?
}

/// Where one format's encoder may write: the first file asked for in that format (written in place when the
/// encoder streams), and how many destinations want the format (more than one, or no file, needs the bytes).
struct EncoderDestination {
    /// The first file of the format: its path and its atomic file.
    let file: (path: String, file: AtomicOutputFile)?
    /// Destinations of the format in all.
    let count: Int
}

/// What one format's encoder produced: the bytes when a destination still needs them, the summary, and the file it
/// already wrote, if any.
struct EncodedFormat {
    let bytes: [UInt8]?
    let summary: OutputSummary
    /// The path of the file the encoder wrote in place (it needs no copy of the bytes).
    let streamedPath: String?
}

extension OutputFormat {
    /// The one place a format meets its encoder: a new case does not compile until it has one.
    func makeEncoder<Source: FrameSource>(
        source: Source, options: RenderOptions, destination: EncoderDestination,
        observeGIF: ((_ index: Int, _ rgba: [UInt8]) -> Void)?
    ) throws(StretchGIFError) -> any OutputEncoder {
        switch self {
        case .gif:
            GIFOutputEncoder(source: source, options: options, destination: destination, observe: observeGIF)
        case .webp:
            try WebPOutputEncoder(source: source, options: options)
        case .mp4, .webm:
            try VideoOutputEncoder(format: self, source: source, options: options, destination: destination)
        }
    }
}
