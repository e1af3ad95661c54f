import Foundation
import GIF
import Raster

/// The same scene and gesture rendered once for every value of one or two physics parameters, the panels side by
/// side in one animation, each labelled with its value, all on one clock (`stretchgif sweep`, docs/physics.md#sweep).
///
/// One parameter gives a row of panels; two give a grid, the first parameter across and the second down. The clock
/// is the longest panel's: a panel whose gesture comes to rest earlier holds its last frame. Every panel is painted
/// from its own animation at the same instants, so the panels differ only where the physics differs.
public struct Sweep: Sendable {
    /// One varied parameter and its values, in the order given.
    public struct Axis: Sendable, Equatable {
        /// The parameter.
        public let parameter: SweepParameter
        /// Its values (each checked by the parameter's rule).
        public let values: [Double]
        /// Each value as the user wrote it, for the labels.
        public let texts: [String]

        /// An axis of `parameter` over `texts`, read as the parameter's flag reads them (`SweepParameter.value`).
        /// Throws `invalidParameter` naming the flag for a value it cannot read.
        public init(parameter: SweepParameter, texts: [String]) throws(StretchGIFError) {
            guard parameter.isSweepable else {
                throw .invalidParameter(name: String(parameter.flag.dropFirst(2)), message: "cannot be swept")
            }
            var values: [Double] = []
            for text in texts {
                guard let value = parameter.value(text) else {
                    throw .invalidParameter(name: String(parameter.flag.dropFirst(2)),
                                            message: "expects a comma-separated list of values (got '\(text)')")
                }
                values.append(value)
            }
            self.parameter = parameter
            self.values = values
            self.texts = texts
        }
    }

    /// Most panels in one sweep (two parameters of 4 and 3 values, say): beyond it frames grow past what a GIF
    /// viewer shows comfortably and painting cost grows with every panel.
    public static let maximumPanels = 12
    /// Page colour around the panels and the labels' colour (iOS's system background and label colours).
    static let pageColor = Color(r: 255, g: 255, b: 255, a: 255)
    static let labelColor = Color(r: 28, g: 28, b: 30, a: 255)
    /// Gap between panels and label band height, in points of a 375 pt wide panel (scaled with the panel width).
    static let gapPoints = 8.0
    static let labelBandPoints = 30.0
    static let labelFontPoints = 15.0
    /// The review numbers' band under each panel, its type size and colour (iOS's secondary label colour on white).
    /// The type is never under `captionMinimumPixels` (readable on a narrow panel) unless the caption would
    /// otherwise be wider than its panel; the band is at least `captionMinimumPixels + 4` high.
    static let captionBandPoints = 24.0
    static let captionFontPoints = 13.0
    static let captionMinimumPixels = 9.0
    static let captionColor = Color(r: 0x6C, g: 0x6C, b: 0x70, a: 255)

    /// The varied parameters (one or two).
    public let axes: [Axis]
    /// One animation per panel, row by row.
    let panels: [Animation]
    /// Each panel's label.
    public let labels: [String]
    /// Each panel's review numbers (peak overscroll, time to rest, UIKit default), drawn under it.
    package let summaries: [TraceSummary]
    /// Panels across and down.
    public let columns: Int
    public let rows: Int
    /// The panel whose animation lasts longest: its schedules are the sweep's.
    let clock: Animation
    let fonts: FontLibrary
    /// The sweep's frame size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    let gap: Int
    let labelBand: Int
    let captionBand: Int

    /// A sweep of `scene` with `options` over `axes` (1 or 2 axes of distinct parameters, each 2 to
    /// `SweepParameter.maximumValues` values, at most `maximumPanels` panels in all). Every panel is validated as
    /// a render with that value would be; errors name the parameter.
    public init(scene: StretchScene, options: RenderOptions, axes: [Axis]) throws(StretchGIFError) {
        guard (1...2).contains(axes.count) else {
            throw .invalidParameter(name: "sweep", message: "varies one or two physics parameters (got \(axes.count))")
        }
        if axes.count == 2, axes[0].parameter == axes[1].parameter {
            throw .invalidParameter(name: "sweep", message: "varies two different parameters")
        }
        for axis in axes where !(2...SweepParameter.maximumValues).contains(axis.values.count) {
            throw .invalidParameter(name: String(axis.parameter.flag.dropFirst(2)),
                                    message: "expects 2 to \(SweepParameter.maximumValues) values to sweep "
                                        + "(got \(axis.values.count))")
        }
        let columns = axes[0].values.count
        let rows = axes.count == 2 ? axes[1].values.count : 1
        guard columns * rows <= Self.maximumPanels else {
            throw .invalidParameter(name: "sweep", message: "makes \(columns * rows) panels; at most "
                + "\(Self.maximumPanels)")
        }
        var panels: [Animation] = []
        var labels: [String] = []
        for row in 0..<rows {
            for column in 0..<columns {
                var panelOptions = options
                var parts: [String] = []
                for (axis, index) in zip(axes, [column, row]) {
                    axis.parameter.apply(axis.values[index], to: &panelOptions.physics)
                    parts.append("\(axis.parameter.label) \(axis.texts[index])")
                    do { try panelOptions.physics.validate() } catch {
                        throw .invalidParameter(name: String(axis.parameter.flag.dropFirst(2)),
                                                message: "value '\(axis.texts[index])': \(error.description)")
                    }
                }
                let panel = try Animation(scene: scene, options: panelOptions)
                if panels.isEmpty { try Self.checkPageSize(panel: panel, columns: columns, rows: rows, options: options) }
                panels.append(panel)
                labels.append(parts.joined(separator: " · "))
            }
        }
        self.axes = axes
        self.panels = panels
        self.labels = labels
        summaries = panels.map { TraceSummary(animation: $0) }
        self.columns = columns
        self.rows = rows
        clock = panels.max { $0.timeline.durationMilliseconds < $1.timeline.durationMilliseconds } ?? panels[0]
        let page = Self.pageLayout(panel: panels[0], columns: columns, rows: rows)
        gap = page.gap
        labelBand = page.labelBand
        captionBand = page.captionBand
        pixelWidth = page.width
        pixelHeight = page.height
        let texts: [(string: String, weight: Raster.FontWeight)] =
            labels.map { ($0, .semibold) } + summaries.map { ($0.caption, .regular) }
        fonts = try FontLibrary.load(fontPaths: options.fonts, texts: texts)
    }

    /// The page for `columns` x `rows` panels the size of `panel`: the gap, the label band above each panel and the
    /// caption band under it (scaled with the panel width) and the composed frame's size in pixels.
    static func pageLayout(panel: Animation, columns: Int, rows: Int)
        -> (gap: Int, labelBand: Int, captionBand: Int, width: Int, height: Int)
    {
        let unit = Double(panel.pixelWidth) / 375
        let gap = max(2, Int((gapPoints * unit).rounded()))
        let labelBand = max(12, Int((labelBandPoints * unit).rounded()))
        let captionBand = max(Int(captionMinimumPixels) + 4, Int((captionBandPoints * unit).rounded()))
        return (gap, labelBand, captionBand, columns * panel.pixelWidth + (columns + 1) * gap,
                rows * (panel.pixelHeight + labelBand + captionBand) + (rows + 1) * gap)
    }

    /// The composed frame is a frame like any other (docs/scenes.md#limits): refused from the first panel's size,
    /// before the other panels are built or anything is painted, naming the flag to lower.
    static func checkPageSize(panel: Animation, columns: Int, rows: Int, options: RenderOptions)
        throws(StretchGIFError)
    {
        let page = pageLayout(panel: panel, columns: columns, rows: rows)
        guard page.width * page.height > RenderPlan.maximumPaintedPixels else { return }
        let lower = options.width != nil ? "lower --width (each panel's width)" : "lower --scale or give a --width"
        throw .invalidParameter(name: options.width != nil ? "width" : "scale", message: "makes a \(page.width) "
            + "x \(page.height) px sweep frame (\(columns * rows) panels of \(panel.pixelWidth) x "
            + "\(panel.pixelHeight) px); a frame may have at most "
            + "\(RenderPlan.maximumPaintedPixels / (1024 * 1024)) Mi pixels: \(lower) or sweep fewer values")
    }

    /// Frames of the sweep's GIF (the clock panel's GIF schedule).
    public var frameCount: Int { clock.frameCount }
    /// The sweep's GIF frame schedule.
    public var schedule: FrameSchedule { clock.schedule }
    /// The sweep's video frame schedule.
    public var videoSchedule: VideoSchedule { clock.videoSchedule }

    /// Encodes the sweep into one output of any format (docs/formats.md): a file written atomically, or bytes.
    public func encode(_ target: OutputTarget, progress: ProgressHandler? = nil) throws(StretchGIFError)
        -> EncodedOutput
    {
        let options = clock.options
        let file: AtomicOutputFile?
        if case .file(let path) = target.destination { file = try AtomicOutputFile(path: path) } else { file = nil }
        let format = target.format
        let times = format.isVideo ? (0..<videoSchedule.frameCount).map { videoSchedule.timeSeconds(ofFrame: $0) }
                                   : schedule.frames.map(\.timeSeconds)
        let passes = format == .gif ? 2 : 1
        let total = times.count * passes
        var bytes: [UInt8]
        let summary: OutputSummary
        switch format {
        case .gif:
            var histogram = PaletteBuilder()
            try forEachComposite(times, progress: progress, done: 0, total: total, stage: .palette) { _, frame in
                histogram.add(rgba: frame.unpremultipliedRGBA())
            }
            let gifOptions = GIFOptions(width: pixelWidth, height: pixelHeight, loopCount: options.loop,
                                        maxColors: options.colors, dither: options.dither,
                                        ditherStrength: options.ditherStrength, lossy: options.lossy)
            let palette = histogram.build(maxColors: gifOptions.paletteColorBudget)
            var quantizer = FrameQuantizer(palette: palette, dither: options.dither, strength: options.ditherStrength)
            let memory = MemoryGIFOutput()
            let output: any GIFOutput = file ?? memory
            let encoder: GIFEncoder
            do { encoder = try GIFEncoder(options: gifOptions, palette: palette, output: output) } catch {
                throw .renderFailed(message: error.description)
            }
            let delays = schedule.frames.map(\.delayCentiseconds)
            try forEachComposite(times, progress: progress, done: times.count, total: total, stage: .encoding) {
                index, frame throws(StretchGIFError) in
                do throws(GIFError) {
                    let indices = try quantizer.quantize(rgba: frame.unpremultipliedRGBA(), width: pixelWidth,
                                                         height: pixelHeight)
                    try encoder.addFrame(indices: indices, delayCentiseconds: delays[index])
                } catch { throw Self.failure(error, file: file) }
            }
            let written: GIFSummary
            do { written = try encoder.finish() } catch { throw Self.failure(error, file: file) }
            bytes = memory.bytes
            summary = OutputSummary(format: .gif, path: nil, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                    frames: written.writtenFrames,
                                    durationMilliseconds: written.totalCentiseconds * 10, byteCount: written.byteCount)
        case .webp:
            let encoder = try WebPAnimationEncoder(width: pixelWidth, height: pixelHeight, plays: options.loop,
                                                   quality: options.quality)
            let stamps = clock.plan.webpTimestamps()
            try forEachComposite(times, progress: progress, done: 0, total: total, stage: .encoding) {
                index, frame throws(StretchGIFError) in
                try encoder.add(frame, timestampMilliseconds: stamps.starts[index])
            }
            bytes = try encoder.finish(endMilliseconds: stamps.end)
            summary = OutputSummary(format: .webp, path: nil, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                    frames: times.count, durationMilliseconds: stamps.end, byteCount: bytes.count)
        case .mp4, .webm:
            let scratch: AtomicOutputFile
            if let file { scratch = file } else { scratch = try AtomicOutputFile(path: RenderPlan.scratchPath(format: format)) }
            let encoder = try VideoEncoder(
                path: scratch.releaseForExternalWriter(), displayPath: file?.finalPath ?? "the \(format.rawValue) output",
                format: format, width: pixelWidth, height: pixelHeight, fps: videoSchedule.fps, quality: options.quality)
            let schedule = videoSchedule
            try forEachComposite(times, progress: progress, done: 0, total: total, stage: .encoding) {
                index, frame throws(StretchGIFError) in
                try encoder.add(frame, index: index, lengthMilliseconds: schedule.durationMilliseconds(ofFrame: index))
            }
            try encoder.finish()
            bytes = file == nil ? [UInt8](FileManager.default.contents(atPath: scratch.temporaryPath) ?? Data()) : []
            var info = stat()
            let size = stat(scratch.temporaryPath, &info) == 0 ? Int(info.st_size) : bytes.count
            summary = OutputSummary(format: format, path: nil, pixelWidth: encoder.encodedWidth,
                                    pixelHeight: encoder.encodedHeight, frames: times.count,
                                    durationMilliseconds: schedule.durationMilliseconds, byteCount: size)
        }
        guard let file else { return EncodedOutput(summary: summary, bytes: bytes) }
        if format == .webp, !file.write(bytes) {
            throw .outputFailed(path: file.finalPath, message: file.failureReason ?? "write failed")
        }
        try file.commit()
        return EncodedOutput(summary: OutputSummary(
            format: format, path: file.finalPath, pixelWidth: summary.pixelWidth, pixelHeight: summary.pixelHeight,
            frames: summary.frames, durationMilliseconds: summary.durationMilliseconds,
            byteCount: summary.byteCount), bytes: nil)
    }

    /// Composes the sweep's frame for every instant of `times` in order and hands it to `body`: each panel's frame
    /// at that instant (held at its own last frame once its animation has ended) on the labelled page.
    private func forEachComposite(_ times: [Double], progress: ProgressHandler?, done: Int, total: Int,
                                  stage: RenderProgress.Stage,
                                  _ body: (Int, Pixmap) throws(StretchGIFError) -> Void) throws(StretchGIFError)
    {
        let page = try labelledPage()
        var streams: [FrameStream] = []
        for panel in panels {
            let last = panel.schedule.frames.last?.timeSeconds ?? 0
            streams.append(try FrameStream(plan: panel.plan, jobs: panel.jobs, atSeconds: times.map { min($0, last) },
                                           chrome: panel.plan.chromeTimeline()))
        }
        let panelWidth = panels[0].pixelWidth, panelHeight = panels[0].pixelHeight
        for index in times.indices {
            var pixels = page.pixels
            for (slot, _) in panels.enumerated() {
                guard let frame = streams[slot].frame(index) else {
                    throw .renderFailed(message: "panel \(slot + 1) has no frame \(index)")
                }
                let (left, top) = panelOrigin(slot)
                frame.pixels.withUnsafeBufferPointer { source in
                    pixels.withUnsafeMutableBufferPointer { target in
                        for y in 0..<panelHeight {
                            let from = y * panelWidth * 4, to = ((top + y) * pixelWidth + left) * 4
                            for k in 0..<(panelWidth * 4) { target[to + k] = source[from + k] }
                        }
                    }
                }
            }
            guard let composite = Pixmap(width: pixelWidth, height: pixelHeight, premultipliedPixels: pixels) else {
                throw .renderFailed(message: "a sweep frame could not be composed")
            }
            try body(index, composite)
            if index % 8 == 7 || index == times.count - 1 {
                progress?(RenderProgress(stage: stage, done: done + index + 1, total: total))
            }
        }
    }

    /// The composed GIF frame `index` (each panel's frame at that instant on the labelled page), painted on its own.
    func compositeFrame(_ index: Int) throws(StretchGIFError) -> Pixmap {
        var result: Pixmap?
        let time = schedule.frames[index].timeSeconds
        try forEachComposite([time], progress: nil, done: 0, total: 1, stage: .frames) { _, frame in result = frame }
        guard let result else { throw .renderFailed(message: "no sweep frame \(index)") }
        return result
    }

    /// Where panel `slot` (row by row) lies in a sweep frame, in pixels.
    func panelOrigin(_ slot: Int) -> (x: Int, y: Int) {
        (gap + (slot % columns) * (panels[0].pixelWidth + gap),
         gap + (slot / columns) * (panels[0].pixelHeight + labelBand + captionBand + gap) + labelBand)
    }

    /// A GIF error as the library's error, naming the output file for a write failure.
    private static func failure(_ error: GIFError, file: AtomicOutputFile?) -> StretchGIFError {
        if case .outputWriteFailed = error, let file {
            return .outputFailed(path: file.finalPath, message: file.failureReason ?? error.description)
        }
        return .renderFailed(message: error.description)
    }
}
