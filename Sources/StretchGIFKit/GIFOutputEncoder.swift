import GIF
import Raster

/// The GIF in a run (docs/formats.md#several-outputs): the shared pass counts the colours of the palette frames
/// (`FrameSource.paletteFrames`)
/// (on the painting threads, a histogram per frame, added in frame order, so the palette does not depend on which
/// thread counted what); `finish` paints the GIF schedule's frames again and quantizes them with that palette
/// (`FrameSource.encodeGIFFrames`). It streams into its file when that is its one destination, else into memory.
final class GIFOutputEncoder<Source: FrameSource>: OutputEncoder {
    private let source: Source
    private let options: RenderOptions
    private let output: any GIFOutput
    private let streamedPath: String?
    private var histogram = PaletteBuilder()
    private let observe: ((_ index: Int, _ rgba: [UInt8]) -> Void)?
    let analysis: (@Sendable (PassFrame, Pixmap) -> (any Sendable)?)?

    init(source: Source, options: RenderOptions, destination: EncoderDestination,
         observe: ((_ index: Int, _ rgba: [UInt8]) -> Void)?)
    {
        self.source = source
        self.options = options
        self.observe = observe
        if destination.count == 1, let file = destination.file {
            output = file.file
            streamedPath = file.path
        } else {
            output = MemoryGIFOutput()
            streamedPath = nil
        }
        let sample = Set(source.paletteFrames)  // looked up, never iterated
        analysis = { position, frame in
            guard let k = position.gif, sample.contains(k) else { return nil }
            var counts = PaletteBuilder()
            counts.add(rgba: frame.unpremultipliedRGBA())
            return counts
        }
    }

    var frames: EncoderFrames { .gifSample }
    var secondPassFrames: Int { source.schedule.frames.count }

    func add(_ frame: Pixmap, at position: PassFrame, analysis: (any Sendable)?) throws(StretchGIFError) {
        if let counts = analysis as? PaletteBuilder { histogram.add(counts) }
    }

    func finish(progress: ProgressHandler?, progressStart: Int, progressTotal: Int) throws(StretchGIFError)
        -> EncodedFormat
    {
        let summary = try source.encodeGIFFrames(
            histogram: histogram, options: options, output: output, progress: progress, progressStart: progressStart,
            progressTotal: progressTotal, observe: observe)
        return EncodedFormat(
            bytes: (output as? MemoryGIFOutput)?.bytes,
            summary: OutputSummary(
                format: .gif, path: nil, pixelWidth: source.pixelWidth, pixelHeight: source.pixelHeight,
                frames: summary.writtenFrames, durationMilliseconds: summary.totalCentiseconds * 10,
                byteCount: summary.byteCount),
            streamedPath: streamedPath)
    }
}
